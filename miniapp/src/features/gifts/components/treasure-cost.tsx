import type { Gift } from '@tracker/shared/contract';
import { giftTexts } from '@tracker/shared/texts';
import { CoinIcon } from '../../../components/icons.tsx';

/** A treasure's price in coins with the coin icon: '60 монет' (rewards.md 2.2), on the card and in the previews. */
export function TreasureCost({ gift, testId }: { gift: Gift; testId: string }) {
  return (
    <span className="treasure-card__cost" data-testid={testId}>
      <CoinIcon size={16} />
      {giftTexts.cost(gift.points_cost)}
    </span>
  );
}
