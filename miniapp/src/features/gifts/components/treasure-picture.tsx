import type { Gift } from '@tracker/shared/contract';

/** A treasure's picture: its image when it has one, else its emoji icon. The caller frames it. */
export function TreasurePicture({ gift }: { gift: Pick<Gift, 'image' | 'icon'> }) {
  return gift.image ? <img src={gift.image} alt="" /> : <>{gift.icon}</>;
}
