import type { InlineKeyboardButton } from 'telegraf/types';

/**
 * Inline buttons exactly as the Bot API defines them. telegraf's Markup.button.* add a `hide` field
 * the Bot API does not have (Telegram ignores it; a strict reader of the wire format would not).
 */
export const inlineButton = {
  callback: (text: string, callback_data: string): InlineKeyboardButton.CallbackButton => ({ text, callback_data }),
  url: (text: string, url: string): InlineKeyboardButton.UrlButton => ({ text, url }),
  webApp: (text: string, url: string): InlineKeyboardButton.WebAppButton => ({ text, web_app: { url } }),
};

/** An address inside the app: `appLink('https://x.ru/app/', '/rules')` -> `https://x.ru/app/rules`. */
export function appLink(publicUrl: string, path: string): string {
  return publicUrl.replace(/\/+$/, '') + path;
}

/** Telegram opens Web Apps (buttons and the menu button) only from https addresses. */
export function isWebAppUrl(url: string): boolean {
  return url.startsWith('https://');
}

/** The button that opens the app: a Web App button over https, otherwise a plain link. */
export function appButton(text: string, publicUrl: string): InlineKeyboardButton {
  return isWebAppUrl(publicUrl) ? inlineButton.webApp(text, publicUrl) : inlineButton.url(text, publicUrl);
}

/**
 * appButton where Telegram takes it; null where it would refuse the address in any button: it
 * rejects hosts without a dot, such as localhost (BUTTON_URL_INVALID, rubenlagus/TelegramBots#302).
 */
export function openAppButton(text: string, publicUrl: string): InlineKeyboardButton | null {
  const host = URL.canParse(publicUrl) ? new URL(publicUrl).hostname : '';
  return isWebAppUrl(publicUrl) || host.includes('.') ? appButton(text, publicUrl) : null;
}
