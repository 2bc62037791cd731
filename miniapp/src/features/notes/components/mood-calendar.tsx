import { Text } from '@telegram-apps/telegram-ui';
import {
  MOODS,
  type MoodCalendarCell,
  PLURAL_FORMS,
  formatCountRu,
  formatDayShort,
  monthParam,
  moodCalendarCells,
} from '@tracker/shared/domain';
import { appTexts, moodTexts } from '@tracker/shared/texts';
import { useMemo } from 'react';
import '../../../components/calendar-day-cell.css';
import { useDayGridKeys } from '../../../components/use-day-grid-keys.ts';
import { MonthSwitcher, useShownMonth } from '../../../components/month-switcher.tsx';
import { StartOfName } from '../../../components/start-of-name.tsx';
import { WeekdayHeader } from '../../../components/weekday-header.tsx';
import { useMoodCalendar } from '../hooks/use-mood-calendar.ts';
import { MoodIcon, moodLabel } from './mood-icon.tsx';
import { NotesCard } from './notes-card.tsx';

function cellLabel(cell: MoodCalendarCell, today: string): string {
  const date = formatDayShort(cell.date, today);
  if (cell.mood === null) return moodTexts.cellLabel(date, moodTexts.noMood);
  const parts = [moodLabel(cell.mood), formatCountRu(cell.count, PLURAL_FORMS.entry)];
  if (cell.tiedMoods.length > 0) parts.push(moodTexts.tieLabel(cell.tiedMoods.map(moodLabel).join(', ')));
  return moodTexts.cellLabel(date, parts.join(', '));
}

function TieMarker({ moods }: { moods: readonly number[] }) {
  return (
    <span className="mood-cell__tie" data-testid="tie-marker" aria-hidden="true">
      {moods.map((m) => (
        <MoodIcon key={m} mood={m} size={10} decorative />
      ))}
    </span>
  );
}

function CalendarCellView({
  cell,
  today,
  tabIndex,
  onOpen,
}: {
  cell: MoodCalendarCell;
  today: string;
  tabIndex: 0 | -1;
  onOpen: (cell: MoodCalendarCell) => void;
}) {
  const className = `mood-cell${cell.inMonth ? '' : ' mood-cell--other'}${cell.isToday ? ' mood-cell--today' : ''}${
    cell.mood ? ' mood-cell--filled' : ''
  }`;
  if (!cell.inMonth) {
    return (
      <span className={className} aria-hidden="true">
        <span className="mood-cell__day">{cell.day}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`calendar-day-cell ${className}`}
      aria-current={cell.isToday ? 'date' : undefined}
      data-testid="mood-cell"
      data-day={cell.date}
      tabIndex={tabIndex}
      data-mood={cell.mood ?? ''}
      data-count={cell.count}
      data-tie={cell.tiedMoods.join(',')}
      onClick={() => onOpen(cell)}
    >
      <StartOfName className="mood-cell__day" shown={String(cell.day)} name={cellLabel(cell, today)} />
      {cell.mood !== null ? (
        <MoodIcon mood={cell.mood} size={24} decorative className="mood-cell__icon" />
      ) : (
        <span className="mood-cell__plus" aria-hidden="true">
          +
        </span>
      )}
      {cell.showCount && (
        <span className="mood-cell__count" aria-hidden="true">
          {cell.count}
        </span>
      )}
      {cell.tiedMoods.length > 0 && <TieMarker moods={cell.tiedMoods} />}
    </button>
  );
}

/** 'Как читать календарь'. */
function CalendarLegend() {
  return (
    <section className="mood-legend" aria-labelledby="mood-legend-title" data-testid="mood-legend">
      <h3 className="mood-legend__title" id="mood-legend-title">
        {moodTexts.legendTitle}
      </h3>
      <ul className="mood-legend__items">
        <li>
          <span className="mood-legend__sample">
            <MoodIcon mood={4} size={20} decorative />
          </span>
          {moodTexts.legend.mood}
        </li>
        <li>
          <span className="mood-legend__sample">
            <span className="mood-cell__count mood-cell__count--static">2</span>
          </span>
          {moodTexts.legend.count}
        </li>
        <li>
          <span className="mood-legend__sample">
            <TieMarker moods={[5, 2]} />
          </span>
          {moodTexts.legend.tie}
        </li>
        <li>
          <span className="mood-legend__sample mood-cell__plus">+</span>
          {moodTexts.legend.empty}
        </li>
        <li>
          <span className="mood-legend__sample">
            <span className="mood-legend__today" />
          </span>
          {moodTexts.legend.today}
        </li>
      </ul>
      <ul className="mood-legend__scale" aria-label={moodTexts.moodLabel}>
        {MOODS.map((m) => (
          <li key={m.value}>
            <MoodIcon mood={m.value} size={20} decorative />
            <span>{m.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'Календарь настроения': month navigation, weekday header, 42 day cells with the dominant mood,
 * the count above 1, a tie marker, '+' on days without mood; one month asked of the server at a time.
 */
export function MoodCalendar({ today, onOpenDay }: { today: string; onOpenDay: (cell: MoodCalendarCell) => void }) {
  const [month, setMonth] = useShownMonth(today);
  const calendar = useMoodCalendar(monthParam(month));
  const cells = useMemo(() => moodCalendarCells(month, calendar.days ?? [], today), [month, calendar.days, today]);
  const monthDays = cells.filter((cell) => cell.inMonth).map((cell) => cell.date);
  const gridKeys = useDayGridKeys(monthDays, monthDays.includes(today) ? today : monthDays[0]!);

  return (
    <NotesCard id="mood-calendar-title" title={moodTexts.calendarTitle} className="mood-calendar" testId="mood-calendar">
      <MonthSwitcher month={month} onChange={setMonth} testId="mood-calendar-month" />
      <WeekdayHeader />
      <div
        className={`mood-calendar__grid${calendar.loading ? ' mood-calendar__grid--loading' : ''}`}
        aria-busy={calendar.loading}
        onFocus={gridKeys.onFocus}
        onKeyDown={gridKeys.onKeyDown}
      >
        {cells.map((cell) => (
          <CalendarCellView key={cell.date} cell={cell} today={today} tabIndex={gridKeys.tabIndexOf(cell.date)} onOpen={onOpenDay} />
        ))}
      </div>
      {calendar.error && (
        <div className="notes-state" role="alert">
          <Text className="notes-state__error">
            {moodTexts.calendarError}: {calendar.error}
          </Text>
          <button type="button" className="notes-link-button" onClick={calendar.reload}>
            {appTexts.retry}
          </button>
        </div>
      )}
      <CalendarLegend />
    </NotesCard>
  );
}
