import type { NotificationSettings, NotificationSettingsResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/notifications/settings/ */
export async function getNotificationSettings(): Promise<NotificationSettings> {
  return (await api.get<NotificationSettingsResponse>('/api/notifications/settings/')).settings;
}
