import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { telegramClient } from '@tracker/bot';
import { type FakeTelegram, startFakeTelegram } from '../../../scripts/fake-telegram/fake-telegram.ts';
import { type QueueClock, createTelegramSendQueue } from './telegram-send-queue.ts';

const TOKEN = '5151:queue-test-token';

/** Time that moves only when the queue waits: the limits are checked in it, and the test never sleeps. */
function virtualClock(): QueueClock & { waited: number[] } {
  let t = 1_000_000;
  const waited: number[] = [];
  return {
    waited,
    now: () => t,
    async sleep(ms) {
      waited.push(ms);
      t += ms;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('the Telegram send queue', () => {
  let fake: FakeTelegram;
  beforeEach(async () => {
    fake = await startFakeTelegram({ token: TOKEN });
  });
  afterEach(async () => {
    await fake.close();
  });

  function setUp(onBlocked: (userId: number, chatId: number) => void = () => {}) {
    const clock = virtualClock();
    const telegram = telegramClient(TOKEN, fake.apiRoot);
    const starts: { chatId: number; at: number }[] = [];
    const queue = createTelegramSendQueue({ clock, onBlocked });
    const send = (chatId: number, text: string, undelivered?: () => void) =>
      queue.enqueue({
        chatId,
        userId: chatId * 10,
        send: () => {
          starts.push({ chatId, at: clock.now() });
          return telegram.sendMessage(chatId, text);
        },
        ...(undelivered ? { undelivered } : {}),
      });
    return { clock, queue, send, starts };
  }

  it('sends at most 25 messages a second overall and 1 a second per chat, each exactly once', async () => {
    const { queue, send, starts } = setUp();
    for (let i = 0; i < 100; i++) send(100 + i, `всем ${i}`); // 100 chats, one message each
    for (let i = 0; i < 5; i++) send(1, `одному ${i}`); // one chat, five messages
    await queue.idle();

    expect(queue.stats).toEqual({ sent: 105, blocked: 0, failed: 0, rateLimited: 0 });
    for (let i = 0; i < 100; i++) expect(fake.sentMessages(100 + i).map((m) => m.text)).toEqual([`всем ${i}`]);
    expect(fake.sentMessages(1).map((m) => m.text)).toEqual(['одному 0', 'одному 1', 'одному 2', 'одному 3', 'одному 4']);

    const times = starts.map((s) => s.at).sort((a, b) => a - b);
    for (let i = 25; i < times.length; i++) expect(times[i]! - times[i - 25]!).toBeGreaterThanOrEqual(1000);
    const toOne = starts.filter((s) => s.chatId === 1).map((s) => s.at);
    for (let i = 1; i < toOne.length; i++) expect(toOne[i]! - toOne[i - 1]!).toBeGreaterThanOrEqual(1000);
    // No slower than the limits make it: 101 first messages at 25 a second take 4 seconds; the
    // single chat's last four then follow a second apart.
    expect(times[100]! - times[0]!).toBe(4000);
    expect(toOne.at(-1)! - toOne[0]!).toBe(4000);
  });

  it('waits retry_after on a 429 and goes on, delivering everything once', async () => {
    const { clock, queue, send, starts } = setUp();
    fake.floodWait(7, 1);
    send(1, 'первое');
    await queue.idle();
    send(2, 'второе');
    send(3, 'третье');
    await queue.idle();
    expect(queue.stats).toMatchObject({ sent: 3, rateLimited: 1 });
    expect(fake.sentMessages(1).map((m) => m.text)).toEqual(['первое']);
    expect(clock.waited).toContain(7000);
    const [refused, retried] = starts.filter((s) => s.chatId === 1);
    expect(retried!.at - refused!.at).toBeGreaterThanOrEqual(7000);
  });

  it('reports a 403 once, drops the rest for that chat, and keeps sending to others', async () => {
    const onBlocked = vi.fn();
    const { queue, send } = setUp(onBlocked);
    fake.blockBot(1);
    for (let i = 0; i < 3; i++) send(1, `заблокировавшему ${i}`);
    send(2, 'другому');
    await queue.idle();
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(onBlocked).toHaveBeenCalledWith(10, 1);
    expect(fake.calls('sendMessage').filter((c) => c.params.chat_id === 1)).toHaveLength(1);
    expect(fake.sentMessages(2).map((m) => m.text)).toEqual(['другому']);
    expect(queue.stats).toMatchObject({ sent: 1, blocked: 1 });
  });

  it('hands back the message a 403 refused and those dropped with it, each once, and no message that went out', async () => {
    const { queue, send } = setUp();
    const undelivered: string[] = [];
    fake.blockBot(1);
    for (let i = 0; i < 3; i++) send(1, `заблокировавшему ${i}`, () => void undelivered.push(`заблокировавшему ${i}`));
    send(2, 'другому', () => void undelivered.push('другому'));
    await queue.idle();
    expect(undelivered.sort()).toEqual(['заблокировавшему 0', 'заблокировавшему 1', 'заблокировавшему 2']);
    expect(fake.sentMessages(2).map((m) => m.text)).toEqual(['другому']);
  });

  it('stops with what it did not send: the queued messages and one Telegram asked to wait for while it was in flight', async () => {
    const { queue } = setUp();
    let answer429!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      queue.enqueue({
        chatId: 7,
        userId: 70,
        send: () => {
          resolve();
          return new Promise((_, reject) => (answer429 = () => reject({ response: { error_code: 429, parameters: { retry_after: 30 } } })));
        },
      });
    });
    queue.enqueue({ chatId: 7, userId: 70, send: async () => undefined });
    await inFlight;
    const stopped = queue.stop();
    answer429();
    const dropped = await stopped;
    expect(dropped.map((job) => job.chatId)).toEqual([7, 7]);
    expect(queue.stats).toMatchObject({ sent: 0, rateLimited: 1 });
  });

  it('retries a network failure and gives up after three tries', async () => {
    const { queue } = setUp();
    let tries = 0;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      queue.enqueue({
        chatId: 5,
        userId: 50,
        send: async () => {
          tries++;
          throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
        },
      });
      await queue.idle();
      expect(tries).toBe(3);
      expect(queue.stats).toMatchObject({ failed: 1, sent: 0 });
    } finally {
      logged.mockRestore();
    }
  });
});
