/**
 * The one way reminders reach Telegram. Telegram allows a bot about 30 messages a second overall
 * and about one a second per chat; past that it answers 429 with `retry_after`
 * (core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this). This queue stays under
 * 25 a second and 1 a second per chat, waits `retry_after` when told to, and stops writing to a chat
 * that answered 403 (the user blocked the bot).
 */

export interface SendJob {
  chatId: number;
  /** Whose chat this is: reported when Telegram answers 403. */
  userId: number;
  /** The Bot API call itself (sendMessage ...). */
  send: () => Promise<unknown>;
  /** Telegram refused the chat for good (403): called for this message and for each dropped with it. */
  undelivered?: () => Promise<void> | void;
}

/** Time as the queue sees it; tests and the bench run it on a virtual clock. */
export interface QueueClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: QueueClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
};

/** Sending limits under Telegram's broadcast limits (Bot API FAQ), and our retry policy. */
export const TELEGRAM_SEND_LIMITS = {
  /** Messages started in any one second, all chats together. */
  perSecond: 25,
  /** Least time between two messages to one chat. */
  perChatMs: 1000,
  /** Requests in flight at once. */
  maxInFlight: 10,
  /** Tries for a message that fails for another reason than 403/429 (network, 5xx). */
  maxAttempts: 3,
} as const;

export interface SendQueueOptions {
  clock?: QueueClock;
  /** Telegram answered 403 for this chat: the rest of its messages are dropped. */
  onBlocked(userId: number, chatId: number): Promise<void> | void;
}

export interface SendQueueStats {
  sent: number;
  blocked: number;
  failed: number;
  /** 429 answers, each followed by a pause of retry_after. */
  rateLimited: number;
}

export interface TelegramSendQueue<J extends SendJob = SendJob> {
  enqueue(job: J): void;
  /** Resolves once every queued message has been sent or given up. */
  idle(): Promise<void>;
  /** Drops what is queued, waits for the requests in flight, and answers the jobs it dropped unsent. */
  stop(): Promise<J[]>;
  readonly stats: Readonly<SendQueueStats>;
}

type Queued<J extends SendJob> = J & { attempt: number };

/** A Bot API error as telegraf's TelegramError carries it. */
function telegramFailure(error: unknown): { code: number | null; retryAfter: number | null } {
  const e = error as { code?: unknown; response?: { error_code?: unknown; parameters?: { retry_after?: unknown } } } | null;
  const code = typeof e?.response?.error_code === 'number' ? e.response.error_code : typeof e?.code === 'number' ? e.code : null;
  const retryAfter = e?.response?.parameters?.retry_after;
  return { code, retryAfter: typeof retryAfter === 'number' ? retryAfter : null };
}

export function createTelegramSendQueue<J extends SendJob = SendJob>(options: SendQueueOptions): TelegramSendQueue<J> {
  const { perSecond, perChatMs, maxInFlight, maxAttempts } = TELEGRAM_SEND_LIMITS;
  const clock = options.clock ?? realClock;

  // Per-chat FIFO queues; Map order is the round-robin order (a chat moves to the back after a send).
  const chats = new Map<number, Queued<J>[]>();
  const lastStart = new Map<number, number>();
  const inFlightChats = new Set<number>();
  const starts: number[] = []; // start times of the last `perSecond` messages
  const stats: SendQueueStats = { sent: 0, blocked: 0, failed: 0, rateLimited: 0 };
  let pending = 0;
  let inFlight = 0;
  let pausedUntil = 0;
  let stopped = false;
  /** Jobs given up by stop(): those queued then, and any a request in flight would have queued again. */
  const dropped: J[] = [];
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let idleWaiters: (() => void)[] = [];
  const pause = (ms: number) => clock.sleep(ms);

  const wake = () => {
    const w = wakeUp;
    wakeUp = null;
    w?.();
  };
  const nextWake = () => new Promise<void>((resolve) => (wakeUp = resolve));
  const checkIdle = () => {
    if (pending > 0 || inFlight > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  function put(job: Queued<J>, front = false): void {
    if (stopped) {
      dropped.push(job); // a 429 or a retry of a request that was in flight when the queue stopped
      return;
    }
    const list = chats.get(job.chatId);
    if (list) {
      if (front) list.unshift(job);
      else list.push(job);
    } else {
      chats.set(job.chatId, [job]);
    }
    pending++;
  }

  /** The first chat (in round-robin order) that may receive a message now, or how long until one may. */
  function pick(now: number): { job: Queued<J> } | { waitMs: number | null } {
    let waitMs: number | null = null;
    for (const [chatId, list] of chats) {
      if (inFlightChats.has(chatId)) continue;
      const readyAt = (lastStart.get(chatId) ?? -Infinity) + perChatMs;
      if (readyAt > now) {
        waitMs = waitMs === null ? readyAt - now : Math.min(waitMs, readyAt - now);
        continue;
      }
      const job = list.shift()!;
      chats.delete(chatId);
      if (list.length > 0) chats.set(chatId, list);
      pending--;
      return { job };
    }
    return { waitMs };
  }

  async function run(job: Queued<J>): Promise<void> {
    try {
      await job.send();
      stats.sent++;
    } catch (error) {
      const { code, retryAfter } = telegramFailure(error);
      if (code === 429) {
        stats.rateLimited++;
        pausedUntil = Math.max(pausedUntil, clock.now() + (retryAfter ?? 1) * 1000);
        put(job, true);
      } else if (code === 403) {
        stats.blocked++;
        const dropped = chats.get(job.chatId) ?? [];
        chats.delete(job.chatId);
        pending -= dropped.length;
        try {
          await options.onBlocked(job.userId, job.chatId);
        } catch (e) {
          console.error(`[send-queue] marking chat ${job.chatId} blocked failed:`, e);
        }
        for (const refused of [job, ...dropped]) {
          try {
            await refused.undelivered?.();
          } catch (e) {
            console.error(`[send-queue] handing over a message chat ${job.chatId} refused failed:`, e);
          }
        }
      } else if ((code === null || code >= 500) && job.attempt < maxAttempts) {
        put({ ...job, attempt: job.attempt + 1 });
      } else {
        stats.failed++;
        console.error(`[send-queue] message to chat ${job.chatId} failed:`, error);
      }
    } finally {
      inFlight--;
      inFlightChats.delete(job.chatId);
      wake();
      checkIdle();
    }
  }

  async function dispatch(): Promise<void> {
    while (!stopped) {
      if (pending === 0 || inFlight >= maxInFlight) {
        checkIdle();
        await nextWake();
        continue;
      }
      const now = clock.now();
      if (pausedUntil > now) {
        await pause(pausedUntil - now);
        continue;
      }
      if (starts.length >= perSecond) {
        const freeAt = starts[starts.length - perSecond]! + 1000;
        if (freeAt > now) {
          await pause(freeAt - now);
          continue;
        }
      }
      const picked = pick(now);
      if (!('job' in picked)) {
        // Every waiting chat is in flight or was written to less than a second ago.
        await (picked.waitMs === null ? nextWake() : pause(picked.waitMs));
        continue;
      }
      const { job } = picked;
      starts.push(now);
      if (starts.length > perSecond) starts.shift();
      lastStart.set(job.chatId, now);
      inFlight++;
      inFlightChats.add(job.chatId);
      void run(job);
    }
  }

  return {
    enqueue(job) {
      if (stopped) return;
      put({ ...job, attempt: 1 });
      loop ??= dispatch();
      wake();
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        checkIdle();
      });
    },
    async stop() {
      stopped = true;
      dropped.push(...[...chats.values()].flat());
      pending = 0;
      chats.clear();
      wake(); // the loop ends at its next turn; a pause for retry_after is not waited for
      await new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        checkIdle();
      });
      return dropped;
    },
    stats,
  };
}
