import { Composer, type Context } from 'telegraf';
import { botTexts } from '@tracker/shared/texts';
import { appLink, isWebAppUrl } from '../app-links.ts';
import type { BotDeps } from '../bot.ts';
import { botCommands } from '../commands.ts';

/**
 * Information commands: `/help`, `/terms`, and `/paysupport`, which Telegram requires of every bot
 * that takes payments in Stars.
 */
export function helpFeature(deps: Pick<BotDeps, 'publicUrl'>): Composer<Context> {
  const feature = new Composer<Context>();
  // The «Открыть» menu button exists only over https (configureBot); elsewhere /help gives the address.
  feature.help((ctx) => ctx.reply(botTexts.help(botCommands, isWebAppUrl(deps.publicUrl) ? null : deps.publicUrl)));
  feature.command('paysupport', (ctx) => ctx.reply(botTexts.paySupport(appLink(deps.publicUrl, '/contact'))));
  feature.command('terms', (ctx) => ctx.reply(botTexts.terms(appLink(deps.publicUrl, '/rules'))));
  return feature;
}
