import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_MS } from '@tracker/shared/domain';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

describe.each(databaseKinds)('creates sent with an Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const create = (user: TestUser, path: string, json: unknown, key?: string) =>
    t.request(path, { method: 'POST', token: user.token, json, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
  const countOf = async (user: TestUser, path: string, field: string) => {
    const answer = (await (await t.request(path, { token: user.token })).json()) as Record<string, unknown[]>;
    return answer[field]!.length;
  };

  it.each([
    ['/api/goals/create/', { title: 'Бегать', category: 1 }, '/api/goals/', 'active_goals'],
    ['/api/habits/create/', { title: 'Вода', category: 1 }, '/api/habits/', 'active_habits'],
  ])('a retry of %s with the same key gets the first answer again and makes nothing new', async (path, body, list, field) => {
    const user = await signUp(t);
    const first = await create(user, path, body, 'retry-key-1');
    expect(first.status).toBe(201);
    const again = await create(user, path, body, 'retry-key-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await countOf(user, list, field)).toBe(1);
    // Another key, or none, is another create.
    expect((await create(user, path, body, 'retry-key-2')).status).toBe(201);
    expect((await create(user, path, body)).status).toBe(201);
    expect(await countOf(user, list, field)).toBe(3);
  });

  it('a note sent twice with one key is one note, and counts once against the free notes of the day', async () => {
    const user = await signUp(t);
    const note = { mood: 4, text: 'Хороший день' };
    const first = await create(user, '/api/notes/', note, 'note-key-1');
    expect(first.status).toBe(201);
    const again = await create(user, '/api/notes/', note, 'note-key-1');
    expect(await again.json()).toEqual(await first.json());
    for (const key of ['note-key-2', 'note-key-3']) expect((await create(user, '/api/notes/', note, key)).status).toBe(201);
    const list = (await (await t.request('/api/notes/list/', { token: user.token })).json()) as { notes: unknown[] };
    expect(list.notes).toHaveLength(3);
  });

  it('keys are per user and per route: the same key elsewhere is a new create', async () => {
    const [anna, boris] = [await signUp(t), await signUp(t)];
    expect((await create(anna, '/api/goals/create/', { title: 'Анна', category: 1 }, 'shared-key-1')).status).toBe(201);
    const borisGoal = await create(boris, '/api/goals/create/', { title: 'Борис', category: 1 }, 'shared-key-1');
    expect(borisGoal.headers.get('Idempotent-Replayed')).toBeNull();
    expect(((await borisGoal.json()) as { goal: { title: string } }).goal.title).toBe('Борис');
    const habit = await create(anna, '/api/habits/create/', { title: 'Вода', category: 1 }, 'shared-key-1');
    expect(((await habit.json()) as { habit: { title: string } }).habit.title).toBe('Вода');
  });

  it('a refused create is not kept: sent again with its key once allowed, it runs', async () => {
    const user = await signUp(t);
    for (const title of ['1', '2', '3']) await create(user, '/api/goals/create/', { title, category: 1 });
    const refused = await create(user, '/api/goals/create/', { title: '4', category: 1 }, 'limit-key-1');
    expect(refused.status).toBe(403);
    const goals = (await (await t.request('/api/goals/', { token: user.token })).json()) as { active_goals: { id: number }[] };
    await t.request(`/api/goals/${goals.active_goals[0]!.id}/delete/`, { method: 'DELETE', token: user.token });
    const allowed = await create(user, '/api/goals/create/', { title: '4', category: 1 }, 'limit-key-1');
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('two sends of one key at once make one goal: the other gets the same answer or a 409 in Russian', async () => {
    const user = await signUp(t);
    const answers = await Promise.all([1, 2, 3].map(() => create(user, '/api/goals/create/', { title: 'Один раз', category: 1 }, 'race-key-1')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ success: false, code: 'REQUEST_IN_PROGRESS', error: 'Этот запрос уже выполняется. Подождите несколько секунд.' });
    }
    expect(await countOf(user, '/api/goals/', 'active_goals')).toBe(1);
  });

  it('a key lasts a day; a malformed key is a 400 in Russian and creates nothing', async () => {
    const user = await signUp(t);
    await create(user, '/api/goals/create/', { title: 'Вчера', category: 1 }, 'day-key-12');
    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1000);
    const later = await create(user, '/api/goals/create/', { title: 'Вчера', category: 1 }, 'day-key-12');
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await countOf(user, '/api/goals/', 'active_goals')).toBe(2);
    for (const key of ['short', 'with space key', 'key/with/slash', 'x'.repeat(101)]) {
      const bad = await create(user, '/api/goals/create/', { title: 'Плохой ключ', category: 1 }, key);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_INVALID', error: expect.stringContaining('Idempotency-Key') });
    }
    expect(await countOf(user, '/api/goals/', 'active_goals')).toBe(2);
  });

  it('a memory game result sent again with its key pays once', async () => {
    const user = await signUp(t);
    const result = { game_type: 'memory', difficulty: 'easy', score: 100, time: 30, moves: 20, completed: true };
    const first = await create(user, '/api/minigames/save-result/', result, 'game-key-1');
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { data: { coins_earned: number; new_balance: number } };
    expect(firstBody.data.coins_earned).toBeGreaterThan(0);
    const again = await create(user, '/api/minigames/save-result/', result, 'game-key-1');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    const status = (await (await t.request('/api/user/status/', { token: user.token })).json()) as { coins: number };
    expect(status.coins).toBe(firstBody.data.new_balance);
  });
});
