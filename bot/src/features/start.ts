import { Composer, type Context, TelegramError } from 'telegraf';
import { withoutDirectionControls } from '@tracker/shared/domain';
import { botTexts } from '@tracker/shared/texts';
import { appButton } from '../app-links.ts';
import type { BotDeps } from '../bot.ts';

/** `/start` (and any start payload no other feature claimed): a greeting with a button into the app. */
export function startFeature(deps: Pick<BotDeps, 'publicUrl'>): Composer<Context> {
  const feature = new Composer<Context>();
  feature.start(async (ctx) => {
    const greeting = botTexts.greeting(withoutDirectionControls(ctx.from.first_name));
    try {
      // Always offered: the greeting is the one message a refused button costs a second try, and
      // a Bot API that takes a localhost link (a local one) shows it.
      await ctx.reply(greeting, { reply_markup: { inline_keyboard: [[appButton(botTexts.openAppButton, deps.publicUrl)]] } });
    } catch (error) {
      // Telegram refuses buttons to hosts without a dot (localhost): the address goes in the text.
      if (!(error instanceof TelegramError && error.code === 400)) throw error;
      await ctx.reply(`${greeting}\n\n${botTexts.greetingAppAddress(deps.publicUrl)}`);
    }
  });
  return feature;
}
