import { Suspense, useCallback, useEffect, useState } from 'react';
import { useCelebration } from '../components/celebration-store.ts';
import { type LimitModalData, closeLimitModal, useLimitModal, useStatesLimitWhile } from '../components/limit-modal-store.ts';
import { useGoalDialog } from '../features/goals/hooks/use-goal-dialogs.ts';
import { useHabitDialog } from '../features/habits/hooks/use-habit-dialogs.ts';
import { useProfile, useSubscribed } from '../features/profile/hooks/use-profile.ts';
import { usePlanPrices } from '../features/subscription/use-plan-prices.ts';
import { APP_EVENTS } from '../lib/app-events.ts';
import { useClosedByHistoryMove } from '../lib/closed-by-history-move.ts';
import { type GoalModalRequest, goalModalRequestOf } from '../lib/goal-modal-request.ts';
import { retryableLazy } from '../lib/retryable-lazy.ts';

// All of it loads on first use: none is on the first screen (bundle budget).
const loadFormHost = () => import('./goal-form-host.tsx');
const GoalFormHost = retryableLazy(loadFormHost);
const GoalDialogs = retryableLazy(() => import('../features/goals/components/goal-dialogs.tsx'));
const HabitDialogs = retryableLazy(() => import('../features/habits/components/habit-dialogs.tsx'));
const LimitModal = retryableLazy(() => import('../components/limit-modal.tsx'));
const CelebrationOverlay = retryableLazy(() => import('../components/celebration-overlay.tsx'));

/** The limit modal with the plans' prices, asked for while it is open. */
function PricedLimitModal({ data }: { data: LimitModalData }) {
  const prices = usePlanPrices();
  return <LimitModal data={data} prices={prices} onClose={closeLimitModal} />;
}

/**
 * The shell's host of the goal/habit modal (opened by the central button, the openGoalModal
 * window event from anywhere, and Home's create-first-goal button), the goal and habit dialogs,
 * the free-tier limit modal and the celebration overlay.
 */
export function GoalModalHost() {
  const [form, setForm] = useState<{ request: GoalModalRequest; id: number } | null>(null);
  const limit = useLimitModal();
  const celebration = useCelebration();
  const goalDialog = useGoalDialog();
  const habitDialog = useHabitDialog();
  const profile = useProfile();
  const subscribed = useSubscribed();
  useStatesLimitWhile(form !== null);
  const closeForm = useCallback(() => setForm(null), []);
  useClosedByHistoryMove(form !== null, closeForm);
  useClosedByHistoryMove(limit !== null, closeLimitModal);

  useEffect(() => {
    const open = (event: Event) => setForm({ request: goalModalRequestOf(event), id: Date.now() });
    window.addEventListener(APP_EVENTS.openGoalModal, open);
    // Fetch the form while the app is idle, so the first tap opens it at once.
    const idle = window.setTimeout(() => void loadFormHost().catch(() => undefined), 2500);
    return () => {
      window.removeEventListener(APP_EVENTS.openGoalModal, open);
      window.clearTimeout(idle);
    };
  }, []);

  // One boundary each: a chunk still loading must not hide a dialog that is already open.
  return (
    <>
      {form && (
        <Suspense fallback={null}>
          <GoalFormHost key={form.id} request={form.request} subscribed={subscribed} onClose={closeForm} />
        </Suspense>
      )}
      {goalDialog && (
        <Suspense fallback={null}>
          <GoalDialogs />
        </Suspense>
      )}
      {habitDialog && (
        <Suspense fallback={null}>
          <HabitDialogs />
        </Suspense>
      )}
      {limit && (
        <Suspense fallback={null}>
          <PricedLimitModal data={limit} />
        </Suspense>
      )}
      {celebration && (
        <Suspense fallback={null}>
          <CelebrationOverlay key={celebration.id} playId={celebration.id} requested={celebration.animation} selected={profile.profile?.selected_animation ?? null} />
        </Suspense>
      )}
    </>
  );
}
