import { Composer, type Context } from 'telegraf';
import { message } from 'telegraf/filters';
import { botTexts } from '@tracker/shared/texts';

/** Must be the last feature: whatever no other feature handled ends here. */
export function fallbackFeature(): Composer<Context> {
  const feature = new Composer<Context>();
  // Only private chats: in a group the bot stays silent instead of answering every message.
  feature.on(message('text'), async (ctx, next) => {
    if (ctx.chat.type !== 'private') return next();
    await ctx.reply(botTexts.unknownMessage);
  });
  // An unanswered callback query leaves the button spinning in the user's client.
  feature.on('callback_query', (ctx) => ctx.answerCbQuery(botTexts.staleButton));
  // Telegram cancels a payment whose pre-checkout query gets no answer in 10 s; refuse it at once instead.
  feature.on('pre_checkout_query', (ctx) => ctx.answerPreCheckoutQuery(false, botTexts.paymentUnavailable));
  return feature;
}
