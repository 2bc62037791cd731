import { sign } from '@telegram-apps/init-data-node';
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { E2E } from '../../scripts/e2e-env.ts';
import { androidDayTheme, darkTheme, iosDayTheme, iosNightTheme, lightTheme } from '../../miniapp/src/lib/telegram-themes.ts';

export { androidDayTheme, darkTheme, iosDayTheme, iosNightTheme, lightTheme };

/** The fake Bot API's control routes (scripts/fake-telegram/control-routes.ts). */
export const fakeTelegram = `http://127.0.0.1:${E2E.fakeTelegramPort}`;

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}

let nextUserId = 7_000_000_000 + (Date.now() % 1_000_000) * 100;

/** A Telegram user no other test has signed in as. */
export function newTelegramUser(firstName: string): TelegramUser {
  nextUserId += 1;
  return { id: nextUserId, first_name: firstName };
}

/**
 * initData signed with the test bot token. By default it carries `signature` (Bot API 8.0+ always
 * sends it); `{ signature: false }` gives initData signed by the documented HMAC rule alone.
 */
export function signedInitData(user: TelegramUser, { signature = true }: { signature?: boolean } = {}): string {
  const fields = { user: { ...user, language_code: 'ru', allows_write_to_pm: true } };
  return sign(signature ? { ...fields, signature: 'e2e-signature' } : fields, E2E.botToken, new Date());
}

/** The mini app URL as Telegram opens it: launch parameters in the hash (`platform` picks telegram-ui's look: 'ios' the iOS one). */
export function miniAppUrl(path: string, user: TelegramUser, theme: Record<string, string> = lightTheme, platform = 'tdesktop'): string {
  const params = new URLSearchParams({
    tgWebAppData: signedInitData(user),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: platform,
    tgWebAppThemeParams: JSON.stringify(theme),
  });
  return `${path}#${params}`;
}

export interface PostedEvent {
  type: string;
  data: unknown;
}

/**
 * Plays the Telegram client: `window.TelegramWebviewProxy.postEvent` records what the app posts
 * and answers the requests a real client answers (theme, viewport, safe areas).
 */
export async function installTelegramClient(page: Page, theme: Record<string, string> = lightTheme): Promise<void> {
  await page.addInitScript((themeParams) => {
    type Receiver = (name: string, payload?: unknown) => void;
    const w = window as unknown as {
      __tgEvents: { type: string; data: unknown }[];
      TelegramWebviewProxy: { postEvent(type: string, data?: string): void };
      Telegram?: { WebView?: { receiveEvent?: Receiver } };
    };
    const insets = { top: 0, bottom: 0, left: 0, right: 0 };
    const answer = (name: string, payload: unknown) =>
      setTimeout(() => w.Telegram?.WebView?.receiveEvent?.(name, payload), 0);
    w.__tgEvents = [];
    w.TelegramWebviewProxy = {
      postEvent(type, data) {
        const parsed = typeof data === 'string' && data !== '' && data !== 'undefined' ? JSON.parse(data) : undefined;
        w.__tgEvents.push({ type, data: parsed });
        if (type === 'web_app_request_theme') answer('theme_changed', { theme_params: themeParams });
        if (type === 'web_app_request_safe_area') answer('safe_area_changed', insets);
        if (type === 'web_app_request_content_safe_area') answer('content_safe_area_changed', insets);
        if (type === 'web_app_request_viewport') {
          answer('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
        }
      },
    };
  }, theme);
}

export function postedEvents(page: Page): Promise<PostedEvent[]> {
  return page.evaluate(() => (window as unknown as { __tgEvents: PostedEvent[] }).__tgEvents);
}

/** Every need_confirmation the app has set for closing the Mini App, oldest first. */
export async function closingConfirmations(page: Page): Promise<boolean[]> {
  return (await postedEvents(page))
    .filter((e) => e.type === 'web_app_setup_closing_behavior')
    .map((e) => (e.data as { need_confirmation: boolean }).need_confirmation);
}

/** Telegram's native Back Button was pressed. */
export async function pressBackButton(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { Telegram: { WebView: { receiveEvent(name: string): void } } }).Telegram.WebView.receiveEvent(
      'back_button_pressed',
    ),
  );
}

/** The sign-in key of the bot deep link `https://t.me/<bot>?start=auth_<key>` the page shows. */
export async function botStartKey(link: Locator): Promise<string> {
  return new URL((await link.getAttribute('href'))!).searchParams.get('start')!.slice('auth_'.length);
}

/** `from` presses Start in Telegram: the fake delivers `/start auth_<key>` to our bot; answers the bot's reply text. */
export async function pressStartInBot(request: APIRequestContext, from: TelegramUser, key: string): Promise<string> {
  const sent = await request.post(`${fakeTelegram}/_control/message`, { data: { from, text: `/start auth_${key}` } });
  expect(sent.ok()).toBe(true);
  const { result: userMessage } = await sent.json();
  const reply = await request.get(`${fakeTelegram}/_control/wait?chat_id=${from.id}&after=${userMessage.message_id}&timeout_ms=10000`);
  expect(reply.ok()).toBe(true);
  return (await reply.json()).result.text as string;
}
