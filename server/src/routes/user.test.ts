import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '@tracker/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';

describe.each(databaseKinds)('user area on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.request('/api/auth/register/', { method: 'POST', json: { username: 'Profiler', password: 'password1' } });
    token = (await res.json()).token;
  });
  afterAll(() => t.close());

  it.each(['/api/user/profile/', '/api/user/status/', '/api/user/subscription/'])('%s needs a token', async (path) => {
    for (const authorization of [undefined, 'Bearer not-a-jwt', 'Basic abc']) {
      const res = await t.request(path, authorization ? { headers: { authorization } } : {});
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: 'Пользователь не авторизован', code: 'UNAUTHORIZED' });
    }
  });

  it('answers the profile of the spec with stats nested', async () => {
    const body = await (await t.request('/api/user/profile', { token })).json();
    expect(profileResponseSchema.parse(body)).toBeTruthy();
    expect(body).toMatchObject({
      username: 'Profiler',
      display_name: 'Profiler',
      timezone: 'Europe/Moscow',
      status: { name: 'Новичок', emoji: '🌱' },
      subscription_status: 'Неактивна',
      is_subscription_active: false,
      auth: { is_telegram_linked: false },
      stats: { coins: 0, activity_points: 0, daily_earned: 0, total_goals_created: 0, total_habits_created: 0, total_mood_entries: 0 },
    });
  });

  it('answers status and subscription', async () => {
    expect(await (await t.request('/api/user/status/', { token })).json()).toMatchObject({
      success: true,
      activity_points: 0,
      coins: 0,
      status: { name: 'Новичок' },
    });
    expect(await (await t.request('/api/user/subscription/', { token })).json()).toEqual({
      success: true,
      has_subscription: false,
      is_subscription_active: false,
      subscription_status: 'Неактивна',
      subscription_expires_at: null,
    });
  });

  it('stores a valid IANA time zone and refuses others', async () => {
    const ok = await t.request('/api/user/timezone/', { method: 'PUT', token, json: { timezone: 'Asia/Vladivostok' } });
    expect(await ok.json()).toEqual({ success: true, timezone: 'Asia/Vladivostok' });
    expect((await (await t.request('/api/user/profile/', { token })).json()).timezone).toBe('Asia/Vladivostok');

    await t.request('/api/notifications/settings/save/', { method: 'POST', token, json: { mood_reminder_time: '21:00' } });
    await t.request('/api/user/timezone/', { method: 'PUT', token, json: { timezone: 'Europe/Kaliningrad' } });
    const settings = await (await t.request('/api/notifications/settings/', { token })).json();
    expect(settings.settings.timezone).toBe('Europe/Kaliningrad');

    for (const timezone of ['Mars/Base', '', 42]) {
      const bad = await t.request('/api/user/timezone/', { method: 'PUT', token, json: { timezone } });
      expect(bad.status).toBe(400);
      expect((await bad.json()).fields.timezone).toMatch(/[а-я]/i);
    }
  });
});
