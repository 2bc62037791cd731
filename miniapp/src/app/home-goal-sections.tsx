import { Caption, Spinner, Title } from '@telegram-apps/telegram-ui';
import { homeGoalTexts } from '@tracker/shared/texts';
import { Suspense, lazy } from 'react';
import '../components/home-section.css';

// Home's goal and habit sections load after the first screen (bundle budget); meanwhile the
// same frame with its loading line holds their place, so nothing jumps.
const TrackedGoals = lazy(async () => ({ default: (await import('../features/goals/components/tracked-goals.tsx')).TrackedGoals }));
const TodayHabits = lazy(async () => ({ default: (await import('../features/habits/components/today-habits.tsx')).TodayHabits }));

function SectionLoading({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <section className="home-section" data-testid={testId} aria-busy="true">
      <div className="home-section__head">
        <Title level="3" weight="2" Component="h2" className="home-section__title">
          {title}
        </Title>
      </div>
      <div className="home-section__state" role="status">
        <Spinner size="s" />
        <Caption>{text}</Caption>
      </div>
      <div className="home-section__foot" />
    </section>
  );
}

/** Home 'Отслеживаемые цели' and 'Привычки на сегодня' (core.md 2 "Home"). */
export function HomeGoalSections({ subscribed }: { subscribed: boolean | null }) {
  return (
    <>
      <Suspense fallback={<SectionLoading title={homeGoalTexts.trackedTitle} text={homeGoalTexts.loadingGoals} testId="tracked-goals-loading" />}>
        <TrackedGoals subscribed={subscribed} />
      </Suspense>
      <Suspense fallback={<SectionLoading title={homeGoalTexts.todayHabitsTitle} text={homeGoalTexts.loadingHabits} testId="today-habits-loading" />}>
        <TodayHabits />
      </Suspense>
    </>
  );
}
