import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { habitsResponseSchema } from '@tracker/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp, subscribe } from '../testing/test-users.ts';

const HOUR = 3600_000;
const MINUTE = 60_000;

describe.each(databaseKinds)('habits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const api = (user: TestUser) => ({
    create: (body: object) => t.request('/api/habits/create/', { method: 'POST', token: user.token, json: { title: 'Зарядка', category: 1, ...body } }),
    update: (id: number, body: object) => t.request(`/api/habits/${id}/`, { method: 'PUT', token: user.token, json: body }),
    add: (id: number, amount?: number) => t.request(`/api/habits/${id}/progress/add/`, { method: 'POST', token: user.token, json: amount ? { amount } : {} }),
    decrease: (id: number) => t.request(`/api/habits/${id}/progress/decrease/`, { method: 'POST', token: user.token }),
    list: async () => habitsResponseSchema.parse(await (await t.request('/api/habits/', { token: user.token })).json()),
  });

  it('counts today up to the target, refuses more, and follows a decrease', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const h = api(user);
    const created = await (await h.create({ daily_target: 3 })).json();
    expect(created).toMatchObject({ daily_target: 3, daily_progress: 0, streak: 0, completed_dates: [], frequency: 'daily', week_days: [0, 1, 2, 3, 4, 5, 6], icon: 'change', is_due_today: true });

    expect(await (await h.add(created.id)).json()).toMatchObject({ daily_progress: 1, streak: 0, completed_dates: [] });
    const over = await h.add(created.id, 3);
    expect(over.status).toBe(400);
    expect((await over.json()).error).toContain('Нельзя превысить дневную цель');
    const done = await (await h.add(created.id, 2)).json();
    expect(done).toEqual({ success: true, daily_progress: 3, daily_target: 3, streak: 1, completed_dates: ['2026-11-23'], last_completed: '2026-11-23' });

    const again = await h.add(created.id);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toContain('уже выполнена сегодня');

    const down = await (await h.decrease(created.id)).json();
    expect(down).toMatchObject({ daily_progress: 2, streak: 0, completed_dates: [] });
    await h.decrease(created.id);
    await h.decrease(created.id);
    const zero = await h.decrease(created.id);
    expect(zero.status).toBe(400);
    expect(await zero.json()).toMatchObject({ code: 'HABIT_PROGRESS_ZERO' });
  });

  it("uses the user's day: 23:59 counts for that day, 00:01 for the next (UTC+10 and UTC-8)", async () => {
    for (const [zone, lateEvening] of [
      ['Asia/Vladivostok', '2026-11-24T13:59:00Z'], // 23:59 on the 24th in UTC+10
      ['America/Los_Angeles', '2026-11-25T07:59:00Z'], // 23:59 on the 24th in UTC-8
    ] as const) {
      t.clock.set(lateEvening);
      const user = await signUp(t, zone);
      const h = api(user);
      const { id } = await (await h.create({})).json();
      expect((await (await h.add(id)).json()).completed_dates).toEqual(['2026-11-24']);
      t.clock.advance(2 * MINUTE); // 00:01 local on the 25th
      const habit = (await h.list()).active_habits[0]!;
      expect(habit).toMatchObject({ daily_progress: 0, streak: 1, completed_dates: ['2026-11-24'] });
      expect((await (await h.add(id)).json())).toMatchObject({ daily_progress: 1, streak: 2, completed_dates: ['2026-11-24', '2026-11-25'] });
    }
  });

  it('keeps a streak across days, and a missed day breaks it', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const h = api(user);
    const { id } = await (await h.create({})).json();
    for (let d = 0; d < 3; d++) {
      await h.add(id);
      t.clock.advance(24 * HOUR);
    }
    expect((await h.list()).active_habits[0]).toMatchObject({ streak: 3, daily_progress: 0 });
    t.clock.advance(24 * HOUR); // a whole day missed
    expect((await h.list()).active_habits[0]!.streak).toBe(0);
  });

  it("lists habits newest first, each with its own days' history only", async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const h = api(user);
    const older = (await (await h.create({ title: 'Бег', daily_target: 2 })).json()).id;
    const newer = (await (await h.create({ title: 'Чтение' })).json()).id;
    await h.add(older, 2);
    t.clock.advance(24 * HOUR);
    await h.add(older);
    await h.add(newer);
    const { active_habits } = await h.list();
    expect(active_habits.map((x) => [x.id, x.daily_progress, x.streak, x.completed_dates])).toEqual([
      [newer, 1, 1, ['2026-11-24']],
      [older, 1, 1, ['2026-11-23']],
    ]);
  });

  it('counts a weekly habit only on its days; unscheduled days neither break nor extend the streak', async () => {
    t.clock.set('2026-11-23T09:00:00Z'); // Monday
    const user = await signUp(t);
    const h = api(user);
    const habit = await (await h.create({ frequency: 'weekly', week_days: [1, 3, 7] })).json();
    expect(habit.week_days).toEqual([0, 1, 3]);
    await h.add(habit.id); // Monday
    t.clock.advance(24 * HOUR); // Tuesday: not scheduled
    const refused = await h.add(habit.id);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'HABIT_NOT_SCHEDULED' });
    const tuesday = (await h.list()).active_habits[0]!;
    expect(tuesday).toMatchObject({ streak: 1, is_due_today: false });
    t.clock.advance(24 * HOUR); // Wednesday
    expect(await (await h.add(habit.id)).json()).toMatchObject({ streak: 2 });
  });

  it("a new daily target judges today (a lower one caps today's count) and leaves past days as they were counted", async () => {
    t.clock.set('2026-11-22T09:00:00Z');
    const user = await signUp(t);
    const h = api(user);
    const { id } = await (await h.create({ daily_target: 4 })).json();
    await h.add(id, 4);
    t.clock.advance(24 * HOUR);
    await h.add(id, 4);
    const lowered = await (await h.update(id, { daily_target: 2 })).json();
    expect(lowered).toMatchObject({ daily_target: 2, daily_progress: 2, completed_dates: ['2026-11-22', '2026-11-23'], streak: 2 });
    const raised = await (await h.update(id, { daily_target: 3 })).json();
    expect(raised).toMatchObject({ daily_target: 3, daily_progress: 2, completed_dates: ['2026-11-22'], streak: 1 });
  });

  it('a target lowered to the count of the day completes the day and pays it, once, as the + reaching it would', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const h = api(user);
    const { id } = await (await h.create({ daily_target: 3 })).json();
    await h.add(id, 2);
    const paid = () =>
      t.db.selectFrom('reward_ledger').select(['reason', 'day', 'coins']).where('user_id', '=', user.userId).where('reason', '=', 'habit_target').execute();
    expect(await paid()).toEqual([]);
    expect(await (await h.update(id, { daily_target: 2 })).json()).toMatchObject({ daily_progress: 2, completed_dates: ['2026-11-23'], streak: 1 });
    expect(await paid()).toEqual([{ reason: 'habit_target', day: '2026-11-23', coins: 2 }]);
    // Up and down again, or a lower target still: the day was paid.
    await h.update(id, { daily_target: 3 });
    await h.update(id, { daily_target: 2 });
    await h.update(id, { daily_target: 1 });
    expect(await paid()).toHaveLength(1);
  });

  it('reset-daily-progress is idempotent and never loses a completed day', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const h = api(user);
    const { id } = await (await h.create({ daily_target: 2 })).json();
    await h.add(id, 2);
    for (let i = 0; i < 2; i++) {
      const res = await t.request('/api/habits/reset-daily-progress/', { method: 'POST', token: user.token });
      expect(await res.json()).toEqual({ success: true });
    }
    expect((await h.list()).active_habits[0]).toMatchObject({ daily_progress: 2, completed_dates: ['2026-11-23'], streak: 1 });
    t.clock.advance(24 * HOUR);
    await t.request('/api/habits/reset-daily-progress/', { method: 'POST', token: user.token });
    expect((await h.list()).active_habits[0]).toMatchObject({ daily_progress: 0, completed_dates: ['2026-11-23'], streak: 1 });
  });

  it("gives a period habit's progress of every day (day_progress) in the list and alone; an endless habit has none", async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const h = api(user);
    const period = (await (await h.create({ title: 'Бег', daily_target: 3, duration: 'period', period_value: 2, period_unit: 'weeks' })).json()).id;
    const endless = (await (await h.create({ title: 'Чтение' })).json()).id;
    await h.add(period, 3);
    await h.add(endless);
    t.clock.advance(24 * HOUR);
    await h.add(period, 1);
    t.clock.advance(24 * HOUR);
    const { active_habits } = await h.list();
    const listed = new Map(active_habits.map((x) => [x.id, x]));
    expect(listed.get(period)).toMatchObject({ day_progress: { '2026-11-23': 3, '2026-11-24': 1 }, completed_dates: ['2026-11-23'], daily_progress: 0, streak: 0 });
    expect(listed.get(endless)).toMatchObject({ day_progress: {}, completed_dates: ['2026-11-23'], streak: 0 });
    const { habit: alone } = await (await t.request(`/api/habits/${period}/`, { token: user.token })).json();
    expect(alone).toMatchObject({ day_progress: listed.get(period)!.day_progress, completed_dates: listed.get(period)!.completed_dates });
  });

  it('moves a period habit to the formed list after its last day', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const h = api(user);
    const habit = await (await h.create({ duration: 'period', period_value: 2, period_unit: 'days' })).json();
    expect(habit).toMatchObject({ start_date: '2026-11-23', end_date: '2026-11-24', is_active: true });
    t.clock.advance(48 * HOUR);
    const lists = await h.list();
    expect(lists.active_habits).toHaveLength(0);
    expect(lists.completed_habits.map((x) => x.id)).toEqual([habit.id]);
  });

  it.each([
    [{ daily_target: 0 }, 'daily_target'],
    [{ daily_target: 101 }, 'daily_target'],
    [{ duration: 'period', period_value: 366, period_unit: 'days' }, 'period_value'],
    [{ duration: 'period', period_value: 10 }, 'period_unit'],
    [{ duration: 'period', period_value: 10, period_unit: 'years' }, 'period_unit'],
    [{ frequency: 'weekly', week_days: [] }, 'week_days'],
    [{ week_days: [8] }, 'week_days.0'],
    [{ frequency: 'hourly' }, 'frequency'],
    [{ title: '' }, 'title'],
  ])('refuses %j naming %s', async (body, field) => {
    const user = await signUp(t);
    const res = await api(user).create(body);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(answer.fields[field]).toMatch(/[а-я]/i);
  });

  it('takes icon null or "" as not given: the default icon on create, the icon kept on update', async () => {
    const user = await signUp(t);
    const h = api(user);
    for (const icon of [null, '', '  ']) {
      const created = await (await h.create({ icon })).json();
      expect(created.icon).toBe('change');
      await h.update(created.id, { icon: 'book' });
      const updated = await (await h.update(created.id, { icon, title: 'Новое' })).json();
      expect(updated).toMatchObject({ icon: 'book', title: 'Новое' });
      await t.request(`/api/habits/${created.id}/delete/`, { method: 'DELETE', token: user.token });
    }
    const wrong = await h.create({ icon: ['x'] });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ icon: 'Иконка должна быть строкой' });
  });

  it('refuses text with U+0000 (PostgreSQL cannot store it) with a 400 naming the field, on create and on update', async () => {
    const h = api(await signUp(t));
    const created = await h.create({ description: 'до\u0000после' });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { description: 'Текст содержит недопустимый символ' } });
    const { id } = await (await h.create({})).json();
    const updated = await h.update(id, { title: '\u0000' });
    expect(updated.status).toBe(400);
    expect((await updated.json()).error).toBe('title: Текст содержит недопустимый символ');
    expect((await h.list()).active_habits.find((x) => x.id === id)?.title).toBe('Зарядка');
  });

  it('reads numbers sent as strings in every numeric field, week days included, but no empty or true as a day', async () => {
    const user = await signUp(t);
    const h = api(user);
    const created = await (await h.create({ category: '2', frequency: 'weekly', week_days: ['1', '3', ' 7 '], duration: 'period', period_value: '21', period_unit: 'days', daily_target: '2' })).json();
    expect(created).toMatchObject({ category: 2, week_days: [0, 1, 3], period_value: 21, daily_target: 2 });
    const updated = await (await h.update(created.id, { week_days: ['2', 4] })).json();
    expect(updated.week_days).toEqual([2, 4]);
    for (const day of ['', null, true, 'пн', '1.5']) {
      const res = await h.create({ frequency: 'weekly', week_days: [day] });
      expect(res.status, JSON.stringify(day)).toBe(400);
      expect((await res.json()).fields['week_days.0']).toBe('Дни недели — числа от 0 до 6');
    }
  });

  it('ignores an empty period of an endless habit and takes daily_target null as the default', async () => {
    const user = await signUp(t);
    const h = api(user);
    for (const empty of ['', null]) {
      const res = await h.create({ duration: 'infinite', period_value: empty, period_unit: empty, daily_target: null });
      expect(res.status, JSON.stringify(empty)).toBe(201);
      const created = await res.json();
      expect(created).toMatchObject({ duration: 'infinite', period_value: null, period_unit: null, daily_target: 1, end_date: null });
      await h.update(created.id, { daily_target: 3 });
      const updated = await (await h.update(created.id, { daily_target: empty, period_value: empty, period_unit: empty })).json();
      expect(updated).toMatchObject({ daily_target: 3, period_value: null });
      await t.request(`/api/habits/${created.id}/delete/`, { method: 'DELETE', token: user.token });
    }
    // A period habit still needs both.
    const period = await h.create({ duration: 'period', period_value: '', period_unit: 'days' });
    expect(period.status).toBe(400);
    expect((await period.json()).fields).toEqual({ period_value: 'Период — целое число от 1 до 365' });
  });

  it("answers 404 for another user's habit on every route", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { id } = await (await api(owner).create({})).json();
    const s = api(stranger);
    for (const res of [await s.add(id), await s.decrease(id), await s.update(id, { title: 'x' }), await t.request(`/api/habits/${id}/delete/`, { method: 'DELETE', token: stranger.token })]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'HABIT_NOT_FOUND', error: 'Привычка не найдена' });
    }
    expect((await api(owner).list()).active_habits).toHaveLength(1);
  });

  it('holds a free user to 3 active habits; subscribers have no limit', async () => {
    const user = await signUp(t);
    const { userId } = user;
    const h = api(user);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await (await h.create({ title: `Привычка ${i}` })).json()).id);
    const fourth = await h.create({});
    expect(fourth.status).toBe(403);
    expect(await fourth.json()).toMatchObject({ limit_type: 'habits', error: 'Достигнут лимит привычек', current_count: 3, max_count: 3 });
    await h.update(ids[0]!, { is_active: false });
    expect((await h.create({})).status).toBe(201);
    expect((await h.update(ids[0]!, { is_active: true })).status).toBe(403);
    await subscribe(t, userId, new Date(t.clock.now().getTime() + 30 * 24 * HOUR));
    expect((await h.create({})).status).toBe(201);
  });
});
