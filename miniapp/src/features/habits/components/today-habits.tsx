import { Caption, Text } from '@telegram-apps/telegram-ui';
import { HOME_HABITS_SHOWN, homePreview } from '@tracker/shared/domain';
import { goalTexts, homeGoalTexts } from '@tracker/shared/texts';
import { HomeSection, HomeSectionLoading } from '../../../components/home-section.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { useToday } from '../../../lib/today.ts';
import { loadHabits, useHabits } from '../hooks/use-habits.ts';
import { requestHabitsTab } from '../target-tab-flag.ts';
import { HabitCompactCard } from './habit-compact-card.tsx';
import './habits.css';

/** Home 'Привычки на сегодня': the first 3 active habits due today, 'Все привычки', empty state. */
export function TodayHabits() {
  const habits = useHabits({ refresh: true });
  const today = useToday();
  // The active list holds only active habits, and a due habit is active (isDueOn).
  const due = homePreview(habits.active.filter((h) => h.is_due_today), HOME_HABITS_SHOWN).shown;

  // A failed load says so even when the list from the device's cache is shown under it.
  const failure = habits.status === 'error' ? <InlineError text={goalTexts.loadHabitsError(habits.error ?? '')} onRetry={() => void loadHabits()} /> : null;
  let body;
  if (!habits.ready) {
    body = failure ? null : <HomeSectionLoading text={homeGoalTexts.loadingHabits} />;
  } else if (due.length === 0) {
    body = (
      <div className="home-section__state" data-testid="today-habits-empty">
        <Text>{goalTexts.homeHabitsEmpty}</Text>
        <Caption>{goalTexts.homeHabitsEmptyHint}</Caption>
      </div>
    );
  } else {
    body = (
      <ul className="goal-list goal-list--compact">
        {due.map((habit) => (
          <li key={habit.id}>
            <HabitCompactCard habit={habit} today={today} pending={habits.pending.includes(habit.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <HomeSection
      testId="today-habits"
      title={homeGoalTexts.todayHabitsTitle}
      foot={
        <>
          <span />
          <TextLink href="/target" onClick={() => requestHabitsTab()}>
            {goalTexts.allHabits}
          </TextLink>
        </>
      }
    >
      {failure}
      {body}
    </HomeSection>
  );
}
