import type { Context } from 'telegraf';

/**
 * Answers the button press (its toast, or just the end of the spinner). Best effort: Telegram refuses
 * an answer to an old press ('query is too old', e.g. after a restart), and what the button did is
 * saved by then, so the message is still edited to say so.
 */
export async function answerPress(ctx: Context, ...answer: Parameters<Context['answerCbQuery']>): Promise<void> {
  try {
    await ctx.answerCbQuery(...answer);
  } catch (error) {
    console.warn(`[bot] answering a button press failed: ${(error as Error).message}`);
  }
}
