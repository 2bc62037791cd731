import { homeGoalTexts } from '@tracker/shared/texts';
import { Suspense, lazy } from 'react';
import { HomeSection, HomeSectionLoading } from '../components/home-section.tsx';

// Home's goal and habit sections load after the first screen (bundle budget); meanwhile the
// same frame with its loading line holds their place, so nothing jumps.
const TrackedGoals = lazy(async () => ({ default: (await import('../features/goals/components/tracked-goals.tsx')).TrackedGoals }));
const TodayHabits = lazy(async () => ({ default: (await import('../features/habits/components/today-habits.tsx')).TodayHabits }));

function SectionLoading({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <HomeSection testId={testId} title={title} busy>
      <HomeSectionLoading text={text} />
    </HomeSection>
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
