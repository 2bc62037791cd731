import { Composer, type Context } from 'telegraf';
import { botTexts } from '@tracker/shared/texts';
import { openAppButton } from '../app-links.ts';
import type { BotDeps } from '../bot.ts';

/** `/start` (and any start payload no other feature claimed): a greeting with a button into the app. */
export function startFeature(deps: Pick<BotDeps, 'publicUrl'>): Composer<Context> {
  const feature = new Composer<Context>();
  feature.start(async (ctx) => {
    const greeting = botTexts.greeting(ctx.from.first_name);
    const button = openAppButton(botTexts.openAppButton, deps.publicUrl);
    if (button) {
      await ctx.reply(greeting, { reply_markup: { inline_keyboard: [[button]] } });
    } else {
      await ctx.reply(`${greeting}\n\n${botTexts.greetingAppAddress(deps.publicUrl)}`);
    }
  });
  return feature;
}
