import { useSyncExternalStore } from 'react';
import { isTelegram, isTelegramThemeDark, subscribeTelegramTheme } from '../lib/telegram.ts';

function appearance(): 'dark' | 'light' | undefined {
  if (!isTelegram()) return undefined;
  return isTelegramThemeDark() ? 'dark' : 'light';
}

/**
 * Telegram's light or dark theme inside the Mini App; undefined in a browser, where AppRoot
 * follows prefers-color-scheme by itself.
 */
export function useAppearance(): 'dark' | 'light' | undefined {
  return useSyncExternalStore(subscribeTelegramTheme, appearance, () => undefined);
}
