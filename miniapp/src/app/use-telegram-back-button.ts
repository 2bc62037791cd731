import { useEffect, useSyncExternalStore } from 'react';
import { dismissTopDialog, isAnyDialogOpen, subscribeToDialogs } from '../components/sheet-dialog.tsx';
import { goBack } from '../lib/go-back.ts';
import { onBackButtonClick, setBackButtonVisible } from '../lib/telegram.ts';
import { isNestedScreen } from './route-access.ts';

/**
 * Telegram's Back Button: shown on nested screens and over any open dialog. It closes the top-most
 * dialog first (as its close button would), and otherwise goes back in history (or home).
 */
export function useTelegramBackButton(path: string, enabled: boolean): void {
  const dialogOpen = useSyncExternalStore(subscribeToDialogs, isAnyDialogOpen);

  useEffect(() => {
    if (enabled) setBackButtonVisible(dialogOpen || isNestedScreen(path));
  }, [enabled, path, dialogOpen]);

  useEffect(() => {
    if (!enabled) return;
    return onBackButtonClick(() => {
      if (!dismissTopDialog()) goBack();
    });
  }, [enabled]);
}
