import { CALENDAR_STATUS_LABELS, type CalendarStatus } from '@tracker/shared/domain';

/** The status badge of goals and habits (core.md 4): Завершена, Просрочена, Срочная, Предупреждение, Обычная. */
export function CalendarStatusBadge({ status }: { status: CalendarStatus }) {
  return (
    <span className={`calendar-status calendar-status--${status}`} data-testid="calendar-status">
      {CALENDAR_STATUS_LABELS[status]}
    </span>
  );
}
