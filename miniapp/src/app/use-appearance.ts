import { useLayoutEffect, useSyncExternalStore } from 'react';
import { type ThemeShares, readableThemeShares } from '../lib/readable-theme-text.ts';
import { subscribeTelegramTheme, telegramAppearance, telegramThemeColors } from '../lib/telegram.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeAppearance(callback: () => void): () => void {
  const unsubscribeTelegram = subscribeTelegramTheme(callback);
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', callback);
  return () => {
    unsubscribeTelegram();
    query.removeEventListener('change', callback);
  };
}

function currentAppearance(): 'dark' | 'light' {
  return telegramAppearance() ?? (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
}

/** The document variables app.css's Palette reads each share from (it falls back to its fixed shares). */
const SHARE_VARIABLES: Record<keyof ThemeShares, string> = {
  hint: '--app-theme-hint-share',
  subtitle: '--app-theme-subtitle-share',
  accent: '--app-theme-accent-share',
  link: '--app-theme-link-share',
  sectionHeader: '--app-theme-section-header-share',
  button: '--app-theme-button-share',
  tintedText: '--app-theme-tinted-text-share',
};

/**
 * Puts on the document the Palette's shares that read at 4.5:1 in Telegram's current theme; with no
 * Telegram theme (a browser) removes them, so app.css's fixed shares, made for its own defaults, apply.
 */
function applyReadableThemeShares(): void {
  const style = document.documentElement.style;
  const scheme = telegramAppearance();
  const shares = scheme ? readableThemeShares(telegramThemeColors(), scheme) : null;
  for (const [name, variable] of Object.entries(SHARE_VARIABLES) as [keyof ThemeShares, string][]) {
    if (shares) style.setProperty(variable, `${shares[name]}%`);
    else style.removeProperty(variable);
  }
}

/**
 * Telegram's light or dark theme inside the Mini App; in a browser, or when Telegram sent no
 * theme, the system's prefers-color-scheme (as AppRoot would pick by itself). Known here rather
 * than left to AppRoot, so the app's palette (app.css "Palette") can follow it too, down to the
 * shares that keep the theme's text colours readable.
 */
export function useAppearance(): 'dark' | 'light' {
  // Before the first paint, so secondary text never shows at the fixed share first.
  useLayoutEffect(() => {
    applyReadableThemeShares();
    return subscribeTelegramTheme(applyReadableThemeShares);
  }, []);
  return useSyncExternalStore(subscribeAppearance, currentAppearance, () => 'light');
}
