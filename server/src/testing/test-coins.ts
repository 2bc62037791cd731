import { award, loadRewardContext } from '../services/rewards.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './test-users.ts';

let grants = 0;

/** Coins through the ledger, as earning pays them (an 'achievement' row of a unique test key), on the user's today. */
export async function giveCoins(t: TestApp, user: TestUser, coins: number): Promise<void> {
  grants += 1;
  const ctx = await loadRewardContext(t.db, user.userId, t.clock.now());
  await award(t.db, ctx, { key: `test:${grants}`, reason: 'achievement', activityPoints: 0, coins });
}
