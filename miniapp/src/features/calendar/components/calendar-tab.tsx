import { Text } from '@telegram-apps/telegram-ui';
import type { Goal, Habit } from '@tracker/shared/contract';
import {
  calendarGrid,
  calendarLegend,
  canCompleteGoal,
  dailyTargetLabel,
  dayChips,
  formatDayLong,
  formatMonthTitle,
  itemsOnDay,
  visibleStreak,
} from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { CalendarStatusBadge, calendarStatusOn } from '../../../components/calendar-status-badge.tsx';
import { CategoryChip } from '../../../components/category-chip.tsx';
import { GoalIcon, iconText } from '../../../components/goal-icon.tsx';
import { LabelledCheckbox } from '../../../components/labelled-checkbox.tsx';
import { streakLine } from '../../../components/habit-lines.ts';
import { MonthSwitcher, useShownMonth } from '../../../components/month-switcher.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { StartOfName } from '../../../components/start-of-name.tsx';
import { WeekdayHeader } from '../../../components/weekday-header.tsx';
import { SubgoalChecklist } from '../../../components/subgoal-checklist.tsx';
import '../../../components/calendar-day-cell.css';
import { useDayGridKeys } from '../../../components/use-day-grid-keys.ts';
import './calendar.css';

export interface CalendarActions {
  onEditGoal: (goal: Goal) => void;
  onFinishGoal: (goal: Goal) => void;
  onToggleSubgoal: (goalId: number, index: number) => void;
  onEditHabit: (habit: Habit) => void;
}

interface Props extends CalendarActions {
  goals: readonly Goal[];
  habits: readonly Habit[];
  today: string;
}

/** One goal or habit in the day popup: icon, title, description, the status/category meta row, then its own parts. */
function DayItem({ item, today, testId, meta, children }: { item: Goal | Habit; today: string; testId: string; meta: ReactNode; children: ReactNode }) {
  return (
    <article className="calendar-day-item" data-testid={testId} aria-label={item.title}>
      <div className="calendar-day-item__head">
        <GoalIcon icon={item.icon} size="s" />
        <div className="calendar-day-item__main">
          <Text weight="2" Component="h4" className="calendar-day-item__title">
            {item.title}
          </Text>
          {item.description && <Text className="calendar-day-item__description">{item.description}</Text>}
        </div>
      </div>
      <div className="calendar-day-item__meta">
        <CalendarStatusBadge item={item} today={today} />
        <CategoryChip category={item.category} customTitle={item.custom_category_title} />
        {meta}
      </div>
      {children}
    </article>
  );
}

function DayGoal({ goal, today, actions }: { goal: Goal; today: string; actions: CalendarActions }) {
  const active = goal.status === 'active';
  const meta = (
    <>
      {goal.deadline && <span>{goalTexts.deadline(formatDayLong(goal.deadline))}</span>}
      {goal.subgoals.length > 0 && <span data-testid="calendar-goal-percent">{goalTexts.percent(goal.progress)}</span>}
    </>
  );
  return (
    <DayItem item={goal} today={today} testId="calendar-day-goal" meta={meta}>
      {goal.subgoals.length > 0 && (
        <SubgoalChecklist subgoals={goal.subgoals} disabled={!active} onToggle={(i) => actions.onToggleSubgoal(goal.id, i)} />
      )}
      {active && (
        <div className="calendar-day-item__actions">
          <Button size="s" mode="bezeled" onClick={() => actions.onEditGoal(goal)}>
            {goalTexts.edit}
          </Button>
          <Button size="s" mode="filled" disabled={!canCompleteGoal(goal.subgoals)} onClick={() => actions.onFinishGoal(goal)}>
            {goalTexts.finish}
          </Button>
        </div>
      )}
    </DayItem>
  );
}

function DayHabit({ habit, today, actions }: { habit: Habit; today: string; actions: CalendarActions }) {
  const meta = (
    <>
      <span>{dailyTargetLabel(habit.daily_target)}</span>
      <span>{streakLine(visibleStreak(habit, today))}</span>
    </>
  );
  return (
    <DayItem item={habit} today={today} testId="calendar-day-habit" meta={meta}>
      <div className="calendar-day-item__actions">
        <Button size="s" mode="bezeled" onClick={() => actions.onEditHabit(habit)}>
          {goalTexts.edit}
        </Button>
      </div>
    </DayItem>
  );
}

/** The goals or the habits of the day popup under their heading. */
/** The month's 42 days as its 6 weeks, Monday first. */
function weeksOf<T>(cells: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(cells.length / 7) }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

function DayGroup({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <>
      <Text weight="2" className="calendar__day-heading">
        {heading}
      </Text>
      {children}
    </>
  );
}

/**
 * The calendar tab (core.md 2): goal and habit checkboxes, month navigation, a Monday-first
 * grid of 42 cells with up to one goal chip, one habit chip and '+N', the day popup and the legend.
 */
export function CalendarTab({ goals, habits, today, ...actions }: Props) {
  const [month, setMonth] = useShownMonth(today);
  const [filter, setFilter] = useState({ goals: true, habits: true });
  const [openDay, setOpenDay] = useState<string | null>(null);
  const cells = useMemo(() => calendarGrid(month, today), [month, today]);
  const gridKeys = useDayGridKeys(
    cells.map((cell) => cell.day),
    cells.find((cell) => cell.isToday)?.day ?? cells.find((cell) => cell.inMonth)!.day,
  );
  const legend = calendarLegend(goals, habits, cells, filter, today);
  const dayItems = openDay ? itemsOnDay(goals, habits, openDay, filter, today) : null;
  const popupActions = closing(actions, () => setOpenDay(null));

  return (
    <div className="calendar" data-testid="calendar-tab">
      <div className="calendar__filters">
        <LabelledCheckbox className="calendar__filter tap-area" checked={filter.goals} onChange={(e) => setFilter((f) => ({ ...f, goals: e.target.checked }))}>
          {goalTexts.showGoals}
        </LabelledCheckbox>
        <LabelledCheckbox className="calendar__filter tap-area" checked={filter.habits} onChange={(e) => setFilter((f) => ({ ...f, habits: e.target.checked }))}>
          {goalTexts.showHabits}
        </LabelledCheckbox>
      </div>

      <div className="calendar__card">
        <MonthSwitcher month={month} onChange={setMonth} testId="calendar-month" />
        <WeekdayHeader />
        {/* A grid of weeks (rows drawn as display: contents, so the cells stay the CSS grid's items). */}
        <div
          className="calendar__grid"
          role="grid"
          aria-label={formatMonthTitle(month.year, month.month)}
          onFocus={gridKeys.onFocus}
          onKeyDown={gridKeys.onKeyDown}
        >
          {weeksOf(cells).map((week) => (
            <div key={week[0]!.day} role="row" className="calendar__week">
              {week.map((cell) => {
                const items = itemsOnDay(goals, habits, cell.day, filter, today);
                const chips = dayChips(items.goals.length, items.habits.length);
                const count = items.goals.length + items.habits.length;
                return (
                  <button
                    key={cell.day}
                    type="button"
                    role="gridcell"
                    className={`calendar-day-cell calendar__cell${cell.inMonth ? '' : ' calendar__cell--other'}${cell.isToday ? ' calendar__cell--today' : ''}`}
                    data-testid="calendar-day"
                    data-day={cell.day}
                    aria-current={cell.isToday ? 'date' : undefined}
                    tabIndex={gridKeys.tabIndexOf(cell.day)}
                    onClick={() => setOpenDay(cell.day)}
                  >
                    <StartOfName className="calendar__num" shown={String(Number(cell.day.slice(8)))} name={goalTexts.dayLabel(formatDayLong(cell.day), count)} />
                    {chips.goal && items.goals[0] && (
                      <span
                        className={`calendar__chip calendar__chip--goal calendar__chip--${calendarStatusOn(items.goals[0], today)}`}
                        data-testid="calendar-goal-chip"
                        title={items.goals[0].title}
                        aria-hidden="true"
                      >
                        {iconText(items.goals[0].icon)}
                      </span>
                    )}
                    {chips.habit && items.habits[0] && (
                      <span className="calendar__chip calendar__chip--habit" data-testid="calendar-habit-chip" title={items.habits[0].title} aria-hidden="true">
                        {iconText(items.habits[0].icon)}
                      </span>
                    )}
                    {chips.more > 0 && (
                      <span className="calendar__more" aria-hidden="true">
                        +{chips.more}
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      </div>

      <section className="calendar__legend" data-testid="calendar-legend" aria-label={goalTexts.legendTitle}>
        <div className="calendar__legend-chips">
          <span>
            <i className="calendar__swatch calendar__swatch--goal" aria-hidden="true" />
            {goalTexts.legendGoalChip}
          </span>
          <span>
            <i className="calendar__swatch calendar__swatch--habit" aria-hidden="true" />
            {goalTexts.legendHabitChip}
          </span>
        </div>
        <dl className="calendar__counts">
          {(
            [
              [goalTexts.legendTotal, 'legend-total', legend.total],
              [goalTexts.legendInCalendar, 'legend-in-calendar', legend.inCalendar],
              [goalTexts.legendDisplayed, 'legend-displayed', legend.displayed],
              [goalTexts.legendNotInCalendar, 'legend-not-in-calendar', legend.notInCalendar],
            ] as const
          ).map(([label, testId, count]) => (
            <div key={testId}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{count}</dd>
            </div>
          ))}
        </dl>
        {legend.notInCalendar > 0 && (
          <ul className="calendar__reasons">
            {(Object.keys(legend.reasons) as (keyof typeof legend.reasons)[])
              .filter((r) => legend.reasons[r] > 0)
              .map((r) => (
                <li key={r}>
                  {goalTexts.legendReasons[r]}: {legend.reasons[r]}
                </li>
              ))}
          </ul>
        )}
      </section>

      {openDay && dayItems && (
        <SheetDialog title={goalTexts.dayTitle(formatDayLong(openDay))} onClose={() => setOpenDay(null)} testId="calendar-day-popup">
          {dayItems.goals.length === 0 && dayItems.habits.length === 0 ? (
            <Text className="calendar__day-empty">{goalTexts.dayEmpty}</Text>
          ) : (
            <div className="calendar__day-items">
              {dayItems.goals.length > 0 && (
                <DayGroup heading={goalTexts.dayGoals}>
                  {dayItems.goals.map((goal) => (
                    <DayGoal key={goal.id} goal={goal} today={today} actions={popupActions} />
                  ))}
                </DayGroup>
              )}
              {dayItems.habits.length > 0 && (
                <DayGroup heading={goalTexts.dayHabits}>
                  {dayItems.habits.map((habit) => (
                    <DayHabit key={habit.id} habit={habit} today={today} actions={popupActions} />
                  ))}
                </DayGroup>
              )}
            </div>
          )}
        </SheetDialog>
      )}
    </div>
  );
}

/** Edit and Finish leave the day popup for their own dialog; ticking a sub-step stays. */
function closing(actions: CalendarActions, close: () => void): CalendarActions {
  return {
    ...actions,
    onEditGoal: (goal) => {
      close();
      actions.onEditGoal(goal);
    },
    onFinishGoal: (goal) => {
      close();
      actions.onFinishGoal(goal);
    },
    onEditHabit: (habit) => {
      close();
      actions.onEditHabit(habit);
    },
  };
}

export default CalendarTab;
