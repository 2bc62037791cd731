import { createHash } from 'node:crypto';
import { serve } from '@hono/node-server';
import type { Telegraf } from 'telegraf';
import { connectBot, createBot, startPolling, type BotDeps } from '@tracker/bot';
import { createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { createDb, migrateToLatest, type Db } from './db/create-db.ts';
import type { AppDeps } from './http/app-env.ts';
import { answerClientErrorsAsJson } from './http/client-error-answer.ts';
import { createPushSender } from './jobs/push-sender.ts';
import type { ReminderScheduler } from './jobs/reminder-scheduler.ts';
import { confirmPendingLogin } from './services/pending-logins.ts';
import { createReminderJobs, starsPayments, telegramFeatureDeps } from './telegram-features.ts';

export interface RunningServer {
  url: string;
  config: Config;
  db: Db;
  /** The reminder scheduler, in every process (tests tick it by hand with `manualReminders`). */
  reminders: ReminderScheduler;
  /** True when the bot runs: reminders then reach open Telegram chats, the rest go in-app. */
  botRunning: boolean;
  close(): Promise<void>;
}

/** The webhook secret: configured, else derived from the bot token so the header is always checked. */
function webhookSecretOf(config: Config): string | null {
  if (config.webhookSecret) return config.webhookSecret;
  return config.botToken ? createHash('sha256').update(`webhook:${config.botToken}`).digest('base64url').slice(0, 48) : null;
}

interface StartedBot {
  bot: Telegraf;
  telegram: NonNullable<AppDeps['telegram']>;
  payments: NonNullable<AppDeps['payments']>;
  stop(): Promise<void>;
}

function startBot(config: Config, db: Db, now: () => Date, log: (line: string) => void): StartedBot | null {
  if (!config.botToken) {
    log('BOT_TOKEN не задан: бот и вход через Telegram выключены.');
    return null;
  }
  if (config.botMode === 'off') {
    log('BOT_MODE=off: бот выключен, вход через Mini App работает.');
    return null;
  }
  const authCtx = { db, sessionSecret: config.sessionSecret, now };
  const deps: BotDeps = {
    publicUrl: config.publicUrl,
    confirmPendingLogin: (key, user) => confirmPendingLogin(authCtx, key, user),
    ...telegramFeatureDeps(authCtx),
  };
  const bot = createBot(config.botToken, deps, { apiRoot: config.telegramApiRoot });
  const payments = starsPayments(bot);
  // Known once Telegram has answered getMe: until then the sign-in page offers no Telegram widget.
  const telegram = {
    get botUsername() {
      return bot.botInfo?.username ?? null;
    },
  };
  // Telegram unreachable at start-up (a network not up yet, an outage): the bot keeps trying to
  // connect in the background instead of staying off until a restart.
  const connect = async (signal: AbortSignal) => {
    const connected = await connectBot(bot, deps, signal);
    if (connected) log(`Бот @${telegram.botUsername} подключён к Telegram Bot API.`);
    return connected;
  };
  if (config.botMode === 'webhook') {
    const url = `${config.publicUrl}/telegram/webhook`;
    const stopping = new AbortController();
    const ready = connect(stopping.signal).then(async (connected) => {
      if (!connected) return;
      // Refused (a bad address): the route still takes updates should the webhook be set later
      // (another process, a restart).
      await bot.telegram.setWebhook(url, { secret_token: webhookSecretOf(config)! }).then(
        () => log(`Бот принимает обновления через вебхук ${url}`),
        (error: Error) => log(`Telegram не принял вебхук ${url} (${error.message}); обновления придут, когда вебхук будет назначен.`),
      );
    });
    const stop = async () => {
      stopping.abort();
      await ready;
    };
    return { bot, telegram: Object.assign(telegram, { handleUpdate: (u: unknown) => bot.handleUpdate(u as never) }), payments, stop };
  }
  log('Бот запускается (long polling).');
  return { bot, telegram, payments, stop: startPolling(bot, connect) };
}

/** Starts everything `npm start` runs: database, migrations, bot, HTTP. */
export async function startServer(
  env: Record<string, string | undefined>,
  options: { log?: (line: string) => void; now?: () => Date; /** Tests call `reminders.tick()` themselves. */ manualReminders?: boolean } = {},
): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? (() => new Date());
  const config = loadConfig(env);
  const db = createDb(config.databaseUrl);
  await migrateToLatest(db);
  const bot = startBot(config, db, now, log);
  // Reminders run in every process (the lease picks one): to open chats while the bot runs, else in-app.
  const reminders = createReminderJobs(bot?.bot ?? null, { db, now, publicUrl: config.publicUrl });
  if (!options.manualReminders) reminders.scheduler.start();
  const pushes = createPushSender({ db, now, vapid: config.vapid });
  pushes.start();
  const app = createApp({
    db,
    config: { ...config, webhookSecret: webhookSecretOf(config) },
    now,
    ...(bot ? { telegram: bot.telegram, payments: bot.payments } : {}),
    staticRoot: config.staticDir,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  answerClientErrorsAsJson(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  const storage = config.databaseUrl.startsWith('file:') ? `SQLite ${config.databaseUrl.slice(5)}` : 'PostgreSQL';
  log(`Трекер запущен: ${url} (${storage})`);
  return {
    url,
    config,
    db,
    reminders: reminders.scheduler,
    botRunning: bot !== null,
    async close() {
      await pushes.stop();
      await reminders.stop();
      await bot?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
    },
  };
}
