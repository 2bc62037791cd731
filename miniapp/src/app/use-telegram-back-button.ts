import { useEffect } from 'react';
import { goBack } from '../lib/go-back.ts';
import { onBackButtonClick, setBackButtonVisible } from '../lib/telegram.ts';
import { isNestedScreen } from './route-access.ts';

/** Telegram's Back Button: shown on nested screens, it goes back in history (or home). */
export function useTelegramBackButton(path: string, enabled: boolean): void {
  useEffect(() => {
    if (enabled) setBackButtonVisible(isNestedScreen(path));
  }, [enabled, path]);

  useEffect(() => {
    if (!enabled) return;
    return onBackButtonClick(goBack);
  }, [enabled]);
}
