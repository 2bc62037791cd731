import { useEffect, useSyncExternalStore } from 'react';
import { dismissTopDialog, isAnyDialogOpen, subscribeToDialogs } from '../components/sheet-dialog.tsx';
import { closeTopByBack, useAnyClosedByBackOpen } from '../lib/closed-by-back.ts';
import { goBack } from '../lib/go-back.ts';
import { onBackButtonClick, setBackButtonVisible, setVerticalSwipesAllowed } from '../lib/telegram.ts';
import { isNestedScreen } from './route-access.ts';

/**
 * Telegram's Back Button: shown on nested screens, over any open dialog and while the header menu
 * is open. It closes the menu first, then the top-most dialog (as its close button would), and
 * otherwise goes back in history (or home). While a dialog is open Telegram's vertical swipe is off
 * too, so a drag in the sheet scrolls it instead of minimising the Mini App.
 */
export function useTelegramBackButton(path: string, enabled: boolean): void {
  const dialogOpen = useSyncExternalStore(subscribeToDialogs, isAnyDialogOpen);
  const menuOpen = useAnyClosedByBackOpen();

  useEffect(() => {
    if (enabled) setBackButtonVisible(menuOpen || dialogOpen || isNestedScreen(path));
  }, [enabled, path, dialogOpen, menuOpen]);

  useEffect(() => {
    if (enabled) setVerticalSwipesAllowed(!dialogOpen);
  }, [enabled, dialogOpen]);

  useEffect(() => {
    if (!enabled) return;
    return onBackButtonClick(() => {
      if (!closeTopByBack() && !dismissTopDialog()) goBack();
    });
  }, [enabled]);
}
