import type { Sticker } from '@tracker/shared/contract';
import { moodTexts } from '@tracker/shared/texts';
import { HidingImage } from '../../../components/hiding-image.tsx';

/** The Russian name of a sticker of the default set, for its alt text. */
export function stickerName(alias: string | null | undefined): string {
  return (alias && (moodTexts.stickerNames as Record<string, string>)[alias]) || moodTexts.stickerAlt;
}

/** A note's sticker; an image that fails to load is hidden (core.md 8, HidingImage). */
export function StickerImage({
  sticker,
  url,
  size,
  className,
}: {
  sticker: Sticker | null;
  /** sticker_image_url, for notes that carry only the address. */
  url?: string | null;
  size: number;
  className?: string;
}) {
  const src = sticker?.image ?? url ?? null;
  if (!src) return null;
  return (
    <HidingImage
      className={`sticker-image${className ? ` ${className}` : ''}`}
      src={src}
      alt={stickerName(sticker?.alias)}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      draggable={false}
      data-testid="note-sticker"
    />
  );
}
