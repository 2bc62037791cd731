import { celebrationAnimationOf } from '@tracker/shared/domain';
import { giftTexts } from '@tracker/shared/texts';
import { type CSSProperties, useEffect } from 'react';
import { Button } from '../../../components/button.tsx';
import { usePreviewCelebration } from '../../../components/celebration-store.ts';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { RarityBadge } from './rarity-badge.tsx';
import { TreasureCost } from './treasure-cost.tsx';
import { TreasurePicture } from './treasure-picture.tsx';
import { TreasurePreviewAction, type TreasurePreviewProps } from './treasure-preview-action.tsx';

/**
 * The animation preview popup (rewards.md 2.2): plays the treasure's celebration on opening (the
 * same player as the profile's picker preview; closing ends it) and shows its title, rarity, description and cost
 * with the buy / equip / take-off button. A bottom sheet, so the celebration in the middle of the
 * screen does not hide it.
 */
export default function AnimationPreviewModal(props: TreasurePreviewProps) {
  const { gift, userGift, onClose } = props;
  const animation = celebrationAnimationOf(gift);
  // Played on opening, and ended on closing (StrictMode's second mount in development plays it again after ending the first).
  const preview = usePreviewCelebration();
  useEffect(() => preview(animation), [animation, preview]);

  return (
    <SheetDialog
      title={gift.title}
      onClose={onClose}
      testId="animation-preview"
      footer={<TreasurePreviewAction {...props} testId="animation-preview-action" />}
    >
      <div className="animation-preview__body" style={{ '--treasure-color': gift.color } as CSSProperties} data-animation={animation}>
        <span className="treasure-card__icon animation-preview__icon" aria-hidden="true">
          <TreasurePicture gift={gift} />
        </span>
        <div className="animation-preview__badges">
          <RarityBadge rarity={gift.rarity} />
          {userGift?.is_equipped && <span className="treasure-card__equipped">{giftTexts.equipped}</span>}
          {!userGift && <TreasureCost gift={gift} testId="animation-preview-cost" />}
        </div>
        <p className="treasure-card__description">{gift.description}</p>
        <Button size="s" mode="plain" onClick={() => preview(animation)} data-testid="animation-preview-replay">
          {giftTexts.animationPreview.replay}
        </Button>
      </div>
    </SheetDialog>
  );
}
