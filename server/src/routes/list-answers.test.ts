import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goalsResponseSchema, habitsResponseSchema } from '@tracker/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

/**
 * The goals and habits lists are kept in memory between reads (http/list-answer-cache.ts): a read
 * must still show every write made since, by this process, by another one on the same database,
 * or by anything else writing the tables, and move on with the user's day.
 */
describe.each(databaseKinds)('kept goals and habits lists on %s', (kind) => {
  let one: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    one = await createTestApp(kind);
    other = await createTestApp(kind, {}, { sameDatabaseAs: one });
    for (const app of [one, other]) app.clock.set('2026-11-23T09:00:00Z');
  });
  afterAll(async () => {
    await other.close();
    await one.close();
  });

  const send = (t: TestApp, user: TestUser, path: string, method = 'POST', json: object = {}) => t.request(path, { method, token: user.token, json });
  const goals = async (t: TestApp, user: TestUser, headers: Record<string, string> = {}) =>
    goalsResponseSchema.parse(await (await t.request('/api/goals/', { token: user.token, headers })).json());
  const habits = async (t: TestApp, user: TestUser) => habitsResponseSchema.parse(await (await t.request('/api/habits/', { token: user.token })).json());

  it("shows another server process's goal writes in this one's next read", async () => {
    const user = await signUp(one);
    expect((await goals(one, user)).active_goals).toEqual([]);
    const created = await (await send(other, user, '/api/goals/create/', 'POST', { title: 'Выучить испанский', category: 1, subgoals: ['Алфавит'] })).json();
    expect((await goals(one, user)).active_goals.map((g) => g.title)).toEqual(['Выучить испанский']);
    expect((await goals(one, user)).active_goals.map((g) => g.title)).toEqual(['Выучить испанский']);

    await send(other, user, `/api/goals/${created.id}/`, 'PUT', { title: 'Говорить по-испански', subgoals: [{ text: 'Алфавит', completed: true }] });
    expect((await goals(one, user)).active_goals).toMatchObject([{ title: 'Говорить по-испански', progress: 100 }]);
    await send(other, user, `/api/goals/${created.id}/`, 'PUT', { status: 'completed' });
    expect(await goals(one, user)).toMatchObject({ active_goals: [], completed_goals: [{ id: created.id, is_completed: true }] });
    await send(other, user, `/api/goals/${created.id}/delete/`, 'DELETE');
    expect(await goals(one, user)).toMatchObject({ active_goals: [], completed_goals: [] });
  });

  it("shows another server process's habit writes and marks in this one's next read", async () => {
    const user = await signUp(one);
    expect((await habits(one, user)).active_habits).toEqual([]);
    const { id } = await (await send(other, user, '/api/habits/create/', 'POST', { title: 'Зарядка', category: 1, daily_target: 2 })).json();
    expect((await habits(one, user)).active_habits).toMatchObject([{ id, daily_progress: 0 }]);
    await send(other, user, `/api/habits/${id}/progress/add/`);
    expect((await habits(one, user)).active_habits).toMatchObject([{ id, daily_progress: 1, streak: 0 }]);
    await send(other, user, `/api/habits/${id}/progress/add/`);
    expect((await habits(one, user)).active_habits).toMatchObject([{ id, daily_progress: 2, streak: 1, completed_dates: ['2026-11-23'] }]);
    await send(other, user, `/api/habits/${id}/progress/decrease/`);
    expect((await habits(one, user)).active_habits).toMatchObject([{ id, daily_progress: 1, streak: 0, completed_dates: [] }]);
    await send(other, user, `/api/habits/${id}/`, 'PUT', { title: 'Утренняя зарядка' });
    expect((await habits(one, user)).active_habits).toMatchObject([{ id, title: 'Утренняя зарядка' }]);
    await send(other, user, `/api/habits/${id}/delete/`, 'DELETE');
    expect((await habits(one, user)).active_habits).toEqual([]);
  });

  it('shows writes made to the tables directly, not through the app (a script, a migration)', async () => {
    const user = await signUp(one);
    const goal = await (await send(one, user, '/api/goals/create/', 'POST', { title: 'Старое название', category: 1 })).json();
    const habit = await (await send(one, user, '/api/habits/create/', 'POST', { title: 'Чтение', category: 1 })).json();
    await goals(one, user);
    await habits(one, user);

    await one.db.updateTable('goals').set({ title: 'Новое название' }).where('id', '=', goal.id).execute();
    await one.db.insertInto('habit_days').values({ habit_id: habit.id, day: '2026-11-23', progress: 1, target: 1 }).execute();
    expect((await goals(one, user)).active_goals).toMatchObject([{ title: 'Новое название' }]);
    expect((await habits(one, user)).active_habits).toMatchObject([{ daily_progress: 1, streak: 1 }]);

    await one.db.deleteFrom('habit_days').where('habit_id', '=', habit.id).execute();
    expect((await habits(one, user)).active_habits).toMatchObject([{ daily_progress: 0, streak: 0 }]);
  });

  it("keeps one user's writes out of another's versions, and goals' out of habits'", async () => {
    const [first, second] = [await signUp(one), await signUp(one)];
    const versions = async (user: TestUser) =>
      one.db.selectFrom('users').select(['goals_version', 'habits_version']).where('id', '=', user.userId).executeTakeFirstOrThrow();
    const before = { first: await versions(first), second: await versions(second) };
    await send(one, first, '/api/goals/create/', 'POST', { title: 'Цель', category: 1 });
    expect(await versions(first)).toEqual({ goals_version: before.first.goals_version + 1, habits_version: before.first.habits_version });
    const { id } = await (await send(one, first, '/api/habits/create/', 'POST', { title: 'Привычка', category: 1 })).json();
    await send(one, first, `/api/habits/${id}/progress/add/`);
    expect(await versions(first)).toEqual({ goals_version: before.first.goals_version + 1, habits_version: before.first.habits_version + 2 });
    expect(await versions(second)).toEqual(before.second);
  });

  it("moves on with the user's day: a kept list is not the next day's", async () => {
    const user = await signUp(one, 'Europe/Moscow');
    one.clock.set('2026-11-23T20:00:00Z'); // 23:00 in Moscow
    await send(one, user, '/api/goals/create/', 'POST', { title: 'Сдать отчёт', category: 1, deadline: '2026-11-23' });
    expect((await goals(one, user)).active_goals).toMatchObject([{ calendar_status: 'urgent' }]);
    expect((await goals(one, user, { 'X-Device-Day': '2026-11-24' })).active_goals).toMatchObject([{ calendar_status: 'overdue' }]);
    one.clock.set('2026-11-23T21:01:00Z'); // 00:01 in Moscow
    expect((await goals(one, user)).active_goals).toMatchObject([{ calendar_status: 'overdue' }]);
  });
});
