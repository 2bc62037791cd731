import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moodCalendarResponseSchema, notesListResponseSchema, stickersResponseSchema } from '@tracker/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp, subscribe } from '../testing/test-users.ts';

const HOUR = 3600_000;

describe.each(databaseKinds)('notes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const api = (user: TestUser) => ({
    create: (body: object) => t.request('/api/notes/', { method: 'POST', token: user.token, json: body }),
    update: (id: number | string, body: object) => t.request(`/api/notes/${id}/`, { method: 'PUT', token: user.token, json: body }),
    remove: (id: number) => t.request(`/api/notes/${id}/delete/`, { method: 'DELETE', token: user.token }),
    list: async (query = '') => notesListResponseSchema.parse(await (await t.request(`/api/notes/list/${query}`, { token: user.token })).json()),
  });

  it('writes a mood-only note with nulls, is never public, and lists newest first', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    const n = api(user);
    const first = await n.create({ mood: 4, title: ' \u200B ', text: '', is_public: true });
    expect(first.status).toBe(201);
    const { note_id, success } = await first.json();
    expect(success).toBe(true);
    t.clock.advance(60_000);
    await n.create({ mood: 2, title: 'Тяжёлый день', text: ' Много работы ' });
    const { notes } = await n.list();
    expect(notes.map((x) => x.mood)).toEqual([2, 4]);
    expect(notes[1]).toMatchObject({ id: note_id, title: null, text: null, is_public: false, sticker: null, date: '2026-11-23' });
    expect(notes[0]).toMatchObject({ title: 'Тяжёлый день', text: 'Много работы' });
    // The spec's client calls the same route without /api.
    const bare = await (await t.request('/notes/list/', { token: user.token })).json();
    expect(bare.notes).toHaveLength(2);
  });

  it('lists by when a note was written, not by the order it reached us: a device clock set back files its note below', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t, 'Europe/Moscow');
    const n = api(user);
    const writtenAt = (time: string, mood: number) =>
      t.request('/api/notes/', { method: 'POST', token: user.token, headers: { 'X-Device-Day': time.slice(0, 10), 'X-Device-Time': time }, json: { mood } });
    await n.create({ mood: 5 }); // now, 2026-11-23 12:00 in Moscow
    await writtenAt('2026-11-21T10:00:00.000Z', 2);
    await writtenAt('2026-11-22T10:00:00.000Z', 3);
    const { notes } = await n.list();
    expect(notes.map((x) => [x.mood, x.created_at])).toEqual([
      [5, '2026-11-23T09:00:00.000Z'],
      [3, '2026-11-22T10:00:00.000Z'],
      [2, '2026-11-21T10:00:00.000Z'],
    ]);
    expect((await n.list('?page=1&page_size=2')).notes.map((x) => x.mood)).toEqual([5, 3]);
    // The profile's mood is the newest note's, by the same order.
    const profile = await (await t.request('/api/user/profile/', { token: user.token })).json();
    expect(profile.mood).toBe(5);
  });

  it('attaches a sticker by id or alias and refuses unknown ones', async () => {
    const user = await signUp(t, 'Europe/Moscow');
    const n = api(user);
    const { stickers } = stickersResponseSchema.parse(await (await t.request('/api/stickers/', { token: user.token })).json());
    expect(stickers.length).toBeGreaterThanOrEqual(10);
    const byId = await (await n.create({ mood: 5, sticker_id: stickers[2]!.id })).json();
    expect(byId.note.sticker).toEqual(stickers[2]);
    expect(byId.note.sticker_image_url).toBe(stickers[2]!.image);
    const byAlias = await (await n.create({ mood: 5, sticker_alias: 'sun' })).json();
    expect(byAlias.note.sticker.alias).toBe('sun');
    const bad = await n.create({ mood: 5, sticker_id: 999999 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ sticker_id: 'Такого стикера нет или он вам недоступен' });
    const badAlias = await n.create({ mood: 5, sticker_alias: 'no-such-sticker' });
    expect(badAlias.status).toBe(400);
    expect(await badAlias.json()).toMatchObject({ error: 'Такого стикера нет или он вам недоступен', fields: { sticker_alias: 'Такого стикера нет или он вам недоступен' } });
  });

  it('takes sticker_id "" or null as no sticker, on create and on edit', async () => {
    const user = await signUp(t);
    const n = api(user);
    for (const sticker_id of ['', null, ' ']) {
      const res = await n.create({ mood: 3, sticker_id, sticker_alias: '' });
      expect(res.status, JSON.stringify(sticker_id)).toBe(201);
      const { note_id, note } = await res.json();
      expect(note).toMatchObject({ sticker: null, sticker_image_url: null });
      await n.update(note_id, { mood: 3, sticker_alias: 'sun' });
      const edited = await (await n.update(note_id, { mood: 3, sticker_id })).json();
      expect(edited.note.sticker).toBeNull();
      await n.remove(note_id);
    }
  });

  it.each([
    [{ mood: 0 }, 'mood'],
    [{ mood: 6 }, 'mood'],
    [{}, 'mood'],
    [{ mood: 3, title: 'x'.repeat(201) }, 'title'],
    [{ mood: 3, text: 'x'.repeat(5001) }, 'text'],
  ])('refuses %j naming %s', async (body, field) => {
    const user = await signUp(t);
    const res = await api(user).create(body);
    expect(res.status).toBe(400);
    expect((await res.json()).fields[field]).toMatch(/[а-я]/i);
  });

  it('refuses text with U+0000 (PostgreSQL cannot store it) with a 400 naming the field, on create and on edit', async () => {
    const user = await signUp(t);
    const created = await api(user).create({ mood: 3, text: 'Хороший\u0000день' });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'text: Текст содержит недопустимый символ' });
    const { note_id } = await (await api(user).create({ mood: 3, title: 'Было' })).json();
    const edited = await api(user).update(note_id, { mood: 4, title: 'Стало', sticker_alias: '\u0000' });
    expect(edited.status).toBe(400);
    expect((await edited.json()).fields).toEqual({ sticker_alias: 'Текст содержит недопустимый символ' });
    expect((await api(user).list()).notes).toMatchObject([{ id: note_id, title: 'Было', mood: 3 }]);
    // The check walks without recursion: an ignored field nested 100 000 deep is no 500.
    const deep = await t.request('/api/notes/', { method: 'POST', token: user.token, headers: { 'content-type': 'application/json' }, body: `{"mood":2,"is_public":${'['.repeat(100_000)}${']'.repeat(100_000)}}` });
    expect(deep.status).toBe(201);
    expect((await deep.json()).note).toMatchObject({ mood: 2, is_public: false });
  });

  it('edits and deletes; another user gets 404', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { note_id } = await (await api(owner).create({ mood: 3, title: 'Было' })).json();
    const edited = await (await api(owner).update(note_id, { mood: 5, title: 'Стало', text: null })).json();
    expect(edited.note).toMatchObject({ mood: 5, title: 'Стало', text: null });
    expect((await api(stranger).update(note_id, { mood: 1 })).status).toBe(404);
    expect((await api(stranger).remove(note_id)).status).toBe(404);
    expect(await (await api(owner).remove(note_id)).json()).toEqual({ success: true });
    expect((await api(owner).remove(note_id)).status).toBe(404);
  });

  it("allows a free user 3 notes per day of their time zone; subscribers have no limit", async () => {
    t.clock.set('2026-11-23T13:00:00Z'); // 23:00 in Vladivostok (UTC+10)
    const user = await signUp(t, 'Asia/Vladivostok');
    const n = api(user);
    for (let i = 0; i < 3; i++) expect((await n.create({ mood: 3 })).status).toBe(201);
    const fourth = await n.create({ mood: 3 });
    expect(fourth.status).toBe(403);
    expect(await fourth.json()).toMatchObject({ limit_type: 'notes', error: 'Достигнут лимит заметок', current_count: 3, max_count: 3 });
    t.clock.advance(HOUR + 60_000); // 00:01 the next local day
    expect((await n.create({ mood: 3 })).status).toBe(201);
    await subscribe(t, user.userId, new Date(t.clock.now().getTime() + 24 * HOUR));
    for (let i = 0; i < 3; i++) expect((await n.create({ mood: 4 })).status).toBe(201);
  });

  it("holds a free user's notes a day on the server's clock too: a device day sent anew with each note gets two days' notes in 24 hours, not 3 a day", async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t, 'Europe/Moscow');
    const onDay = (day: string) => t.request('/api/notes/', { method: 'POST', token: user.token, headers: { 'X-Device-Day': day }, json: { mood: 3 } });
    const statuses = [];
    for (const day of ['2026-11-23', '2026-11-23', '2026-11-23', '2026-11-24', '2026-11-24', '2026-11-24', '2026-11-25', '2026-11-26']) statuses.push((await onDay(day)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 403, 403]);
    const refused = await onDay('2026-11-27');
    expect(await refused.json()).toMatchObject({ limit_type: 'notes', error: 'Достигнут лимит заметок', current_count: 3, max_count: 3 });
    t.clock.advance(24 * HOUR + 1_000);
    expect((await onDay('2026-11-28')).status).toBe(201);
  });

  it('pages the list and filters by user days', async () => {
    t.clock.set('2026-11-20T09:00:00Z');
    const user = await signUp(t);
    await subscribe(t, user.userId, new Date('2027-01-01T00:00:00Z'));
    const n = api(user);
    for (let d = 0; d < 4; d++) {
      for (let i = 0; i < 3; i++) await n.create({ mood: 1 + ((d + i) % 5) });
      t.clock.advance(24 * HOUR);
    }
    const page1 = await n.list('?page=1&page_size=5');
    expect(page1).toMatchObject({ total_count: 12, has_more: true });
    expect(page1.notes).toHaveLength(5);
    const page3 = await n.list('?page=3&page_size=5');
    expect(page3).toMatchObject({ has_more: false });
    expect(page3.notes).toHaveLength(2);
    // Empty values are not given: the whole list.
    expect((await n.list('?page=&page_size=&from=&to=')).notes).toHaveLength(12);
    const days = await n.list('?from=2026-11-21&to=2026-11-22');
    expect(new Set(days.notes.map((x) => x.date))).toEqual(new Set(['2026-11-21', '2026-11-22']));
    expect((await t.request('/api/notes/list/?from=yesterday', { token: user.token })).status).toBe(400);
  });

  it("answers one month of day aggregates with the dominant mood and ties", async () => {
    t.clock.set('2026-11-10T09:00:00Z');
    const user = await signUp(t);
    await subscribe(t, user.userId, new Date('2027-01-01T00:00:00Z'));
    const n = api(user);
    for (const mood of [2, 5, 2, 5]) await n.create({ mood });
    t.clock.advance(24 * HOUR);
    for (const mood of [3, 3, 1]) await n.create({ mood });
    t.clock.set('2026-12-01T09:00:00Z');
    await n.create({ mood: 4 });
    const res = moodCalendarResponseSchema.parse(await (await t.request('/api/notes/calendar/?month=2026-11', { token: user.token })).json());
    expect(res.days).toEqual([
      { date: '2026-11-10', dominant_mood: 5, count: 4, mood_counts: { 1: 0, 2: 2, 3: 0, 4: 0, 5: 2 }, tied_moods: [5, 2], combined_mood: 3.8 },
      { date: '2026-11-11', dominant_mood: 3, count: 3, mood_counts: { 1: 1, 2: 0, 3: 2, 4: 0, 5: 0 }, tied_moods: [3], combined_mood: 2.2 },
    ]);
    expect((await t.request('/api/notes/calendar/?month=2026-13', { token: user.token })).status).toBe(400);
  });
});

describe('profile totals', () => {
  it('count the goals, habits and notes the user has', async () => {
    const t = await createTestApp('sqlite');
    const user = await signUp(t);
    await t.request('/api/goals/create/', { method: 'POST', token: user.token, json: { title: 'Цель', category: 1 } });
    await t.request('/api/habits/create/', { method: 'POST', token: user.token, json: { title: 'Привычка', category: 2 } });
    for (const mood of [1, 2]) await t.request('/api/notes/', { method: 'POST', token: user.token, json: { mood } });
    const profile = await (await t.request('/api/user/profile/', { token: user.token })).json();
    expect(profile.stats).toMatchObject({ total_goals_created: 1, total_habits_created: 1, total_mood_entries: 2 });
    await t.close();
  });
});
