import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tracker/shared/domain';
import { achievementsResponseSchema, statusResponseSchema } from '@tracker/shared/contract';
import { createTestApp, TEST_SESSION_SECRET, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, linkTelegram, signUp, subscribe } from '../testing/test-users.ts';
import { creditPayment, signInvoicePayload } from './subscription.ts';

const DAY = 24 * 3600_000;

/** The earning events of ECONOMY.md, through the API, on both databases. */
describe.each(databaseKinds)('earning rewards on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const api = (user: TestUser) => ({
    createGoal: async (body: object = {}) =>
      (await t.request('/api/goals/create/', { method: 'POST', token: user.token, json: { title: 'Выучить испанский', category: 1, ...body } })).json(),
    updateGoal: (id: number, body: object) => t.request(`/api/goals/${id}/`, { method: 'PUT', token: user.token, json: body }),
    createHabit: async (body: object = {}) =>
      (await t.request('/api/habits/create/', { method: 'POST', token: user.token, json: { title: 'Зарядка', category: 1, ...body } })).json(),
    add: (id: number) => t.request(`/api/habits/${id}/progress/add/`, { method: 'POST', token: user.token, json: {} }),
    decrease: (id: number) => t.request(`/api/habits/${id}/progress/decrease/`, { method: 'POST', token: user.token }),
    note: (body: object = {}) => t.request('/api/notes/', { method: 'POST', token: user.token, json: { mood: 4, ...body } }),
    /** Points, coins and status as the profile's status call shows them. */
    balance: async () => {
      const body = statusResponseSchema.parse(await (await t.request('/api/user/status/', { token: user.token })).json());
      return { points: body.activity_points, coins: body.coins, status: body.status.name };
    },
    earned: async () => {
      const res = await t.request('/api/achievements/?status=earned&page_size=100', { token: user.token });
      return achievementsResponseSchema.parse(await res.json()).achievements.map((a) => a.key).sort();
    },
  });

  /** The balances on the user row always equal the ledger's sums. */
  async function expectBalancesMatchLedger(userId: number) {
    const user = await t.db.selectFrom('users').select(['coins', 'activity_points']).where('id', '=', userId).executeTakeFirstOrThrow();
    const sums = await t.db
      .selectFrom('reward_ledger')
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<number | string>('coins'), eb.lit(0)).as('coins'), eb.fn.coalesce(eb.fn.sum<number | string>('activity_points'), eb.lit(0)).as('points')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect({ coins: Number(sums.coins), points: Number(sums.points) }).toEqual({ coins: user.coins, points: user.activity_points });
  }

  it('pays a habit reaching its daily target once per local day, whatever happens to the count in between', async () => {
    t.clock.set('2026-11-23T09:00:00Z'); // 12:00 in Moscow
    const user = await signUp(t);
    const u = api(user);
    const habit = await u.createHabit({ daily_target: 2 });
    expect(await u.earned()).toEqual(['first_habit']);
    const start = await u.balance();
    expect(start).toMatchObject({ points: 2, coins: 5 }); // first_habit

    await u.add(habit.id);
    expect(await u.balance()).toEqual(start); // 1 of 2: nothing yet
    await u.add(habit.id);
    expect(await u.balance()).toMatchObject({ points: start.points + 1, coins: start.coins + 2 });

    expect((await u.add(habit.id)).status).toBe(400); // a third +1 at the target is refused and pays nothing
    t.clock.advance(60_000);
    await u.decrease(habit.id);
    t.clock.advance(60_000);
    await u.add(habit.id); // below and back to the target the same day
    expect(await u.balance()).toMatchObject({ points: start.points + 1, coins: start.coins + 2 });

    t.clock.advance(DAY);
    await u.add(habit.id);
    await u.add(habit.id);
    expect(await u.balance()).toMatchObject({ points: start.points + 2, coins: start.coins + 4 });
    await expectBalancesMatchLedger(user.userId);
  });

  it('pays a completed goal once (a goal created completed too), and reaching 10 points makes the status Исследователь', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const u = api(user);
    const goal = await u.createGoal();
    expect(await u.balance()).toEqual({ points: 2, coins: 5, status: 'Новичок' }); // first_goal

    expect((await u.updateGoal(goal.id, { status: 'completed' })).status).toBe(200);
    // goal 5 points + 10 coins, goals_1 3 points + 10 coins
    expect(await u.balance()).toEqual({ points: 10, coins: 25, status: 'Исследователь' });
    expect(await u.earned()).toEqual(['first_goal', 'goals_1']);

    await u.updateGoal(goal.id, { status: 'active' });
    await u.updateGoal(goal.id, { status: 'completed' });
    await u.updateGoal(goal.id, { title: 'Выучить испанский до лета' });
    expect(await u.balance()).toEqual({ points: 10, coins: 25, status: 'Исследователь' });

    const created = await u.createGoal({ status: 'completed' });
    expect(await u.balance()).toMatchObject({ points: 15, coins: 35 }); // the goal's 5 points and 10 coins
    await u.updateGoal(created.id, { status: 'active' });
    await u.updateGoal(created.id, { status: 'completed' });
    expect(await u.balance()).toMatchObject({ points: 15, coins: 35 });

    const profile = await (await t.request('/api/user/profile/', { token: user.token })).json();
    expect(profile.stats).toMatchObject({ activity_points: 15, coins: 35 });
    expect(profile.status).toMatchObject({ name: 'Исследователь', emoji: '🧭' });
    await expectBalancesMatchLedger(user.userId);
  });

  it('earns goals_5 with the fifth completed goal', async () => {
    const user = await signUp(t);
    await subscribe(t, user.userId, new Date(t.clock.now().getTime() + 30 * DAY));
    const u = api(user);
    for (let i = 0; i < 4; i++) await u.createGoal({ status: 'completed' });
    expect(await u.earned()).toEqual(['first_goal', 'goals_1']);
    await u.createGoal({ status: 'completed' });
    expect(await u.earned()).toEqual(['first_goal', 'goals_1', 'goals_5']);
  });

  /** How many ledger rows of `reason` the user has. */
  const paidCount = async (userId: number, reason: string) =>
    Number(
      (
        await t.db
          .selectFrom('reward_ledger')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .where('reason', '=', reason as 'goal_completed')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('pays every goal completed and every habit target reached in a day: only notes have a daily cap (ECONOMY.md)', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    await subscribe(t, user.userId, new Date('2027-01-01T00:00:00Z'));
    const u = api(user);
    for (let i = 0; i < 10; i++) {
      const goal = await u.createGoal();
      expect((await u.updateGoal(goal.id, { status: 'completed' })).status).toBe(200);
    }
    expect(await paidCount(user.userId, 'goal_completed')).toBe(10);
    expect(await u.earned()).toEqual(expect.arrayContaining(['goals_1', 'goals_5', 'goals_10']));
    const afterGoals = await u.balance();
    for (let i = 0; i < 11; i++) expect((await u.add((await u.createHabit()).id)).status).toBe(200);
    expect(await paidCount(user.userId, 'habit_target')).toBe(11);
    // 11 targets at 1 point and 2 coins, and first_habit's 2 points and 5 coins.
    expect(await u.balance()).toMatchObject({ points: afterGoals.points + 11 + 2, coins: afterGoals.coins + 22 + 5 });
    await expectBalancesMatchLedger(user.userId);
  });

  it('pays at most three notes a local day', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    await subscribe(t, user.userId, new Date('2027-01-01T00:00:00Z'));
    const u = api(user);
    await u.note();
    const afterFirst = await u.balance();
    expect(afterFirst).toMatchObject({ points: 1 + 2, coins: 1 + 5 }); // the note and first_note
    await u.note();
    await u.note();
    const afterThird = await u.balance();
    expect(afterThird).toMatchObject({ points: afterFirst.points + 2, coins: afterFirst.coins + 2 });

    expect((await u.note()).status).toBe(201);
    expect(await u.balance()).toEqual(afterThird); // the fourth of the day pays nothing

    t.clock.advance(DAY);
    await u.note();
    expect(await u.balance()).toMatchObject({ points: afterThird.points + 1, coins: afterThird.coins + 1 });
    await expectBalancesMatchLedger(user.userId);
  });

  it('counts days on the user clock: in UTC+10, 23:59 and 00:01 are two days (and 00:01 is night owl and early bird time)', async () => {
    const user = await signUp(t, 'Asia/Vladivostok');
    await subscribe(t, user.userId, new Date('2027-01-01T00:00:00Z'));
    const u = api(user);
    t.clock.set('2026-11-23T13:59:00Z'); // 23:59 on 23 November in Vladivostok
    const habit = await u.createHabit();
    for (let i = 0; i < 3; i++) expect((await u.note()).status).toBe(201);
    expect((await u.add(habit.id)).status).toBe(200);
    const lateEvening = await u.balance();

    t.clock.set('2026-11-23T14:01:00Z'); // 00:01 on 24 November there; still 23 November in UTC
    await u.note();
    expect((await u.add(habit.id)).status).toBe(200);
    const rows = await t.db.selectFrom('reward_ledger').select(['reason', 'day']).where('user_id', '=', user.userId).where('reason', '!=', 'achievement').orderBy('id').execute();
    expect(rows).toEqual([
      ...Array(3).fill({ reason: 'note_written', day: '2026-11-23' }),
      { reason: 'habit_target', day: '2026-11-23' },
      { reason: 'note_written', day: '2026-11-24' },
      { reason: 'habit_target', day: '2026-11-24' },
    ]);
    expect(await u.earned()).toEqual(expect.arrayContaining(['night_owl', 'early_bird']));
    // note 1/1 + habit 1/2 + night_owl 3/15 + early_bird 3/15 (the two-day streak earns nothing yet)
    expect(await u.balance()).toMatchObject({ points: lateEvening.points + 8, coins: lateEvening.coins + 33 });
    await expectBalancesMatchLedger(user.userId);
  });

  it('earns night_owl only for a note written before 04:00 local', async () => {
    const user = await signUp(t); // Moscow, UTC+3
    const u = api(user);
    t.clock.set('2026-11-24T01:05:00Z'); // 04:05 in Moscow
    await u.note();
    expect(await u.earned()).not.toContain('night_owl');
    t.clock.set('2026-11-25T00:55:00Z'); // 03:55 in Moscow
    await u.note();
    expect(await u.earned()).toContain('night_owl');
  });

  it('earns early_bird for habit progress before 07:00 local, not at 07:00', async () => {
    const user = await signUp(t);
    const u = api(user);
    t.clock.set('2026-11-24T04:00:00Z'); // 07:00 in Moscow
    const habit = await u.createHabit({ daily_target: 3 });
    await u.add(habit.id);
    expect(await u.earned()).not.toContain('early_bird');
    t.clock.set('2026-11-25T03:59:00Z'); // 06:59 in Moscow
    const before = await u.balance();
    await u.add(habit.id);
    expect(await u.earned()).toContain('early_bird');
    expect(await u.balance()).toMatchObject({ points: before.points + 3, coins: before.coins + 15 });
  });

  it('earns streak_3 on the third day in a row a habit reaches its target', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const u = api(user);
    const habit = await u.createHabit();
    await u.add(habit.id);
    t.clock.advance(DAY);
    await u.add(habit.id);
    expect(await u.earned()).not.toContain('streak_3');
    t.clock.advance(DAY);
    const res = await (await u.add(habit.id)).json();
    expect(res.streak).toBe(3);
    expect(await u.earned()).toContain('streak_3');
  });

  it('earns diary_7 with notes on seven days in a row, not six', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const u = api(user);
    for (let day = 0; day < 6; day++) {
      await u.note();
      t.clock.advance(DAY);
    }
    expect(await u.earned()).toEqual(['first_note']);
    await u.note();
    expect(await u.earned()).toEqual(['diary_7', 'first_note']);
  });

  it('earns rainbow with all five moods within seven local days', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const u = api(user);
    for (const mood of [1, 2, 3, 4]) {
      await u.note({ mood });
      t.clock.advance(DAY);
    }
    t.clock.advance(2 * DAY); // the sixth and seventh day of the week
    await u.note({ mood: 4 });
    expect(await u.earned()).not.toContain('rainbow');
    await u.note({ mood: 5 });
    expect(await u.earned()).toContain('rainbow');
  });

  it('earns comeback for activity after seven idle days, not six, and only once', async () => {
    t.clock.set('2026-11-02T09:00:00Z');
    const user = await signUp(t);
    const u = api(user);
    await u.note(); // active on 2 November
    t.clock.set('2026-11-09T09:00:00Z'); // 3..8 idle: six days
    const habit = await u.createHabit();
    expect(await u.earned()).not.toContain('comeback');
    t.clock.set('2026-11-17T09:00:00Z'); // 10..16 idle: seven days
    const before = await u.balance();
    await u.add(habit.id);
    expect(await u.earned()).toContain('comeback');
    expect(await u.balance()).toMatchObject({ points: before.points + 1 + 5, coins: before.coins + 2 + 20 }); // the target and comeback
    t.clock.set('2026-12-01T09:00:00Z');
    await u.note();
    expect((await u.earned()).filter((k) => k === 'comeback')).toHaveLength(1);
    await expectBalancesMatchLedger(user.userId);
  });

  it('does not count the first activity ever, however long after signing up, as a comeback', async () => {
    t.clock.set('2026-11-02T09:00:00Z');
    const user = await signUp(t);
    const u = api(user);
    t.clock.set('2026-11-20T09:00:00Z');
    const habit = await u.createHabit({ daily_target: 2 });
    await u.add(habit.id);
    await u.add(habit.id);
    expect(await u.earned()).not.toContain('comeback');
  });

  it('earns perfect_week when every due habit met its target on seven days running', async () => {
    t.clock.set('2026-11-16T09:00:00Z'); // a Monday
    const user = await signUp(t);
    const u = api(user);
    const daily = await u.createHabit();
    const mondays = await u.createHabit({ frequency: 'weekly', week_days: [1] });
    await u.add(mondays.id);
    for (let day = 0; day < 6; day++) {
      await u.add(daily.id);
      t.clock.advance(DAY);
    }
    expect(await u.earned()).not.toContain('perfect_week');
    await u.add(daily.id); // Sunday: the seventh day
    expect(await u.earned()).toContain('perfect_week');
  });

  it("earns perfect_week over the week a device's clock walks through, while the server's day stays one", async () => {
    t.clock.set('2026-11-25T09:00:00Z');
    const user = await signUp(t);
    const onDay = (day: string) => ({ token: user.token, headers: { 'X-Device-Day': day } });
    const start = '2027-03-01';
    const habit = await (await t.request('/api/habits/create/', { method: 'POST', ...onDay(start), json: { title: 'Зарядка', category: 1 } })).json();
    for (let i = 0; i < 7; i++) {
      const day = addDays(start, i);
      expect((await t.request(`/api/habits/${habit.id}/progress/add/`, { method: 'POST', ...onDay(day), json: {} })).status).toBe(200);
    }
    expect(await api(user).earned()).toContain('perfect_week');
  });

  it("earns comeback and pays the day's notes again on a device day a week and more after the last activity", async () => {
    t.clock.set('2026-11-25T09:00:00Z');
    const user = await signUp(t);
    const note = (day: string) => t.request('/api/notes/', { method: 'POST', token: user.token, headers: { 'X-Device-Day': day }, json: { mood: 4 } });
    await note('2027-03-01');
    expect(await api(user).earned()).not.toContain('comeback');
    const before = await api(user).balance();
    await note('2027-03-10');
    expect(await api(user).earned()).toContain('comeback');
    // The note of the new day paid as well (a coin on top of comeback's).
    const ledger = await t.db.selectFrom('reward_ledger').select('day').where('user_id', '=', user.userId).where('reason', '=', 'note_written').orderBy('day').execute();
    expect(ledger.map((row) => row.day)).toEqual(['2027-03-01', '2027-03-10']);
    expect((await api(user).balance()).coins).toBeGreaterThan(before.coins);
  });

  it('does not earn perfect_week when a due habit was missed on one day of the week', async () => {
    t.clock.set('2026-11-16T09:00:00Z');
    const user = await signUp(t);
    const u = api(user);
    const first = await u.createHabit();
    const second = await u.createHabit({ title: 'Чтение' });
    for (let day = 0; day < 7; day++) {
      await u.add(first.id);
      if (day !== 3) await u.add(second.id);
      t.clock.advance(DAY);
    }
    expect(await u.earned()).not.toContain('perfect_week');
  });

  it('earns premium when a subscription payment is credited, once', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const u = api(user);
    const payload = signInvoicePayload({ userId: user.userId, plan: 'yearly', amount: 999, expiresAt: new Date(t.clock.now().getTime() + 3600_000) }, TEST_SESSION_SECRET);
    const payment = { currency: 'XTR', total_amount: 999, invoice_payload: payload, telegram_payment_charge_id: `charge-${user.userId}` };
    await linkTelegram(t, user.userId, 777);
    expect((await creditPayment(t.db, TEST_SESSION_SECRET, 777, payment, t.clock.now())).status).toBe('activated');
    expect(await creditPayment(t.db, TEST_SESSION_SECRET, 777, payment, t.clock.now())).toEqual({ status: 'duplicate' });
    expect(await u.earned()).toEqual(['premium']);
    expect(await u.balance()).toMatchObject({ points: 10, coins: 50 });
    await expectBalancesMatchLedger(user.userId);
  });
});
