/**
 * Text in and on the theme's own colours, readable in whatever theme Telegram sends. app.css
 * ("Palette") draws the hint, subtitle, accent and section-header colours, and coloured text on its
 * own tint, as a share of a colour, the rest the theme's text colour, and the button fill as a
 * share of the theme's button colour, the rest black. Fixed shares passed Telegram Web's themes,
 * which the tests used, but not the day themes Telegram iOS and Android send (hint #8e8e93 at
 * 4.2:1 on iOS' page; on Android hint #a8a8a8 at 3.3:1 on white, white on its button at 4.4:1).
 * So inside Telegram each share is worked out for the theme at hand: the largest that keeps WCAG AA
 * (4.5:1) on every surface that text sits on, up to the theme's own colour itself (100%), so a colour
 * that reads stays Telegram's and one that does not takes only the step it needs (the fixed shares
 * darkened Telegram's blues even where they read). The fixed shares stay for the browser.
 */

export type Scheme = 'light' | 'dark';

/** An sRGB colour, each channel 0..1 (as CSS computes color-mix). */
export type Rgb = readonly [number, number, number];

/** Telegram's theme parameters under their own names (bg_color, hint_color, ...). */
export type ThemeColors = Readonly<Record<string, string | undefined>>;

/** The shares (percent) app.css's Palette takes from the theme (`--app-theme-<name>-share`). */
export interface ThemeShares {
  hint: number;
  subtitle: number;
  accent: number;
  link: number;
  sectionHeader: number;
  button: number;
  tintedText: number;
}

/**
 * The most each share is inside Telegram: the theme's own colour for the theme's colours; our own
 * coloured text (deadlines, rarities, streaks) keeps app.css's step towards the text colour.
 */
export const MOST_SHARES: ThemeShares = { hint: 100, subtitle: 100, accent: 100, link: 100, sectionHeader: 100, button: 100, tintedText: 55 };

/** WCAG 2 AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/** app.css's fixed shares: what a browser, which sends no theme, gets. */
export const FIXED_SHARES: Record<Scheme, ThemeShares> = {
  light: { hint: 80, subtitle: 80, accent: 72, link: 72, sectionHeader: 72, button: 75, tintedText: 54 },
  dark: { hint: 100, subtitle: 100, accent: 72, link: 72, sectionHeader: 72, button: 75, tintedText: 54 },
};

/** What CSS uses where the theme lacks a colour: telegram-ui's defaults, app.css's in the Palette. */
const FALLBACKS: Record<Scheme, Record<string, string>> = {
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#efeff4',
    section_bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#707579',
    subtitle_text_color: '#707579',
    link_color: '#007aff',
    accent_text_color: '#007aff',
    section_header_text_color: '#707579',
    button_color: '#007aff',
    button_text_color: '#ffffff',
  },
  dark: {
    bg_color: '#212121',
    secondary_bg_color: '#0f0f0f',
    section_bg_color: '#212121',
    text_color: '#ffffff',
    hint_color: '#aaaaaa',
    subtitle_text_color: '#aaaaaa',
    link_color: '#2990ff',
    accent_text_color: '#007aff',
    section_header_text_color: '#aaaaaa',
    button_color: '#2990ff',
    button_text_color: '#ffffff',
  },
};

/** Inside Telegram the tertiary fill (chips, pills) is the page colour, in a dialog the panel's, this share of it, the rest the text colour (app.css .app--telegram, sheet-dialog.css). */
const TERTIARY_SHARE = 92;

/** telegram-ui's secondary fill (chips, badges, the chosen plan) is the accent colour at this share over what lies under it. */
const ACCENT_FILL_SHARE: Record<Scheme, number> = { light: 10, dark: 15 };

/** The link's own tint, under link and secondary text (app.css --app-link-tint: chips, the current status, the guard card). */
const LINK_TINT_SHARE = 14;

/**
 * Coloured text on a tint of its own colour, and that tint's share: deadline statuses
 * (goal-parts.css), treasure rarities (gifts.css) and the seeded blog categories.
 */
export const TINTED_TEXT_COLOURS: readonly (readonly [string, number])[] = [
  ['#31b545', 16],
  ['#f57c23', 16],
  ['#f5b400', 18],
  ['#2f80ed', 16],
  ['#9b51e0', 16],
  ['#f2a100', 18],
  ['#27ae60', 16],
  ['#f2994a', 16],
  ['#eb5757', 16],
  // On the card itself, no tint: a habit's streak and its count once done (habits.css).
  ['#e0670b', 0],
  ['#1e9e3a', 0],
];

const BLACK: Rgb = [0, 0, 0];

/** '#rrggbb' or '#rgb'; null for anything else. */
export function parseHexColor(hex: string | undefined): Rgb | null {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex?.trim() ?? '')?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as unknown as Rgb;
}

/** WCAG 2 relative luminance (with the sRGB threshold of axe-core and CSS Color 4). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** CSS `color-mix(in srgb, a share%, b)`. */
export function mixColors(a: Rgb, share: number, b: Rgb): Rgb {
  const p = share / 100;
  return [0, 1, 2].map((i) => a[i]! * p + b[i]! * (1 - p)) as unknown as Rgb;
}

/** The colour as painted and as axe-core reads it: 8 bits a channel. */
function painted(color: Rgb): Rgb {
  return color.map((c) => Math.round(c * 255) / 255) as unknown as Rgb;
}

/** Whether text reads on the background both as mixed and as painted (rounding can cost 0.01). */
function reads([text, background]: readonly [Rgb, Rgb]): boolean {
  return Math.min(contrastRatio(text, background), contrastRatio(painted(text), painted(background))) >= AA_TEXT_CONTRAST;
}

/**
 * The largest whole percentage `share`, from `mostShare` down, for which every pair
 * `pairsAt(share)` gives (text, background) reaches 4.5:1; null when none does.
 */
function largestReadableShare(mostShare: number, pairsAt: (share: number) => readonly (readonly [Rgb, Rgb])[]): number | null {
  for (let share = mostShare; share >= 0; share -= 1) {
    if (pairsAt(share).every(reads)) return share;
  }
  return null;
}

/** The theme's colours as app.css sees them, and the surfaces text sits on. */
function themeSurfaces(theme: ThemeColors, scheme: Scheme) {
  const color = (key: string) => parseHexColor(theme[key]) ?? parseHexColor(FALLBACKS[scheme][key])!;
  const text = color('text_color');
  const card = color('bg_color');
  const page = color('secondary_bg_color');
  const section = color('section_bg_color');
  return {
    color,
    text,
    /** Cards, the page and sections: where any text in the theme's colours sits. */
    plain: [card, page, section],
    /** The tertiary fill on the page and in a dialog: chips and pills with secondary text. */
    fills: [mixColors(page, TERTIARY_SHARE, text), mixColors(card, TERTIARY_SHARE, text)],
    /** telegram-ui's secondary fill on cards, the page and sections: the accent as painted, lightly (chips, badges, bezeled buttons such as 'Показать еще' on the page). */
    accentFills: (accent: Rgb) => [card, page, section].map((under) => mixColors(accent, ACCENT_FILL_SHARE[scheme], under)),
    /** The link's own tint on cards and sections. */
    linkTints: (link: Rgb) => [card, section].map((under) => mixColors(link, LINK_TINT_SHARE, under)),
  };
}

/**
 * The Palette's shares for this theme: each the largest, up to the theme's colour itself, that
 * reaches 4.5:1 wherever that text sits. A text colour none of whose shares reads becomes the text
 * colour itself (0%); a button whose text reads on no darker fill keeps the fixed share.
 */
export function readableThemeShares(theme: ThemeColors, scheme: Scheme): ThemeShares {
  const fixed = FIXED_SHARES[scheme];
  const { color, text, plain, fills, accentFills, linkTints } = themeSurfaces(theme, scheme);
  /** The colour `key` at `share`, the rest the text colour: as app.css paints it. */
  const at = (key: string, share: number) => mixColors(color(key), share, text);
  /** The largest share of `key` up to `most` that reads on every surface `surfacesAt(share)` names. */
  const largest = (key: string, most: number, surfacesAt: (painted: Rgb) => readonly Rgb[]) =>
    largestReadableShare(most, (share) => {
      const painted = at(key, share);
      return surfacesAt(painted).map((surface) => [painted, surface] as const);
    }) ?? 0;

  // The accent reads on the page and on its own fill; the link there too and on its own tint.
  const accent = largest('accent_text_color', MOST_SHARES.accent, (painted) => [...plain, ...accentFills(painted)]);
  const accentFill = accentFills(at('accent_text_color', accent));
  const link = largest('link_color', MOST_SHARES.link, (painted) => [...plain, ...accentFill, ...linkTints(painted)]);
  const underSecondary = [...plain, ...fills, ...accentFill, ...linkTints(at('link_color', link))];
  const buttonText = color('button_text_color');
  const button =
    largestReadableShare(MOST_SHARES.button, (share) => [[buttonText, mixColors(color('button_color'), share, BLACK)]]) ?? fixed.button;
  const tintedText =
    largestReadableShare(MOST_SHARES.tintedText, (share) =>
      TINTED_TEXT_COLOURS.flatMap(([hex, tint]) => {
        const own = parseHexColor(hex)!;
        return plain.map((under) => [mixColors(own, share, text), mixColors(own, tint, under)] as const);
      }),
    ) ?? 0;

  return {
    hint: largest('hint_color', MOST_SHARES.hint, () => underSecondary),
    subtitle: largest('subtitle_text_color', MOST_SHARES.subtitle, () => underSecondary),
    accent,
    link,
    sectionHeader: largest('section_header_text_color', MOST_SHARES.sectionHeader, () => plain),
    button,
    tintedText,
  };
}
