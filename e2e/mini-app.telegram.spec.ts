import { type Page, expect, test } from '@playwright/test';
import { holdAnswers, skipOnboarding } from './support/app.ts';
import {
  darkTheme,
  installTelegramClient,
  lightTheme,
  miniAppUrl,
  newTelegramUser,
  postedEvents,
  pressBackButton,
} from './support/telegram.ts';

/** Telegram keeps the launch parameters in the hash; only the path matters here. */
const expectPath = (page: Page, path: string) => expect.poll(() => new URL(page.url()).pathname).toBe(path);

test("tells Telegram to paint its header, background and bottom bar in the app's own colours", async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page, darkTheme);
  await page.goto(miniAppUrl('/', newTelegramUser('Ева'), darkTheme));
  await expect(page.getByTestId('profile-name')).toHaveText('Ева');
  const chrome = async () =>
    Object.fromEntries(
      (await postedEvents(page)).filter((e) => /^web_app_set_(header|background|bottom_bar)_color$/.test(e.type)).map((e) => [e.type, e.data]),
    );
  // The header as the app's header, the page behind the app as its page, the bottom bar as its navigation.
  await expect.poll(chrome).toEqual({
    web_app_set_header_color: { color_key: 'bg_color' },
    web_app_set_background_color: { color: darkTheme.secondary_bg_color },
    web_app_set_bottom_bar_color: { color: darkTheme.bg_color },
  });
});

test("a theme Telegram switches while the app is open repaints all of it: the scheme, the surfaces, Telegram's chrome", async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page, darkTheme);
  await page.goto(miniAppUrl('/', newTelegramUser('Ева'), darkTheme));
  await expect(page.getByTestId('profile-name')).toHaveText('Ева');
  await expect(page.getByTestId('app')).toHaveClass(/\bapp--dark\b/);
  await page.evaluate(
    (theme) =>
      (window as unknown as { Telegram: { WebView: { receiveEvent(name: string, payload: unknown): void } } }).Telegram.WebView.receiveEvent(
        'theme_changed',
        { theme_params: theme },
      ),
    lightTheme,
  );
  await expect(page.getByTestId('app')).toHaveClass(/\bapp--light\b/);
  await expect(page.locator('.app-header')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  const lastColour = async (type: string) => (await postedEvents(page)).filter((e) => e.type === type).at(-1)?.data;
  await expect.poll(() => lastColour('web_app_set_background_color')).toEqual({ color: lightTheme.secondary_bg_color });
});

test('signs in from initData by itself and shows the Telegram name, never the login screen', async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  const signIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/telegram/'));
  const user = newTelegramUser('Анна');

  await page.goto(miniAppUrl('/', user));
  expect((await signIn).status()).toBe(200);
  await expect(page.getByTestId('profile-name')).toHaveText('Анна');
  await expectPath(page, '/');
  await expect(page.getByTestId('login-page')).toHaveCount(0);
  expect(visited.filter((path) => path === '/login')).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('auth_type'))).toBe('telegram');

  // Inside Telegram there is no way to the login screen, and no logout.
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('app-menu').getByRole('button', { name: 'Выйти' })).toHaveCount(0);

  const events = (await postedEvents(page)).map((e) => e.type);
  expect(events).toContain('web_app_ready');
  expect(events).toContain('web_app_expand');
});

test('a reload inside Telegram keeps working without the launch hash', async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page);
  await page.goto(miniAppUrl('/', newTelegramUser('Борис')));
  await expect(page.getByTestId('profile-name')).toHaveText('Борис');
  await page.getByTestId('nav-mood').click();
  await expectPath(page, '/mood');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Настроение' })).toBeVisible();
  await expect(page.getByTestId('login-page')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_user_id'))).not.toBe('999999');
});

for (const [name, theme, dark] of [
  ['light', lightTheme, false],
  ['dark', darkTheme, true],
] as const) {
  test(`follows the ${name} Telegram theme`, async ({ page }) => {
    await skipOnboarding(page);
    // The device in the other scheme: Telegram's theme decides, native controls included.
    await page.emulateMedia({ colorScheme: dark ? 'light' : 'dark' });
    await installTelegramClient(page, theme);
    await page.goto(miniAppUrl('/', newTelegramUser('Вера'), theme));
    await expect(page.getByTestId('profile-name')).toHaveText('Вера');

    const colors = await page.evaluate(() => {
      const app = document.querySelector('[data-testid="app"]') as HTMLElement;
      const style = getComputedStyle(app);
      return {
        bgVar: document.documentElement.style.getPropertyValue('--tg-theme-bg-color'),
        background: style.backgroundColor,
        color: style.color,
        colorScheme: style.colorScheme,
      };
    });
    expect(colors.colorScheme).toBe(name);
    expect(colors.bgVar).toBe(theme.bg_color);
    const rgb = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16);
      return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
    };
    expect(colors.background).toBe(rgb(theme.secondary_bg_color));
    expect(colors.color).toBe(rgb(theme.text_color));
    const headerBackground = await page.locator('.app-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerBackground).toBe(rgb(theme.bg_color));
    expect(dark ? colors.background !== 'rgb(255, 255, 255)' : true).toBe(true);

    // telegram-ui's own neutral fill (#2a2a2a at night) would be foreign on Telegram's themes: the
    // header's coin pill takes a step from the theme's header colour towards its text.
    const coinPill = await page.getByTestId('coin-balance').evaluate((el) => getComputedStyle(el).backgroundColor);
    const expected = channelsOf(rgb(theme.bg_color)).map((header, i) => header * 0.9 + channelsOf(rgb(theme.text_color))[i]! * 0.1);
    channelsOf(coinPill).forEach((channel, i) => expect(channel).toBeCloseTo(expected[i]!, -0.5));
  });
}

test("the night theme paints the page from its first frame, before the app's code and styles arrive, on a device in light mode", async ({ page }) => {
  await skipOnboarding(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await installTelegramClient(page, darkTheme);
  const release = await holdAnswers(page, '/assets/**');
  await page.goto(miniAppUrl('/', newTelegramUser('Ночь'), darkTheme), { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  const first = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  release();
  expect(channelsOf(first)).toEqual(channelsOf(`rgb(${[1, 3, 5].map((i) => Number.parseInt(darkTheme.secondary_bg_color.slice(i, i + 2), 16)).join(', ')})`));
  // A first load on a busy machine can be slow.
  await expect(page.getByTestId('profile-name')).toHaveText('Ночь', { timeout: 15_000 });
});

/** Telegram Web's own night theme: the card colour (#212121) is the step telegram-ui's fills take from the page (#0f0f0f). */
const webNightTheme = { ...darkTheme, bg_color: '#212121', secondary_bg_color: '#0f0f0f', header_bg_color: '#212121', section_bg_color: '#212121', text_color: '#ffffff' };

for (const [name, theme] of [
  ['light', lightTheme],
  ['dark', darkTheme],
  ['Telegram Web night', webNightTheme],
] as const) {
  test(`the chosen segment of a segmented control stands out from its fill, on a page and in a dialog (${name} theme)`, async ({ page }) => {
    await skipOnboarding(page);
    await installTelegramClient(page, theme);
    await page.goto(miniAppUrl('/target', newTelegramUser('Зоя'), theme));
    await page.getByRole('tab', { name: 'Привычки' }).click();
    await expect(page.getByRole('tab', { name: /Текущие/ })).toBeVisible();
    /** The largest channel difference between each tablist's fill and its chosen segment (telegram-ui draws the segment as an aria-hidden layer). */
    const contrasts = () =>
      page.locator('[role="tablist"]:visible').evaluateAll((lists) =>
        lists
          .map((list) => ({ fill: getComputedStyle(list).backgroundColor, chosen: list.querySelector(':scope > div > div[aria-hidden="true"]') }))
          .filter((l): l is { fill: string; chosen: Element } => l.chosen !== null)
          .map(({ fill, chosen }) => {
            const channels = (color: string) => {
              const numbers = (color.match(/[\d.]+/g) ?? []).map(Number);
              return color.startsWith('color(') ? numbers.slice(0, 3).map((n) => n * 255) : numbers.slice(0, 3);
            };
            const a = channels(fill);
            const b = channels(getComputedStyle(chosen).backgroundColor);
            return Math.max(...a.map((channel, i) => Math.abs(channel - b[i]!)));
          }),
      );
    const onPage = await contrasts();
    expect(onPage.length).toBeGreaterThan(0);
    for (const contrast of onPage) expect(contrast).toBeGreaterThanOrEqual(20);

    await page.getByTestId('nav-add').click();
    const form = page.getByRole('dialog', { name: 'Новая цель' });
    await expect(form).toBeVisible();
    const inDialog = await form.locator('[role="tablist"]').first().evaluate((list) => list.getBoundingClientRect().width);
    expect(inDialog).toBeGreaterThan(0);
    const all = await contrasts();
    expect(all.length).toBeGreaterThan(onPage.length);
    for (const contrast of all) expect(contrast).toBeGreaterThanOrEqual(20);
  });

  test(`the header's coin pill stands out from the header (${name} theme)`, async ({ page }) => {
    await skipOnboarding(page);
    await installTelegramClient(page, theme);
    await page.goto(miniAppUrl('/', newTelegramUser('Лев'), theme));
    await expect(page.getByTestId('coin-balance')).toContainText('0');
    const [header, pill] = await Promise.all(
      ['.app-header', '[data-testid="coin-balance"]'].map((selector) => page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor)),
    );
    const difference = Math.max(...channelsOf(header!).map((channel, i) => Math.abs(channel - channelsOf(pill!)[i]!)));
    expect(difference).toBeGreaterThanOrEqual(20);
  });
}

/** 0-255 channels of a computed colour: rgb(r, g, b) or color(srgb r g b) with 0-1 values (color-mix). */
function channelsOf(color: string): number[] {
  const numbers = (color.match(/[\d.]+/g) ?? []).map(Number);
  return color.startsWith('color(') ? numbers.slice(0, 3).map((n) => n * 255) : numbers.slice(0, 3);
}

/** Every visibility the app has set on the Back Button, oldest first. */
async function backButtonStates(page: Page): Promise<boolean[]> {
  return (await postedEvents(page))
    .filter((e) => e.type === 'web_app_setup_back_button')
    .map((e) => (e.data as { is_visible: boolean }).is_visible);
}

test('the Back Button shows on nested screens and goes back', async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page);
  await page.goto(miniAppUrl('/', newTelegramUser('Глеб')));
  await expect(page.getByTestId('profile-name')).toHaveText('Глеб');

  const backButton = () => backButtonStates(page);

  await page.getByTestId('menu-button').click();
  await page.getByRole('button', { name: 'О приложении' }).click();
  await expectPath(page, '/about');
  await expect.poll(async () => (await backButton()).at(-1)).toBe(true);

  await pressBackButton(page);
  await expectPath(page, '/');
  await expect.poll(async () => (await backButton()).at(-1)).toBe(false);

  // Bottom-navigation roots have no Back Button.
  await page.getByTestId('nav-target').click();
  await expectPath(page, '/target');
  await expect.poll(async () => (await backButton()).at(-1)).toBe(false);
});

test('the Back Button closes the open header menu and stays on the screen; it goes again with the menu on a root screen', async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page);
  await page.goto(miniAppUrl('/', newTelegramUser('Мира')));
  await expect(page.getByTestId('profile-name')).toHaveText('Мира');
  const backButton = () => backButtonStates(page);

  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('app-menu')).toBeVisible();
  await expect.poll(async () => (await backButton()).at(-1)).toBe(true);
  await pressBackButton(page);
  await expect(page.getByTestId('app-menu')).toBeHidden();
  await expectPath(page, '/');
  await expect(page.getByTestId('menu-button')).toBeFocused();
  await expect.poll(async () => (await backButton()).at(-1)).toBe(false);
});

test("the Back Button closes an open dialog first, on a root screen and on a nested one; Telegram's vertical swipe is off while it is open", async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page);
  const user = newTelegramUser('Ося');
  await page.goto(miniAppUrl('/target', user));
  const backButton = () => backButtonStates(page);
  const verticalSwipe = async () =>
    (await postedEvents(page)).filter((e) => e.type === 'web_app_setup_swipe_behavior').map((e) => (e.data as { allow_vertical_swipe: boolean }).allow_vertical_swipe).at(-1);
  const form = page.getByRole('dialog', { name: 'Новая цель' });

  // A root screen: the dialog brings the button, closing it takes it away again.
  await page.getByTestId('nav-add').click();
  await expect(form).toBeVisible();
  await expect.poll(async () => (await backButton()).at(-1)).toBe(true);
  // A drag in the sheet scrolls the sheet, never minimising the Mini App.
  await expect.poll(verticalSwipe).toBe(false);
  await pressBackButton(page);
  await expect(form).toBeHidden();
  await expectPath(page, '/target');
  await expect.poll(async () => (await backButton()).at(-1)).toBe(false);
  await expect.poll(verticalSwipe).toBe(true);

  // A nested screen: the first press closes the dialog and stays, the next one goes back.
  await page.goto(miniAppUrl('/achievements', user));
  await expect(page.getByRole('tab', { name: 'Все' })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('openGoalModal')));
  await form.getByLabel('Название').fill('Не потерять черновик');
  await pressBackButton(page);
  await expect(form).toBeHidden();
  await expectPath(page, '/achievements');
  await expect.poll(async () => (await backButton()).at(-1)).toBe(true);
  await pressBackButton(page);
  await expectPath(page, '/');
});

test('the onboarding shows on the first launch inside Telegram too', async ({ page }) => {
  await installTelegramClient(page);
  await page.goto(miniAppUrl('/', newTelegramUser('Дина')));
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Ставь и достигай цели' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByTestId('profile-name')).toHaveText('Дина');
});

test('a 401 inside Telegram signs in again from initData instead of the refresh cookie', async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page);
  const user = newTelegramUser('Ева');
  // A stored session of this very Telegram user whose access token no longer works.
  await page.addInitScript((telegramId) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('auth_token', 'expired-or-forged');
    localStorage.setItem('auth_user_id', '999999');
    localStorage.setItem('auth_type', 'telegram');
    localStorage.setItem('user', JSON.stringify({ id: 999999, telegram_id: telegramId }));
  }, user.id);
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) calls.push(`${r.method()} ${path}`);
  });

  await page.goto(miniAppUrl('/', user));
  await expect(page.getByTestId('profile-name')).toHaveText('Ева');
  expect(calls).not.toContain('POST /api/auth/refresh/');
  expect(calls.filter((c) => c === 'POST /api/auth/telegram/')).toHaveLength(1);
  // The first signed-in call met the 401 and went again with the new token.
  expect(calls.filter((c) => c === calls[0])).toHaveLength(2);
  await expect(page.getByTestId('login-page')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_user_id'))).not.toBe('999999');
});

test("starts and signs in where the browser denies web storage (Telegram Web's frame with third-party storage blocked)", async ({ page }) => {
  await installTelegramClient(page);
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
  await page.goto(miniAppUrl('/', newTelegramUser('Ада')));
  await expect(page.getByTestId('profile-name')).toHaveText('Ада');
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toHaveCount(0);
});

test('a sign-in that failed offline signs in by itself when the network is back', async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page);
  await page.route('**/api/auth/telegram/', (route) => route.abort('internetdisconnected'));
  await page.goto(miniAppUrl('/', newTelegramUser('Юля')));
  await expect(page.getByTestId('telegram-gate')).toHaveAttribute('data-state', 'error');
  await expect(page.getByText('Не удалось войти через Telegram')).toBeVisible();
  await page.unroute('**/api/auth/telegram/');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('profile-name')).toHaveText('Юля');
  await expect(page.getByTestId('telegram-gate')).toHaveCount(0);
});
