import type { MoodDay } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

export interface MoodCalendarResponse {
  success: true;
  month: string;
  days: MoodDay[];
}

/** GET /api/notes/calendar/?month=YYYY-MM — the day aggregates of one month (days with notes only). */
export function getMoodCalendar(month: string, signal?: AbortSignal): Promise<MoodCalendarResponse> {
  return api.get<MoodCalendarResponse>(`/api/notes/calendar/?month=${encodeURIComponent(month)}`, signal ? { signal } : {});
}
