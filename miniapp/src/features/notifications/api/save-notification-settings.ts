import type { NotificationSettings, NotificationSettingsResponse, SaveNotificationSettingsRequest } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import { browserTimeZone } from '../../../lib/today.ts';

/** POST /api/notifications/settings/save/: the changed fields plus the device time zone; answers all settings. */
export async function saveNotificationSettings(changes: Omit<SaveNotificationSettingsRequest, 'timezone'>): Promise<NotificationSettings> {
  const body: SaveNotificationSettingsRequest = { ...changes, timezone: browserTimeZone() };
  return (await api.post<NotificationSettingsResponse>('/api/notifications/settings/save/', body)).settings;
}
