import { AppRootContext } from '@telegram-apps/telegram-ui/dist/components/Service/AppRoot/AppRootContext';
import { type ReactNode, useContext, useMemo } from 'react';

/**
 * Text fields, selects and date fields in telegram-ui's base look on every platform. Its iOS look
 * draws no label and no outline, only text on the card's own colour: meant for a grouped list on the
 * page's colour, it left the app's forms (in cards and sheets) as unlabelled placeholders.
 */
export function FormFields({ children }: { children: ReactNode }) {
  const root = useContext(AppRootContext);
  const base = useMemo(() => ({ ...root, platform: 'base' as const }), [root]);
  return <AppRootContext.Provider value={base}>{children}</AppRootContext.Provider>;
}
