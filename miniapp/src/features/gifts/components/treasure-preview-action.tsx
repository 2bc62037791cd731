import type { Gift, UserGift } from '@tracker/shared/contract';
import { giftTexts } from '@tracker/shared/texts';
import { Button } from '../../../components/button.tsx';
import { actionButtonProps, ownedActionOf, purchaseActionOf } from '../gift-view.ts';

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
  const action = userGift ? ownedActionOf(userGift) : purchaseActionOf(gift, coins);
  const button = actionButtonProps(action);
  return (
    <Button
      size="l"
      stretched
      mode={button.mode}
      className={button.inert ? 'treasure-card__action--state' : undefined}
      loading={busy}
      disabled={button.inert}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : userGift ? () => onToggleEquipped(userGift) : onBuy}
      data-testid={testId}
      data-action={action.kind}
    >
      {action.kind === 'receive' ? giftTexts.buyFor(gift.points_cost) : button.label}
    </Button>
  );
}
