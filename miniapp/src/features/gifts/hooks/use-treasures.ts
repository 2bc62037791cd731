import type { UserGift } from '@tracker/shared/contract';
import { giftTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { announceCoinBalance, announceRewardsMayHaveChanged, announceStickersChanged } from '../../../lib/app-events.ts';
import { hapticSuccess } from '../../../lib/telegram.ts';
import { showToast } from '../../../lib/toast.ts';
import { equipGift } from '../api/equip-gift.ts';
import { getAvailableGifts } from '../api/get-available-gifts.ts';
import { getUserGifts } from '../api/get-user-gifts.ts';
import { receiveGift } from '../api/receive-gift.ts';
import { unequipGift } from '../api/unequip-gift.ts';
import { type GiftLists, withUserGift } from '../gift-view.ts';
import { useShownAgain } from '../../../lib/use-shown-again.ts';

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; lists: GiftLists };

/** A card that can have a request on the way: a catalogue treasure being bought, or an owned one being (un)equipped. */
type BusyTarget = { giftId: number } | { userGiftId: number };

const busyKeyOf = (target: BusyTarget) => ('giftId' in target ? `gift:${target.giftId}` : `user:${target.userGiftId}`);

export interface Treasures {
  state: LoadState;
  /** Whether this card's request is on the way. */
  isBusy: (target: BusyTarget) => boolean;
  retry: () => void;
  receive: (giftId: number) => void;
  toggleEquipped: (userGift: UserGift) => void;
}

type Equippable = keyof typeof giftTexts.equipDone;
const isEquippable = (type: string): type is Equippable => type in giftTexts.equipDone;

/**
 * The treasures page's data and actions (rewards.md 4.1): both lists load together; a purchase puts
 * the treasure at the front of the owned list and announces the returned balance; an animation bought
 * or (un)equipped tells the profile (its selected animation may have changed), a sticker set the note
 * editor (its stickers, or their order).
 */
export function useTreasures(onProfileChanged: () => void): Treasures {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const generation = useRef(0);

  /** Loads both lists; `quiet` keeps what is shown until the answer comes, and keeps it if the load fails. */
  const load = useCallback((quiet = false) => {
    const mine = ++generation.current;
    if (!quiet) setState({ status: 'loading' });
    const available = getAvailableGifts().catch((error: unknown) => Promise.reject(new Error(giftTexts.loadError, { cause: error })));
    const owned = getUserGifts().catch((error: unknown) => Promise.reject(new Error(giftTexts.loadUserError, { cause: error })));
    Promise.all([available, owned]).then(
      ([a, u]) => {
        if (mine === generation.current) setState({ status: 'loaded', lists: { gifts: a.gifts, userGifts: u.user_gifts } });
      },
      (error: Error) => {
        console.warn('treasures failed', error.cause);
        if (mine === generation.current && !quiet) setState({ status: 'error', message: error.message });
      },
    );
  }, []);

  useEffect(() => {
    load();
    return () => {
      generation.current += 1;
    };
  }, [load]);
  // A treasure bought on another device meanwhile is shown owned, not offered again.
  useShownAgain(useCallback(() => load(true), [load]));

  const apply = useCallback((changed: UserGift) => {
    setState((s) => (s.status === 'loaded' ? { status: 'loaded', lists: withUserGift(s.lists, changed) } : s));
  }, []);

  const receive = useCallback(
    (giftId: number) => {
      setBusyKey(busyKeyOf({ giftId }));
      receiveGift(giftId)
        .then(
          (answer) => {
            apply(answer.user_gift);
            announceCoinBalance(answer.remaining_coins);
            // The purchase may have earned first_treasure (points, status) and equipped an animation.
            announceRewardsMayHaveChanged();
            const { gift } = answer.user_gift;
            if (gift.gift_type === 'stickers') announceStickersChanged();
            hapticSuccess();
            if (gift.gift_type !== 'animation') showToast(giftTexts.received, { type: 'success' });
            else if (answer.user_gift.is_equipped) showToast(giftTexts.animationReceived(gift.title), { type: 'success' });
            else showToast(giftTexts.animationNotSelected, { type: 'warning' });
          },
          (error: unknown) => {
            showToast(giftTexts.receiveError, { type: 'error', description: serverErrorText(error, undefined) });
            // The purchase may have gone through with its answer lost (a timeout), or an earlier one
            // did ('Сокровище уже получено'): what the server holds is shown again, coins included.
            load(true);
            announceRewardsMayHaveChanged();
          },
        )
        .finally(() => setBusyKey(null));
    },
    [apply, load],
  );

  const toggleEquipped = useCallback(
    (userGift: UserGift) => {
      const key = userGift.gift.gift_type;
      if (!isEquippable(key)) return;
      const putOn = !userGift.is_equipped;
      setBusyKey(busyKeyOf({ userGiftId: userGift.id }));
      (putOn ? equipGift(userGift.id) : unequipGift(userGift.id))
        .then(
          (answer) => {
            apply(answer.user_gift);
            if (key === 'animation') onProfileChanged();
            if (key === 'stickers') announceStickersChanged();
            const done = putOn ? giftTexts.equipDone : giftTexts.unequipDone;
            showToast(done[key], { type: 'success' });
          },
          (error: unknown) => {
            const failed = putOn ? giftTexts.equipError : giftTexts.unequipError;
            showToast(failed[key], { type: 'error', description: serverErrorText(error, undefined) });
          },
        )
        .finally(() => setBusyKey(null));
    },
    [apply, onProfileChanged],
  );

  const isBusy = useCallback((target: BusyTarget) => busyKey === busyKeyOf(target), [busyKey]);

  const retry = useCallback(() => load(), [load]);

  return { state, isBusy, retry, receive, toggleEquipped };
}
