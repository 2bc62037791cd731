import type { Context, MiddlewareFn } from 'telegraf';

/** A command at the start of a message: '/start', '/start@tracker_bot' (Telegram's own rule for names). */
const LEADING_COMMAND = /^\/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?(?=\s|$)/;

/**
 * Telegram marks a command with a bot_command entity, and telegraf finds commands only by it. A
 * message that starts with a command but carries no entities (sent through a bridge, a test tool
 * or a hand-made client) gets the entity Telegram would have given it, so `/start auth_<key>` signs
 * in however it was typed. The command itself is read in lower case, as a user typing '/START' or
 * '/Help' means the command (telegraf compares letter for letter); what follows it is kept as sent.
 */
export const normaliseLeadingCommand: MiddlewareFn<Context> = (ctx, next) => {
  const message = ctx.message;
  if (message && 'text' in message) {
    if (!message.entities?.length) {
      const command = LEADING_COMMAND.exec(message.text);
      if (command) message.entities = [{ type: 'bot_command', offset: 0, length: command[0].length }];
    }
    const entity = message.entities?.[0];
    if (entity?.type === 'bot_command' && entity.offset === 0) {
      message.text = message.text.slice(0, entity.length).toLowerCase() + message.text.slice(entity.length);
    }
  }
  return next();
};
