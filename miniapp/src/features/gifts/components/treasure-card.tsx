import type { Gift } from '@tracker/shared/contract';
import { giftTexts } from '@tracker/shared/texts';
import type { CSSProperties, MouseEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { type GiftAction, actionButtonProps } from '../gift-view.ts';
import { RarityBadge } from './rarity-badge.tsx';
import { TreasureCost } from './treasure-cost.tsx';
import { TreasurePicture } from './treasure-picture.tsx';
import { HidingImage } from '../../../components/hiding-image.tsx';

interface Props {
  gift: Gift;
  action: GiftAction;
  busy: boolean;
  /** The button of 'receive', 'equip', 'unequip' and 'play'. */
  onAction: () => void;
  /** Owned and worn right now. */
  equipped?: boolean;
  /** A sticker set or an animation: tapping the card (or its picture, by keyboard) opens its preview. */
  onOpen?: () => void;
}

/** How many of a set's stickers its card shows under the description. */
const STICKER_STRIP = 5;

/** One treasure (rewards.md 2.2): icon, title, rarity, description, cost and the state's action. */
export function TreasureCard({ gift, action, busy, onAction, equipped = false, onOpen }: Props) {
  const button = actionButtonProps(action);
  const picture = <TreasurePicture gift={gift} />;
  // The whole card opens the preview for a pointer; the action button keeps its own meaning.
  const openFromCard = onOpen && ((event: MouseEvent) => !(event.target as Element).closest('button') && onOpen());
  return (
    <article
      className={`card treasure-card treasure-card--${gift.rarity}${onOpen ? ' treasure-card--openable' : ''}`}
      style={{ '--treasure-color': gift.color } as CSSProperties}
      data-testid="treasure-card"
      data-gift-id={gift.id}
      data-equipped={equipped}
      onClick={openFromCard}
    >
      {onOpen ? (
        <button type="button" className="treasure-card__icon" aria-label={gift.gift_type === 'animation' ? giftTexts.animationPreview.open(gift.title) : giftTexts.stickerSet.open(gift.title)} onClick={onOpen} data-testid="treasure-open">
          {picture}
        </button>
      ) : (
        <span className="treasure-card__icon" aria-hidden="true">
          {picture}
        </span>
      )}
      <div className="treasure-card__body">
        <div className="treasure-card__heading">
          <h3 className="treasure-card__title">{gift.title}</h3>
          <RarityBadge rarity={gift.rarity} />
        </div>
        <p className="treasure-card__description">{gift.description}</p>
        {gift.stickers.length > 0 && (
          <span className="treasure-card__stickers" aria-hidden="true">
            {gift.stickers.slice(0, STICKER_STRIP).map((sticker) => (
              <HidingImage key={sticker.id} src={sticker.image} alt="" width={28} height={28} />
            ))}
          </span>
        )}
        <div className="treasure-card__footer">
          <TreasureCost gift={gift} testId="treasure-cost" />
          {equipped && (
            <span className="treasure-card__equipped" data-testid="treasure-equipped">
              {giftTexts.equipped}
            </span>
          )}
          <Button
            size="s"
            mode={button.mode}
            className={`treasure-card__action${button.inert ? ' treasure-card__action--state' : ''}`}
            disabled={button.inert}
            loading={busy}
            // Busy, it stays focusable and ignores presses: a disabled button drops the keyboard's focus.
            aria-disabled={busy || undefined}
            onClick={busy ? undefined : onAction}
            data-testid="treasure-action"
            data-action={action.kind}
          >
            {button.label}
          </Button>
        </div>
      </div>
    </article>
  );
}
