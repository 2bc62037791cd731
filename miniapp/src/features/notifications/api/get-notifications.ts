import type { NotificationsResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/notifications/: unread and read, newest first, without expired ones. */
export function getNotifications(): Promise<NotificationsResponse> {
  return api.get<NotificationsResponse>('/api/notifications/');
}
