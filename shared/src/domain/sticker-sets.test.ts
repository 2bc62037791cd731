import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moodTexts } from '../texts/ui.ts';
import { GIFTS } from './gifts.ts';
import { STICKER_SETS, setStickerAlias, setStickerImage } from './sticker-sets.ts';

const publicDir = new URL('../../../miniapp/public', import.meta.url);

describe('sticker-set treasures (ECONOMY.md "Treasures")', () => {
  it("are the three sets 'Лисёнок' rare, 'Котики' common 40, 'Космос' epic, each a stickers treasure", () => {
    const treasures = STICKER_SETS.map((s) => GIFTS.find((g) => g.key === s.giftKey));
    expect(treasures.map((g) => [g?.title, g?.gift_type, g?.rarity, g?.points_cost])).toEqual([
      ['Лисёнок', 'stickers', 'rare', 60],
      ['Котики', 'stickers', 'common', 40],
      ['Космос', 'stickers', 'epic', 120],
    ]);
    expect(GIFTS.filter((g) => g.gift_type === 'stickers')).toHaveLength(STICKER_SETS.length);
  });

  it('hold at least 10 stickers each, with an example among them and aliases unique', () => {
    for (const s of STICKER_SETS) {
      expect(s.names.length).toBeGreaterThanOrEqual(10);
      expect(s.names).toContain(s.example);
    }
    const aliases = STICKER_SETS.flatMap((s) => s.names.map((n) => setStickerAlias(s.set, n)));
    expect(new Set(aliases).size).toBe(aliases.length);
    // Each has a Russian name (the picker's button label and the note's alt text).
    const names: Record<string, string> = moodTexts.stickerNames;
    expect(aliases.filter((a) => !names[a])).toEqual([]);
  });

  it('are drawn: every sticker is a small self-contained SVG with a viewBox', () => {
    for (const s of STICKER_SETS) {
      for (const name of s.names) {
        const svg = readFileSync(new URL(`.${setStickerImage(s.set, name)}`, `${publicDir.href}/`), 'utf8');
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96">/);
        expect(svg).not.toMatch(/href|url\(|<image|<script/);
        expect(svg.length).toBeLessThan(4096);
      }
    }
  });
});
