import { type APIRequestContext, type Locator, type Page, type Route, expect } from '@playwright/test';

let counter = 0;

/** A username no other test (or earlier run against the same server) has used. */
export function uniqueUsername(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.slice(0, 32);
}

export const PASSWORD = 'correct-horse-42';

/** The fox's tips, each shown once per device (miniapp/src/features/fox-tips/fox-tip-flags.ts). */
export const FOX_TIP_FLAGS = ['fox-tip-welcome-seen', 'fox-tip-first-item-seen'] as const;

/**
 * Marks the onboarding (and, unless `foxTips` is false, the fox's tips) as seen before the app
 * starts, for tests about other things: no overlay or tip covers what they click.
 */
export async function skipOnboarding(page: Page, { foxTips = true }: { foxTips?: boolean } = {}): Promise<void> {
  await page.addInitScript((flags) => {
    window.localStorage.setItem('onboarding-completed', 'true');
    for (const flag of flags) window.localStorage.setItem(flag, 'true');
  }, foxTips ? [...FOX_TIP_FLAGS] : []);
}

/** Creates an account through the API (faster than the form when the form is not under test). */
export async function registerViaApi(request: APIRequestContext, username: string, password = PASSWORD) {
  const response = await request.post('/api/auth/register/', { data: { username, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { token: string; user_id: number; refresh_token: string };
}

/** Fills and submits the login form. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

/** Signs in through the login page and waits for Home. */
export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('profile-name')).toHaveText(username);
}

/** Client-side navigation, the way links inside the app move (the server never sees it). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The app's toast carrying `text`. */
export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** A server that cannot answer right now: route.fulfill it for a failed load. */
export const UNAVAILABLE = { status: 503, json: { success: false, error: 'Сервис временно недоступен', code: 'UNAVAILABLE' } };

/**
 * Holds the answers to `url` until the returned function is called, so the loading state stays on
 * screen; then `answer` answers them (by default the real server does).
 */
export async function holdAnswers(page: Page, url: string, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${url}`, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}

/**
 * The first POST to `url` reaches the server, but its answer is lost on the way back (the
 * connection resets, as after a timeout); later calls go through.
 */
export async function loseFirstAnswer(page: Page, url: string): Promise<void> {
  let lost = false;
  await page.route(`**${url}`, async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

/**
 * A month grid's weekday header reads 'Пн' … 'Вс', one label centred over each of the first
 * week's seven day cells (`firstWeek`, in order), in one row.
 */
export async function expectWeekdaysOverDays(header: Locator, firstWeek: Locator): Promise<void> {
  const labels = header.locator('span');
  await expect(labels).toHaveText(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
  const centre = async (box: Locator) => {
    const rect = await box.boundingBox();
    expect(rect).not.toBeNull();
    return { x: rect!.x + rect!.width / 2, y: rect!.y + rect!.height / 2 };
  };
  const rowY = (await centre(labels.first())).y;
  for (let i = 0; i < 7; i++) {
    const label = await centre(labels.nth(i));
    const day = await centre(firstWeek.nth(i));
    expect(Math.abs(label.x - day.x), `weekday ${i + 1} over its column`).toBeLessThan(1.5);
    expect(Math.abs(label.y - rowY), `weekday ${i + 1} in the header's row`).toBeLessThan(1);
  }
}

/**
 * Presses the page's one button named `name` and answers the confirmation `dialogName` it opens,
 * after checking that the name still finds one button: the dialog's (what lies under a dialog is
 * inert and aria-hidden, so role queries do not find it twice).
 */
export async function openConfirmation(page: Page, name: string, dialogName: string): Promise<Locator> {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toHaveCount(1);
  await button.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect(button).toHaveCount(1);
  await expect(dialog.getByRole('button', { name, exact: true })).toHaveCount(1);
  return dialog;
}

/**
 * Whether a tap `px` above the middle of `target`'s top edge lands on it: its tap area reaches
 * beyond what is drawn (at least 44 px high for a control drawn smaller).
 */
export async function takesTapAbove(target: Locator, px: number): Promise<boolean> {
  const box = (await target.boundingBox())!;
  return target.evaluate((element, point) => {
    const hit = document.elementFromPoint(point.x, point.y);
    return hit !== null && element.contains(hit);
  }, { x: box.x + box.width / 2, y: box.y - px });
}
