import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, type Db } from '../server/src/db/create-db.ts';
import { insertUser } from '../server/src/services/users.ts';
import { type FakeTelegram, startFakeTelegram } from './fake-telegram/fake-telegram.ts';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('./refund-star-payment.ts', import.meta.url));
const TOKEN = '6161:refund-script-token';
const anna = { id: 9001, first_name: 'Анна' };

describe('scripts/refund-star-payment.ts', () => {
  let fake: FakeTelegram;
  let db: Db;
  let env: Record<string, string>;
  beforeEach(async () => {
    fake = await startFakeTelegram({ token: TOKEN });
    const dir = mkdtempSync(join(tmpdir(), 'tracker-refund-'));
    env = {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: `file:${join(dir, 'app.db')}`,
      DATA_DIR: dir,
      BOT_TOKEN: TOKEN,
      TELEGRAM_API_ROOT: fake.apiRoot,
    };
    db = createDb(env.DATABASE_URL!);
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
    await fake.close();
  });

  it('refunds the charge through the Bot API, stops renewals and ends the subscription', async () => {
    const paid = fake.sendSuccessfulPayment(anna, { total_amount: 149, invoice_payload: 'v1.x', is_recurring: true, is_first_recurring: true });
    const chargeId = paid.successful_payment!.telegram_payment_charge_id;
    const future = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
    const userId = await insertUser(db, { username: 'anna', first_name: 'Анна', last_name: null, photo_url: null }, new Date());
    await db.updateTable('users').set({ subscription_expires_at: future }).where('id', '=', userId).execute();
    await db
      .insertInto('payments')
      .values({
        user_id: userId,
        telegram_user_id: String(anna.id),
        telegram_payment_charge_id: chargeId,
        provider_payment_charge_id: null,
        plan: 'monthly',
        currency: 'XTR',
        total_amount: 149,
        invoice_payload: 'v1.x',
        is_recurring: 1,
        is_first_recurring: 1,
        subscription_expiration_date: future,
        subscription_expires_at: future,
        refunded_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();

    const { stdout } = await run(process.execPath, ['--import', 'tsx', SCRIPT, chargeId], { env });
    expect(stdout).toContain(`Refunded 149 Stars of ${chargeId}`);
    expect(fake.calls('editUserStarSubscription')).toMatchObject([{ ok: true, params: { user_id: anna.id, telegram_payment_charge_id: chargeId, is_canceled: true } }]);
    expect(fake.calls('refundStarPayment')).toMatchObject([{ ok: true, params: { user_id: anna.id, telegram_payment_charge_id: chargeId } }]);
    const user = await db.selectFrom('users').select('subscription_expires_at').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.subscription_expires_at).toBeNull(); // revoked: no subscription left at all
    const payment = await db.selectFrom('payments').select('refunded_at').where('telegram_payment_charge_id', '=', chargeId).executeTakeFirstOrThrow();
    expect(payment.refunded_at).not.toBeNull();

    const again = await run(process.execPath, ['--import', 'tsx', SCRIPT, chargeId], { env });
    expect(again.stdout).toContain('refunded already');
    expect(fake.calls('refundStarPayment')).toHaveLength(1);
  });

  it('fails with a message for an unknown charge', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', SCRIPT, 'no-such-charge'], { env }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('PAYMENT_NOT_FOUND: Платёж не найден') });
  });
});
