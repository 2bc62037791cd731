import { dayKeyFor, formatDayNumeric } from '@tracker/shared/domain';
import { browserTimeZone } from '../../lib/today.ts';

/** When an achievement was earned, as dd.mm.yy on the user's own calendar (rewards.md 2.8, 9). */
export function earnedDateText(earnedAt: string): string {
  return formatDayNumeric(dayKeyFor(new Date(earnedAt), browserTimeZone()));
}
