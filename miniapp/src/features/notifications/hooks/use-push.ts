import { SETTINGS_BANNER_MS } from '@tracker/shared/domain';
import { notificationSettingsTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isSignedIn } from '../../../lib/auth-store.ts';
import { localStore } from '../../../lib/storage.ts';
import { getVapidKey, savePushSubscription } from '../api/push-subscription.ts';
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
  /** The browser's permission, null without push support (the panel then shows no permission line). */
  const readPermission = useCallback(() => deps.browser?.permission() ?? null, [deps]);
  const [permission, setPermission] = useState(readPermission);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PushNotice | null>(null);

  useEffect(() => {
    if (readPermission() === 'granted') ensurePushSubscription(deps).catch(() => undefined);
  }, [deps, readPermission]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SETTINGS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const enable = useCallback(async () => {
    setBusy(true);
    const outcome = await enablePush(deps);
    setBusy(false);
    setPermission(readPermission());
    setNotice({ type: outcome.kind === 'enabled' ? 'success' : 'error', text: pushOutcomeText(outcome) });
  }, [deps, readPermission]);

  /** Turning notifications on while the browser blocks them: say where to allow them. */
  const warnIfBlocked = useCallback(() => {
    if (readPermission() === 'denied') setNotice({ type: 'error', text: notificationSettingsTexts.pushNeedsPermission });
  }, [readPermission]);

  return { permission, busy, notice, enable, warnIfBlocked };
}
