import { notificationSettingsTexts } from '@tracker/shared/texts';

/** The browser's notification permission as the panel words it (rewards.md 2.5); null without the API. */
export function permissionLabel(permission: NotificationPermission | null): string | null {
  if (permission === 'granted') return notificationSettingsTexts.permissionGranted;
  if (permission === 'denied') return notificationSettingsTexts.permissionDenied;
  if (permission === 'default') return notificationSettingsTexts.permissionDefault;
  return null;
}
