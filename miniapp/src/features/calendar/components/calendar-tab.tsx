import { Button, Checkbox, IconButton, Text } from '@telegram-apps/telegram-ui';
import type { Goal, Habit } from '@tracker/shared/contract';
import {
  PLURAL_FORMS,
  WEEK_DAYS_FROM_MONDAY,
  type YearMonth,
  calendarGrid,
  calendarLegend,
  canCompleteGoal,
  dailyTargetLabel,
  dayChips,
  formatCountRu,
  formatDayLong,
  formatMonthTitle,
  itemsOnDay,
  shiftYearMonth,
  yearMonthOf,
} from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { useMemo, useState } from 'react';
import { CalendarStatusBadge } from '../../../components/calendar-status-badge.tsx';
import { CategoryChip } from '../../../components/category-chip.tsx';
import { GoalIcon, iconText } from '../../../components/goal-icon.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { SubgoalChecklist } from '../../../components/subgoal-checklist.tsx';
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

function DayGoal({ goal, actions }: { goal: Goal; actions: CalendarActions }) {
  const active = goal.status === 'active';
  return (
    <article className="calendar-day-item" data-testid="calendar-day-goal" aria-label={goal.title}>
      <div className="calendar-day-item__head">
        <GoalIcon icon={goal.icon} size="s" />
        <div className="calendar-day-item__main">
          <Text weight="2" Component="h4" className="calendar-day-item__title">
            {goal.title}
          </Text>
          {goal.description && <Text className="calendar-day-item__description">{goal.description}</Text>}
        </div>
      </div>
      <div className="calendar-day-item__meta">
        <CalendarStatusBadge status={goal.calendar_status} />
        <CategoryChip category={goal.category} customTitle={goal.custom_category_title} />
        {goal.deadline && <span>{goalTexts.deadline(formatDayLong(goal.deadline))}</span>}
        {goal.subgoals.length > 0 && <span data-testid="calendar-goal-percent">{goalTexts.percent(goal.progress)}</span>}
      </div>
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
    </article>
  );
}

function DayHabit({ habit, actions }: { habit: Habit; actions: CalendarActions }) {
  return (
    <article className="calendar-day-item" data-testid="calendar-day-habit" aria-label={habit.title}>
      <div className="calendar-day-item__head">
        <GoalIcon icon={habit.icon} size="s" />
        <div className="calendar-day-item__main">
          <Text weight="2" Component="h4" className="calendar-day-item__title">
            {habit.title}
          </Text>
          {habit.description && <Text className="calendar-day-item__description">{habit.description}</Text>}
        </div>
      </div>
      <div className="calendar-day-item__meta">
        <CalendarStatusBadge status={habit.calendar_status} />
        <CategoryChip category={habit.category} customTitle={habit.custom_category_title} />
        <span>{dailyTargetLabel(habit.daily_target)}</span>
        <span>{goalTexts.streak(formatCountRu(habit.streak, PLURAL_FORMS.day))}</span>
      </div>
      <div className="calendar-day-item__actions">
        <Button size="s" mode="bezeled" onClick={() => actions.onEditHabit(habit)}>
          {goalTexts.edit}
        </Button>
      </div>
    </article>
  );
}

/**
 * The calendar tab (core.md 2): goal and habit checkboxes, month navigation, a Monday-first
 * grid of 42 cells with up to one goal chip, one habit chip and '+N', the day popup and the legend.
 */
export function CalendarTab({ goals, habits, today, ...actions }: Props) {
  const [month, setMonth] = useState<YearMonth>(() => yearMonthOf(today));
  const [filter, setFilter] = useState({ goals: true, habits: true });
  const [openDay, setOpenDay] = useState<string | null>(null);
  const cells = useMemo(() => calendarGrid(month, today), [month, today]);
  const legend = calendarLegend(goals, habits, cells, filter, today);
  const dayItems = openDay ? itemsOnDay(goals, habits, openDay, filter, today) : null;

  return (
    <div className="calendar" data-testid="calendar-tab">
      <div className="calendar__filters">
        <label className="calendar__filter">
          <Checkbox checked={filter.goals} onChange={(e) => setFilter((f) => ({ ...f, goals: e.target.checked }))} />
          <span>{goalTexts.showGoals}</span>
        </label>
        <label className="calendar__filter">
          <Checkbox checked={filter.habits} onChange={(e) => setFilter((f) => ({ ...f, habits: e.target.checked }))} />
          <span>{goalTexts.showHabits}</span>
        </label>
      </div>

      <div className="calendar__card">
        <div className="calendar__nav">
          <IconButton mode="plain" size="s" aria-label={goalTexts.prevMonth} onClick={() => setMonth((m) => shiftYearMonth(m, -1))}>
            <ChevronLeftIcon size={22} />
          </IconButton>
          <Text weight="2" className="calendar__month" data-testid="calendar-month" aria-live="polite">
            {formatMonthTitle(month.year, month.month)}
          </Text>
          <IconButton mode="plain" size="s" aria-label={goalTexts.nextMonth} onClick={() => setMonth((m) => shiftYearMonth(m, 1))}>
            <ChevronRightIcon size={22} />
          </IconButton>
        </div>
        <div className="calendar__weekdays" aria-hidden="true">
          {WEEK_DAYS_FROM_MONDAY.map((d) => (
            <span key={d.value}>{d.label}</span>
          ))}
        </div>
        <div className="calendar__grid" role="grid" aria-label={formatMonthTitle(month.year, month.month)}>
          {cells.map((cell) => {
            const items = itemsOnDay(goals, habits, cell.day, filter, today);
            const chips = dayChips(items.goals.length, items.habits.length);
            const count = items.goals.length + items.habits.length;
            return (
              <button
                key={cell.day}
                type="button"
                role="gridcell"
                className={`calendar__cell${cell.inMonth ? '' : ' calendar__cell--other'}${cell.isToday ? ' calendar__cell--today' : ''}`}
                data-testid="calendar-day"
                data-day={cell.day}
                aria-label={goalTexts.dayLabel(formatDayLong(cell.day), count)}
                aria-current={cell.isToday ? 'date' : undefined}
                onClick={() => setOpenDay(cell.day)}
              >
                <span className="calendar__num">{Number(cell.day.slice(8))}</span>
                {chips.goal && items.goals[0] && (
                  <span className={`calendar__chip calendar__chip--goal calendar__chip--${items.goals[0].calendar_status}`} data-testid="calendar-goal-chip" title={items.goals[0].title}>
                    {iconText(items.goals[0].icon)}
                  </span>
                )}
                {chips.habit && items.habits[0] && (
                  <span className="calendar__chip calendar__chip--habit" data-testid="calendar-habit-chip" title={items.habits[0].title}>
                    {iconText(items.habits[0].icon)}
                  </span>
                )}
                {chips.more > 0 && <span className="calendar__more">+{chips.more}</span>}
              </button>
            );
          })}
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
          <div>
            <dt>{goalTexts.legendTotal}</dt>
            <dd data-testid="legend-total">{legend.total}</dd>
          </div>
          <div>
            <dt>{goalTexts.legendInCalendar}</dt>
            <dd data-testid="legend-in-calendar">{legend.inCalendar}</dd>
          </div>
          <div>
            <dt>{goalTexts.legendDisplayed}</dt>
            <dd data-testid="legend-displayed">{legend.displayed}</dd>
          </div>
          <div>
            <dt>{goalTexts.legendNotInCalendar}</dt>
            <dd data-testid="legend-not-in-calendar">{legend.notInCalendar}</dd>
          </div>
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
                <>
                  <Text weight="2" className="calendar__day-heading">
                    {goalTexts.dayGoals}
                  </Text>
                  {dayItems.goals.map((goal) => (
                    <DayGoal key={goal.id} goal={goal} actions={closing(actions, () => setOpenDay(null))} />
                  ))}
                </>
              )}
              {dayItems.habits.length > 0 && (
                <>
                  <Text weight="2" className="calendar__day-heading">
                    {goalTexts.dayHabits}
                  </Text>
                  {dayItems.habits.map((habit) => (
                    <DayHabit key={habit.id} habit={habit} actions={closing(actions, () => setOpenDay(null))} />
                  ))}
                </>
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
