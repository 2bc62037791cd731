import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  achievementsResponseSchema,
  checkAchievementsResponseSchema,
  markEarnedResponseSchema,
  statusesResponseSchema,
} from '@tracker/shared/contract';
import { ACHIEVEMENTS, addDays, dayKeyFor, secretAchievementKey } from '@tracker/shared/domain';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

describe.each(databaseKinds)('achievements and statuses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const api = (user: TestUser) => ({
    list: async (query = '') => {
      const res = await t.request(`/api/achievements/${query}`, { token: user.token });
      expect(res.status).toBe(200);
      return achievementsResponseSchema.parse(await res.json());
    },
    check: (body?: object) => t.request('/api/achievements/check/', { method: 'POST', token: user.token, ...(body ? { json: body } : {}) }),
    markEarned: (body: object) => t.request('/api/achievements/mark-earned/', { method: 'POST', token: user.token, json: body }),
    balance: async () => {
      const body = await (await t.request('/api/user/status/', { token: user.token })).json();
      return { points: body.activity_points as number, coins: body.coins as number };
    },
  });

  /** Stored data that no earning event saw (written behind the services' back), as after an import. */
  async function storeNotes(userId: number, days: string[]) {
    await t.db
      .insertInto('notes')
      .values(days.map((day) => ({ user_id: userId, title: null, text: null, mood: 3, sticker_id: null, day, created_at: `${day}T09:00:00.000Z`, updated_at: `${day}T09:00:00.000Z` })))
      .execute();
  }

  // By the catalogue table: a secret's key is not in the list until it is earned.
  const idOf = async (key: string) => (await t.db.selectFrom('achievements').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
  /** The keys a list shows for catalogue entries: a hidden one's own key only once earned. */
  const listedKeys = (entries: typeof ACHIEVEMENTS, ids: number[]) => entries.map((a, i) => (a.is_hidden ? secretAchievementKey(ids[i]!) : a.key));

  it('lists the whole catalogue, 12 a page by default, hidden ones included', async () => {
    const u = api(await signUp(t));
    const first = await u.list();
    expect(first).toMatchObject({ success: true, total_count: ACHIEVEMENTS.length, has_more: true });
    expect(first.achievements).toHaveLength(12);
    expect(first.achievements[0]).toEqual({
      id: expect.any(Number),
      key: 'first_goal',
      title: 'Первая цель',
      description: 'Создайте свою первую цель',
      image_url: null,
      is_earned: false,
      is_hidden: false,
      earned_at: null,
      coins_reward: 5,
      status_points_reward: 2,
    });
    // Empty values are not given: the defaults apply.
    expect(await u.list('?status=&page=&page_size=')).toEqual(first);
    const second = await u.list('?page=2');
    expect(second.has_more).toBe(false);
    const rest = ACHIEVEMENTS.slice(12);
    expect(second.achievements.map((a) => a.key)).toEqual(listedKeys(rest, await Promise.all(rest.map((a) => idOf(a.key)))));
    // A secret is not sent before it is earned.
    const owlId = await idOf('night_owl');
    const secret = second.achievements.find((a) => a.id === owlId);
    expect(secret).toMatchObject({ key: secretAchievementKey(owlId), image_url: null, is_hidden: true, title: 'Тайное достижение', description: 'Условие откроется, когда вы его выполните' });
    expect(JSON.stringify(second)).not.toMatch(/Ночная сова|полуночью|night_owl/);

    const small = await u.list('?page=2&page_size=5');
    expect(small.achievements.map((a) => a.key)).toEqual(ACHIEVEMENTS.slice(5, 10).map((a) => a.key));
    expect(small.has_more).toBe(true);
    expect((await u.list('?page=9')).achievements).toEqual([]);
  });

  it('filters earned and not earned', async () => {
    const user = await signUp(t);
    const u = api(user);
    expect(await u.list('?status=earned')).toMatchObject({ achievements: [], total_count: 0, has_more: false });
    await t.request('/api/goals/create/', { method: 'POST', token: user.token, json: { title: 'Цель', category: 1 } });
    const earned = await u.list('?status=earned');
    expect(earned.total_count).toBe(1);
    expect(earned.achievements[0]).toMatchObject({ key: 'first_goal', is_earned: true, earned_at: t.clock.now().toISOString() });
    const notEarned = await u.list('?status=not_earned&page_size=100');
    expect(notEarned.total_count).toBe(ACHIEVEMENTS.length - 1);
    expect(notEarned.achievements.map((a) => a.key)).not.toContain('first_goal');
  });

  it("lists the earned ones first, newest first, then the rest in catalogue order (Home's 'Последние достижения')", async () => {
    const user = await signUp(t);
    const u = api(user);
    await t.request('/api/goals/create/', { method: 'POST', token: user.token, json: { title: 'Цель', category: 1 } });
    t.clock.advance(60_000);
    await t.request('/api/notes/', { method: 'POST', token: user.token, json: { mood: 4 } });
    const all = await u.list('?page_size=100');
    const earnedKeys = all.achievements.filter((a) => a.is_earned).map((a) => a.key);
    expect(earnedKeys.at(-1)).toBe('first_goal');
    expect(all.achievements.slice(0, earnedKeys.length).every((a) => a.is_earned)).toBe(true);
    const rest = all.achievements.slice(earnedKeys.length);
    const notEarned = await u.list('?status=not_earned&page_size=100');
    expect(rest.map((a) => a.id)).toEqual(notEarned.achievements.map((a) => a.id));
    expect(earnedKeys[0]).not.toBe('first_goal');
  });

  it('check earns what stored data proves, once, and only in the asked group', async () => {
    const user = await signUp(t);
    const u = api(user);
    await storeNotes(user.userId, ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07']);

    const goals = checkAchievementsResponseSchema.parse(await (await u.check({ achievement_type: 'goals' })).json());
    expect(goals.awarded_achievements).toEqual([]);

    const notes = checkAchievementsResponseSchema.parse(await (await u.check({ achievement_type: 'notes' })).json());
    expect(notes.awarded_achievements.map((a) => a.key)).toEqual(['first_note', 'diary_7']);
    expect(notes.awarded_achievements.every((a) => a.is_earned)).toBe(true);
    expect(await u.balance()).toEqual({ points: 2 + 5, coins: 5 + 20 });

    const again = checkAchievementsResponseSchema.parse(await (await u.check()).json());
    expect(again.awarded_achievements).toEqual([]);
    expect(await u.balance()).toEqual({ points: 7, coins: 25 });
  });

  it('check takes any achievement_type: a group name checks that group, anything else checks all', async () => {
    const user = await signUp(t);
    const u = api(user);
    await storeNotes(user.userId, ['2026-10-01']);
    const awarded = async (achievement_type: string) =>
      checkAchievementsResponseSchema.parse(await (await u.check({ achievement_type })).json()).awarded_achievements.map((a) => a.key);
    expect(await awarded('Goals')).toEqual([]);
    expect(await awarded('goal_created')).toEqual(['first_note']);
    await storeNotes(user.userId, ['2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07']);
    expect(await awarded('notes')).toEqual(['diary_7']);
  });

  it('check reads streaks the way the habit answers show them', async () => {
    const user = await signUp(t);
    const u = api(user);
    const habit = await (await t.request('/api/habits/create/', { method: 'POST', token: user.token, json: { title: 'Зарядка', category: 1 } })).json();
    const today = dayKeyFor(t.clock.now(), 'Europe/Moscow');
    const days = [addDays(today, -3), addDays(today, -2), addDays(today, -1)];
    await t.db.updateTable('habits').set({ start_day: days[0]! }).where('id', '=', habit.id).execute();
    await t.db.insertInto('habit_days').values(days.map((day) => ({ habit_id: habit.id, day, progress: 1, target: 1 }))).execute();

    const body = checkAchievementsResponseSchema.parse(await (await u.check({ achievement_type: 'habits' })).json());
    expect(body.awarded_achievements.map((a) => a.key)).toEqual(['streak_3']);
  });

  it('mark-earned re-checks the condition and never trusts the client', async () => {
    const user = await signUp(t);
    const u = api(user);
    const firstNote = await idOf('first_note');

    const refused = await u.markEarned({ achievement_id: firstNote });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, error: 'Условие достижения не выполнено', code: 'ACHIEVEMENT_NOT_MET' });
    expect(await u.balance()).toEqual({ points: 0, coins: 0 });

    await storeNotes(user.userId, ['2026-10-01']);
    const ok = await u.markEarned({ achievement_id: String(firstNote) });
    expect(ok.status).toBe(200);
    expect(markEarnedResponseSchema.parse(await ok.json()).achievement).toMatchObject({ key: 'first_note', is_earned: true });
    expect(await u.balance()).toEqual({ points: 2, coins: 5 });

    const repeated = markEarnedResponseSchema.parse(await (await u.markEarned({ achievement_id: firstNote })).json());
    expect(repeated.achievement.is_earned).toBe(true);
    expect(await u.balance()).toEqual({ points: 2, coins: 5 });

    // comeback is judged at the activity that returns, never afterwards from stored data.
    const eventOnly = await u.markEarned({ achievement_id: await idOf('comeback') });
    expect(eventOnly.status).toBe(400);
    const unknown = await u.markEarned({ achievement_id: 999999 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, error: 'Достижение не найдено', code: 'ACHIEVEMENT_NOT_FOUND' });
  });

  it.each([
    ['GET', '/api/achievements/?status=done', undefined, 'status', 'all, earned или not_earned'],
    ['GET', '/api/achievements/?page=0', undefined, 'page', 'Целое число от 1'],
    ['GET', '/api/achievements/?page=x', undefined, 'page', 'Целое число от 1'],
    ['GET', '/api/achievements/?page_size=101', undefined, 'page_size', 'Число от 1 до 100'],
    ['POST', '/api/achievements/check/', { achievement_type: 5 }, 'achievement_type', 'Должно быть строкой'],
    ['POST', '/api/achievements/mark-earned/', {}, 'achievement_id', 'Некорректный идентификатор достижения'],
    ['POST', '/api/achievements/mark-earned/', { achievement_id: 'abc' }, 'achievement_id', 'Некорректный идентификатор достижения'],
  ])('%s %s %j is a 400 naming %s', async (method, path, json, field, message) => {
    const user = await signUp(t);
    const res = await t.request(path, { method, token: user.token, ...(json ? { json } : {}) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.fields)).toEqual([field]);
    if (message) expect(body.fields[field]).toBe(message);
    // The error names the field once: 'status: all, earned или not_earned'.
    expect(body.error).toBe(`${field}: ${body.fields[field]}`);
    expect(body.fields[field]).not.toContain(field);
  });

  it.each([
    ['GET', '/api/achievements/'],
    ['POST', '/api/achievements/check/'],
    ['POST', '/api/achievements/mark-earned/'],
    ['GET', '/api/user/statuses/'],
  ])('%s %s needs a token', async (method, path) => {
    const res = await t.request(path, { method, ...(method === 'POST' ? { json: {} } : {}) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: 'Пользователь не авторизован', code: 'UNAUTHORIZED' });
  });

  it('lists the statuses of ECONOMY.md', async () => {
    const user = await signUp(t);
    const body = statusesResponseSchema.parse(await (await t.request('/api/user/statuses/', { token: user.token })).json());
    expect(body.statuses.map((s) => [s.order, s.name, s.display_icon, s.min_activity_level])).toEqual([
      [1, 'Новичок', '🌱', 0],
      [2, 'Исследователь', '🧭', 10],
      [3, 'Активист', '⚡', 25],
      [4, 'Мастер', '🎯', 50],
      [5, 'Эксперт', '🏆', 100],
      [6, 'Легенда', '👑', 200],
    ]);
    expect(body.statuses[1]).toMatchObject({ emoji: '🧭', min_activity: 10, icon_url: null, description: 'Пробуете новое и ищете свой ритм' });
  });
});
