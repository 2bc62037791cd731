import type { Goal, Habit } from '@tracker/shared/contract';
import { CALENDAR_STATUS_LABELS, type CalendarStatus, goalCalendarStatus, habitCalendarStatus } from '@tracker/shared/domain';

/**
 * A goal's or habit's status on `today` (core.md 4), by the rules the server's calendar_status
 * follows, but on the device's day: the screen and the day it shows agree however the clock moved
 * since the list was loaded.
 */
export function calendarStatusOn(item: Goal | Habit, today: string): CalendarStatus {
  return 'subgoals' in item
    ? goalCalendarStatus(item, today)
    : habitCalendarStatus({ is_active: item.is_active, last_completed: item.last_completed, deadline: item.end_date }, today);
}

/** The status badge of goals and habits (core.md 4): Завершена, Просрочена, Срочная, Предупреждение, Обычная. */
export function CalendarStatusBadge({ item, today }: { item: Goal | Habit; today: string }) {
  const status = calendarStatusOn(item, today);
  return (
    <span className={`calendar-status calendar-status--${status}`} data-testid="calendar-status">
      {CALENDAR_STATUS_LABELS[status]}
    </span>
  );
}
