import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponseSchema, profileResponseSchema } from '@tracker/shared/contract';
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
      status: { name: 'Новичок', emoji: '🌱' },
      subscription_status: 'Неактивна',
      is_subscription_active: false,
      auth: { is_telegram_linked: false },
      stats: { coins: 0, activity_points: 0, daily_earned: 0, total_goals_created: 0, total_habits_created: 0, total_mood_entries: 0 },
    });
  });

  it("counts a new user's days in the server's own zone (TZ) until the app tells theirs, so an API client and the server agree on today", async () => {
    const serverZone = process.env.TZ;
    try {
      for (const zone of ['Asia/Vladivostok', 'UTC']) {
        process.env.TZ = zone;
        const res = await t.request('/api/auth/register/', { method: 'POST', json: { username: `Zoned_${zone.replace('/', '_')}`, password: 'password1' } });
        const profile = await (await t.request('/api/user/profile', { token: (await res.json()).token })).json();
        expect(profile.timezone).toBe(zone);
      }
    } finally {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    }
  });

  it('answers profile, activity and username only for the caller, and another user as a 404', async () => {
    const other = await (await t.request('/api/auth/register/', { method: 'POST', json: { username: 'Neighbour', password: 'password1' } })).json();
    const me = (await (await t.request('/api/user/profile/?username=profiler', { token })).json()) as { id: number };
    expect(me).toMatchObject({ username: 'Profiler', mood: null });
    expect((await t.request('/api/user/profile/?username=', { token })).status).toBe(200);

    const activity = await (await t.request('/api/user/activity/?username=Profiler', { token })).json();
    expect(activityResponseSchema.parse(activity)).toMatchObject({ username: 'Profiler', activity_points: 0, status: { name: 'Новичок' }, total_goals_created: 0 });
    expect(await (await t.request(`/api/user/username/?user_id=${me.id}`, { token })).json()).toEqual({
      success: true,
      user_id: me.id,
      username: 'Profiler',
      display_name: 'Profiler',
    });

    for (const path of ['/api/user/profile/?username=Neighbour', '/api/user/activity/?username=nobody', `/api/user/username/?user_id=${other.user_id}`]) {
      const res = await t.request(path, { token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: 'Пользователь не найден', code: 'USER_NOT_FOUND' });
    }
    const bad = await t.request('/api/user/username/?user_id=abc', { token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'user_id: Положительное целое число', fields: { user_id: 'Положительное целое число' } });
  });

  it('answers the mood of the newest note in the profile', async () => {
    const writer = (await (await t.request('/api/auth/register/', { method: 'POST', json: { username: 'Writer', password: 'password1' } })).json()).token;
    await t.request('/api/notes/', { method: 'POST', token: writer, json: { mood: 2 } });
    await t.request('/api/notes/', { method: 'POST', token: writer, json: { mood: 5 } });
    expect((await (await t.request('/api/user/profile/', { token: writer })).json()).mood).toBe(5);
  });

  it('answers status and subscription', async () => {
    expect(await (await t.request('/api/user/status/', { token })).json()).toMatchObject({
      success: true,
      activity_points: 0,
      coins: 0,
      status: { name: 'Новичок' },
    });
    const summary = {
      success: true,
      has_subscription: false,
      is_subscription_active: false,
      subscription_status: 'Неактивна',
      subscription_expires_at: null,
    };
    // Also without /api, as the other subscription calls of the spec's table.
    for (const path of ['/api/user/subscription/', '/api/user/subscription', '/user/subscription/', '/user/subscription']) {
      expect(await (await t.request(path, { token })).json(), path).toEqual(summary);
    }
    expect((await t.request('/user/subscription/')).status).toBe(401);
  });

  it('stores a valid IANA time zone and refuses others', async () => {
    const ok = await t.request('/api/user/timezone/', { method: 'PUT', token, json: { timezone: 'Asia/Vladivostok' } });
    expect(await ok.json()).toEqual({ success: true, timezone: 'Asia/Vladivostok', moved_today: false });
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
