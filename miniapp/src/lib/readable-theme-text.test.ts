import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  FIXED_SHARES,
  MOST_SHARES,
  TINTED_TEXT_COLOURS,
  type Rgb,
  type Scheme,
  type ThemeColors,
  type ThemeShares,
  contrastRatio,
  mixColors,
  parseHexColor,
  readableThemeShares,
  relativeLuminance,
} from './readable-theme-text.ts';
import { androidDayTheme, androidNightTheme, darkTheme, iosDayTheme, iosNightTheme, lightTheme } from './telegram-themes.ts';

const hex = (value: string): Rgb => parseHexColor(value)!;

/**
 * Every (text, background) pair of the Palette at these shares, as app.css draws them: secondary
 * text on cards, the page, sections, the tertiary fills and the accent and link tints; accent and
 * section-header text on cards, the page and sections; button text on the button; coloured text
 * on its own tint.
 */
function palettePairs(theme: ThemeColors, scheme: Scheme, shares: ThemeShares): { what: string; text: Rgb; on: Rgb }[] {
  const color = (key: string) => hex(theme[key]!);
  const text = color('text_color');
  const [card, page, section] = [color('bg_color'), color('secondary_bg_color'), color('section_bg_color')];
  const accent = mixColors(color('accent_text_color'), shares.accent, text);
  const link = mixColors(color('link_color'), shares.link, text);
  const under = {
    card,
    page,
    section,
    'tertiary fill': mixColors(page, 92, text),
    "a dialog's tertiary fill": mixColors(card, 92, text),
    'the accent fill on a card': mixColors(accent, scheme === 'light' ? 10 : 15, card),
    'the accent fill on the page': mixColors(accent, scheme === 'light' ? 10 : 15, page),
    'the accent fill on a section': mixColors(accent, scheme === 'light' ? 10 : 15, section),
    "the link's tint on a card": mixColors(link, 14, card),
    "the link's tint on a section": mixColors(link, 14, section),
  };
  const secondary = (key: string, share: number) =>
    Object.entries(under).map(([where, on]) => ({ what: `${key} on ${where}`, text: mixColors(color(key), share, text), on }));
  const on = (key: string, share: number, surfaces: Record<string, Rgb>) =>
    Object.entries(surfaces).map(([where, surface]) => ({ what: `${key} on ${where}`, text: mixColors(color(key), share, text), on: surface }));
  const plain = (key: string, share: number) => on(key, share, { card, page, section });
  const fills = {
    'the accent fill on a card': under['the accent fill on a card'],
    'the accent fill on the page': under['the accent fill on the page'],
    'the accent fill on a section': under['the accent fill on a section'],
  };
  const tinted = TINTED_TEXT_COLOURS.flatMap(([own, tint]) =>
    Object.entries({ card, page, section }).map(([where, box]) => ({
      what: `${own} on its tint on ${where}`,
      text: mixColors(hex(own), shares.tintedText, text),
      on: mixColors(hex(own), tint, box),
    })),
  );
  return [
    ...secondary('hint_color', shares.hint),
    ...secondary('subtitle_text_color', shares.subtitle),
    ...on('accent_text_color', shares.accent, { card, page, section, ...fills }),
    ...on('link_color', shares.link, {
      card,
      page,
      section,
      ...fills,
      "the link's tint on a card": under["the link's tint on a card"],
      "the link's tint on a section": under["the link's tint on a section"],
    }),
    ...plain('section_header_text_color', shares.sectionHeader),
    { what: 'button text on the button', text: color('button_text_color'), on: mixColors(color('button_color'), shares.button, [0, 0, 0]) },
    ...tinted,
  ];
}

/** The colour as Chromium paints it and axe-core reads it, 8 bits a channel. */
const painted = (color: Rgb): Rgb => color.map((c) => Math.round(c * 255) / 255) as unknown as Rgb;

/** The pairs under 4.5:1, as mixed or as painted, each with the lower of the two ratios. */
function failing(theme: ThemeColors, scheme: Scheme, shares: ThemeShares): Record<string, number> {
  const ratios = palettePairs(theme, scheme, shares).map(
    ({ what, text, on }) => [what, Math.min(contrastRatio(text, on), contrastRatio(painted(text), painted(on)))] as const,
  );
  return Object.fromEntries(ratios.filter(([, ratio]) => ratio < AA_TEXT_CONTRAST));
}

describe('contrastRatio', () => {
  it('follows WCAG 2: black on white 21:1, a colour on itself 1:1, #767676 on white just over 4.5:1', () => {
    expect(contrastRatio(hex('#000000'), hex('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(hex('#8e8e93'), hex('#8e8e93'))).toBe(1);
    expect(contrastRatio(hex('#767676'), hex('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(hex('#ffffff'), hex('#767676'))).toBe(contrastRatio(hex('#767676'), hex('#ffffff')));
  });

  it('reads the luminance of #rgb and #rrggbb alike, and nothing else', () => {
    expect(relativeLuminance(hex('#fff'))).toBe(1);
    expect(hex('#abc')).toEqual(hex('#aabbcc'));
    expect(parseHexColor('rgb(0, 0, 0)')).toBeNull();
    expect(parseHexColor(undefined)).toBeNull();
  });
});

describe('mixColors', () => {
  it("is CSS color-mix in srgb: the share of the first colour, the rest the second's, channel by channel", () => {
    expect(mixColors(hex('#ffffff'), 80, hex('#000000'))).toEqual([0.8, 0.8, 0.8]);
    const [r, g, b] = mixColors(hex('#8e8e93'), 80, hex('#000000'));
    expect([r, g, b].map((c) => Math.round(c * 255))).toEqual([114, 114, 118]); // #727276, what axe measured in Chromium
  });
});

describe('readableThemeShares', () => {
  it("iOS' day theme: hint #8e8e93 at app.css's 80% was 4.2:1 on the page; at 68% every pair reads, and its blues keep more of #007aff", () => {
    expect(failing(iosDayTheme, 'light', FIXED_SHARES.light)['hint_color on page']).toBeCloseTo(4.2, 1);
    const shares = readableThemeShares(iosDayTheme, 'light');
    // Yellow text at 55% on its tint on the grey page #efeff4 is 4.4:1: one step less.
    expect(shares).toEqual({ hint: 68, subtitle: 68, accent: 78, link: 78, sectionHeader: 99, button: 93, tintedText: 54 });
    expect(failing(iosDayTheme, 'light', shares)).toEqual({});
  });

  it("iOS' day theme with the older #999999 hint: 63%", () => {
    const theme = { ...iosDayTheme, hint_color: '#999999', subtitle_text_color: '#999999' };
    const shares = readableThemeShares(theme, 'light');
    expect(shares).toMatchObject({ hint: 63, subtitle: 63 });
    expect(failing(theme, 'light', shares)).toEqual({});
  });

  it("Android's day theme (text #222222, hint #a8a8a8): hint, subtitle, accent, section header, button and tinted text all step", () => {
    // What axe-core found in the app at the fixed shares, among the rest.
    expect(failing(androidDayTheme, 'light', FIXED_SHARES.light)).toMatchObject({
      'hint_color on card': expect.closeTo(3.31, 1),
      'hint_color on page': expect.closeTo(2.91, 1),
      'accent_text_color on page': expect.closeTo(4.47, 1),
      'section_header_text_color on page': expect.closeTo(4.37, 1),
      'button text on the button': expect.closeTo(4.37, 1),
      '#f2994a on its tint on page': expect.closeTo(4.1, 1),
    });
    const shares = readableThemeShares(androidDayTheme, 'light');
    // 'Показать еще' (a bezeled button: the link on the accent's fill) on the grey page #f0f0f0 was 4.23:1 at link 88 (blind audit BZ).
    expect(shares).toEqual({ hint: 48, subtitle: 65, accent: 63, link: 82, sectionHeader: 70, button: 73, tintedText: 44 });
    expect(failing(androidDayTheme, 'light', shares)).toEqual({});
  });

  it("Telegram Web's day theme, which passed at app.css's shares, takes a little more of each colour", () => {
    expect(failing(lightTheme, 'light', FIXED_SHARES.light)).toEqual({});
    const shares = readableThemeShares(lightTheme, 'light');
    expect(shares).toEqual({ hint: 85, subtitle: 85, accent: 73, link: 73, sectionHeader: 79, button: 84, tintedText: 55 });
    expect(failing(lightTheme, 'light', shares)).toEqual({});
  });

  it("iOS' night theme: the accent and the link take a step to read on telegram-ui's accent fill (4.44:1 at 72% on a section)", () => {
    expect(failing(iosNightTheme, 'dark', FIXED_SHARES.dark)).toMatchObject({
      'link_color on the accent fill on a section': expect.closeTo(4.44, 1),
      'accent_text_color on the accent fill on a section': expect.closeTo(4.44, 1),
    });
    const shares = readableThemeShares(iosNightTheme, 'dark');
    expect(shares).toEqual({ hint: 83, subtitle: 83, accent: 71, link: 71, sectionHeader: 96, button: 86, tintedText: 55 });
    expect(failing(iosNightTheme, 'dark', shares)).toEqual({});
  });

  it("Telegram Web's night theme: its blues read as they are; the hint and subtitle #708499 step to 64% to read on the tertiary and the accent fills", () => {
    const shares = readableThemeShares(darkTheme, 'dark');
    expect(shares).toEqual({ hint: 64, subtitle: 64, accent: 100, link: 100, sectionHeader: 100, button: 89, tintedText: 55 });
    expect(failing(darkTheme, 'dark', { ...shares, hint: 100 })['hint_color on tertiary fill']).toBeCloseTo(2.81, 1);
    expect(failing(darkTheme, 'dark', shares)).toEqual({});
  });

  it("Android's night theme: the accent #62bcf9 and section header read as they are; white on the button #50a8eb steps", () => {
    const shares = readableThemeShares(androidNightTheme, 'dark');
    expect(shares).toEqual({ hint: 72, subtitle: 69, accent: 100, link: 92, sectionHeader: 100, button: 73, tintedText: 55 });
    expect(failing(androidNightTheme, 'dark', shares)).toEqual({});
  });

  it('takes the largest share that reads: one more and some pair falls under 4.5:1', () => {
    for (const [theme, scheme] of [
      [lightTheme, 'light'],
      [iosDayTheme, 'light'],
      [androidDayTheme, 'light'],
      [darkTheme, 'dark'],
      [iosNightTheme, 'dark'],
      [androidNightTheme, 'dark'],
    ] as const) {
      const shares = readableThemeShares(theme, scheme);
      for (const name of Object.keys(shares) as (keyof ThemeShares)[]) {
        if (shares[name] === MOST_SHARES[name]) continue;
        expect(failing(theme, scheme, { ...shares, [name]: shares[name] + 1 }), `${name} at ${shares[name] + 1}%`).not.toEqual({});
      }
    }
  });

  it("without the theme's colours counts with the defaults app.css and telegram-ui fall back to", () => {
    // Light: the page #efeff4, as in iOS' theme, takes the tinted text's step; #007aff steps as in iOS' day theme.
    expect(readableThemeShares({}, 'light')).toEqual({ hint: 83, subtitle: 83, accent: 78, link: 78, sectionHeader: 93, button: 93, tintedText: 54 });
    expect(readableThemeShares({}, 'dark')).toEqual({ hint: 100, subtitle: 100, accent: 74, link: 88, sectionHeader: 100, button: 82, tintedText: 55 });
    // app.css's fixed shares, what a browser gets, read on those defaults: none is past the largest that does.
    for (const scheme of ['light', 'dark'] as const) {
      const readable = readableThemeShares({}, scheme);
      for (const name of Object.keys(readable) as (keyof ThemeShares)[]) {
        expect(FIXED_SHARES[scheme][name], `${scheme} ${name}`).toBeLessThanOrEqual(readable[name]);
      }
    }
    expect(readableThemeShares({ ...androidDayTheme, hint_color: 'not a colour' }, 'light').hint).toBe(readableThemeShares({ ...androidDayTheme, hint_color: '#707579' }, 'light').hint);
  });
});
