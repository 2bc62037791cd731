import { useSyncExternalStore } from 'react';
import { subscribeTelegramTheme, telegramAppearance } from '../lib/telegram.ts';

/**
 * Telegram's light or dark theme inside the Mini App; undefined in a browser or when Telegram sent
 * no theme, where AppRoot follows prefers-color-scheme by itself.
 */
export function useAppearance(): 'dark' | 'light' | undefined {
  return useSyncExternalStore(subscribeTelegramTheme, telegramAppearance, () => undefined);
}
