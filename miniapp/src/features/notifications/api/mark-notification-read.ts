import type { MarkNotificationReadRequest } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/notifications/read/ (idempotent). */
export function markNotificationRead(id: number): Promise<unknown> {
  const body: MarkNotificationReadRequest = { user_notification_id: id };
  return api.post('/api/notifications/read/', body);
}
