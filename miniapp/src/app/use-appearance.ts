import { useSyncExternalStore } from 'react';
import { subscribeTelegramTheme, telegramAppearance } from '../lib/telegram.ts';

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

/**
 * Telegram's light or dark theme inside the Mini App; in a browser, or when Telegram sent no
 * theme, the system's prefers-color-scheme (as AppRoot would pick by itself). Known here rather
 * than left to AppRoot, so the app's palette (app.css "Palette") can follow it too.
 */
export function useAppearance(): 'dark' | 'light' {
  return useSyncExternalStore(subscribeAppearance, currentAppearance, () => 'light');
}
