import type { Context, MiddlewareFn } from 'telegraf';

/** A command at the start of a message: '/start', '/start@tracker_bot' (Telegram's own rule for names). */
const LEADING_COMMAND = /^\/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?(?=\s|$)/;

/**
 * Telegram marks a command with a bot_command entity, and telegraf finds commands only by it. A
 * message that starts with a command but carries no entities (sent through a bridge, a test tool
 * or a hand-made client) gets the entity Telegram would have given it, so `/start auth_<key>` signs
 * in however it was typed.
 */
export const markLeadingCommand: MiddlewareFn<Context> = (ctx, next) => {
  const message = ctx.message;
  if (message && 'text' in message && !message.entities?.length) {
    const command = LEADING_COMMAND.exec(message.text);
    if (command) message.entities = [{ type: 'bot_command', offset: 0, length: command[0].length }];
  }
  return next();
};
