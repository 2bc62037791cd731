import type { UserGift } from '@tracker/shared/contract';
import { newGiftCount } from '@tracker/shared/domain';
import { useEffect } from 'react';
import { AUTH_CHANGED_EVENT, useSignedIn } from '../../../lib/auth-store.ts';
import { createExternalStore, useStore } from '../../../lib/external-store.ts';
import { localStore } from '../../../lib/storage.ts';
import { getUserGifts } from '../api/get-user-gifts.ts';

/** The time (ISO) of the last /gift visit on this device (core.md 4 "Notes"; the name: docs/decisions.md). */
export const GIFTS_LAST_VISIT_KEY = 'giftsLastVisit';

const owned = createExternalStore<readonly UserGift[] | null>(null);
const lastVisit = createExternalStore<string | null>(localStore.get(GIFTS_LAST_VISIT_KEY));
let generation = 0;

function refresh(): void {
  const mine = generation;
  getUserGifts().then(
    (answer) => mine === generation && owned.set(answer.user_gifts),
    (error: unknown) => console.warn('new gifts failed', error),
  );
}

// A sign-in or sign-out forgets the previous user's gifts (and drops a load still running for them).
if (typeof window !== 'undefined') {
  window.addEventListener(AUTH_CHANGED_EVENT, () => {
    generation += 1;
    owned.set(null);
  });
}

/** The gift page was opened: gifts received before now are no longer new. */
export function markGiftsVisited(): void {
  const mark = new Date().toISOString();
  localStore.set(GIFTS_LAST_VISIT_KEY, mark);
  lastVisit.set(mark);
}

/** The header's new-gift count (rewards.md 2.2): loaded when a user signs in, 0 while signed out. */
export function useNewGiftCount(): number {
  const signedIn = useSignedIn();
  const list = useStore(owned);
  const mark = useStore(lastVisit);
  useEffect(() => {
    if (signedIn) refresh();
  }, [signedIn]);
  return signedIn && list ? newGiftCount(list, mark) : 0;
}
