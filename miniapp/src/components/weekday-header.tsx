import { WEEK_DAYS_FROM_MONDAY } from '@tracker/shared/domain';
import './calendar-day-cell.css';

/**
 * The weekday header of a month grid, Monday first (core.md 2): 'Пн' … 'Вс' in seven columns
 * spaced as the day columns under it (the Target calendar and the mood calendar).
 */
export function WeekdayHeader() {
  return (
    <div className="calendar-weekdays" aria-hidden="true" data-testid="calendar-weekdays">
      {WEEK_DAYS_FROM_MONDAY.map((d) => (
        <span key={d.value}>{d.label}</span>
      ))}
    </div>
  );
}
