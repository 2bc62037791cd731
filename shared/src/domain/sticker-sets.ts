/** The free set every user has (12 stickers at /stickers/<alias>.svg, migration 0003). */
export const DEFAULT_STICKER_SET = 'default';

export interface StickerSetDefinition {
  /** The set's key: stickers.set_key and the gift's sticker_set. */
  readonly set: string;
  /** The key of its treasure in GIFTS. */
  readonly giftKey: string;
  /** Its stickers in picker order; each is drawn at /stickers/<set>/<name>.svg. */
  readonly names: readonly string[];
  /** The sticker the preview modal shows as the example (sticker_example). */
  readonly example: string;
}

/** The sticker-set treasures (ECONOMY.md "Treasures"), seeded by migration 0017. */
export const STICKER_SETS: readonly StickerSetDefinition[] = [
  { set: 'fox', giftKey: 'stickers_fox', names: ['love', 'wink', 'cool', 'wow', 'think', 'angry', 'cry', 'laugh', 'party', 'shy'], example: 'party' },
  { set: 'cats', giftKey: 'stickers_cats', names: ['hello', 'happy', 'love', 'sleepy', 'sad', 'angry', 'wow', 'yarn', 'fish', 'box'], example: 'box' },
  {
    set: 'space',
    giftKey: 'stickers_space',
    names: ['planet', 'moon', 'earth', 'astronaut', 'ufo', 'alien', 'comet', 'satellite', 'galaxy', 'telescope'],
    example: 'astronaut',
  },
];

/** A set sticker's alias (unique among all stickers): '<set>-<name>', e.g. 'cats-box'. */
export const setStickerAlias = (set: string, name: string): string => `${set}-${name}`;

/** Where a set sticker's SVG is served from (miniapp/public/stickers/<set>/<name>.svg). */
export const setStickerImage = (set: string, name: string): string => `/stickers/${set}/${name}.svg`;
