import { randomUUID } from 'node:crypto';
import { MAX_REMINDER_LATENESS_MS } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { REMINDERS_PER_TRANSACTION, notifyClaimedReminders, notifyReminders, pruneExpiredReminderNotifications } from '../services/reminder-notifications.ts';
import { chunks } from '../db/chunks.ts';
import { type ChatReminder, type DueReminder, claimReminders, findDueReminders, hasOpenChat, pruneReminderDeliveries } from '../services/reminders.ts';
import type { SendJob, TelegramSendQueue } from './telegram-send-queue.ts';

const LEASE_NAME = 'reminders';
const TICK_MS = 60_000;
/** Longer than two ticks: a leader that died is replaced within a few minutes, a slow tick keeps it. */
const LEASE_MS = 150_000;

/** A reminder on its way to a chat. */
export type ReminderSendJob = SendJob & { reminder: ChatReminder };

/** The way to the users' Telegram chats, while the bot runs in this process. */
export interface TelegramReminderChannel {
  queue: TelegramSendQueue<ReminderSendJob>;
  /** Sends one reminder to Telegram (the bot builds the message); called by the queue. */
  send: (reminder: ChatReminder) => Promise<unknown>;
}

export interface ReminderSchedulerOptions {
  db: Db;
  /** The scheduler's only source of time, so tests can jump to 20:00. */
  now: () => Date;
  /** Null when the bot does not run: every reminder is then an in-app notification. */
  telegram: TelegramReminderChannel | null;
}

export interface TickResult {
  /** False when another process holds the lease: this one did nothing. */
  leader: boolean;
  /** Reminders claimed and queued for Telegram in this tick. */
  queued: ChatReminder[];
  /** Reminders claimed and written as in-app notifications in this tick (no open chat, or no bot). */
  notified: DueReminder[];
}

export interface ReminderScheduler {
  /** One minute's work: take or keep the lease, claim the due reminders, queue them or write them in-app. */
  tick(): Promise<TickResult>;
  /** Ticks at the start of every minute until stop(). */
  start(): void;
  /** Resolves once every reminder queued so far has been sent (or given up, or written in-app after a 403). */
  idle(): Promise<void>;
  /** Stops ticking and gives the lease up, so a new process leads at once. */
  stop(): Promise<void>;
}

/**
 * Takes the lease, or keeps it when it is already ours; one statement, atomic on both databases.
 * Answers null when another process holds it, else where the previous tick (of any process) ended.
 */
async function holdLease(db: Db, holder: string, now: Date, leaseMs: number): Promise<{ lastTickAt: string | null } | null> {
  const expires_at = new Date(now.getTime() + leaseMs).toISOString();
  const row = await db
    .insertInto('scheduler_leases')
    .values({ name: LEASE_NAME, holder, expires_at, last_tick_at: null })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at })
        .where((eb) => eb.or([eb('scheduler_leases.holder', '=', holder), eb('scheduler_leases.expires_at', '<=', now.toISOString())])),
    )
    .returning('last_tick_at')
    .executeTakeFirst();
  return row ? { lastTickAt: row.last_tick_at } : null;
}

/**
 * The reminder job: every minute, exactly one process (the lease holder) claims the reminders due
 * and delivers each by one channel: the send queue to the user's open Telegram chat while the bot
 * runs, else an in-app notification (also when Telegram answers that the chat is blocked). Which
 * reminders are due and whether one was already sent today is decided in the database
 * (services/reminders.ts), never in memory.
 */
export function createReminderScheduler(options: ReminderSchedulerOptions): ReminderScheduler {
  const { db, telegram } = options;
  const holder = randomUUID(); // this process's name in the lease row
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function tick(): Promise<TickResult> {
    const now = options.now();
    const lease = await holdLease(db, holder, now, LEASE_MS);
    if (!lease) return { leader: false, queued: [], notified: [] };
    // Go on from where the last tick ended (a restart or a new leader misses nothing), but look back
    // at most an hour: older reminders are dropped, not sent at an odd hour.
    const lastTick = lease.lastTickAt ? Date.parse(lease.lastTickAt) : now.getTime() - TICK_MS;
    const since = new Date(Math.max(lastTick, now.getTime() - MAX_REMINDER_LATENESS_MS));
    const due = since < now ? await findDueReminders(db, since, now) : [];
    const queued: ChatReminder[] = [];
    const notified: DueReminder[] = [];
    // Claimed a batch at a time, each with its in-app notifications in one transaction: an in-app
    // reminder is claimed exactly when it is written (short transactions keep SQLite's writer free).
    for (const batch of chunks(due, REMINDERS_PER_TRANSACTION)) {
      await db.transaction().execute(async (trx) => {
        const won = await claimReminders(trx, batch, now);
        const toChats = telegram ? won.filter(hasOpenChat) : [];
        const inApp = telegram ? won.filter((r) => !hasOpenChat(r)) : won;
        await notifyReminders(trx, inApp, now);
        queued.push(...toChats);
        notified.push(...inApp);
      });
    }
    for (const reminder of queued) {
      telegram?.queue.enqueue({
        reminder,
        chatId: reminder.chatId,
        userId: reminder.userId,
        send: () => telegram.send(reminder),
        // Telegram said the chat is blocked: the reminder is not lost, it goes in-app.
        undelivered: () => notifyClaimedReminders(db, [reminder], options.now()),
      });
    }
    // Recorded after the claim: a process that dies in between leaves the window to the next one,
    // whose claims then meet the delivery rows already there.
    await db.updateTable('scheduler_leases').set({ last_tick_at: now.toISOString() }).where('name', '=', LEASE_NAME).where('holder', '=', holder).execute();
    if (now.getUTCMinutes() === 0) {
      await pruneReminderDeliveries(db, now);
      await pruneExpiredReminderNotifications(db, now);
    }
    return { leader: true, queued, notified };
  }

  function scheduleNext(): void {
    if (stopped) return;
    const wait = TICK_MS - (Date.now() % TICK_MS) + 1000; // a second into each minute
    timer = setTimeout(() => {
      // A tick still running (a huge batch) is not overlapped; the next minute catches up.
      running ??= tick()
        .catch((error: unknown) => console.error('[reminders] tick failed:', error))
        .finally(() => (running = null));
      scheduleNext();
    }, wait);
    timer.unref();
  }

  return {
    tick,
    idle: async () => telegram?.queue.idle(),
    start() {
      stopped = false;
      if (!timer) scheduleNext();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      await db
        .updateTable('scheduler_leases')
        .set({ expires_at: options.now().toISOString() })
        .where('name', '=', LEASE_NAME)
        .where('holder', '=', holder)
        .execute()
        .catch(() => undefined); // the database may already be closing; the lease then just expires
    },
  };
}
