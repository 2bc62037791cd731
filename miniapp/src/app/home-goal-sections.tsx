import { homeGoalTexts } from '@tracker/shared/texts';
import { HomeSectionLoading, LazyHomeSection } from '../components/home-section.tsx';
import { retryableLazy } from '../lib/retryable-lazy.ts';

// Home's goal and habit sections load after the first screen (bundle budget); meanwhile the
// same frame with its loading spinner holds their place, so nothing jumps.
const TrackedGoals = retryableLazy(async () => ({ default: (await import('../features/goals/components/tracked-goals.tsx')).TrackedGoals }));
const TodayHabits = retryableLazy(async () => ({ default: (await import('../features/habits/components/today-habits.tsx')).TodayHabits }));

/** Home 'Отслеживаемые цели' and 'Привычки на сегодня' (core.md 2 "Home"). */
export function HomeGoalSections({ subscribed }: { subscribed: boolean | null }) {
  return (
    <>
      <LazyHomeSection testId="tracked-goals-loading" title={homeGoalTexts.trackedTitle} placeholder={<HomeSectionLoading />}>
        <TrackedGoals subscribed={subscribed} />
      </LazyHomeSection>
      <LazyHomeSection testId="today-habits-loading" title={homeGoalTexts.todayHabitsTitle} placeholder={<HomeSectionLoading />}>
        <TodayHabits />
      </LazyHomeSection>
    </>
  );
}
