import type { Sticker } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/stickers/ — the sets the user may use (the free default set, bought sets later). */
export function getStickers(): Promise<{ success: true; stickers: Sticker[] }> {
  return api.get('/api/stickers/');
}
