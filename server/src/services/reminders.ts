import { sql } from 'kysely';
import type { HabitPressResult, MoodPressResult, ReminderMessageKey } from '@tracker/bot';
import { type DueTimeRange, type Mood, type ReminderHabit, type ReminderKind, dayKeyFor, dueDayOf, dueTimeRanges } from '@tracker/shared/domain';
import { chunks } from '../db/chunks.ts';
import type { Db } from '../db/create-db.ts';
import { isPostgres } from '../db/dialect.ts';
import type { NotificationSettingsTable } from '../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { type AuthContext, type TelegramAccount, userForTelegram, userIdForTelegram } from './auth.ts';
import { changeHabitProgress, isStoredHabitDueOn, listHabits } from './habits.ts';
import { ensureNotificationSettings } from './notification-settings.ts';
import { insertNote } from './notes.ts';
import { type UserDay, userDayOf } from './user-day.ts';

/** One reminder to send now. */
export interface DueReminder {
  userId: number;
  /** The private chat (the user's Telegram id) when it is open; null: no chat with the bot, or a blocked one. */
  chatId: number | null;
  kind: ReminderKind;
  /** The user's local day the reminder belongs to, in their time zone at the claim. */
  day: string;
  timeZone: string;
  /** Habit reminders: the habits due today and not yet at their target (never empty). */
  habits?: ReminderHabit[];
}

/**
 * The Telegram user wrote to the bot (a message or a button): their chat can receive reminders.
 * A first contact creates the user (the same user the mini app signs in as), and a chat that was
 * blocked opens again. Returns the user id.
 */
export async function registerChat(ctx: AuthContext, account: TelegramAccount): Promise<number> {
  const userId = (await userIdForTelegram(ctx.db, account.id)) ?? (await userForTelegram(ctx, account));
  const now = ctx.now();
  const opened = await ctx.db
    .insertInto('telegram_chats')
    .values({ user_id: userId, is_blocked: 0, blocked_at: null, updated_at: now.toISOString() })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ is_blocked: 0, blocked_at: null, updated_at: now.toISOString() })
        .where('telegram_chats.is_blocked', '=', 1),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (opened) await ensureNotificationSettings(ctx.db, userId, now);
  return userId;
}

/** Telegram answered 403: nothing more is sent until the user writes to the bot again. */
export async function markChatBlocked(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('telegram_chats')
    .set({ is_blocked: 1, blocked_at: now.toISOString(), updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .execute();
}

/** A reminder for a user whose chat with the bot is open. */
export type ChatReminder = DueReminder & { chatId: number };

export function hasOpenChat(reminder: DueReminder): reminder is ChatReminder {
  return reminder.chatId !== null;
}

interface DueRow {
  user_id: number;
  /** The Telegram id, when the user has one. */
  subject: string | null;
  /** Set when the user's chat with the bot is open. */
  open_chat: number | null;
  /** The settings row's copy of users.timezone (every zone change writes both in one transaction). */
  timezone: string;
  kind: ReminderKind;
  time: string;
}

/** The time zones users' settings are in: one index seek per zone (a loose index scan), not a scan of every user. */
async function zonesInUse(db: Db): Promise<string[]> {
  const { rows } = await sql<{ zone: string | null }>`
    with recursive z(zone) as (
      select min(timezone) from notification_settings
      union all
      select (select min(timezone) from notification_settings where timezone > z.zone) from z where z.zone is not null
    )
    select zone from z where zone is not null`.execute(db);
  return rows.map((r) => r.zone!);
}

/** Each reminder kind's time and switch in notification_settings. */
const REMINDER_SETTING_COLUMNS = {
  mood: { time: 'mood_reminder_time', enabled: 'mood_reminders_enabled' },
  habit: { time: 'habit_reminder_time', enabled: 'habit_reminders_enabled' },
} as const satisfies Record<ReminderKind, { time: keyof NotificationSettingsTable; enabled: keyof NotificationSettingsTable }>;

/**
 * Every reminder whose time came due in `ranges` (per time zone), mood and habit, in one query
 * through the (timezone, time) indexes, for every user with the reminder switched on, with their
 * Telegram id and open chat when they have them.
 */
async function dueRows(db: Db, ranges: ReadonlyMap<string, DueTimeRange[]>): Promise<DueRow[]> {
  const part = (kind: ReminderKind) => {
    const { time, enabled } = REMINDER_SETTING_COLUMNS[kind];
    return (
      db
        .selectFrom((eb) =>
          eb
            .selectFrom('notification_settings')
            .select(['user_id', 'timezone', `${time} as time`])
            .where((w) =>
              w.or(
                [...ranges].flatMap(([zone, list]) =>
                  list.map((r) => w.and([w('timezone', '=', zone), w(time, '>', r.after), w(time, '<=', r.upTo)])),
                ),
              ),
            )
            .where('notifications_enabled', '=', 1)
            .where(enabled, '=', 1)
            // Habit reminders only for users with a habit at all (habitsLeft then checks today's state).
            .$if(kind === 'habit', (q) =>
              q.where((w) =>
                w.exists(
                  w
                    .selectFrom('habits')
                    .select('habits.id')
                    .whereRef('habits.user_id', '=', 'notification_settings.user_id')
                    .where('habits.is_active', '=', 1),
                ),
              ),
            )
            // Never reached; it keeps SQLite from merging this subquery into the joins, where its
            // planner gives up the multi-index OR and scans every settings row.
            .limit(NO_LIMIT)
            .as('s'),
        )
        // LEFT JOIN keeps the due rows the outer loop on SQLite (one index seek each into the
        // (user_id, provider) index and the chats' key); users without a chat keep null there.
        .leftJoin('identities as i', (join) => join.onRef('i.user_id', '=', 's.user_id').on('i.provider', '=', 'telegram'))
        .leftJoin('telegram_chats as c', (join) => join.onRef('c.user_id', '=', 's.user_id').on('c.is_blocked', '=', 0))
        .select(['s.user_id', 'i.subject', 'c.user_id as open_chat', 's.timezone', sql<ReminderKind>`${sql.lit(kind)}`.as('kind'), 's.time'])
    );
  };
  return (await part('mood').unionAll(part('habit')).execute()) as DueRow[];
}

const NO_LIMIT = 2 ** 31 - 1;

/** Today's unfinished habits of many users at once (two queries, whatever the number of users). */
async function habitsLeft(db: Db, todayOf: ReadonlyMap<number, string>): Promise<Map<number, ReminderHabit[]>> {
  const left = new Map<number, ReminderHabit[]>();
  const habits = [];
  for (const ids of chunks([...todayOf.keys()])) {
    habits.push(
      ...(await db
        .selectFrom('habits')
        .select(['id', 'user_id', 'title', 'daily_target', 'is_active', 'frequency', 'week_days', 'start_day', 'end_day'])
        .where('user_id', 'in', ids)
        .where('is_active', '=', 1)
        .orderBy('id')
        .execute()),
    );
  }
  const due = habits.filter((h) => isStoredHabitDueOn(h, todayOf.get(h.user_id)!));
  const progress = new Map<string, number>();
  const days = [...new Set(todayOf.values())];
  for (const ids of chunks(due.map((h) => h.id))) {
    const rows = await db.selectFrom('habit_days').select(['habit_id', 'day', 'progress']).where('habit_id', 'in', ids).where('day', 'in', days).execute();
    for (const r of rows) progress.set(`${r.habit_id}:${r.day}`, r.progress);
  }
  for (const h of due) {
    const done = progress.get(`${h.id}:${todayOf.get(h.user_id)}`) ?? 0;
    if (done >= h.daily_target) continue;
    const list = left.get(h.user_id) ?? [];
    list.push({ id: h.id, title: h.title, progress: done, target: h.daily_target });
    left.set(h.user_id, list);
  }
  return left;
}

/**
 * Inserts the delivery rows that do not exist yet and answers those it inserted (the claims won).
 * PostgreSQL takes the rows as four arrays (unnest): parsing thousands of VALUES parameters cost it
 * more than the insert; SQLite takes plain VALUES in batches.
 */
async function insertDeliveries(
  db: Db,
  rows: readonly { user_id: number; kind: ReminderKind; day: string }[],
  createdAt: string,
): Promise<{ user_id: number; kind: ReminderKind }[]> {
  if (rows.length === 0) return [];
  if (isPostgres(db)) {
    const { rows: inserted } = await sql<{ user_id: number; kind: ReminderKind }>`
      insert into reminder_deliveries (user_id, kind, day, created_at)
      select r.user_id, r.kind, r.day, ${createdAt}
      from unnest(${rows.map((r) => r.user_id)}::integer[], ${rows.map((r) => r.kind)}::text[], ${rows.map((r) => r.day)}::text[]) as r(user_id, kind, day)
      on conflict (user_id, kind, day) do nothing
      returning user_id, kind`.execute(db);
    return inserted;
  }
  const inserted: { user_id: number; kind: ReminderKind }[] = [];
  for (const batch of chunks(rows)) {
    inserted.push(
      ...(await db
        .insertInto('reminder_deliveries')
        .values(batch.map((r) => ({ user_id: r.user_id, kind: r.kind, day: r.day, created_at: createdAt })))
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'day']).doNothing())
        .returning(['user_id', 'kind'])
        .execute()),
    );
  }
  return inserted;
}

/**
 * The reminders that came due in (since, now] on each user's clock, for users with the reminder
 * switched on (chatId: their open chat with the bot, else null); habit reminders only where a
 * habit due today is unfinished.
 * A constant number of queries (four), whatever the number of users (batches of 5000 aside).
 */
export async function findDueReminders(db: Db, since: Date, now: Date): Promise<DueReminder[]> {
  const searched = new Map<string, DueTimeRange[]>();
  for (const zone of await zonesInUse(db)) {
    const ranges = dueTimeRanges(since, now, zone);
    if (ranges.length > 0) searched.set(zone, ranges);
  }
  if (searched.size === 0) return [];
  const rows = await dueRows(db, searched);

  const firing: (DueRow & { day: string })[] = [];
  for (const row of rows) {
    const day = dueDayOf(row.time, searched.get(row.timezone)!);
    if (day !== null) firing.push({ ...row, day });
  }

  // No habit message when everything is done: only users with something left are claimed.
  const habitDay = new Map(firing.filter((r) => r.kind === 'habit').map((r) => [r.user_id, r.day]));
  const left = habitDay.size > 0 ? await habitsLeft(db, habitDay) : new Map<number, ReminderHabit[]>();
  return firing
    .filter((r) => r.kind === 'mood' || left.has(r.user_id))
    .map((r) => ({
      userId: r.user_id,
      chatId: r.subject !== null && r.open_chat !== null ? Number(r.subject) : null,
      kind: r.kind,
      day: r.day,
      timeZone: r.timezone,
      ...(r.kind === 'habit' ? { habits: left.get(r.user_id)! } : {}),
    }));
}

/**
 * Claims `due` reminders, each with a delivery row (user, kind, local day): whoever inserts it
 * delivers it, so a reminder goes out at most once a day across restarts and processes. Answers
 * the claims this call won.
 */
export async function claimReminders(db: Db, due: readonly DueReminder[], now: Date): Promise<DueReminder[]> {
  const won = new Set<string>();
  const rows = due.map((r) => ({ user_id: r.userId, kind: r.kind, day: r.day }));
  for (const r of await insertDeliveries(db, rows, now.toISOString())) won.add(`${r.kind}:${r.user_id}`);
  return due.filter((r) => won.has(`${r.kind}:${r.userId}`));
}

/** Delivery and answer rows only guard the current days (a reminder is answered the day it comes); older ones are deleted. */
export const DELIVERY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export async function pruneReminderDeliveries(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - DELIVERY_RETENTION_MS).toISOString();
  await db.deleteFrom('reminder_deliveries').where('created_at', '<', before).execute();
  await db.deleteFrom('reminder_answers').where('created_at', '<', before).execute();
}

// ---- what the reminder buttons do ----

/**
 * A mood button: writes a note with that mood, under the free tier's notes-per-day limit, at most
 * once per reminder message. The message is claimed (an answer row) in the note's own transaction:
 * another press, even one at the same moment, finds the claim and writes nothing, and a note that
 * is not written (the limit, a crash) takes its claim with it, so a later press can still write it.
 */
export async function saveMoodFromReminder(db: Db, telegramId: number, mood: Mood, reminder: ReminderMessageKey, now: Date): Promise<MoodPressResult> {
  const userId = await userIdForTelegram(db, telegramId);
  if (userId === null) return { outcome: 'no-account' };
  const day = await userDayOf(db, userId, now);
  try {
    const saved = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('reminder_answers')
        .values({ chat_id: reminder.chatId, message_id: reminder.messageId, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['chat_id', 'message_id']).doNothing())
        .returning('message_id')
        .executeTakeFirst();
      if (!claimed) return false;
      await insertNote(trx, userId, { mood, title: null, text: null, sticker_alias: null }, null, day);
      return true;
    });
    return saved ? { outcome: 'saved' } : { outcome: 'already-answered' };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'LIMIT_REACHED') return { outcome: 'limit', message: `${error.message}. ${String(error.details.message)}` };
    throw error;
  }
}

/**
 * A date further back than this on a reminder is not one we sent lately (a client's 0, a clock
 * apart): its day is not judged, and the press counts for today as before.
 */
const REMINDER_AGE_JUDGED_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether a reminder sent at `sentAt` (lately) was sent on an earlier day than the user's today. */
function isFromAnEarlierDay(sentAt: Date, day: UserDay): boolean {
  const age = day.serverNow.getTime() - sentAt.getTime();
  return age > 0 && age <= REMINDER_AGE_JUDGED_MS && dayKeyFor(sentAt, day.timezone) < day.today;
}

/**
 * A habit button: +1 on today's progress with the rules and errors of the app's + button, then the
 * current state of the habits the message shows (`shownIds`), for editing it in place.
 */
export async function addHabitFromReminder(
  db: Db,
  telegramId: number,
  habitId: number,
  shownIds: readonly number[],
  now: Date,
  sentAt: Date,
): Promise<HabitPressResult> {
  const userId = await userIdForTelegram(db, telegramId);
  if (userId === null) return { outcome: 'no-account' };
  const day = await userDayOf(db, userId, now);
  if (isFromAnEarlierDay(sentAt, day)) return { outcome: 'outdated' };
  let outcome: 'added' | 'refused' = 'added';
  let message: string | undefined;
  try {
    await changeHabitProgress(db, userId, habitId, 1, now);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    outcome = 'refused';
    message = error.message;
  }
  // A habit no longer active (paused or formed since) leaves the message, as a deleted one does.
  const { active_habits } = await listHabits(db, userId, day.today);
  const byId = new Map(active_habits.map((h) => [h.id, h]));
  const habits = shownIds.flatMap((id) => {
    const h = byId.get(id);
    return h ? [{ id: h.id, title: h.title, progress: h.daily_progress, target: h.daily_target }] : [];
  });
  return { outcome, ...(message ? { message } : {}), habits };
}
