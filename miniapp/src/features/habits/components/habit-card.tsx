import type { Habit } from '@tracker/shared/contract';
import { dailyTargetLabel, formatDayShort, hasProgressChart, visibleStreak } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { CalendarStatusBadge } from '../../../components/calendar-status-badge.tsx';
import { CategoryChip } from '../../../components/category-chip.tsx';
import { ChartIcon, FlameIcon } from '../../../components/goal-action-icons.tsx';
import { ItemCard, ItemCardActions } from '../../../components/item-card.tsx';
import { requestGoalModal } from '../../../lib/goal-modal-request.ts';
import { askDeleteHabit, showHabitChart } from '../hooks/use-habit-dialogs.ts';
import { durationLine, scheduleLine, streakLine } from '../../../components/habit-lines.ts';
import { HabitProgressButtons } from './habit-progress-buttons.tsx';
import './habits.css';
import { IconButton } from '../../../components/icon-button.tsx';

/** A habit on the Target screen: today's +/-, streak, completed days, chart, edit, delete. */
export function HabitCard({ habit, today, pending }: { habit: Habit; today: string; pending: boolean }) {
  const streak = visibleStreak(habit, today);
  return (
    <ItemCard
      kind="habit"
      item={habit}
      muted={!habit.is_active}
      meta={
        <>
          {habit.end_date && <CalendarStatusBadge item={habit} today={today} />}
          <CategoryChip category={habit.category} customTitle={habit.custom_category_title} />
          <span>{scheduleLine(habit)}</span>
          <span>{dailyTargetLabel(habit.daily_target)}</span>
          <span>
            {durationLine(habit)}
            {habit.end_date ? ` (${goalTexts.until(formatDayShort(habit.end_date, today))})` : ''}
          </span>
        </>
      }
      actions={
        <ItemCardActions
          lead={
            hasProgressChart(habit) && (
              <IconButton mode="gray" size="s" aria-label={goalTexts.openChart} onClick={() => showHabitChart(habit.id)}>
                <ChartIcon />
              </IconButton>
            )
          }
          onEdit={() => requestGoalModal({ kind: 'habit', habit })}
          onDelete={() => askDeleteHabit(habit.id)}
        />
      }
    >
      <div className="habit-card__stats">
        <span className={`habit-streak${streak > 0 ? ' habit-streak--on' : ''}`} data-testid="habit-streak">
          <FlameIcon size={16} />
          {streakLine(streak)}
        </span>
        <span className="habit-card__done-days">{goalTexts.completedDays(habit.completed_dates.length)}</span>
      </div>
      {habit.is_active && (
        <div className="habit-card__today">
          <span className="habit-card__today-label">
            {!habit.is_due_today ? goalTexts.notScheduledToday : habit.daily_progress >= habit.daily_target ? goalTexts.doneToday : goalTexts.todayLabel}
          </span>
          <HabitProgressButtons habit={habit} pending={pending} />
        </div>
      )}
    </ItemCard>
  );
}
