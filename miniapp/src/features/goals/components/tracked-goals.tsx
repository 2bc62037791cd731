import { Caption, Progress, Text } from '@telegram-apps/telegram-ui';
import type { Goal } from '@tracker/shared/contract';
import { CALENDAR_STATUS_LABELS, type CalendarStatus, HOME_GOALS_SHOWN, formatDayShort, homePreview } from '@tracker/shared/domain';
import { goalTexts, homeGoalTexts } from '@tracker/shared/texts';
import { Link } from 'wouter';
import { Button } from '../../../components/button.tsx';
import { calendarStatusOn } from '../../../components/calendar-status-badge.tsx';
import { CalendarIcon } from '../../../components/goal-action-icons.tsx';
import { GoalIcon } from '../../../components/goal-icon.tsx';
import { HomeSection, HomeSectionLoading } from '../../../components/home-section.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { SubscriptionGuard } from '../../../components/subscription-guard.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { requestGoalModal } from '../../../lib/goal-modal-request.ts';
import { useToday } from '../../../lib/today.ts';
import { loadGoals, useGoals } from '../hooks/use-goals.ts';
import './goals.css';

function TrackedGoal({ goal, today }: { goal: Goal; today: string }) {
  return (
    <li>
      <Link href="/target" className="tracked-goal" data-testid="tracked-goal">
        <GoalIcon icon={goal.icon} size="s" />
        <div className="tracked-goal__body">
          <Text weight="2" className="tracked-goal__title">
            {goal.title}
          </Text>
          <div className="tracked-goal__line">
            <Progress value={goal.progress} aria-label={goalTexts.progressLabel} />
            <span className="tracked-goal__percent">{goalTexts.percent(goal.progress)}</span>
            {goal.deadline && <TrackedDeadline goal={goal} deadline={goal.deadline} today={today} />}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** Statuses whose deadline Home marks in the status's colour, its label read out after the date. */
const MARKED_STATUSES: readonly CalendarStatus[] = ['overdue', 'urgent', 'warning'];

/** The deadline of a tracked goal; a near or passed one in its calendar status's colour (core.md 4). */
function TrackedDeadline({ goal, deadline, today }: { goal: Goal; deadline: string; today: string }) {
  const status = calendarStatusOn(goal, today);
  const marked = MARKED_STATUSES.includes(status);
  return (
    <span className={marked ? `tracked-goal__deadline calendar-status--${status}` : 'tracked-goal__deadline'} data-testid="tracked-goal-deadline" data-status={status}>
      {formatDayShort(deadline, today)}
      {marked && <span className="visually-hidden">, {CALENDAR_STATUS_LABELS[status]}</span>}
    </span>
  );
}

/**
 * Home 'Отслеживаемые цели': the first 3 active goals, 'Ещё N', 'Все цели', the calendar icon;
 * the empty state carries the subscription guard and the create-first-goal button.
 */
export function TrackedGoals({ subscribed }: { subscribed: boolean | null }) {
  const goals = useGoals({ refresh: true });
  const today = useToday();
  const { shown, more } = homePreview(goals.active, HOME_GOALS_SHOWN);

  let body;
  if (!goals.ready && goals.status === 'error') {
    body = <InlineError text={goalTexts.loadGoalsError(goals.error ?? '')} onRetry={() => void loadGoals()} />;
  } else if (!goals.ready) {
    body = <HomeSectionLoading text={homeGoalTexts.loadingGoals} />;
  } else if (shown.length === 0) {
    // Finished goals and none active: not 'no goals yet'.
    const allDone = goals.completed.length > 0;
    body = (
      <SubscriptionGuard type="goals" current={goals.active.length} subscribed={subscribed} dismissKey="home-goals">
        <div className="home-section__state" data-testid="tracked-goals-empty">
          <Text>{allDone ? goalTexts.homeGoalsAllDone : goalTexts.homeGoalsEmpty}</Text>
          <Caption>{allDone ? goalTexts.homeGoalsAllDoneHint : goalTexts.homeGoalsEmptyHint}</Caption>
          <Button size="s" mode="filled" onClick={() => requestGoalModal()}>
            {allDone ? goalTexts.createNextGoal : goalTexts.createFirstGoal}
          </Button>
        </div>
      </SubscriptionGuard>
    );
  } else {
    body = (
      <ul className="goal-list goal-list--compact">
        {shown.map((goal) => (
          <TrackedGoal key={goal.id} goal={goal} today={today} />
        ))}
      </ul>
    );
  }

  return (
    <HomeSection
      testId="tracked-goals"
      title={homeGoalTexts.trackedTitle}
      titleAction={
        <Link href="/target?tab=calendar" className="home-section__icon-link tap-area" aria-label={goalTexts.openCalendar} data-testid="tracked-goals-calendar">
          <CalendarIcon size={22} />
        </Link>
      }
      foot={
        <>
          <span className="home-section__more">{more > 0 ? goalTexts.more(more) : ''}</span>
          <TextLink href="/target">{goalTexts.allGoals}</TextLink>
        </>
      }
    >
      {body}
    </HomeSection>
  );
}
