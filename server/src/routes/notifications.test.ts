import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettingsResponseSchema } from '@tracker/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

describe.each(databaseKinds)('notification settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const load = async (user: TestUser) => {
    const res = await t.request('/api/notifications/settings/', { token: user.token });
    expect(res.status).toBe(200);
    return notificationSettingsResponseSchema.parse(await res.json()).settings;
  };
  const save = (user: TestUser, json: unknown) => t.request('/api/notifications/settings/save/', { method: 'POST', token: user.token, json });

  it('needs a token', async () => {
    expect((await t.request('/api/notifications/settings/')).status).toBe(401);
    expect((await t.request('/api/notifications/settings/save/', { method: 'POST', json: {} })).status).toBe(401);
  });

  it('answers the defaults of the spec with the server names: every toggle on except motivational, 20:00 and 09:00', async () => {
    const user = await signUp(t, 'Asia/Vladivostok');
    expect(await load(user)).toEqual({
      notifications_enabled: true,
      info_notifications_enabled: true,
      mood_reminders_enabled: true,
      habit_reminders_enabled: true,
      achievement_notifications_enabled: true,
      motivational_messages_enabled: false,
      mood_reminder_time: '20:00',
      habit_reminder_time: '09:00',
      timezone: 'Asia/Vladivostok',
    });
  });

  it('saves what is sent, keeps the rest, and takes the device time zone as the user time zone', async () => {
    const user = await signUp(t);
    const res = await save(user, { mood_reminders_enabled: false, habit_reminder_time: '7:30', motivational_messages_enabled: true, timezone: 'Asia/Yekaterinburg' });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved).toMatchObject({ success: true, settings: { mood_reminders_enabled: false, habit_reminder_time: '07:30', timezone: 'Asia/Yekaterinburg' } });
    expect(await load(user)).toEqual({ ...saved.settings });
    expect(await load(user)).toMatchObject({ notifications_enabled: true, mood_reminder_time: '20:00', motivational_messages_enabled: true });
    expect((await (await t.request('/api/user/profile/', { token: user.token })).json()).timezone).toBe('Asia/Yekaterinburg');

    // Seconds from a time input are dropped; an empty save changes nothing.
    await save(user, { mood_reminder_time: '21:15:00' });
    expect((await (await save(user, {})).json()).settings).toMatchObject({ mood_reminder_time: '21:15', habit_reminder_time: '07:30' });
  });

  it.each([
    [{ mood_reminder_time: '25:00' }, 'mood_reminder_time'],
    [{ habit_reminder_time: 'вечером' }, 'habit_reminder_time'],
    [{ notifications_enabled: 'yes' }, 'notifications_enabled'],
    [{ timezone: 'Mars/Base' }, 'timezone'],
  ])('refuses %j naming the field in Russian', async (body, field) => {
    const user = await signUp(t);
    const res = await save(user, body);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(answer.fields[field]).toMatch(/[А-Яа-я]/);
    expect(await load(user)).toMatchObject({ mood_reminder_time: '20:00', notifications_enabled: true, timezone: 'Europe/Moscow' });
  });

  it('refuses a body that is not JSON', async () => {
    const user = await signUp(t);
    const res = await t.request('/api/notifications/settings/save/', {
      method: 'POST',
      token: user.token,
      headers: { 'content-type': 'application/json' },
      body: '{"notifications_enabled":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_JSON');
  });
});
