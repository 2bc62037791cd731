import { IconButton, Text } from '@telegram-apps/telegram-ui';
import type { Habit } from '@tracker/shared/contract';
import { formatDayShort, hasProgressChart, visibleStreak } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { CalendarStatusBadge } from '../../../components/calendar-status-badge.tsx';
import { CategoryChip } from '../../../components/category-chip.tsx';
import { ChartIcon, EditIcon, FlameIcon, TrashIcon } from '../../../components/goal-action-icons.tsx';
import { GoalIcon } from '../../../components/goal-icon.tsx';
import { requestGoalModal } from '../../../lib/goal-modal-request.ts';
import { askDeleteHabit, showHabitChart } from '../hooks/use-habit-dialogs.ts';
import { durationLine, scheduleLine, streakLine, targetLine } from './habit-lines.ts';
import { HabitProgressButtons } from './habit-progress-buttons.tsx';
import './habits.css';

/** A habit on the Target screen: today's +/-, streak, completed days, chart, edit, delete. */
export function HabitCard({ habit, today, pending }: { habit: Habit; today: string; pending: boolean }) {
  const streak = visibleStreak(habit, today);
  return (
    <article className={`habit-card${habit.is_active ? '' : ' habit-card--formed'}`} data-testid="habit-card" data-habit-id={habit.id} aria-label={habit.title}>
      <div className="habit-card__head">
        <GoalIcon icon={habit.icon} />
        <div className="habit-card__main">
          <Text weight="2" Component="h3" className="habit-card__title">
            {habit.title}
          </Text>
          {habit.description && <Text className="habit-card__description">{habit.description}</Text>}
          <div className="habit-card__meta">
            {habit.end_date && <CalendarStatusBadge status={habit.calendar_status} />}
            <CategoryChip category={habit.category} customTitle={habit.custom_category_title} />
            <span>{scheduleLine(habit)}</span>
            <span>{targetLine(habit)}</span>
            <span>
              {durationLine(habit)}
              {habit.end_date ? ` (${goalTexts.until(formatDayShort(habit.end_date, today))})` : ''}
            </span>
          </div>
        </div>
      </div>
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
      <div className="habit-card__actions">
        {hasProgressChart(habit) && (
          <IconButton mode="gray" size="s" aria-label={goalTexts.openChart} onClick={() => showHabitChart(habit.id)}>
            <ChartIcon />
          </IconButton>
        )}
        <span className="habit-card__spacer" />
        <IconButton mode="gray" size="s" aria-label={goalTexts.edit} onClick={() => requestGoalModal({ kind: 'habit', habit })}>
          <EditIcon />
        </IconButton>
        <IconButton mode="gray" size="s" aria-label={goalTexts.delete} className="habit-card__delete" onClick={() => askDeleteHabit(habit.id)}>
          <TrashIcon />
        </IconButton>
      </div>
    </article>
  );
}
