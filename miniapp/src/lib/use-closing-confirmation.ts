import { useEffect } from 'react';
import { setClosingConfirmation } from './telegram.ts';

let dirtyForms = 0;

/**
 * Telegram asks before closing the Mini App while this form has unsaved changes
 * (ARCHITECTURE.md "Telegram"); off again once every dirty form is saved or closed.
 */
export function useClosingConfirmation(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    dirtyForms += 1;
    if (dirtyForms === 1) setClosingConfirmation(true);
    return () => {
      dirtyForms -= 1;
      if (dirtyForms === 0) setClosingConfirmation(false);
    };
  }, [dirty]);
}
