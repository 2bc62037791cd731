import type { Sticker } from '@tracker/shared/contract';
import { moodTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { useStickers } from '../hooks/use-stickers.ts';
import type { ChosenSticker } from '../note-input.ts';
import { stickerName } from './sticker-image.tsx';

function StickerOption({ sticker, selected, onToggle }: { sticker: Sticker; selected: boolean; onToggle: () => void }) {
  const [failed, setFailed] = useState(false);
  // A sticker whose image does not load is hidden (core.md 8).
  if (failed) return null;
  return (
    <button
      type="button"
      className={`sticker-picker__option${selected ? ' sticker-picker__option--selected' : ''}`}
      aria-pressed={selected}
      aria-label={stickerName(sticker.alias)}
      data-alias={sticker.alias}
      onClick={onToggle}
    >
      <img src={sticker.image} alt="" width={48} height={48} draggable={false} onError={() => setFailed(true)} />
    </button>
  );
}

/** The sticker grid of the editor: 5 columns, one sticker at a time; tapping the chosen one removes it. */
export function StickerPicker({ selected, onChange }: { selected: number | null; onChange: (sticker: ChosenSticker | null) => void }) {
  const { stickers, error } = useStickers();
  if (error) return <p className="sticker-picker__error">{moodTexts.stickersError}</p>;
  return (
    <div className="sticker-picker" role="group" aria-label={moodTexts.stickersTitle} aria-busy={!stickers} data-testid="sticker-picker">
      {stickers
        ? stickers.map((sticker) => (
            <StickerOption
              key={sticker.id}
              sticker={sticker}
              selected={selected === sticker.id}
              onToggle={() => onChange(selected === sticker.id ? null : { id: sticker.id, alias: sticker.alias })}
            />
          ))
        : Array.from({ length: 10 }, (_, i) => <span key={i} className="sticker-picker__placeholder" />)}
    </div>
  );
}
