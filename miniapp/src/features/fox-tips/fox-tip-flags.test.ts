import { describe, expect, it } from 'vitest';
import { createSafeStore } from '../../lib/storage.ts';
import { FOX_TIP_FLAGS, isFoxTipSeen, markFoxTipSeen } from './fox-tip-flags.ts';

describe('fox tip flags', () => {
  it('remembers a seen tip in the store under its own key', () => {
    const store = createSafeStore(() => null);
    expect(isFoxTipSeen(store, 'welcome')).toBe(false);
    markFoxTipSeen(store, 'welcome');
    expect(isFoxTipSeen(store, 'welcome')).toBe(true);
    expect(store.get(FOX_TIP_FLAGS.welcome)).toBe('true');
    expect(isFoxTipSeen(store, 'congratulation')).toBe(false);
  });
});
