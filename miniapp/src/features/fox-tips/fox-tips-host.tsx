import { FOX_ATTACH_DELAY_MS, congratulationFor } from '@tracker/shared/domain';
import { Suspense, useEffect, useState } from 'react';
import { APP_EVENTS, createdKindOf } from '../../lib/app-events.ts';
import { localStore } from '../../lib/storage.ts';
import { type FoxTipRequest, isFoxTipSeen, markFoxTipSeen } from './fox-tip-flags.ts';
import { retryableLazy } from '../../lib/retryable-lazy.ts';

// Off the first screen: the fox's code loads when it is attached (bundle budget).
const FoxTips = retryableLazy(() => import('./fox-tips.tsx'));

/**
 * Goals and habits in the loaded lists (the newly created one included). The list stores are
 * imported here, not statically: the goal form that sent the event has loaded them already, and
 * the first screen stays without them.
 */
async function loadedItemCount(): Promise<number> {
  const [{ getGoalsState }, { getHabitsState }] = await Promise.all([
    import('../goals/hooks/use-goals.ts'),
    import('../habits/hooks/use-habits.ts'),
  ]);
  const goals = getGoalsState();
  const habits = getHabitsState();
  return goals.active.length + goals.completed.length + habits.active.length + habits.completed.length;
}

/** The congratulation the first goal or habit earns, counted from its creation. */
function useCongratulation(): FoxTipRequest | null {
  const [request, setRequest] = useState<FoxTipRequest | null>(null);
  useEffect(() => {
    const onCreated = (event: Event) => {
      const kind = createdKindOf(event);
      if (kind === null) return;
      const since = performance.now();
      const seen = isFoxTipSeen(localStore, 'congratulation');
      markFoxTipSeen(localStore, 'congratulation');
      void loadedItemCount().then((count) => {
        const tip = congratulationFor(kind, seen, count - 1);
        if (tip) setRequest({ kind: tip, since });
      });
    };
    window.addEventListener(APP_EVENTS.itemCreated, onCreated);
    return () => window.removeEventListener(APP_EVENTS.itemCreated, onCreated);
  }, []);
  return request;
}

/**
 * Attaches the mascot fox 1 s after the signed-in shell starts (core.md 9). It listens from the
 * start, so a goal created before then is still congratulated. `welcomeAllowed`: the welcome tip
 * may come now (onboarding closed, not on /login); its 5 s count from then.
 */
export function FoxTipsHost({ welcomeAllowed }: { welcomeAllowed: boolean }) {
  const [attached, setAttached] = useState(false);
  const [welcomeSince, setWelcomeSince] = useState<number | null>(null);
  const congratulation = useCongratulation();

  useEffect(() => {
    const timer = window.setTimeout(() => setAttached(true), FOX_ATTACH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => setWelcomeSince(welcomeAllowed ? performance.now() : null), [welcomeAllowed]);

  if (!attached) return null;
  return (
    <Suspense fallback={null}>
      <FoxTips welcomeSince={welcomeSince} congratulation={congratulation} />
    </Suspense>
  );
}
