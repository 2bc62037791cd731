import { Button } from '@telegram-apps/telegram-ui';
import type { Gift, UserGift } from '@tracker/shared/contract';
import { giftTexts } from '@tracker/shared/texts';
import { ownedActionOf, purchaseActionOf } from '../gift-view.ts';

export interface TreasurePreviewProps {
  gift: Gift;
  /** The user's copy, once bought. */
  userGift: UserGift | undefined;
  coins: number | null;
  busy: boolean;
  onBuy: () => void;
  onToggleEquipped: (userGift: UserGift) => void;
  onClose: () => void;
}

/**
 * A treasure preview's bottom button (rewards.md 2.2): buy with the cost ('Недостаточно монет',
 * 'Скоро в игре' as states), or equip / take off once owned.
 */
export function TreasurePreviewAction({ gift, userGift, coins, busy, onBuy, onToggleEquipped, testId }: Omit<TreasurePreviewProps, 'onClose'> & { testId: string }) {
  if (userGift) {
    const { kind } = ownedActionOf(userGift);
    return (
      <Button size="l" stretched mode={kind === 'equip' ? 'filled' : 'bezeled'} loading={busy} disabled={busy} onClick={() => onToggleEquipped(userGift)} data-testid={testId} data-action={kind}>
        {kind === 'equip' ? giftTexts.equip : giftTexts.unequip}
      </Button>
    );
  }
  const { kind } = purchaseActionOf(gift, coins);
  const text = kind === 'receive' ? giftTexts.buyFor(gift.points_cost) : kind === 'not_enough_coins' ? giftTexts.notEnoughCoins : giftTexts.comingSoon;
  return (
    <Button
      size="l"
      stretched
      mode={kind === 'receive' ? 'filled' : 'bezeled'}
      className={kind === 'receive' ? undefined : 'treasure-card__action--state'}
      loading={busy}
      disabled={kind !== 'receive' || busy}
      onClick={onBuy}
      data-testid={testId}
      data-action={kind}
    >
      {text}
    </Button>
  );
}
