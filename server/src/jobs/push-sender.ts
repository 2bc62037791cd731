import type { Agent } from 'node:https';
import webpush from 'web-push';
import {
  PUSH_NOTIFICATION_CLOSE_MS,
  PUSH_NOTIFICATION_URL,
  type NotificationType,
  type PushPayload,
  isNotificationExpired,
  notificationAllowed,
} from '@tracker/shared/domain';
import type { VapidKeys } from '../config.ts';
import type { Db } from '../db/create-db.ts';
import { preferencesOf } from '../services/notification-settings.ts';
import { dropPushSubscription } from '../services/push-subscriptions.ts';

/** Notifications claimed from the outbox at a time. */
const BATCH = 50;
/** How often the outbox is looked at; a push arrives within this of the event. */
const INTERVAL_MS = 3000;
/** How long a push service keeps a message for a browser that is offline, at most. */
const TTL_S = 24 * 60 * 60;

/** A notification that expires (a reminder, at the end of its day) is kept no longer than it lives. */
function ttlSecondsOf(row: { expires_at: string | null }, now: Date): number {
  if (!row.expires_at) return TTL_S;
  return Math.min(TTL_S, Math.max(0, Math.floor((Date.parse(row.expires_at) - now.getTime()) / 1000)));
}
const SEND_TIMEOUT_MS = 10_000;

export interface PushSenderOptions {
  db: Db;
  now: () => Date;
  vapid: VapidKeys & { subject: string };
  /** The TLS agent for push services (tests: one that trusts the fake service's certificate). */
  agent?: Agent;
}

export interface PushSender {
  /** Claims what waits in the outbox and pushes it; answers how many pushes were delivered. */
  flush(): Promise<number>;
  /** Flushes every few seconds until stop(). */
  start(): void;
  stop(): Promise<void>;
}

/** A claimed notification with one of its user's subscriptions. */
type Claimed = Awaited<ReturnType<typeof claim>>[number];

/** Takes up to BATCH notifications out of the outbox and answers them with their subscriptions and the users' preferences. */
async function claim(db: Db) {
  const claimed = await db
    .deleteFrom('push_outbox')
    .where('notification_id', 'in', (eb) => eb.selectFrom('push_outbox').select('notification_id').orderBy('created_at').limit(BATCH))
    .returning('notification_id')
    .execute();
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom('notifications as n')
    .innerJoin('push_subscriptions as s', 's.user_id', 'n.user_id')
    .select(['n.id', 'n.user_id', 'n.title', 'n.message', 'n.notification_type', 'n.expires_at', 's.endpoint', 's.p256dh', 's.auth'])
    .where('n.id', 'in', claimed.map((c) => c.notification_id))
    .execute();
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const settings = userIds.length === 0 ? [] : await db.selectFrom('notification_settings').selectAll().where('user_id', 'in', userIds).execute();
  const stored = new Map(settings.map((row) => [row.user_id, row]));
  return rows.map((row) => ({ ...row, preferences: preferencesOf(stored.get(row.user_id)) }));
}

/**
 * Browser push (rewards.md 4.3, 4.4): notifications enter an outbox in the transaction that writes
 * them; this sender claims them (a delete, so two processes never push one twice) and sends each to
 * every browser its user subscribed, encrypted for that browser (RFC 8291) and signed with our VAPID
 * key (RFC 8292). A subscription the push service calls gone (404, 410) is forgotten.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, vapid } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function push(row: Claimed, now: Date): Promise<boolean> {
    const payload: PushPayload = {
      id: row.id,
      title: row.title,
      body: row.message,
      url: PUSH_NOTIFICATION_URL,
      closeAfterMs: PUSH_NOTIFICATION_CLOSE_MS,
    };
    try {
      await webpush.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(payload), {
        vapidDetails: vapid,
        TTL: ttlSecondsOf(row, now),
        timeout: SEND_TIMEOUT_MS,
        ...(options.agent ? { agent: options.agent } : {}),
      });
      return true;
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : null;
      if (status === 404 || status === 410) await dropPushSubscription(db, row.endpoint);
      else console.error('[push] sending failed:', status ?? error);
      return false;
    }
  }

  async function flushOnce(): Promise<number> {
    const now = options.now();
    const due = (await claim(db)).filter(
      (row) => notificationAllowed(row.preferences, row.notification_type as NotificationType) && !isNotificationExpired(row, now),
    );
    const results = await Promise.all(due.map((row) => push(row, now)));
    const pushed = [...new Set(due.filter((_, i) => results[i]).map((row) => row.id))];
    if (pushed.length > 0) await db.updateTable('notifications').set({ is_push: 1 }).where('id', 'in', pushed).execute();
    return results.filter(Boolean).length;
  }

  function flush(): Promise<number> {
    // One flush at a time: a timer tick during a slow push service waits for the running one.
    running ??= flushOnce().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    flush,
    start() {
      timer ??= setInterval(() => {
        flush().catch((error: unknown) => console.error('[push] outbox failed:', error));
      }, INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
