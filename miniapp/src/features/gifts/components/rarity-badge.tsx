import type { Gift } from '@tracker/shared/contract';
import { giftTexts } from '@tracker/shared/texts';

/** The coloured rarity label of a treasure (its card and its previews). */
export function RarityBadge({ rarity }: { rarity: Gift['rarity'] }) {
  return <span className={`treasure-rarity treasure-rarity--${rarity}`}>{giftTexts.rarity[rarity]}</span>;
}
