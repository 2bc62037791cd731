import type { NotificationSettings, NotificationSettingsResponse, SaveNotificationSettingsRequest } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** The device's IANA time zone, sent with every save so reminders come at the local time. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST /api/notifications/settings/save/: the changed fields plus the device time zone; answers all settings. */
export async function saveNotificationSettings(changes: Omit<SaveNotificationSettingsRequest, 'timezone'>): Promise<NotificationSettings> {
  const timezone = deviceTimeZone();
  const body: SaveNotificationSettingsRequest = timezone ? { ...changes, timezone } : changes;
  return (await api.post<NotificationSettingsResponse>('/api/notifications/settings/save/', body)).settings;
}
