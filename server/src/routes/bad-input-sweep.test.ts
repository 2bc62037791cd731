import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeVerifier, giftIdOf } from '@tracker/shared/domain';
import type { App } from '../app.ts';
import { openApiDocument } from '../http/openapi.ts';
import { createNotification } from '../services/notifications.ts';
import {
  COMMON_QUERY_KEYS,
  HOSTILE_FIELD_VALUES,
  HOSTILE_PATH_VALUES,
  HOSTILE_QUERY_VALUES,
  HOSTILE_RAW_BODIES,
  INVALID_UTF8_BODY,
  MULTIPART_BODIES,
  jsonWithField,
} from '../testing/hostile-input.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { giveCoins } from '../testing/test-coins.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp, subscribe } from '../testing/test-users.ts';

/**
 * The bar's rule for bad input, over every route the app registers (read from `app.routes`, so a
 * new route is swept without being listed here): hostile path ids, query strings, bodies and
 * fields get a JSON answer below 500, and a 4xx is `{success:false, error:<Russian>, code}`;
 * another user's object is a 404; the objects of both users survive the sweep unchanged.
 */

interface Endpoint {
  method: string;
  /** Hono's pattern, '/api/goals/:id'. */
  path: string;
}

/** Registered routes that are not swept, each with its reason. */
const SKIPPED: { reason: string; skips: (e: Endpoint, all: Endpoint[]) => boolean }[] = [
  { reason: 'middleware and the /api catch-all (method ALL), not endpoints', skips: (e) => e.method === 'ALL' },
  { reason: "the page and file fallbacks ('/notes/*') of the areas also served without /api, which pass API calls on", skips: (e) => e.path.includes('*') },
  {
    reason: 'an area mounted again without /api (its handlers, and the page fallback for a browser): swept once, under /api',
    skips: (e, all) => !e.path.startsWith('/api/') && all.some((a) => a.path === `/api${e.path}` || a.path.startsWith(`/api${e.path}/`)),
  },
  { reason: 'the Telegram webhook checks its own secret header first (telegram-webhook.test.ts)', skips: (e) => e.path.startsWith('/telegram/') },
  { reason: 'dev-only tools, mounted with DEV_TOOLS=1 alone', skips: (e) => e.path.startsWith('/dev/') },
];

function sweptEndpoints(app: App): Endpoint[] {
  const all = app.routes.map((r) => ({ method: r.method, path: r.path }));
  const unique = [...new Map(all.map((e) => [`${e.method} ${e.path}`, e])).values()];
  return unique.filter((e) => !SKIPPED.some((s) => s.skips(e, unique)));
}

const OPENAPI = openApiDocument();

/** The OpenAPI entry of an endpoint (http/openapi.ts), for the names of its fields and query parameters. */
function openApiOf(e: Endpoint): { requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } }; parameters?: { name: string }[] } | undefined {
  const key = `${e.path.replace(/:(\w+)/g, '{$1}')}/`;
  return (OPENAPI.paths[key] as Record<string, never> | undefined)?.[e.method.toLowerCase()];
}

interface JsonSchema {
  properties?: Record<string, unknown>;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

function propertyNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  return [...Object.keys(schema.properties ?? {}), ...[...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(propertyNames)];
}

/** One user's objects, made before the sweep. */
interface Fixtures {
  username: string;
  goalId: number;
  habitId: number;
  noteId: number;
  notificationId: number;
  userGiftId: number;
  /** Objects the sweep may change (valid fields reach the database through them). */
  scratch: { goalId: number; habitId: number; noteId: number };
}

interface Case {
  label: string;
  method: string;
  url: string;
  token?: string | null;
  /** All headers but Authorization (a body's Content-Type is here, or none). */
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Another user's object: the answer must be a 404. */
  othersObject?: boolean;
  /**
   * A request of valid shape, which may reach a switched-off or unreachable service (VK ID,
   * Stars payments): their documented 502/503 are allowed here, never for malformed input.
   */
  mayReachService?: boolean;
}

/** Answers of a valid request when a service the server needs is off or unreachable (decisions.md). */
const SERVICE_CODES = new Set(['VK_DISABLED', 'VK_UNAVAILABLE', 'PAYMENTS_DISABLED', 'INVOICE_FAILED']);
const CYRILLIC = /[а-яё]/i;

/** What is wrong with an answer, or null. */
async function problemOf(c: Case, res: Response): Promise<string | null> {
  const text = await res.text();
  let body: { success?: unknown; error?: unknown; code?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return `${res.status}, not JSON: ${text.slice(0, 80)}`;
  }
  const said = `${res.status} ${text.slice(0, 160)}`;
  if (res.status >= 500 && !(c.mayReachService && SERVICE_CODES.has(String(body.code)))) return said;
  if (c.othersObject && res.status !== 404) return `another user's object: ${said}`;
  if (res.status < 400) return null;
  if (body.success !== false) return `no success:false: ${said}`;
  if (typeof body.error !== 'string' || !CYRILLIC.test(body.error)) return `error not Russian: ${said}`;
  if (typeof body.code !== 'string' || body.code === '') return `no code: ${said}`;
  return null;
}

/** Runs `cases` a few at a time and lists every problem. */
async function sweep(app: App, cases: Case[]): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      const headers = new Headers(c.headers);
      if (c.token) headers.set('authorization', `Bearer ${c.token}`);
      let problem: string | null;
      try {
        const res = await app.request(c.url, { method: c.method, headers, ...(c.body !== undefined ? { body: c.body } : {}) });
        problem = await problemOf(c, res);
      } catch (error) {
        problem = `threw ${String(error)}`;
      }
      if (problem) problems.push(`${c.method} ${c.url.slice(0, 100)} [${c.label.slice(0, 100)}] → ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return problems;
}

describe.each(databaseKinds)('the bad-input sweep of every route on %s', (kind) => {
  let t: TestApp;
  let me: TestUser;
  let other: TestUser;
  let mine: Fixtures;
  let theirs: Fixtures;

  const call = async (user: TestUser, method: string, url: string, json?: unknown) => {
    const res = await t.request(url, { method, token: user.token, ...(json !== undefined ? { json } : {}) });
    const body = await res.json();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  async function makeFixtures(user: TestUser): Promise<Fixtures> {
    const newGoal = async (title: string) => (await call(user, 'POST', '/api/goals/create/', { title, category: 1, subgoals: ['Первый шаг', { text: 'Второй шаг', completed: true }] })).goal.id as number;
    const newHabit = async (title: string) => (await call(user, 'POST', '/api/habits/create/', { title, category: 2, daily_target: 3 })).habit.id as number;
    const newNote = async (text: string) => (await call(user, 'POST', '/api/notes/', { title: 'Запись', text, mood: 4 })).note_id as number;
    const goalId = await newGoal('Пробежать марафон');
    const habitId = await newHabit('Зарядка');
    await call(user, 'POST', `/api/habits/${habitId}/progress/add/`, { amount: 2 });
    const noteId = await newNote('Хороший день');
    await createNotification(t.db, user.userId, { title: 'Привет', message: 'Текст уведомления', type: 'info' }, t.clock.now());
    const notificationId = (await call(user, 'GET', '/api/notifications/')).unread[0].user_notification_id as number;
    await giveCoins(t, user, 1000);
    const userGiftId = (await call(user, 'POST', '/api/gifts/receive/', { gift_id: giftIdOf('card_start') })).user_gift.id as number;
    const username = (await call(user, 'GET', '/api/user/profile/')).username as string;
    return {
      username,
      goalId,
      habitId,
      noteId,
      notificationId,
      userGiftId,
      scratch: { goalId: await newGoal('Черновик цели'), habitId: await newHabit('Черновик привычки'), noteId: await newNote('Черновик') },
    };
  }

  /** What the sweep must not change: the user's goal with sub-steps, habit with progress and note. */
  const keptObjects = async (user: TestUser, f: Fixtures) => ({
    goal: await call(user, 'GET', `/api/goals/${f.goalId}/`),
    habit: await call(user, 'GET', `/api/habits/${f.habitId}/`),
    note: (await call(user, 'GET', '/api/notes/list/')).notes.find((n: { id: number }) => n.id === f.noteId),
  });
  /** Another user's objects stay as they were, their notification and treasure too (the user's own are the seeds' targets). */
  const keptObjectsOfAnother = async (user: TestUser, f: Fixtures) => ({
    ...(await keptObjects(user, f)),
    notification: (await call(user, 'GET', '/api/notifications/')).unread.find((n: { id: number }) => n.id === f.notificationId) ?? null,
    gift: (await call(user, 'GET', '/api/gifts/user/')).user_gifts.find((g: { id: number }) => g.id === f.userGiftId),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await signUp(t, 'Europe/Moscow');
    other = await signUp(t, 'Europe/Moscow');
    mine = await makeFixtures(me);
    theirs = await makeFixtures(other);
    // Without the free tier's limits valid fields reach the database's writes, not the 403; with
    // the 'Мемори' treasure the game's calls get past their ownership check.
    await subscribe(t, me.userId, new Date('2027-12-31T00:00:00Z'));
    await call(me, 'POST', '/api/gifts/receive/', { gift_id: giftIdOf('minigame_memory') });
  });
  afterAll(() => t.close());

  /** A valid body of each route that reads one, so a hostile field is the only thing wrong. */
  const seeds = (): Record<string, Record<string, unknown>> => ({
    'POST /api/auth/register': { username: 'sweep_new_user', password: 'длинный-пароль-1' },
    'POST /api/auth/local': { username: 'sweep_nobody', password: 'неверный-пароль' },
    'POST /api/auth/telegram': { init_data: 'user=%7B%22id%22%3A1%7D&auth_date=1&hash=00' },
    'POST /api/auth/link/telegram': { init_data: 'user=%7B%22id%22%3A1%7D&auth_date=1&hash=00' },
    'POST /api/auth/vk': { code: 'c', device_id: 'd', code_verifier: createCodeVerifier(), state: 's' },
    'POST /api/auth/link/vk': { code: 'c', device_id: 'd', code_verifier: createCodeVerifier(), state: 's' },
    'POST /api/auth/refresh': { refresh_token: 'unknown-refresh-token' },
    'POST /api/auth/logout': { refresh_token: 'unknown-refresh-token' },
    'POST /api/auth/pending/init': { session_key: 'sweep_session_key_0001', link: false },
    'PUT /api/user/timezone': { timezone: 'Europe/Moscow' },
    'PUT /api/user/animation/update': { animation_id: null },
    'PUT /api/user/profile/update': { nickname: 'Путник', bio: 'О себе' },
    'POST /api/goals/create': { title: 'Цель', description: 'Описание', category: 7, custom_category_title: 'Своё', deadline: '2026-12-31', subgoals: [{ text: 'Шаг', completed: false }], icon: 'target', status: 'active' },
    'PUT /api/goals/:id': { title: 'Цель изменена', description: 'Новое', category: 2, deadline: '2027-01-31', subgoals: [{ text: 'Шаг', completed: true }], icon: 'target', status: 'active' },
    'POST /api/habits/create': { title: 'Привычка', description: 'Описание', category: 2, icon: 'change', frequency: 'weekly', week_days: [1, 3], duration: 'period', period_value: 2, period_unit: 'weeks', daily_target: 3 },
    'PUT /api/habits/:id': { title: 'Привычка изменена', daily_target: 5, frequency: 'daily', week_days: [1, 2], duration: 'infinite', period_value: null, period_unit: null, is_active: true },
    'POST /api/habits/:id/progress/add': { amount: 1 },
    'POST /api/habits/:id/progress/decrease': { amount: 1 },
    'POST /api/notes': { title: 'Заголовок', text: 'Текст', mood: 4, sticker_id: null, sticker_alias: null, is_public: false },
    'PUT /api/notes/:id': { title: 'Заголовок', text: 'Изменённый текст', mood: 3, sticker_id: null, sticker_alias: null },
    'POST /api/notifications/read': { user_notification_id: mine.notificationId },
    'POST /api/notifications/settings/save': { timezone: 'Europe/Moscow', notifications_enabled: true, mood_reminder_time: '20:00' },
    'POST /api/notifications/push-subscription': { endpoint: 'https://push.example.com/send/1', expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
    'POST /api/achievements/check': { achievement_type: 'goals' },
    'POST /api/achievements/mark-earned': { achievement_id: 1 },
    'POST /api/gifts/receive': { gift_id: giftIdOf('animation_stars'), received_for: null },
    'POST /api/gifts/equip': { user_gift_id: mine.userGiftId },
    'POST /api/gifts/unequip': { user_gift_id: mine.userGiftId },
    'POST /api/gifts/favorite': { user_gift_id: mine.userGiftId, is_favorite: true },
    'POST /api/minigames/start': { game_type: 'memory', difficulty: 'easy' },
    'POST /api/minigames/spend': { game_type: 'memory', item: 'hint' },
    'POST /api/minigames/save-result': { game_type: 'memory', score: 10, time: 30, moves: 20, difficulty: 'easy', completed: false },
    'POST /api/user/subscription/create-invoice': { plan: 'monthly' },
    'POST /api/feedback/submit': { subject: 'Тема', message: 'Сообщение', contact: null },
  });

  /** The id of `f`'s object that a route's `:id` names (its area: goals, habits, notes), else null. */
  const objectIdOf = (e: Endpoint, f: Fixtures | Fixtures['scratch']): number | null => {
    const area = /^\/api\/(goals|habits|notes)\//.exec(e.path)?.[1];
    return area === 'goals' ? f.goalId : area === 'habits' ? f.habitId : area === 'notes' ? f.noteId : null;
  };

  const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

  function casesOf(e: Endpoint, seed: Record<string, unknown> | undefined): Case[] {
    const cases: Case[] = [];
    const withParams = (values: Record<string, string>) => `${e.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1')}/`;
    const ownParams: Record<string, string> = { id: String(objectIdOf(e, mine.scratch) ?? 1), file: 'none.png' };
    const url = withParams(ownParams);
    const readsBody = BODY_METHODS.has(e.method);
    const seedText = readsBody ? JSON.stringify(seed ?? {}) : undefined;
    const json = { 'content-type': 'application/json' };
    const base = { method: e.method, token: me.token, body: seedText, headers: readsBody ? json : {} };

    // Who is asking.
    for (const [label, headers] of [
      ['no token', {}],
      ['garbage token', { authorization: 'Bearer not-a-token' }],
      ['huge token', { authorization: `Bearer ${'x'.repeat(8000)}` }],
      ['Basic scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ] as const) {
      cases.push({ ...base, label, url, token: null, headers: { ...base.headers, ...headers }, mayReachService: true });
    }
    cases.push({ ...base, label: 'an unregistered method', method: e.method === 'DELETE' ? 'PATCH' : 'DELETE', url, body: undefined });

    // Path parameters.
    for (const name of e.path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
      for (const value of HOSTILE_PATH_VALUES) cases.push({ ...base, label: `:${name} = ${value}`, url: withParams({ ...ownParams, [name]: value }) });
      const othersId = objectIdOf(e, theirs);
      if (othersId !== null) cases.push({ ...base, label: `:${name} of another user`, url: withParams({ ...ownParams, [name]: String(othersId) }), othersObject: true });
    }
    // Deleting the user's own object is no bad input, and would spoil the cases after it.
    if (e.method === 'DELETE') return cases.filter((c) => c.method !== 'DELETE' || c.url !== url || c.token !== me.token);

    // Query strings (a few calls besides the lists read one: the avatar upload's ?user_id=).
    {
      // The body, if any, is the valid seed: a call that reads no query may reach its service.
      const query = { ...base, mayReachService: true };
      const declared = openApiOf(e)?.parameters?.map((p) => p.name) ?? [];
      for (const value of HOSTILE_QUERY_VALUES) {
        for (const key of declared) cases.push({ ...query, label: `?${key}=${value}`, url: `${url}?${key}=${value}` });
        cases.push({ ...query, label: `every common key = ${value}`, url: `${url}?${COMMON_QUERY_KEYS.map((k) => `${k}=${value}`).join('&')}` });
      }
      for (const key of [...declared, ...COMMON_QUERY_KEYS]) {
        cases.push({ ...query, label: `?${key} repeated`, url: `${url}?${key}=1&${key}=-5&${key}=` });
        cases.push({ ...query, label: `?${key} without =`, url: `${url}?${key}` });
      }
    }

    if (!readsBody) return cases;
    const bodyCase = (label: string, body: string | Uint8Array<ArrayBuffer>, extra: Partial<Case> = {}): Case => ({ ...base, label, url, body, headers: json, ...extra });

    // Whole bodies.
    for (const raw of HOSTILE_RAW_BODIES) cases.push(bodyCase(`body ${raw}`, raw));
    cases.push(bodyCase('body not UTF-8', INVALID_UTF8_BODY));
    cases.push(bodyCase(`body over the limit`, JSON.stringify({ ...seed, padding: 'я'.repeat(200_000) })));
    cases.push(bodyCase('no Content-Type', seedText!, { headers: {}, mayReachService: true }));
    cases.push(bodyCase('Content-Type text/plain', seedText!, { headers: { 'content-type': 'text/plain' }, mayReachService: true }));
    cases.push(bodyCase('form body', 'title=x&amount=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    for (const [label, contentType, body] of MULTIPART_BODIES) cases.push(bodyCase(label, body, { headers: { 'content-type': contentType } }));
    cases.push(bodyCase('unknown fields', JSON.stringify({ ...seed, user_id: 999, id: 1, is_admin: true, extra: { nested: [1] } }), { mayReachService: true }));

    // Each field with each hostile value, the rest of the body valid.
    const fields = new Set([...Object.keys(seed ?? {}), ...propertyNames(openApiOf(e)?.requestBody?.content['application/json']?.schema)]);
    for (const field of fields) {
      const seedValue = seed?.[field];
      for (const value of HOSTILE_FIELD_VALUES) {
        const fieldCase = (label: string, body: string) => cases.push(bodyCase(label, body, { mayReachService: true }));
        fieldCase(`${field} = ${value.slice(0, 40)}`, jsonWithField(seed ?? {}, [field], value));
        if (Array.isArray(seedValue)) {
          fieldCase(`${field}[0] = ${value.slice(0, 40)}`, jsonWithField(seed ?? {}, [field], `[${value}]`));
          const item = seedValue[0];
          if (item && typeof item === 'object') {
            for (const key of Object.keys(item)) fieldCase(`${field}[0].${key} = ${value.slice(0, 40)}`, jsonWithField(seed ?? {}, [field], `[${jsonWithField(item, [key], value)}]`));
          }
        } else if (seedValue && typeof seedValue === 'object') {
          for (const key of Object.keys(seedValue)) fieldCase(`${field}.${key} = ${value.slice(0, 40)}`, jsonWithField(seed ?? {}, [field, key], value));
        }
      }
    }
    return cases;
  }

  /** Another user's objects named in a body or a query, where no path names them. */
  const ownershipCases = (): Case[] => [
    { label: "another user's notification", method: 'POST', url: '/api/notifications/read/', body: JSON.stringify({ user_notification_id: theirs.notificationId }), headers: { 'content-type': 'application/json' } },
    ...(['equip', 'unequip', 'favorite'] as const).map((action) => ({
      label: `${action} another user's treasure`,
      method: 'POST',
      url: `/api/gifts/${action}/`,
      body: JSON.stringify({ user_gift_id: theirs.userGiftId, is_favorite: false }),
      headers: { 'content-type': 'application/json' },
    })),
    { label: "another user's avatar", method: 'POST', url: `/api/user/avatar/upload/?user_id=${other.userId}`, body: MULTIPART_BODIES[0]![2], headers: { 'content-type': MULTIPART_BODIES[0]![1] } },
    { label: "another user's id", method: 'GET', url: `/api/user/username/?user_id=${other.userId}` },
    { label: "another user's name", method: 'GET', url: `/api/user/profile/?username=${theirs.username}` },
    { label: "another user's name", method: 'GET', url: `/api/user/activity/?username=${theirs.username}` },
  ].map((c) => ({ ...c, token: me.token, othersObject: true }));

  it('finds the routes in the app itself, each once, and has a valid body for every route that reads one', () => {
    const swept = sweptEndpoints(t.app).map((e) => `${e.method} ${e.path}`);
    expect(swept.length).toBeGreaterThan(50);
    expect(swept).toEqual(expect.arrayContaining(['PUT /api/goals/:id', 'POST /api/notes', 'GET /media/avatars/:file', 'POST /api/feedback/submit']));
    // The areas mounted again without /api are swept once; what is only outside /api is swept there.
    expect(swept).not.toContain('GET /notes/list');
    expect(swept).not.toContain('GET /auth/pending/status');
    // A seed naming no route would leave that route's fields unswept.
    expect(swept).toEqual(expect.arrayContaining(Object.keys(seeds())));
  });

  it('answers every hostile request below 500 with JSON and a Russian error, another user\'s object with 404, and loses nothing', async () => {
    const before = { mine: await keptObjects(me, mine), theirs: await keptObjectsOfAnother(other, theirs) };
    const allSeeds = seeds();
    const cases = [...sweptEndpoints(t.app).flatMap((e) => casesOf(e, allSeeds[`${e.method} ${e.path}`])), ...ownershipCases()];
    const started = performance.now();
    const problems = await sweep(t.app, cases);
    console.info(`bad-input sweep on ${kind}: ${cases.length} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
    expect({ mine: await keptObjects(me, mine), theirs: await keptObjectsOfAnother(other, theirs) }).toEqual(before);
  }, 180_000);
});
