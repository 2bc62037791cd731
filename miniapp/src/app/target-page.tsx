import { Placeholder, Spinner, TabsList, Text, Title } from '@telegram-apps/telegram-ui';
import './target-page.css';
import { appTexts, goalTexts } from '@tracker/shared/texts';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../components/button.tsx';
import { SubscriptionGuard } from '../components/subscription-guard.tsx';
import { CalendarTab } from '../features/calendar/components/calendar-tab.tsx';
import { GoalsTab } from '../features/goals/components/goals-tab.tsx';
import { askCompleteGoal } from '../features/goals/hooks/use-goal-dialogs.ts';
import { loadGoals, toggleSubgoal, useGoals } from '../features/goals/hooks/use-goals.ts';
import { HabitsTab } from '../features/habits/components/habits-tab.tsx';
import { loadHabits, useHabits } from '../features/habits/hooks/use-habits.ts';
import { clearTabRequest } from '../features/habits/target-tab-flag.ts';
import { useSubscribed } from '../features/profile/hooks/use-profile.ts';
import { APP_EVENTS, type CreatedItemKind, createdKindOf } from '../lib/app-events.ts';
import { requestGoalModal } from '../lib/goal-modal-request.ts';
import { showToast } from '../lib/toast.ts';
import { useToday } from '../lib/today.ts';
import { TARGET_TABS, type TargetTab, initialTab, tabOf } from './target-tabs.ts';
import { TabItem } from '../components/tab-items.tsx';

/** The list tab each kind of item is listed on. */
const LIST_OF_KIND: Record<CreatedItemKind, TargetTab> = { goal: 'goals', habit: 'habits' };

/** The Target screen 'Цели и привычки': goals, habits and calendar tabs (core.md 2). */
export default function TargetPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<TargetTab>(() => initialTab(search));
  const goals = useGoals({ refresh: true });
  const habits = useHabits({ refresh: true });
  const subscribed = useSubscribed();
  const today = useToday();

  // The stored flag has chosen the tab of this page, now on screen: the next visit starts afresh.
  // Cleared here, not while rendering, so a first render React discards still leaves it to the retry.
  useEffect(() => clearTabRequest(), []);

  // A link to /target?tab=... while already here switches the tab.
  useEffect(() => {
    const fromUrl = tabOf(search);
    if (fromUrl) setTab(fromUrl);
  }, [search]);

  // A list that could not be loaded says so; a failed refresh of one on screen (the count check
  // before a create, a return to the app) is quiet: the list stays, and what the user did says its own error.
  useEffect(() => {
    if (goals.status === 'error' && !goals.ready) showToast(goalTexts.errorTitle, { type: 'error', description: goalTexts.loadGoalsFailed });
  }, [goals.status]);
  useEffect(() => {
    if (habits.status === 'error' && !habits.ready) showToast(goalTexts.errorTitle, { type: 'error', description: goalTexts.loadHabitsFailed });
  }, [habits.status]);

  const allGoals = useMemo(() => [...goals.active, ...goals.completed], [goals.active, goals.completed]);
  const allHabits = useMemo(() => [...habits.active, ...habits.completed], [habits.active, habits.completed]);

  const choose = (next: TargetTab) => {
    setTab(next);
    navigate(next === 'goals' ? '/target' : `/target?tab=${next}`, { replace: true });
  };

  // A goal or habit just made (or converted) shows in its own list: the goals tab goes to the
  // habits tab for a new habit, and back; the calendar shows both and stays.
  useEffect(() => {
    const onCreated = (event: Event) => {
      const kind = createdKindOf(event);
      const list = kind && LIST_OF_KIND[kind];
      if (list && tab !== 'calendar' && tab !== list) choose(list);
    };
    window.addEventListener(APP_EVENTS.itemCreated, onCreated);
    return () => window.removeEventListener(APP_EVENTS.itemCreated, onCreated);
  }, [tab]);

  const ready = goals.ready && habits.ready;
  const failed = !ready && (goals.status === 'error' || habits.status === 'error');

  let content;
  if (failed) {
    content = (
      <div className="target-empty" role="alert">
        <Text weight="2">{goals.status === 'error' ? goalTexts.loadGoalsError(goals.error ?? '') : goalTexts.loadHabitsError(habits.error ?? '')}</Text>
        <Button
          size="m"
          mode="bezeled"
          onClick={() => {
            void loadGoals();
            void loadHabits();
          }}
        >
          {appTexts.retry}
        </Button>
      </div>
    );
  } else if (!ready) {
    content = (
      <div className="target-loading" role="status" data-testid="target-loading">
        <Placeholder header={goalTexts.loading} description={goalTexts.loadingHint}>
          <Spinner size="l" />
        </Placeholder>
      </div>
    );
  } else if (tab === 'goals') {
    content = (
      <>
        <SubscriptionGuard type="goals" current={goals.active.length} subscribed={subscribed} dismissKey="target-goals" />
        <GoalsTab today={today} />
      </>
    );
  } else if (tab === 'habits') {
    content = (
      <>
        <SubscriptionGuard type="habits" current={habits.active.length} subscribed={subscribed} dismissKey="target-habits" />
        <HabitsTab today={today} />
      </>
    );
  } else {
    content = (
      <CalendarTab
        goals={allGoals}
        habits={allHabits}
        today={today}
        onEditGoal={(goal) => requestGoalModal({ kind: 'goal', goal })}
        onFinishGoal={(goal) => askCompleteGoal(goal.id)}
        onToggleSubgoal={toggleSubgoal}
        onEditHabit={(habit) => requestGoalModal({ kind: 'habit', habit })}
      />
    );
  }

  return (
    <section className="page target-page" data-testid="target-page">
      <Title level="2" weight="1" Component="h1" className="page-title">
        {goalTexts.pageTitle}
      </Title>
      <TabsList className="app-tabs" aria-label={goalTexts.pageTitle}>
        {TARGET_TABS.map((t) => (
          <TabItem key={t} selected={tab === t} onClick={() => choose(t)} data-testid={`target-tab-${t}`}>
            {goalTexts.tabs[t]}
          </TabItem>
        ))}
      </TabsList>
      {content}
    </section>
  );
}
