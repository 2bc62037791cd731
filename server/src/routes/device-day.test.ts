import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

/**
 * The app names the day its device shows (X-Device-Day); the server's "today" follows it
 * (todayOnDevice): a device just past midnight starts the new day at once.
 */
describe.each(databaseKinds)("the device's day on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const on = (user: TestUser, deviceDay?: string) => ({
    headers: deviceDay ? { 'X-Device-Day': deviceDay } : undefined,
    token: user.token,
  });

  it("starts the next day for a habit when the device has passed midnight before the user's zone", async () => {
    t.clock.set('2026-11-25T20:50:00Z'); // 23:50 in Moscow, the user's zone
    const user = await signUp(t, 'Europe/Moscow');
    const created = await (await t.request('/api/habits/create/', { method: 'POST', ...on(user), json: { title: 'Зарядка', category: 1 } })).json();
    expect(await (await t.request(`/api/habits/${created.id}/progress/add/`, { method: 'POST', ...on(user), json: {} })).json()).toMatchObject({ daily_progress: 1, streak: 1 });

    // The device already shows the 26th: today is a new day, yesterday keeps the streak.
    const list = await (await t.request('/api/habits/', on(user, '2026-11-26'))).json();
    expect(list.active_habits[0]).toMatchObject({ daily_progress: 0, streak: 1, completed_dates: ['2026-11-25'] });
    const next = await (await t.request(`/api/habits/${created.id}/progress/add/`, { method: 'POST', ...on(user, '2026-11-26'), json: {} })).json();
    expect(next).toMatchObject({ daily_progress: 1, streak: 2, completed_dates: ['2026-11-25', '2026-11-26'] });

    // Without the header the server's own day (the 25th) still reads as done.
    expect((await (await t.request('/api/habits/', on(user))).json()).active_habits[0]).toMatchObject({ daily_progress: 1 });
  });

  it('counts the free tier of notes on the device day, and writes the note on it', async () => {
    t.clock.set('2026-11-25T20:50:00Z');
    const user = await signUp(t, 'Europe/Moscow');
    for (let i = 0; i < 3; i++) expect((await t.request('/api/notes/', { method: 'POST', ...on(user), json: { mood: 3 } })).status).toBe(201);
    expect((await t.request('/api/notes/', { method: 'POST', ...on(user), json: { mood: 3 } })).status).toBe(403);

    const tomorrow = await t.request('/api/notes/', { method: 'POST', ...on(user, '2026-11-26'), json: { mood: 4 } });
    expect(tomorrow.status).toBe(201);
    expect((await tomorrow.json()).note).toMatchObject({ date: '2026-11-26' });
  });

  it("counts a free user's active habits on the zone's day when the device's is later: a clock set ahead retires no habit to make room", async () => {
    t.clock.set('2026-11-25T12:00:00Z');
    const user = await signUp(t, 'Europe/Moscow');
    const weekLong = { category: 1, duration: 'period', period_value: 1, period_unit: 'weeks' };
    for (const title of ['Бег', 'Чтение', 'Растяжка']) {
      expect((await t.request('/api/habits/create/', { method: 'POST', ...on(user), json: { title, ...weekLong } })).status).toBe(201);
    }
    const monthAhead = '2026-12-25';
    // On the device's day the three are formed, but today they are not.
    expect((await (await t.request('/api/habits/', on(user, monthAhead))).json()).active_habits).toEqual([]);
    const fourth = await t.request('/api/habits/create/', { method: 'POST', ...on(user, monthAhead), json: { title: 'Медитация', category: 1 } });
    expect(fourth.status).toBe(403);
    expect(await fourth.json()).toMatchObject({ limit_type: 'habits', current_count: 3, max_count: 3 });
  });

  it("follows a device day however far away, for the user's records and the economy alike; each day pays once", async () => {
    t.clock.set('2026-11-25T12:00:00Z');
    const user = await signUp(t, 'Europe/Moscow');
    const created = await (await t.request('/api/habits/create/', { method: 'POST', ...on(user), json: { title: 'Чтение', category: 1 } })).json();
    await t.request(`/api/habits/${created.id}/progress/add/`, { method: 'POST', ...on(user), json: {} });
    // A device whose clock is set to a Sunday in March: a new day for the habit, written on that day.
    const far = '2027-03-14';
    expect((await (await t.request('/api/habits/', on(user, far))).json()).active_habits[0]).toMatchObject({ daily_progress: 0 });
    const marked = await (await t.request(`/api/habits/${created.id}/progress/add/`, { method: 'POST', ...on(user, far), json: {} })).json();
    expect(marked).toMatchObject({ daily_progress: 1, completed_dates: ['2026-11-25', far] });
    const note = await (await t.request('/api/notes/', { method: 'POST', ...on(user, far), json: { mood: 4 } })).json();
    expect(note.note).toMatchObject({ date: far });
    // The habit's target paid on each of its days; marked down and up again on the far day, nothing more.
    await t.request(`/api/habits/${created.id}/progress/decrease/`, { method: 'POST', ...on(user, far), json: {} });
    await t.request(`/api/habits/${created.id}/progress/add/`, { method: 'POST', ...on(user, far), json: {} });
    const ledger = await t.db.selectFrom('reward_ledger').select(['reason', 'day']).where('user_id', '=', user.userId).where('reason', '=', 'habit_target').orderBy('day').execute();
    expect(ledger.map((row) => row.day)).toEqual(['2026-11-25', far]);

    for (const wrong of ['2026-02-30', 'tomorrow']) {
      const list = await (await t.request('/api/habits/', on(user, wrong))).json();
      expect(list.active_habits[0], wrong).toMatchObject({ daily_progress: 1, completed_dates: ['2026-11-25', far] });
    }
  });

  it("writes a note at the device's instant and earns its achievements then; a wrong or missing instant is the server's", async () => {
    t.clock.set('2026-11-25T21:09:00Z'); // 00:09 on the 26th in Moscow
    const user = await signUp(t, 'Europe/Moscow');
    const device = { 'X-Device-Day': '2027-03-01', 'X-Device-Time': '2027-03-01T12:30:00.000Z' }; // 15:30 in Moscow
    const written = await (await t.request('/api/notes/', { method: 'POST', token: user.token, headers: device, json: { mood: 4 } })).json();
    expect(written.note).toMatchObject({ date: '2027-03-01', created_at: '2027-03-01T12:30:00.000Z' });
    // first_note, earned at that instant; night_owl (before 04:00 on the user's clock) is not: it is 15:30 there.
    const earned = await (await t.request('/api/achievements/?status=earned', { token: user.token })).json();
    expect(earned.achievements.map((a: { key: string; earned_at: string }) => [a.key, a.earned_at])).toEqual([['first_note', '2027-03-01T12:30:00.000Z']]);

    for (const wrong of [undefined, 'tomorrow', '2027-02-30T12:00:00Z']) {
      const headers = wrong ? { 'X-Device-Time': wrong } : undefined;
      const other = await (await t.request('/api/notes/', { method: 'POST', token: user.token, ...(headers ? { headers } : {}), json: { mood: 3 } })).json();
      expect(other.note.created_at, String(wrong)).toBe(t.clock.now().toISOString());
    }
  });
});
