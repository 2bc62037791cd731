/**
 * `npm run bench:reminders`: 100,000 users spread over 24 time zones (one per whole-hour offset,
 * -11 .. +12), three in four with an open Telegram chat and one in four web-only (their reminders are
 * written in-app), mood reminder at 20:00 and, for every tenth user who has a habit, the habit
 * reminder at 09:00. One simulated day of minute ticks against the fake Bot API on loopback:
 *   - how long one tick takes to choose (and claim) the due users, and how many queries it makes;
 *   - that every due user got exactly one message (or in-app notification) of each kind, and a
 *     restarted scheduler sends and writes none again;
 *   - that sending stayed within 25 messages a second and 1 per chat (on the queue's virtual clock,
 *     so the run takes minutes, not the 70 minutes 110,000 messages need at 25 a second).
 * BENCH_REMINDER_USERS changes the number of users; BENCH_DATABASE=postgres runs on a throwaway
 * embedded PostgreSQL (or BENCH_DATABASE_URL=postgres://... on an existing empty database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type KyselyPlugin, sql } from 'kysely';
import { createBot } from '@tracker/bot';
import { NOTIFICATION_DEFAULTS } from '@tracker/shared/domain';
import { createDb, migrateToLatest, type Db } from '../../server/src/db/create-db.ts';
import { type QueueClock, TELEGRAM_SEND_LIMITS } from '../../server/src/jobs/telegram-send-queue.ts';
import { findDueReminders } from '../../server/src/services/reminders.ts';
import { createReminderJobs } from '../../server/src/telegram-features.ts';
import { startEmbeddedPostgres } from '../../server/src/testing/embedded-postgres.ts';
import { startFakeTelegram } from '../fake-telegram/fake-telegram.ts';

const { perSecond, perChatMs } = TELEGRAM_SEND_LIMITS;

const USERS = Number(process.env.BENCH_REMINDER_USERS ?? 100_000);
const HABIT_EVERY = 10;
/** One user in WEB_EVERY of each time zone has no Telegram: their reminders are in-app notifications. */
const WEB_EVERY = 4;
const ZONES = [
  'Pacific/Pago_Pago', 'Pacific/Honolulu', 'Pacific/Gambier', 'Pacific/Pitcairn', 'America/Phoenix', 'America/Guatemala',
  'America/Bogota', 'America/Caracas', 'America/Argentina/Buenos_Aires', 'Atlantic/South_Georgia', 'Atlantic/Cape_Verde', 'Africa/Abidjan',
  'Africa/Lagos', 'Africa/Johannesburg', 'Europe/Moscow', 'Asia/Dubai', 'Asia/Tashkent', 'Asia/Dhaka',
  'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Tokyo', 'Asia/Vladivostok', 'Asia/Magadan', 'Asia/Kamchatka',
];
const isWebOnly = (i: number) => Math.floor(i / ZONES.length) % WEB_EVERY === WEB_EVERY - 1;
const TOKEN = '7000000001:bench-reminders-token';
const PUBLIC_URL = 'https://tracker.example.ru';
const TELEGRAM_ID_BASE = 500_000_000;
const START = new Date('2026-11-23T00:00:00Z');
const MINUTE = 60_000;
const CHUNK = 1000;

/** Counts every statement Kysely executes through this instance (one result per statement; subqueries are not counted apart). */
function countingQueries(db: Db): { db: Db; count: () => number } {
  let n = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      n++;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), count: () => n };
}

async function seed(db: Db): Promise<void> {
  const seededAt = new Date(START.getTime() - MINUTE);
  const iso = seededAt.toISOString();
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < USERS; from += CHUNK) {
      const n = Math.min(CHUNK, USERS - from);
      const zoneOf = (i: number) => ZONES[(from + i) % ZONES.length]!;
      const users = await trx
        .insertInto('users')
        .values(Array.from({ length: n }, (_, i) => ({
          username: `tg_${from + i}`, first_name: 'Бенч', last_name: null, nickname: null, display_name: null, bio: null,
          photo_url: null, timezone: zoneOf(i), subscription_expires_at: null, created_at: iso,
        })))
        .returning('id')
        .execute();
      const ids = users.map((u) => u.id);
      const telegramUsers = ids.map((user_id, i) => ({ user_id, i: from + i })).filter(({ i }) => !isWebOnly(i));
      await trx.insertInto('identities').values(telegramUsers.map(({ user_id, i }) => ({ user_id, provider: 'telegram' as const, subject: String(TELEGRAM_ID_BASE + i), secret: null, created_at: iso }))).execute();
      await trx.insertInto('telegram_chats').values(telegramUsers.map(({ user_id }) => ({ user_id, is_blocked: 0, blocked_at: null, updated_at: iso }))).execute();
      await trx
        .insertInto('notification_settings')
        .values(ids.map((user_id, i) => ({
          user_id,
          notifications_enabled: 1, info_notifications_enabled: 1, mood_reminders_enabled: 1, habit_reminders_enabled: 1,
          achievement_notifications_enabled: 1, motivational_messages_enabled: 0,
          mood_reminder_time: NOTIFICATION_DEFAULTS.mood_reminder_time, habit_reminder_time: NOTIFICATION_DEFAULTS.habit_reminder_time,
          timezone: zoneOf(i),
          updated_at: iso,
        })))
        .execute();
      const habitOwners = ids.filter((_, i) => (from + i) % HABIT_EVERY === 0);
      if (habitOwners.length > 0) {
        await trx
          .insertInto('habits')
          .values(habitOwners.map((user_id) => ({
            user_id, title: 'Прогулка', description: null, category: 1, custom_category_title: null, icon: 'walking',
            frequency: 'daily' as const, week_days: '[0,1,2,3,4,5,6]', duration: 'infinite' as const, period_value: null, period_unit: null,
            daily_target: 1, is_active: 1, start_day: '2026-11-01', end_day: null, created_at: iso, updated_at: iso,
          })))
          .execute();
      }
    }
  });
}

/** Queue time that advances only when the queue waits, so rates are checked without waiting for real. */
function virtualClock(): QueueClock {
  let t = START.getTime();
  return {
    now: () => t,
    async sleep(ms) {
      t += ms;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const postgres = process.env.BENCH_DATABASE === 'postgres' && !process.env.BENCH_DATABASE_URL ? await startEmbeddedPostgres() : null;
const scratch = postgres || process.env.BENCH_DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'tracker-bench-reminders-'));
const databaseUrl = postgres?.url ?? process.env.BENCH_DATABASE_URL ?? `file:${join(scratch!, 'app.db')}`;
const raw = createDb(databaseUrl);
await migrateToLatest(raw);
let t0 = performance.now();
await seed(raw);
console.log(`seeded ${USERS} users over ${ZONES.length} time zones (${USERS / HABIT_EVERY} with a habit) in ${((performance.now() - t0) / 1000).toFixed(1)} s on ${databaseUrl.startsWith('file:') ? 'SQLite' : 'PostgreSQL'}`);

// PostgreSQL's autovacuum would gather statistics on freshly loaded tables within a minute; do it now.
if (!databaseUrl.startsWith('file:')) await sql`analyze`.execute(raw);

const fake = await startFakeTelegram({ token: TOKEN });
const bot = createBot(TOKEN, { publicUrl: PUBLIC_URL, confirmPendingLogin: async () => 'unknown' }, { apiRoot: fake.apiRoot });
const queueClock = virtualClock();
const counted = countingQueries(raw);
let now = START;
const jobs = createReminderJobs(bot, { db: counted.db, now: () => now, publicUrl: PUBLIC_URL, clock: queueClock });

// Every message start on the queue's clock, to check the limits afterwards.
const sendStarts: { chatId: number; at: number }[] = [];
const original = bot.telegram.sendMessage.bind(bot.telegram);
bot.telegram.sendMessage = ((chatId: number, ...rest: unknown[]) => {
  sendStarts.push({ chatId, at: queueClock.now() });
  return (original as (...args: unknown[]) => Promise<unknown>)(chatId, ...rest);
}) as typeof bot.telegram.sendMessage;

const busy: { ms: number; chooseMs: number; queries: number; due: number; inApp: number; kind: string }[] = [];
const quiet: { ms: number; queries: number }[] = [];
const inApp = new Map<number, { mood: number; habit: number }>();
t0 = performance.now();
for (let minute = 0; minute < 24 * 60; minute++) {
  now = new Date(START.getTime() + minute * MINUTE);
  // Choosing alone (read-only, the same minute the tick then handles), then the whole tick.
  let started = performance.now();
  const due = await findDueReminders(raw, new Date(now.getTime() - MINUTE), now);
  const chooseMs = performance.now() - started;
  const before = counted.count();
  started = performance.now();
  const { queued, notified } = await jobs.scheduler.tick();
  const ms = performance.now() - started;
  const queries = counted.count() - before;
  if (queued.length + notified.length !== due.length || notified.some((r) => r.chatId !== null)) {
    throw new Error(`chose ${due.length} but the tick queued ${queued.length} and wrote ${notified.length} in-app`);
  }
  if (notified.length > 0) {
    // Each tick's in-app reminders are rows by the tick's end (the hourly pruning deletes them once their day is over).
    const written = await raw.selectFrom('notifications').select((eb) => eb.fn.countAll<number | string>().as('n')).where('created_at', '=', now.toISOString()).executeTakeFirstOrThrow();
    if (Number(written.n) !== notified.length) throw new Error(`the tick wrote ${written.n} of its ${notified.length} in-app reminders`);
    for (const r of notified) {
      const entry = inApp.get(r.userId) ?? { mood: 0, habit: 0 };
      entry[r.kind]++;
      inApp.set(r.userId, entry);
    }
  }
  if (due.length > 0) {
    busy.push({ ms, chooseMs, queries, due: due.length, inApp: notified.length, kind: [...new Set(due.map((r) => r.kind))].join('+') });
    await jobs.scheduler.idle(); // send before the next tick, so ticks are timed alone
  } else {
    quiet.push({ ms, queries });
  }
}
const dayMs = performance.now() - t0;

// A restarted scheduler on the same database goes over the same day again, as if every tick's
// record had been lost: the delivery rows alone must keep it from sending anything twice.
await jobs.stop();
await raw.updateTable('scheduler_leases').set({ last_tick_at: null }).execute();
now = START;
const second = createReminderJobs(bot, { db: raw, now: () => now, publicUrl: PUBLIC_URL, clock: virtualClock() });
let resent = 0;
for (let minute = 0; minute < 24 * 60; minute++) {
  now = new Date(START.getTime() + minute * MINUTE);
  const again = await second.scheduler.tick();
  resent += again.queued.length + again.notified.length;
}
await second.stop();

// Exactly one message of each due kind per user.
const perChat = new Map<number, { mood: number; habit: number }>();
for (const call of fake.calls('sendMessage')) {
  if (!call.ok) continue;
  const chatId = call.params.chat_id as number;
  const entry = perChat.get(chatId) ?? { mood: 0, habit: 0 };
  if (String(call.params.text).startsWith('Как ваше настроение')) entry.mood++;
  else entry.habit++;
  perChat.set(chatId, entry);
}
// Web-only users: exactly one in-app notification of each due kind (users were seeded in order).
const firstUserId = (await raw.selectFrom('users').select((eb) => eb.fn.min<number>('id').as('id')).executeTakeFirstOrThrow()).id;
let wrong = 0;
for (let i = 0; i < USERS; i++) {
  const got = (isWebOnly(i) ? inApp.get(firstUserId + i) : perChat.get(TELEGRAM_ID_BASE + i)) ?? { mood: 0, habit: 0 };
  if (got.mood !== 1 || got.habit !== (i % HABIT_EVERY === 0 ? 1 : 0)) wrong++;
}
const webUsers = Array.from({ length: USERS }, (_, i) => i).filter(isWebOnly);
const expectedInApp = webUsers.length + webUsers.filter((i) => i % HABIT_EVERY === 0).length;
const writtenInApp = [...inApp.values()].reduce((sum, e) => sum + e.mood + e.habit, 0);

// Rates on the queue's clock: the most messages started within any one second, and the closest two to one chat.
const times = sendStarts.map((s) => s.at).sort((a, b) => a - b);
let maxPerSecond = 0;
for (let i = 0, j = 0; i < times.length; i++) {
  while (times[i]! - times[j]! >= 1000) j++; // a one-second window
  maxPerSecond = Math.max(maxPerSecond, i - j + 1);
}
const lastToChat = new Map<number, number>();
let closestSameChat = Infinity;
for (const s of [...sendStarts].sort((a, b) => a.at - b.at)) {
  const last = lastToChat.get(s.chatId);
  if (last !== undefined) closestSameChat = Math.min(closestSameChat, s.at - last);
  lastToChat.set(s.chatId, s.at);
}

const expectedMessages = USERS + Math.ceil(USERS / HABIT_EVERY) - expectedInApp;
console.log(`\none day of minute ticks (1440) in ${(dayMs / 1000).toFixed(1)} s of real time`);
console.log(`ticks with due users: ${busy.length}; each chose ~${median(busy.map((b) => b.due))} users`);
console.log(`  time to choose the due users: median ${median(busy.map((b) => b.chooseMs)).toFixed(1)} ms, max ${Math.max(...busy.map((b) => b.chooseMs)).toFixed(1)} ms (aim < 200 ms)`);
console.log(`  whole tick (lease, choose, claim a delivery row each, write the in-app ones (~${median(busy.map((b) => b.inApp))} a tick), record the tick): median ${median(busy.map((b) => b.ms)).toFixed(1)} ms, max ${Math.max(...busy.map((b) => b.ms)).toFixed(1)} ms`);
console.log(`  queries per tick: ${[...new Set(busy.map((b) => `${b.kind} ${b.queries}`))].join(', ')} (constant but for 3-4 per 1000 claims: the claim and the in-app writes of each 1000 share a transaction)`);
console.log(`ticks with nobody due: ${quiet.length}; median ${median(quiet.map((q) => q.ms)).toFixed(2)} ms, ${[...new Set(quiet.map((q) => q.queries))].join('/')} queries`);
console.log(`messages sent: ${sendStarts.length} of ${expectedMessages} expected; in-app reminders written: ${writtenInApp} of ${expectedInApp}; users with a wrong count: ${wrong}; sent or written again by a restarted scheduler: ${resent}`);
console.log(`rates on the queue clock: at most ${maxPerSecond} messages in any second (limit ${perSecond}), closest two to one chat ${closestSameChat === Infinity ? '-' : `${closestSameChat} ms`} (limit ${perChatMs} ms); ${(sendStarts.length / perSecond / 60).toFixed(0)} min of sending at ${perSecond}/s`);

await fake.close();
await raw.destroy();
await postgres?.stop();
if (scratch) rmSync(scratch, { recursive: true, force: true });
const ok =
  wrong === 0 && resent === 0 && sendStarts.length === expectedMessages && writtenInApp === expectedInApp && maxPerSecond <= perSecond && closestSameChat >= perChatMs;
if (!ok) {
  console.error('\nFAILED: a due user did not get exactly one message or in-app reminder, or a limit was broken.');
  process.exit(1);
}
console.log('\nOK: every due user got exactly one message (or in-app reminder) of each kind.');
