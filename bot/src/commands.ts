import { botTexts } from '@tracker/shared/texts';

/** The command menu (setMyCommands) and the list /help prints: one source for both. */
export const botCommands = (Object.keys(botTexts.commands) as (keyof typeof botTexts.commands)[]).map((command) => ({
  command,
  description: botTexts.commands[command],
}));
