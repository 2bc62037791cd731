import { giftTexts } from '@tracker/shared/texts';
import type { CSSProperties } from 'react';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { RarityBadge } from './rarity-badge.tsx';
import { TreasureCost } from './treasure-cost.tsx';
import { TreasurePreviewAction, type TreasurePreviewProps } from './treasure-preview-action.tsx';

/** The sticker-set preview (rewards.md 2.2): rarity and cost, the set's stickers, an example in a note, the buy (or equip) button. */
export default function StickerSetModal(props: TreasurePreviewProps) {
  const { gift, userGift, onClose } = props;
  return (
    <SheetDialog title={gift.title} onClose={onClose} testId="sticker-set-modal" footer={<TreasurePreviewAction {...props} testId="sticker-set-action" />}>
      <div className="sticker-set__summary" style={{ '--treasure-color': gift.color } as CSSProperties}>
        <RarityBadge rarity={gift.rarity} />
        {/* The cost until owned, as in the animation preview; the button below may say only 'Недостаточно монет'. */}
        {!userGift && <TreasureCost gift={gift} testId="sticker-set-cost" />}
        {userGift?.is_equipped && <span className="treasure-card__equipped">{giftTexts.equipped}</span>}
        <p className="treasure-card__description">{userGift ? giftTexts.stickerSet.owned : gift.description}</p>
      </div>
      <h3 className="sticker-set__heading">{giftTexts.stickerSet.stickers(gift.stickers.length)}</h3>
      <ul className="sticker-set__grid" data-testid="sticker-set-stickers">
        {gift.stickers.map((sticker, i) => (
          <li key={sticker.id} className="sticker-set__sticker">
            <img src={sticker.image} alt={giftTexts.stickerSet.sticker(i + 1, gift.stickers.length)} width={56} height={56} draggable={false} />
          </li>
        ))}
      </ul>
      {gift.sticker_example && (
        <>
          <h3 className="sticker-set__heading">{giftTexts.stickerSet.example}</h3>
          <figure className="sticker-set__example" data-testid="sticker-set-example">
            <img src={gift.sticker_example} alt={giftTexts.stickerSet.exampleImage} width={72} height={72} draggable={false} />
            <figcaption>
              <strong>{giftTexts.stickerSet.exampleNote}</strong>
              <span>{giftTexts.stickerSet.exampleText}</span>
            </figcaption>
          </figure>
        </>
      )}
    </SheetDialog>
  );
}
