import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../services/tokens.ts';
import { insertUser } from '../services/users.ts';
import { TEST_SESSION_SECRET, createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { signUp } from '../testing/test-users.ts';

/**
 * A user made over REST counts days in the server's zone (a guess) until the app tells the device's;
 * the first time it does, what they did on the guessed today moves to the device's today.
 */
describe.each(databaseKinds)("the device's time zone on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A user the server has only guessed a zone for (UTC), as one made over REST on a UTC machine. */
  async function guessedUser() {
    const userId = await insertUser(t.db, { username: `guess_${Math.random().toString(36).slice(2, 10)}`, first_name: null, last_name: null, photo_url: null }, t.clock.now());
    await t.db.updateTable('users').set({ timezone: 'UTC' }).where('id', '=', userId).execute();
    return { userId, token: signAccessToken(userId, TEST_SESSION_SECRET, t.clock.now()) };
  }

  const told = (token: string, timezone: string) => t.request('/api/user/timezone/', { method: 'PUT', token, json: { timezone } });

  it("moves the guessed today's notes, habit marks and daily caps to the device's today, once", async () => {
    t.clock.set('2026-11-25T21:30:00Z'); // the 25th in UTC, already 00:30 on the 26th in Moscow
    const { token } = await guessedUser();
    await t.request('/api/notes/', { method: 'POST', token, json: { mood: 4, text: 'Записано до входа в приложение' } });
    const habit = await (await t.request('/api/habits/create/', { method: 'POST', token, json: { title: 'Зарядка', category: 1 } })).json();
    await t.request(`/api/habits/${habit.id}/progress/add/`, { method: 'POST', token, json: {} });
    const game = { game_type: 'memory', score: 90, time: 40, moves: 12, difficulty: 'easy', completed: true };
    const paid = (await (await t.request('/api/minigames/save-result/', { method: 'POST', token, json: game })).json()).data.coins_earned;
    expect(paid).toBeGreaterThan(0);

    expect(await (await told(token, 'Europe/Moscow')).json()).toEqual({ success: true, timezone: 'Europe/Moscow', moved_today: true });
    const today = await (await t.request('/api/notes/list/?from=2026-11-26&to=2026-11-26', { token })).json();
    expect(today.notes.map((n: { text: string; date: string }) => [n.text, n.date])).toEqual([['Записано до входа в приложение', '2026-11-26']]);
    expect((await (await t.request('/api/habits/', { token })).json()).active_habits[0]).toMatchObject({ daily_progress: 1, streak: 1, completed_dates: ['2026-11-26'] });
    expect((await (await t.request('/api/user/profile/', { token })).json()).stats.daily_earned).toBe(paid);

    // Told once: a later zone (a trip) changes the days to come, not the days recorded.
    // A zone in other letter case is the zone, kept as the IANA database spells it.
    expect(await (await told(token, 'america/los_angeles')).json()).toMatchObject({ timezone: 'America/Los_Angeles', moved_today: false });
    expect((await (await t.request('/api/user/profile/', { token })).json()).timezone).toBe('America/Los_Angeles');
    const again = await (await t.request('/api/notes/list/', { token })).json();
    expect(again.notes[0].date).toBe('2026-11-26');
  });

  it('keeps the days of a user whose zone a device has told, and of one whose guess agrees', async () => {
    t.clock.set('2026-11-25T21:30:00Z');
    const traveller = await signUp(t, 'UTC');
    await t.request('/api/notes/', { method: 'POST', token: traveller.token, json: { mood: 3 } });
    await told(traveller.token, 'Europe/Moscow');
    expect((await (await t.request('/api/notes/list/', { token: traveller.token })).json()).notes[0].date).toBe('2026-11-25');

    t.clock.set('2026-11-25T12:00:00Z'); // the 25th in both zones
    const { token } = await guessedUser();
    await t.request('/api/notes/', { method: 'POST', token, json: { mood: 3 } });
    await told(token, 'Europe/Moscow');
    expect((await (await t.request('/api/notes/list/', { token })).json()).notes[0].date).toBe('2026-11-25');
  });

  it('keeps a habit made today open today after a trip west, however its start day was moved', async () => {
    t.clock.set('2026-11-26T18:30:00Z'); // the 26th in Moscow, the 27th at Kiritimati, still the 26th in Los Angeles
    const { userId, token } = await guessedUser();
    await t.db.updateTable('users').set({ timezone: 'Europe/Moscow' }).where('id', '=', userId).execute();
    const habit = await (await t.request('/api/habits/create/', { method: 'POST', token, json: { title: 'Растяжка', category: 1 } })).json();
    expect(await (await told(token, 'Pacific/Kiritimati')).json()).toMatchObject({ moved_today: true });

    expect((await told(token, 'America/Los_Angeles')).status).toBe(200);
    const added = await t.request(`/api/habits/${habit.id}/progress/add/`, { method: 'POST', token, headers: { 'X-Device-Day': '2026-11-26' }, json: {} });
    expect(added.status).toBe(200);
    const [listed] = (await (await t.request('/api/habits/', { token, headers: { 'X-Device-Day': '2026-11-26' } })).json()).active_habits;
    expect(listed).toMatchObject({ start_date: '2026-11-26', is_due_today: true, daily_progress: 1, streak: 1 });
  });

  it('leaves a habit mark where the device day already has one', async () => {
    t.clock.set('2026-11-25T02:00:00Z'); // the 25th in UTC, still the 24th in Los Angeles
    const { token } = await guessedUser();
    const habit = await (await t.request('/api/habits/create/', { method: 'POST', token, headers: { 'X-Device-Day': '2026-11-24' }, json: { title: 'Чтение', category: 1 } })).json();
    await t.request(`/api/habits/${habit.id}/progress/add/`, { method: 'POST', token, headers: { 'X-Device-Day': '2026-11-24' }, json: {} });
    await t.request(`/api/habits/${habit.id}/progress/add/`, { method: 'POST', token, json: {} });

    expect((await told(token, 'America/Los_Angeles')).status).toBe(200);
    const [listed] = (await (await t.request('/api/habits/', { token, headers: { 'X-Device-Day': '2026-11-25' } })).json()).active_habits;
    expect(listed).toMatchObject({ daily_progress: 1, completed_dates: ['2026-11-24', '2026-11-25'] });
  });
});
