import { Button } from '@telegram-apps/telegram-ui';
import type { Gift, UserGift } from '@tracker/shared/contract';
import { giftTexts } from '@tracker/shared/texts';
import type { CSSProperties } from 'react';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { ownedActionOf, purchaseActionOf } from '../gift-view.ts';

interface Props {
  gift: Gift;
  /** The user's copy of the set, once bought. */
  userGift: UserGift | undefined;
  coins: number | null;
  busy: boolean;
  onBuy: () => void;
  onToggleEquipped: (userGift: UserGift) => void;
  onClose: () => void;
}

/** The bottom button: buy with the cost ('Недостаточно монет', 'Скоро в игре' as states), or equip / take off once owned. */
function SetAction({ gift, userGift, coins, busy, onBuy, onToggleEquipped }: Omit<Props, 'onClose'>) {
  if (userGift) {
    const { kind } = ownedActionOf(userGift);
    return (
      <Button size="l" stretched mode={kind === 'equip' ? 'filled' : 'bezeled'} loading={busy} disabled={busy} onClick={() => onToggleEquipped(userGift)} data-testid="sticker-set-action" data-action={kind}>
        {kind === 'equip' ? giftTexts.equip : giftTexts.unequip}
      </Button>
    );
  }
  const { kind } = purchaseActionOf(gift, coins);
  const text = kind === 'receive' ? giftTexts.stickerSet.buy(gift.points_cost) : kind === 'not_enough_coins' ? giftTexts.notEnoughCoins : giftTexts.comingSoon;
  return (
    <Button
      size="l"
      stretched
      mode={kind === 'receive' ? 'filled' : 'bezeled'}
      className={kind === 'receive' ? undefined : 'treasure-card__action--state'}
      loading={busy}
      disabled={kind !== 'receive' || busy}
      onClick={onBuy}
      data-testid="sticker-set-action"
      data-action={kind}
    >
      {text}
    </Button>
  );
}

/** The sticker-set preview (rewards.md 2.2): the set's stickers, an example in a note, the buy (or equip) button. */
export default function StickerSetModal(props: Props) {
  const { gift, userGift, onClose } = props;
  return (
    <SheetDialog title={gift.title} onClose={onClose} testId="sticker-set-modal" footer={<SetAction {...props} />} className="sticker-set" >
      <div className="sticker-set__summary" style={{ '--treasure-color': gift.color } as CSSProperties}>
        <span className={`treasure-rarity treasure-rarity--${gift.rarity}`}>{giftTexts.rarity[gift.rarity]}</span>
        {userGift?.is_equipped && <span className="treasure-card__equipped">{giftTexts.equipped}</span>}
        <p className="treasure-card__description">{userGift ? giftTexts.stickerSet.owned : gift.description}</p>
      </div>
      <h3 className="sticker-set__heading">{giftTexts.stickerSet.stickers(gift.stickers.length)}</h3>
      <ul className="sticker-set__grid" data-testid="sticker-set-stickers">
        {gift.stickers.map((sticker) => (
          <li key={sticker.id} className="sticker-set__sticker">
            <img src={sticker.image} alt="" width={56} height={56} draggable={false} />
          </li>
        ))}
      </ul>
      {gift.sticker_example && (
        <>
          <h3 className="sticker-set__heading">{giftTexts.stickerSet.example}</h3>
          <figure className="sticker-set__example" data-testid="sticker-set-example">
            <img src={gift.sticker_example} alt="" width={72} height={72} draggable={false} />
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
