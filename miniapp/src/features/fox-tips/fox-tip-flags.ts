import type { FoxTipKind } from '@tracker/shared/domain';
import type { KeyValueStore } from '../../lib/storage.ts';

/** A tip asked for at `since` (performance.now()), shown once its delay has passed (shared/domain/fox-tips.ts). */
export interface FoxTipRequest {
  kind: FoxTipKind;
  since: number;
}

/** Local flags: each tip is shown at most once per device (core.md 2 "Shell", 9). */
export const FOX_TIP_FLAGS = {
  welcome: 'fox-tip-welcome-seen',
  congratulation: 'fox-tip-first-item-seen',
} as const;

export type FoxTipFlag = keyof typeof FOX_TIP_FLAGS;

export function isFoxTipSeen(store: KeyValueStore, flag: FoxTipFlag): boolean {
  return store.get(FOX_TIP_FLAGS[flag]) !== null;
}

export function markFoxTipSeen(store: KeyValueStore, flag: FoxTipFlag): void {
  store.set(FOX_TIP_FLAGS[flag], 'true');
}
