import { describe, expect, it } from 'vitest';
import { createSafeStore } from '../lib/storage.ts';
import { ONBOARDING_FLAG, isOnboardingCompleted } from './onboarding-store.ts';

describe('isOnboardingCompleted', () => {
  it('is false on the first visit and true once the flag is stored', () => {
    const store = createSafeStore(() => undefined);
    expect(ONBOARDING_FLAG).toBe('onboarding-completed');
    expect(isOnboardingCompleted(store)).toBe(false);
    store.set(ONBOARDING_FLAG, 'true');
    expect(isOnboardingCompleted(store)).toBe(true);
    store.set(ONBOARDING_FLAG, 'false');
    expect(isOnboardingCompleted(store)).toBe(false);
  });
});
