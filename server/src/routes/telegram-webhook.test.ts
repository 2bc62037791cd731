import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createDb, migrateToLatest } from '../db/create-db.ts';
import { TEST_VAPID } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-databases.ts';

describe('POST /telegram/webhook', () => {
  it('hands updates to the bot only with the secret header', async () => {
    const db = createDb(await createTestDatabase('sqlite'));
    await migrateToLatest(db);
    const received: unknown[] = [];
    const app = createApp({
      db,
      now: () => new Date(),
      config: { sessionSecret: 's'.repeat(40), botToken: '1:T', vkClientId: null, vkIdApiRoot: 'http://127.0.0.1:9', publicUrl: 'https://x.example', secure: true, webhookSecret: 'hook-secret', devTools: false, dataDir: 'data', vapid: TEST_VAPID, starsPriceMonthly: 149, starsPriceYearly: 999, listCacheBytes: 0 },
      telegram: { botUsername: 'tracker_bot', handleUpdate: async (u) => void received.push(u) },
    });
    const update = { update_id: 1, message: { message_id: 1, text: '/start' } };
    const post = (headers: Record<string, string>) =>
      app.request('/telegram/webhook', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(update) });

    const missing = await post({});
    expect(missing.status).toBe(401);
    expect((await post({ 'x-telegram-bot-api-secret-token': 'wrong-secret' })).status).toBe(401);
    // As long as the secret in characters, longer in bytes: still a plain 401, not a crash.
    expect((await post({ 'x-telegram-bot-api-secret-token': 'hook-secrét' })).status).toBe(401);
    expect(received).toEqual([]);
    const ok = await post({ 'x-telegram-bot-api-secret-token': 'hook-secret' });
    expect(ok.status).toBe(200);
    expect(received).toEqual([update]);
    await db.destroy();
  });
});
