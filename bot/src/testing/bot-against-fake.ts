import type { PendingLoginResult } from '@tracker/shared/contract';
import { connectBot, createBot, startPolling, type BotDeps, type TelegramUserInfo } from '../bot.ts';
import { type FakeTelegram, type FakeUser, type Message, startFakeTelegram } from '../../../scripts/fake-telegram/fake-telegram.ts';

export const TOKEN = '4242:bot-test-token';

/** The server's pending-login store at the boundary: keys a browser registered, confirmed once. */
export class FakePendingLogins {
  readonly confirmations: { key: string; user: TelegramUserInfo }[] = [];
  private readonly keys = new Map<string, { expiresAt: number; userId?: number; spent: boolean }>();

  register(key: string, { expired = false } = {}): string {
    this.keys.set(key, { expiresAt: expired ? Date.now() - 1 : Date.now() + 10 * 60 * 1000, spent: false });
    return key;
  }

  spend(key: string): void {
    const entry = this.keys.get(key);
    if (entry) entry.spent = true;
  }

  async confirm(key: string, user: TelegramUserInfo): Promise<PendingLoginResult> {
    this.confirmations.push({ key, user });
    const entry = this.keys.get(key);
    if (!entry || entry.spent) return 'unknown';
    if (entry.expiresAt <= Date.now()) return 'expired';
    if (entry.userId !== undefined && entry.userId !== user.id) return 'unknown';
    entry.userId = user.id;
    return 'confirmed';
  }
}

/** The real bot, polling the fake Telegram on loopback. Always `close()` it. */
export async function startBotAgainstFake(
  publicUrl = 'https://tracker.example.ru',
  overrides: Partial<BotDeps> = {},
  botOptions: Omit<NonNullable<Parameters<typeof createBot>[2]>, 'apiRoot'> = {},
  fakeOptions: { missingMethods?: string[] } = {},
) {
  const fake = await startFakeTelegram({ token: TOKEN, ...fakeOptions });
  const logins = new FakePendingLogins();
  const deps: BotDeps = { publicUrl, confirmPendingLogin: (key, user) => logins.confirm(key, user), ...overrides };
  const bot = createBot(TOKEN, deps, { apiRoot: fake.apiRoot, ...botOptions });
  const stop = startPolling(bot, (signal) => connectBot(bot, deps, signal));
  return {
    fake,
    bot,
    logins,
    async close() {
      await stop();
      await fake.close();
    },
  };
}

/** Sends `text` as `from` and resolves with the bot's next message to that chat. */
export function ask(fake: FakeTelegram, from: FakeUser, text: string, options?: Parameters<FakeTelegram['sendText']>[2]): Promise<Message> {
  const reply = fake.waitForMessage((m) => m.chat.id === from.id);
  fake.sendText(from, text, options);
  return reply;
}
