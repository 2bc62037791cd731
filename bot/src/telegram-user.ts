import type { TelegramUserInfo } from './bot.ts';

/** Only the fields the server keeps: Telegram's User carries flags we do not store. */
export function telegramUserInfo(from: TelegramUserInfo): TelegramUserInfo {
  const user: TelegramUserInfo = { id: from.id, first_name: from.first_name };
  if (from.last_name !== undefined) user.last_name = from.last_name;
  if (from.username !== undefined) user.username = from.username;
  if (from.language_code !== undefined) user.language_code = from.language_code;
  return user;
}
