import { Composer, type Context } from 'telegraf';
import { SESSION_KEY_PATTERN, withoutDirectionControls } from '@tracker/shared/domain';
import { botTexts, errorTexts } from '@tracker/shared/texts';
import type { PendingLoginResult } from '@tracker/shared/contract';
import type { BotDeps, TelegramUserInfo } from '../bot.ts';
import { telegramUserInfo } from '../telegram-user.ts';

const AUTH_PREFIX = 'auth_';

/** `/start auth_<key>`: the deep link a browser opens to sign in with this Telegram account, or to link it. */
export function authFeature(deps: Pick<BotDeps, 'confirmPendingLogin'>): Composer<Context> {
  const feature = new Composer<Context>();
  feature.start(async (ctx, next) => {
    if (!ctx.payload.startsWith(AUTH_PREFIX)) return next();
    const key = ctx.payload.slice(AUTH_PREFIX.length);
    const user = telegramUserInfo(ctx.from);
    const result: PendingLoginResult = SESSION_KEY_PATTERN.test(key) ? await deps.confirmPendingLogin(key, user) : 'unknown';
    await ctx.reply(replyFor(result, user));
  });
  return feature;
}

function replyFor(result: PendingLoginResult, user: TelegramUserInfo): string {
  switch (result) {
    case 'confirmed':
      return botTexts.authConfirmed(displayName(user));
    case 'linked':
      return botTexts.authLinked(displayName(user));
    case 'TELEGRAM_ACCOUNT_TAKEN':
    case 'TELEGRAM_ALREADY_LINKED':
      return errorTexts[result];
    case 'expired':
      return botTexts.authExpired;
    case 'unknown':
      return botTexts.authUnknown;
  }
}

function displayName(user: TelegramUserInfo): string {
  return withoutDirectionControls([user.first_name, user.last_name].filter(Boolean).join(' ')) || (user.username ? `@${user.username}` : String(user.id));
}

