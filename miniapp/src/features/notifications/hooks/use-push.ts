import { SETTINGS_BANNER_MS } from '@tracker/shared/domain';
import { notificationSettingsTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isSignedIn } from '../../../lib/auth-store.ts';
import { localStore } from '../../../lib/storage.ts';
import { getVapidKey, savePushSubscription } from '../api/push-subscription.ts';
import { browserPermission } from '../push-permission.ts';
import { type PushDeps, browserPush, enablePush, ensurePushSubscription, pushOutcomeText } from '../push-subscription.ts';

export interface PushNotice {
  type: 'success' | 'error';
  text: string;
}

/**
 * Browser push in the settings panel (rewards.md 2.5, 4.4): the permission state, the 'enable'
 * action and its outcome for 3 s. With permission already granted the subscription is refreshed
 * quietly, so a changed server key replaces it.
 */
export function usePush() {
  const deps = useMemo<PushDeps>(
    () => ({ browser: browserPush(), hasToken: isSignedIn, getKey: getVapidKey, save: savePushSubscription, store: localStore }),
    [],
  );
  const [permission, setPermission] = useState(browserPermission);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PushNotice | null>(null);

  useEffect(() => {
    if (browserPermission() === 'granted') ensurePushSubscription(deps).catch(() => undefined);
  }, [deps]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SETTINGS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const enable = useCallback(async () => {
    setBusy(true);
    const outcome = await enablePush(deps);
    setBusy(false);
    setPermission(browserPermission());
    setNotice({ type: outcome.kind === 'enabled' ? 'success' : 'error', text: pushOutcomeText(outcome) });
  }, [deps]);

  /** Turning notifications on while the browser blocks them: say where to allow them. */
  const warnIfBlocked = useCallback(() => {
    if (browserPermission() === 'denied') setNotice({ type: 'error', text: notificationSettingsTexts.pushNeedsPermission });
  }, []);

  return { permission, busy, notice, enable, warnIfBlocked };
}
