import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { onBackButtonClick, setBackButtonVisible } from '../lib/telegram.ts';
import { isNestedScreen } from './route-access.ts';

/** Telegram's Back Button: shown on nested screens, it goes back in history (or home). */
export function useTelegramBackButton(path: string, enabled: boolean): void {
  useEffect(() => {
    if (enabled) setBackButtonVisible(isNestedScreen(path));
  }, [enabled, path]);

  useEffect(() => {
    if (!enabled) return;
    return onBackButtonClick(() => {
      if (window.history.length > 1) window.history.back();
      else navigate('/', { replace: true });
    });
  }, [enabled]);
}
