import { type Telegraf, TelegramError } from 'telegraf';
import type { Update } from 'telegraf/types';

/** How long Telegram may hold a getUpdates call open when there is nothing new (seconds). */
const LONG_POLL_S = 50;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * The wait after the `failures`-th failed call in a row: Telegram's own retry_after when it says
 * one (a 429), else 1 s doubling up to 30 s.
 */
export function retryDelayMs(error: unknown, failures: number): number {
  const retryAfter = error instanceof TelegramError ? error.parameters?.retry_after : undefined;
  if (retryAfter !== undefined) return retryAfter * 1000;
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Logs a failed call and waits before the next try (or until `signal` aborts). */
async function afterFailure(what: string, error: unknown, failures: number, signal: AbortSignal): Promise<void> {
  const wait = retryDelayMs(error, failures);
  console.error(`[bot] ${what} failed (${(error as Error).message}); trying again in ${wait / 1000} s`);
  await pause(wait, signal);
}

/**
 * Runs `attempt` until it succeeds, waiting between failures; answers false when `signal` aborted
 * it first. For what the bot needs before it can work (getMe): Telegram briefly unreachable at
 * start-up must not leave the bot off until a restart.
 */
export async function untilDone(what: string, attempt: () => Promise<unknown>, signal: AbortSignal): Promise<boolean> {
  for (let failures = 1; !signal.aborted; failures++) {
    try {
      await attempt();
      return !signal.aborted;
    } catch (error) {
      if (signal.aborted) break;
      await afterFailure(what, error, failures, signal);
    }
  }
  return false;
}

/** The chat an update belongs to (its sender's for updates without one, as a pre-checkout query). */
function chatOf(update: Update): number | undefined {
  for (const part of Object.values(update) as unknown[]) {
    if (typeof part !== 'object' || part === null) continue;
    const { chat, message, from } = part as { chat?: { id: number }; message?: { chat?: { id: number } }; from?: { id: number } };
    const id = chat?.id ?? message?.chat?.id ?? from?.id;
    if (id !== undefined) return id;
  }
  return undefined;
}

/**
 * One batch of updates: each chat's in the order they were sent (a /start and a /help sent
 * together are answered in that order), different chats at the same time. A failing update is
 * logged (bot.catch has answered the user) and never stops the others.
 */
async function handleBatch(bot: Telegraf, updates: readonly Update[]): Promise<void> {
  const byChat = new Map<number | undefined, Update[]>();
  for (const update of updates) {
    const chat = chatOf(update);
    const queue = byChat.get(chat);
    if (queue) queue.push(update);
    else byChat.set(chat, [update]);
  }
  await Promise.all(
    [...byChat.values()].map(async (chatUpdates) => {
      for (const update of chatUpdates) {
        await bot.handleUpdate(update).catch((error: unknown) => console.error(`[bot] update ${update.update_id} failed:`, error));
      }
    }),
  );
}

/**
 * Long polling in the background; answers `stop`, which resolves once polling has ended.
 * Our own loop rather than telegraf's launch() or startPolling(), which end for good on the first
 * error that is not a 5xx or 429 (a 409 while an old process still polls during a restart, a
 * network that is not up yet) and handle a batch's updates in any order. Here `connect` (getMe and
 * the bot's set-up) and every getUpdates are tried again until they work, and the offset carries
 * over, so no update is handled twice or skipped.
 */
export function startPolling(bot: Telegraf, connect: (signal: AbortSignal) => Promise<boolean>): () => Promise<void> {
  const stopping = new AbortController();
  const { signal } = stopping;
  const polled = (async () => {
    if (!(await connect(signal))) return;
    let offset = 0;
    let webhookCleared = false;
    for (let failures = 0; !signal.aborted; ) {
      try {
        // A webhook left from an earlier run makes getUpdates answer 409: cleared first, and again after a 409.
        if (!webhookCleared) {
          await bot.telegram.deleteWebhook().catch((error: Error) => console.warn(`[bot] deleteWebhook failed, polling anyway: ${error.message}`));
          webhookCleared = true;
        }
        const updates = await bot.telegram.callApi('getUpdates', { offset, timeout: LONG_POLL_S, allowed_updates: [] }, { signal } as never); // telegraf types its own AbortSignal polyfill
        failures = 0;
        if (updates.length > 0) offset = updates.at(-1)!.update_id + 1;
        await handleBatch(bot, updates);
      } catch (error) {
        if (signal.aborted) break;
        if (error instanceof TelegramError && error.code === 409) webhookCleared = false;
        await afterFailure('getUpdates', error, ++failures, signal);
      }
    }
    // Tells Telegram the last batch was handled, so the next start does not get it again.
    if (offset > 0) await bot.telegram.callApi('getUpdates', { offset, limit: 1, timeout: 0 }).catch(() => undefined);
  })();
  return async () => {
    stopping.abort();
    await polled;
  };
}
