import { Telegraf } from 'telegraf';
import { botTexts } from '@tracker/shared/texts';
import { isWebAppUrl } from './app-links.ts';
import { botCommands } from './commands.ts';
import { authFeature } from './features/auth.ts';
import { fallbackFeature } from './features/fallback.ts';
import { helpFeature } from './features/help.ts';
import { startFeature } from './features/start.ts';

/** The Telegram account that pressed a sign-in link, as the server stores it. */
export interface TelegramUserInfo {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/** `unknown`: the key was never registered or is already spent. */
export type PendingLoginResult = 'confirmed' | 'expired' | 'unknown';

/** What the bot needs from the rest of the app; the server implements it. */
export interface BotDeps {
  /** The mini app's public address (PUBLIC_URL). */
  publicUrl: string;
  /** The browser waiting on `sessionKey` becomes signed in as `user`. */
  confirmPendingLogin(sessionKey: string, user: TelegramUserInfo): Promise<PendingLoginResult>;
}

/**
 * The bot with every feature mounted. It does not talk to Telegram until it is started
 * (`startPolling`) or fed updates (`bot.handleUpdate` from the webhook route).
 */
export function createBot(token: string, deps: BotDeps, options: { apiRoot?: string } = {}): Telegraf {
  const bot = new Telegraf(token, { telegram: options.apiRoot ? { apiRoot: options.apiRoot } : {} });

  bot.use(authFeature(deps)); // before start: it claims `/start auth_<key>` and passes other starts on
  bot.use(startFeature(deps));
  bot.use(helpFeature(deps));
  // Later features (reminders with inline buttons, payments) go here, before the fallback.
  bot.use(fallbackFeature()); // must be the last handler

  bot.catch(async (error, ctx) => {
    console.error(`[bot] update ${ctx.update.update_id} failed:`, error);
    if (ctx.chat?.type !== 'private') return;
    await ctx.reply(botTexts.internalError).catch(() => undefined); // Telegram itself may be what failed
  });
  return bot;
}

/** Once per start-up: the command menu and the menu button that opens the mini app. */
export async function configureBot(bot: Telegraf, deps: Pick<BotDeps, 'publicUrl'>): Promise<void> {
  await bot.telegram.setMyCommands(botCommands);
  if (!isWebAppUrl(deps.publicUrl)) {
    console.info(`[bot] menu button not set: Telegram opens mini apps only over https, PUBLIC_URL is ${deps.publicUrl}`);
    return;
  }
  await bot.telegram.setChatMenuButton({
    menuButton: { type: 'web_app', text: botTexts.menuButton, web_app: { url: deps.publicUrl } },
  });
}

/**
 * Long polling in the background. Returns `stop`, which resolves once polling has ended.
 * `launch()` is not awaited: in polling mode it resolves only when polling stops.
 */
export function startPolling(bot: Telegraf): () => Promise<void> {
  let stopRequested = false;
  let polling = false;
  // telegraf 4.16 cannot cancel launch() before its polling loop exists (stop() throws 'Bot is not
  // running!'), so a stop requested during getMe/deleteWebhook takes effect as the loop starts.
  const internals = bot as unknown as { startPolling(allowedUpdates?: unknown[]): Promise<void> };
  const startLoop = internals.startPolling.bind(bot);
  internals.startPolling = (allowedUpdates) => {
    const loop = startLoop(allowedUpdates);
    polling = true;
    if (stopRequested) bot.stop('stopped while starting');
    return loop;
  };
  const launched = bot.launch().catch((error: unknown) => {
    console.error('[bot] polling stopped with an error:', error);
  });
  return async () => {
    if (!stopRequested && polling) bot.stop('stop requested');
    stopRequested = true;
    await launched;
  };
}
