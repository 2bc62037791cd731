import type { Sticker } from '@tracker/shared/contract';
import { useEffect, useState } from 'react';
import { getStickers } from '../api/get-stickers.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { APP_EVENTS } from '../../../lib/app-events.ts';

let cached: Promise<Sticker[]> | null = null;

// A sticker set bought, equipped or taken off in the shop changes the list: ask again next time.
window.addEventListener(APP_EVENTS.stickersChanged, () => {
  cached = null;
});

/** The stickers the user may use, asked once until a set changes (a failure is asked again next time). */
export function useStickers(): { stickers: Sticker[] | null; error: string | null } {
  const [stickers, setStickers] = useState<Sticker[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    cached ??= getStickers().then((answer) => answer.stickers);
    cached.then(
      (list) => alive && setStickers(list),
      (e: unknown) => {
        cached = null;
        if (alive) setError(errorMessage(e));
      },
    );
    return () => {
      alive = false;
    };
  }, []);
  return { stickers, error };
}
