import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goalsResponseSchema } from '@tracker/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp, subscribe } from '../testing/test-users.ts';

const goal = (extra: object = {}) => ({ title: 'Пробежать марафон', description: 'Осенью', category: 1, deadline: '2026-12-20', ...extra });

describe.each(databaseKinds)('goals on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const api = (user: TestUser) => ({
    create: (body: object) => t.request('/api/goals/create/', { method: 'POST', token: user.token, json: body }),
    update: (id: number | string, body: object) => t.request(`/api/goals/${id}/`, { method: 'PUT', token: user.token, json: body }),
    remove: (id: number | string) => t.request(`/api/goals/${id}/delete/`, { method: 'DELETE', token: user.token }),
    list: async () => goalsResponseSchema.parse(await (await t.request('/api/goals/', { token: user.token })).json()),
  });

  it('computes progress from sub-steps and completes only when all are done', async () => {
    const user = await signUp(t);
    const g = api(user);
    const created = await g.create(goal({ subgoals: [{ text: 'Купить кроссовки' }, { text: '10 км' }, 'Полумарафон'] }));
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ success: true, id: expect.any(Number), progress: 0, status: 'active', icon: 'target', is_completed: false });
    expect(body.subgoals).toEqual([
      { text: 'Купить кроссовки', completed: false },
      { text: '10 км', completed: false },
      { text: 'Полумарафон', completed: false },
    ]);

    const two = await (await g.update(body.id, { subgoals: [{ text: 'Купить кроссовки', completed: true }, { text: '10 км', completed: true }, { text: 'Полумарафон', completed: false }] })).json();
    expect(two.progress).toBe(67);

    const refused = await g.update(body.id, { status: 'completed' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'GOAL_HAS_OPEN_SUBGOALS', error: 'Сначала выполните все подзадачи' });

    await g.update(body.id, { subgoals: two.subgoals.map((s: object) => ({ ...s, completed: true })) });
    const done = await (await g.update(body.id, { status: 'completed' })).json();
    expect(done).toMatchObject({ status: 'completed', is_completed: true, progress: 100, calendar_status: 'completed' });
    let lists = await g.list();
    expect(lists.active_goals).toHaveLength(0);
    expect(lists.completed_goals.map((x) => x.id)).toEqual([body.id]);

    // Completed stays all done: a stale tab unticking a step or adding an open one is refused.
    for (const subgoals of [done.subgoals.map((s: object, i: number) => ({ ...s, completed: i > 0 })), [...done.subgoals, { text: 'Марафон', completed: false }]]) {
      const stale = await g.update(body.id, { subgoals });
      expect(stale.status).toBe(400);
      expect(await stale.json()).toMatchObject({
        code: 'GOAL_COMPLETED_SUBGOALS_DONE',
        error: 'У завершённой цели все подзадачи выполнены. Чтобы изменить их, верните цель в активные',
      });
    }
    expect((await g.list()).completed_goals[0]).toMatchObject({ progress: 100, subgoals: done.subgoals });

    const again = await (await g.update(body.id, { status: 'active' })).json();
    expect(again).toMatchObject({ status: 'active', completed_at: null });
    lists = await g.list();
    expect(lists.active_goals.map((x) => x.id)).toEqual([body.id]);
  });

  it('answers another method on a create path with 405 and Allow: POST, not a 400 about an id', async () => {
    const user = await signUp(t);
    for (const path of ['/api/goals/create/', '/api/habits/create/']) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const res = await t.request(path, { method, token: user.token });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('Allow')).toBe('POST');
        expect(await res.json()).toEqual({ success: false, code: 'METHOD_NOT_ALLOWED', error: 'Этот адрес не принимает такой запрос' });
      }
    }
  });

  it('lists every goal newest first with all its fields, and none of another user', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const g = api(user);
    const first = await (await g.create(goal({ title: 'Первая', category: 7, custom_category_title: 'Своё', subgoals: [{ text: 'Шаг', completed: true }, 'Ещё'] }))).json();
    const second = await (await g.create(goal({ title: 'Вторая', description: null, deadline: null }))).json();
    await api(other).create(goal({ title: 'Чужая' }));
    const { success, ...lists } = await g.list();
    expect(success).toBe(true);
    expect(lists.active_goals).toEqual([second.goal, first.goal]);
    expect(lists.completed_goals).toEqual([]);
  });

  it('completes a goal without sub-steps and deletes it', async () => {
    const user = await signUp(t);
    const g = api(user);
    const { id } = await (await g.create(goal())).json();
    expect((await g.update(id, { status: 'completed' })).status).toBe(200);
    expect(await (await g.remove(id)).json()).toEqual({ success: true });
    expect((await g.remove(id)).status).toBe(404);
    expect((await g.list()).completed_goals).toHaveLength(0);
  });

  it.each([
    [{ title: '   ' }, 'title', 'Введите название'],
    [{ title: ' \u200B\u200D\u2060 ' }, 'title', 'Введите название'],
    [{ title: 'x'.repeat(201) }, 'title', 'Название слишком длинное (максимум 200 символов)'],
    [{ category: 0 }, 'category', 'Пожалуйста, выберите категорию цели'],
    [{ category: 8 }, 'category', 'Пожалуйста, выберите категорию цели'],
    [{ category: 7 }, 'custom_category_title', 'Пожалуйста, введите название категории'],
    [{ category: 7, custom_category_title: '\u200B' }, 'custom_category_title', 'Пожалуйста, введите название категории'],
    [{ category: 7, custom_category_title: 'x'.repeat(21) }, 'custom_category_title', 'Название категории не должно превышать 20 символов'],
    [{ deadline: '2026-02-30' }, 'deadline', 'Такой даты нет в календаре'],
    [{ deadline: '2026-2-3' }, 'deadline', 'Дата должна быть в формате ГГГГ-ММ-ДД'],
    [{ deadline: 20261231 }, 'deadline', 'Дата должна быть в формате ГГГГ-ММ-ДД'],
    [{ subgoals: [{ text: ' ' }] }, 'subgoals.0.text', 'Подзадача не может быть пустой'],
    [{ subgoals: [{ text: '\u200B\u200B' }] }, 'subgoals.0.text', 'Подзадача не может быть пустой'],
    [{ status: 'done' }, 'status', 'Статус: active, completed или cancelled'],
  ])('refuses %j naming %s', async (extra, field, message) => {
    const user = await signUp(t);
    const res = await api(user).create(goal(extra));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.fields[field]).toBe(message);
  });

  it("answers core.md 5's form texts word for word in the error, other field messages after their field", async () => {
    const user = await signUp(t);
    const errorOf = async (extra: Record<string, unknown>) => (await (await api(user).create(goal(extra))).json()).error;
    expect(await errorOf({ category: 0 })).toBe('Пожалуйста, выберите категорию цели');
    expect(await errorOf({ category: 7 })).toBe('Пожалуйста, введите название категории');
    expect(await errorOf({ title: 'x'.repeat(201) })).toBe('Название слишком длинное (максимум 200 символов)');
    expect(await errorOf({ deadline: '31.12.2026' })).toBe('deadline: Дата должна быть в формате ГГГГ-ММ-ДД');
  });

  it('keeps the custom title only for category 7 and accepts an empty deadline', async () => {
    const user = await signUp(t);
    const body = await (await api(user).create(goal({ category: 7, custom_category_title: 'Путешествия', deadline: '' }))).json();
    expect(body).toMatchObject({ category: 7, custom_category_title: 'Путешествия', deadline: null });
    const other = await (await api(user).update(body.id, { category: 2 })).json();
    expect(other.custom_category_title).toBeNull();
  });

  it('takes icon null or "" as not given: the default icon on create, the icon kept on update', async () => {
    const user = await signUp(t);
    for (const icon of [null, '', '  ']) {
      const created = await (await api(user).create(goal({ icon }))).json();
      expect(created.icon).toBe('target');
      await api(user).update(created.id, { icon: 'book' });
      const updated = await (await api(user).update(created.id, { icon, title: 'Новое' })).json();
      expect(updated).toMatchObject({ icon: 'book', title: 'Новое' });
      await api(user).remove(created.id);
    }
    const wrong = await api(user).create(goal({ icon: 5 }));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ icon: 'Иконка должна быть строкой' });
  });

  it('takes subgoals null as none on create, and as absent on update (the steps stay; [] removes them)', async () => {
    const user = await signUp(t);
    const created = await api(user).create(goal({ subgoals: null }));
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ subgoals: [], progress: 0 });
    await api(user).update(body.id, { subgoals: [{ text: 'Шаг', completed: true }, 'Ещё шаг'] });
    const kept = await (await api(user).update(body.id, { subgoals: null, title: 'Новое имя' })).json();
    expect(kept).toMatchObject({ title: 'Новое имя', progress: 50, subgoals: [{ text: 'Шаг', completed: true }, { text: 'Ещё шаг', completed: false }] });
    expect((await (await api(user).update(body.id, { subgoals: [] })).json()).subgoals).toEqual([]);
    const item = await api(user).create(goal({ subgoals: [null] }));
    expect((await item.json()).fields).toEqual({ 'subgoals.0': 'Подзадача — текст или объект с полем text' });
  });

  it('refuses text with U+0000 (PostgreSQL cannot store it) or a lone surrogate with a 400 naming the field, on create and on update', async () => {
    const user = await signUp(t);
    const g = api(user);
    const created = await g.create(goal({ title: 'Цель\u0000' }));
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'title: Текст содержит недопустимый символ', fields: { title: 'Текст содержит недопустимый символ' } });
    const { id } = await (await g.create(goal())).json();
    const updated = await g.update(id, { subgoals: ['Шаг', { text: 'по\u0000лшага' }], description: '\uD800' });
    expect(updated.status).toBe(400);
    expect((await updated.json()).fields).toEqual({ description: 'Текст содержит недопустимый символ' });
    expect((await g.list()).active_goals.find((x) => x.id === id)).toMatchObject({ title: 'Пробежать марафон', description: 'Осенью', subgoals: [] });
  });

  it("answers 404 for another user's goal on every route and 400 for bad ids", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { id } = await (await api(owner).create(goal())).json();
    expect((await t.request(`/api/goals/${id}/`, { token: stranger.token })).status).toBe(404);
    expect((await api(stranger).update(id, { title: 'Чужая' })).status).toBe(404);
    expect((await api(stranger).remove(id)).status).toBe(404);
    expect(await (await api(stranger).update(id, { title: 'x' })).json()).toMatchObject({ code: 'GOAL_NOT_FOUND', error: 'Цель не найдена' });
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await api(owner).update(bad, { title: 'x' });
      expect(res.status).toBe(400);
      expect((await res.json()).fields.id).toBe('Некорректный идентификатор');
    }
    expect((await t.request(`/api/goals/${id}/`, { token: owner.token })).status).toBe(200);
  });

  it('holds a free user to 3 active goals; completed ones do not count; subscribers have no limit', async () => {
    const user = await signUp(t);
    const { userId } = user;
    const g = api(user);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await (await g.create(goal({ title: `Цель ${i}` }))).json()).id);
    const fourth = await g.create(goal({ title: 'Четвёртая' }));
    expect(fourth.status).toBe(403);
    expect(await fourth.json()).toEqual({
      success: false,
      code: 'LIMIT_REACHED',
      limit_type: 'goals',
      error: 'Достигнут лимит целей',
      message: 'Вы можете создать максимум 3 цели в бесплатной версии',
      current_count: 3,
      max_count: 3,
    });
    expect((await g.list()).active_goals).toHaveLength(3);

    await g.update(ids[0]!, { status: 'completed' });
    expect((await g.create(goal({ title: 'Теперь можно' }))).status).toBe(201);
    expect((await g.update(ids[0]!, { status: 'active' })).status).toBe(403);

    await subscribe(t, userId, new Date(t.clock.now().getTime() + 86400_000));
    expect((await g.create(goal({ title: 'С подпиской' }))).status).toBe(201);
    expect((await g.update(ids[0]!, { status: 'active' })).status).toBe(200);
  });

  it("reports calendar status by the user's today", async () => {
    const user = await signUp(t, 'Europe/Moscow');
    // The test clock is 2026-11-23 12:00 in Moscow.
    const status = async (deadline: string) => (await (await api(user).create(goal({ deadline }))).json()).calendar_status;
    expect(await status('2026-11-22')).toBe('overdue');
    expect(await status('2026-11-26')).toBe('urgent');
    expect(await status('2026-11-30')).toBe('warning');
  });
});
