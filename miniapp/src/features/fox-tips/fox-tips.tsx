import { FOX_CONGRATULATION_TIP_DELAY_MS, type FoxTipKind, remainingDelay, welcomeTipDelay } from '@tracker/shared/domain';
import { useCallback, useEffect, useState } from 'react';
import { localStore } from '../../lib/storage.ts';
import { FoxTip } from './fox-tip.tsx';
import { type FoxTipRequest, isFoxTipSeen, markFoxTipSeen } from './fox-tip-flags.ts';

/**
 * The fox's tips, one at a time: the welcome tip 5 s after the first visit (`welcomeSince`: when
 * it became allowed, null while not) and the congratulation 1 s after the first goal or habit was
 * created. The welcome tip is remembered as seen the moment it shows.
 */
export default function FoxTips({
  welcomeSince,
  congratulation,
}: {
  welcomeSince: number | null;
  congratulation: FoxTipRequest | null;
}) {
  const [tip, setTip] = useState<{ kind: FoxTipKind; id: number } | null>(null);
  const close = useCallback(() => setTip(null), []);

  useEffect(() => {
    const delay = welcomeTipDelay(isFoxTipSeen(localStore, 'welcome'), welcomeSince, performance.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      markFoxTipSeen(localStore, 'welcome');
      // Another tip on screen wins: the user has met the fox already.
      setTip((current) => current ?? { kind: 'welcome', id: Date.now() });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [welcomeSince]);

  useEffect(() => {
    if (!congratulation) return;
    const delay = remainingDelay(congratulation.since, FOX_CONGRATULATION_TIP_DELAY_MS, performance.now());
    const timer = window.setTimeout(() => setTip({ kind: congratulation.kind, id: Date.now() }), delay);
    return () => window.clearTimeout(timer);
  }, [congratulation]);

  // The live region is there before any tip, so screen readers announce the tip when it comes.
  return (
    <div className="fox-tips" aria-live="polite" data-testid="fox-tips">
      {tip && <FoxTip key={tip.id} kind={tip.kind} onClosed={close} />}
    </div>
  );
}
