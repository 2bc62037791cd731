import { Suspense } from 'react';
import { QuietBoundary } from '../components/quiet-boundary.tsx';
import { retryableLazy } from '../lib/retryable-lazy.ts';
import { useOnboardingOpen } from './onboarding-store.ts';

// Only the first visit and the menu's 'Начало' show the slides, so their code loads only then (bundle budget).
const OnboardingDialog = retryableLazy(() => import('./onboarding.tsx'));

/** The onboarding slides while they are open. */
export function Onboarding() {
  return useOnboardingOpen() ? (
    <QuietBoundary name="onboarding">
      <Suspense fallback={null}>
        <OnboardingDialog />
      </Suspense>
    </QuietBoundary>
  ) : null;
}
