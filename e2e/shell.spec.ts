import { type Page, expect, test } from '@playwright/test';
import { holdAnswers, navigateInApp, registerViaApi, signIn, skipOnboarding, uniqueUsername } from './support/app.ts';
import { openGoalModal, tokenOf } from './support/goals.ts';
import { openHomeAs, signedInAs } from './support/session.ts';

test('the app\'s scripts and styles arrive compressed (but the smallest) and are cached for good', async ({ page }) => {
  const assets: { url: string; encoding?: string; bytes: number; cache?: string }[] = [];
  page.on('response', async (response) => {
    if (!/\/assets\/[^/]+\.(?:js|css)$/.test(response.url())) return;
    const headers = await response.allHeaders();
    assets.push({ url: response.url(), encoding: headers['content-encoding'], bytes: Number(headers['content-length']), cache: headers['cache-control'] });
  });
  await skipOnboarding(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible();
  await expect.poll(() => assets.length).toBeGreaterThanOrEqual(2); // at least the entry script and its styles
  expect(assets.filter((a) => a.encoding === 'br' || a.encoding === 'gzip').length).toBeGreaterThanOrEqual(2);
  for (const asset of assets) {
    // Files under 1 KiB have no compressed copy (scripts/precompress.ts).
    if (asset.encoding === undefined) expect(asset.bytes, asset.url).toBeLessThan(1024);
    expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
  }
});

test.describe('after a deploy, a page whose code is gone', () => {
  /**
   * The bell page's script answers 404, as an old build's chunk does after a deploy: until the page
   * reloads (it then stands for the new build), or for good. Answers the reload count.
   */
  async function bellChunkGone(page: Page, { untilReload }: { untilReload: boolean }) {
    let reloads = 0;
    page.on('load', () => reloads++);
    await page.route(/\/assets\/bell-page-[^/]+\.js$/, (route) => (untilReload && reloads > 0 ? route.continue() : route.fulfill({ status: 404, body: '' })));
    return () => reloads;
  }

  test('reloads once and opens', async ({ page, request }) => {
    await skipOnboarding(page);
    await openHomeAs(page, await signedInAs(page, request, 'stale'));
    const reloads = await bellChunkGone(page, { untilReload: true });
    await page.getByRole('link', { name: 'Уведомления' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
    await expect(page).toHaveURL('/bell');
    expect(reloads()).toBe(1);
  });

  test('shows a retry instead of a blank app when it stays gone, without reloading again', async ({ page, request }) => {
    await skipOnboarding(page);
    await openHomeAs(page, await signedInAs(page, request, 'gone'));
    const reloads = await bellChunkGone(page, { untilReload: false });
    await page.getByRole('link', { name: 'Уведомления' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Не удалось открыть страницу' });
    await expect(failed).toBeVisible();
    await expect(failed.getByText('Проверьте подключение к интернету и попробуйте снова.')).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
    await expect(page.getByTestId('nav-target')).toBeVisible(); // the shell stays
    expect(reloads()).toBe(1);
  });

  test('offline, a page whose code never came shows the retry and the app stays: no reload into the browser offline page', async ({ page, context, request }) => {
    await skipOnboarding(page);
    await openHomeAs(page, await signedInAs(page, request, 'offline'));
    let reloads = 0;
    page.on('load', () => reloads++);
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Уведомления' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Не удалось открыть страницу' })).toBeVisible();
    await expect(page.getByTestId('nav-target')).toBeVisible();
    // The shell's own late parts (the modal hosts) fail quietly too: '+' leaves the app in place.
    await page.getByTestId('nav-add').click();
    await expect(page.getByTestId('app')).toBeVisible();
    expect(reloads).toBe(0);

    // Back online, opening the page again brings it (the browser keeps a failed import, so the app
    // reloads itself once onto it), and '+' opens its form.
    await context.setOffline(false);
    await page.getByTestId('nav-target').click();
    await page.getByRole('link', { name: 'Уведомления' }).click();
    await expect(page.getByTestId('bell-page')).toBeVisible();
    await expect(page).toHaveURL('/bell');
    await expect(page.getByRole('alert').filter({ hasText: 'Не удалось открыть страницу' })).toHaveCount(0);
    await openGoalModal(page);
    expect(reloads).toBeLessThanOrEqual(1);
  });
});

test.describe('route guard', () => {
  test.beforeEach(async ({ page }) => {
    await skipOnboarding(page);
  });

  test('protected routes send signed-out visitors to /login', async ({ page }) => {
    for (const path of ['/', '/home', '/target', '/mood', '/profile', '/bell', '/gift', '/blog', '/achievements']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/login');
    }
    await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible();
  });

  test("a signed-out visitor of /bell lands on /login with /bell's own words: 'Пользователь не авторизован…' and 'Войти в систему' (rewards.md 2.4)", async ({ page }) => {
    const notice = page.getByText('Пользователь не авторизован. Пожалуйста, войдите в систему.');
    await page.goto('/target');
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Логин')).toBeVisible();
    await expect(notice).toHaveCount(0); // only /bell says so
    await page.goto('/bell');
    await expect(page).toHaveURL('/login');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('link', { name: 'Войти в систему' })).toHaveAttribute('href', '/login');
    await expect(page.getByLabel('Логин')).toBeVisible();
  });

  test('public pages open signed out, with their titles', async ({ page }) => {
    const pages = {
      '/policy': 'Политика конфиденциальности',
      '/rules': 'Правила пользования',
      '/contact': 'Связаться с нами',
      '/about': 'О приложении',
    };
    for (const [path, title] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveURL(path);
    }
    await expect(page.getByText('Версия 1.4.0')).toBeVisible();
    await expect(page.getByText('Сборка 2025.09.23.04')).toBeVisible();
    await expect(page.getByTestId('nav-target')).toHaveCount(0);
  });

  test('the privacy policy says where the data lives, that there is no third-party analytics and who the operator is; About credits the developer (rewards.md 2.10)', async ({ page }) => {
    await page.goto('/policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
    await expect(page.getByText('Данные хранятся на серверах в России.')).toBeVisible();
    await expect(page.getByText('Мы не используем сторонние системы аналитики')).toBeVisible();
    await expect(page.getByText('Оператор персональных данных — самозанятый.')).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'О приложении' })).toBeVisible();
    await expect(page.getByText('Разработка: команда Трекера', { exact: true })).toBeVisible();
  });

  test("the rules and the policy date line is today's date as the Russian locale writes it (rewards.md 1, 2.10)", async ({ page }) => {
    for (const path of ['/rules', '/policy']) {
      await page.goto(path);
      const today = await page.evaluate(() => new Date().toLocaleDateString('ru-RU'));
      expect(today).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      await expect(page.getByText(`Дата: ${today}`, { exact: true }), path).toBeVisible();
    }
  });

  test('/api paths go to /, and /login goes to / once signed in', async ({ page, request }) => {
    await page.goto('/login');
    await navigateInApp(page, '/api/x');
    // / is protected: signed out that ends on /login again.
    await expect(page).toHaveURL('/login');

    const username = uniqueUsername('guard');
    await registerViaApi(request, username);
    await signIn(page, username);
    await navigateInApp(page, '/api/x');
    await expect(page).toHaveURL('/');
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await page.goto('/target');
    await expect(page).toHaveURL('/target');
    await expect(page.getByRole('heading', { level: 1, name: 'Цели и привычки' })).toBeVisible();
  });
});

test.describe('onboarding', () => {
  test('a tap on the centre of each dot opens that slide', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    const titles = ['Ставь и достигай цели', 'Настроение и заметки', 'Отслеживай достижения', 'Всегда под рукой'];
    for (const i of [1, 2, 3, 0]) {
      const box = (await dialog.getByRole('tab', { name: `${i + 1} / 4` }).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(dialog.getByRole('heading', { name: titles[i] })).toBeVisible();
    }
  });

  test("the card keeps its size from slide to slide: 'Далее' stays under the finger", async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    const next = dialog.getByRole('button', { name: 'Далее' });
    const first = await next.boundingBox();
    for (const title of ['Настроение и заметки', 'Отслеживай достижения']) {
      await next.click();
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      expect(await next.boundingBox()).toEqual(first);
    }
  });

  test('shows on the first visit only, and again from the menu item Начало and the top bar\'s help', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Ставь и достигай цели' })).toBeVisible();
    await expect(dialog.getByText('1 / 4')).toBeVisible();

    await dialog.getByRole('button', { name: 'Далее' }).click();
    await expect(dialog.getByRole('heading', { name: 'Настроение и заметки' })).toBeVisible();
    await expect(dialog.getByText('2 / 4')).toBeVisible();
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await expect(dialog.getByText('1 / 4')).toBeVisible();
    await dialog.getByRole('button', { name: 'Далее' }).click();
    await dialog.getByRole('button', { name: 'Далее' }).click();
    await expect(dialog.getByRole('heading', { name: 'Отслеживай достижения' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Далее' }).click();
    await expect(dialog.getByRole('heading', { name: 'Всегда под рукой' })).toBeVisible();
    await expect(dialog.getByText('4 / 4')).toBeVisible();
    await dialog.getByRole('button', { name: 'Начать' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('onboarding-completed'))).toBeTruthy();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByTestId('menu-button').click();
    await page.getByRole('button', { name: 'Начало' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Ставь и достигай цели' })).toBeVisible();
    // A click on the backdrop finishes it too, and the focus goes back to the menu it came from.
    await page.mouse.click(10, 830);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('menu-button')).toBeFocused();

    // The top bar's help shows the slides again, from the first.
    await page.getByRole('button', { name: 'Помощь' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Ставь и достигай цели' })).toBeVisible();
    await expect(page.getByRole('dialog').getByText('1 / 4')).toBeVisible();
  });

  test('with the keyboard: the slides take the focus, keep it, and Escape gives it back to the help button', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Знакомство с приложением' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    // Its six controls one after another (close, four dots, next), never the page behind.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement) && d !== document.activeElement)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const help = page.getByRole('button', { name: 'Помощь' });
    await help.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(help).toBeFocused();
  });

  test('the page under the slides stays live: its fields take text behind the backdrop', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('dialog', { name: 'Знакомство с приложением' })).toBeVisible();
    await page.getByLabel('Логин').fill('ivan', { timeout: 5_000 });
    await expect(page.getByLabel('Логин')).toHaveValue('ivan');
  });

  test('the close button finishes it, and embedded login never shows it', async ({ page }) => {
    await page.goto('/login?link=telegram');
    await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('menu-button')).toHaveCount(0);

    await page.goto('/about');
    await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'О приложении' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('shell when signed in', () => {
  test.beforeEach(async ({ page, request }) => {
    await skipOnboarding(page);
    await openHomeAs(page, await signedInAs(page, request, 'shell'));
  });

  test('menu sections, outside click closes, coins follow coinsUpdated', async ({ page }) => {
    await expect(page.getByTestId('coin-balance')).toHaveText('0');
    await expect(page.getByTestId('gift-button-counter')).toHaveCount(0);
    await expect(page.getByTestId('bell-button-counter')).toHaveCount(0);

    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('app-menu');
    // Exactly these, in this order (core.md 2 "Shell"): the blog is reached from Home.
    await expect(menu.getByRole('button')).toHaveText([
      'Цели и привычки',
      'Настроение',
      'О приложении',
      'Начало',
      'Политика конфиденциальности',
      'Правила пользования',
      'Связаться с нами',
      'Профиль',
      'Выйти',
    ]);
    // Outside, on the header's empty stretch between the logo and the coin balance (nothing there reacts to a click).
    const logo = (await page.getByTestId('logo').boundingBox())!;
    const coins = (await page.getByTestId('coin-balance').boundingBox())!;
    await page.mouse.click((logo.x + logo.width + coins.x) / 2, logo.y + logo.height / 2);
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL('/');

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('coinsUpdated', { detail: 42 })));
    await expect(page.getByTestId('coin-balance')).toHaveText('42');
  });

  test('with the keyboard: Escape closes the menu and gives the focus back to its button; the balance has a name', async ({ page }) => {
    await expect(page.getByRole('img', { name: 'Монеты: 0' })).toHaveText('0');
    const button = page.getByTestId('menu-button');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('app-menu').getByRole('button', { name: 'Цели и привычки' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('app-menu')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('a link the keyboard reaches at the bottom of the screen scrolls clear of the bottom navigation', async ({ page, request }) => {
    const token = await tokenOf(page);
    for (const title of ['Бег', 'Чтение']) {
      expect((await request.post('/api/goals/create/', { headers: { Authorization: `Bearer ${token}` }, data: { title, category: 1 } })).ok()).toBe(true);
    }
    await page.reload();
    const allGoals = page.getByRole('link', { name: 'Все цели' });
    await expect(allGoals).toBeVisible();
    // The link just under the navigation bar, then reached with Tab from the control before it.
    await allGoals.evaluate((a) => window.scrollBy(0, a.getBoundingClientRect().top - (window.innerHeight - 40)));
    await allGoals.evaluate((a) => {
      const focusable = Array.from(document.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
      focusable[focusable.indexOf(a as HTMLElement) - 1]!.focus({ preventScroll: true });
    });
    await page.keyboard.press('Tab');
    await expect(allGoals).toBeFocused();
    const link = (await allGoals.boundingBox())!;
    const nav = (await page.getByRole('navigation', { name: 'Основная навигация' }).boundingBox())!;
    expect(link.y + link.height).toBeLessThanOrEqual(nav.y);
  });

  test("the browser's back button closes an open note editor or goal modal with the screen it was opened on", async ({ page }) => {
    await page.getByRole('link', { name: 'Настроение' }).click();
    await expect(page).toHaveURL('/mood');
    await page.getByRole('button', { name: 'Добавить заметку' }).click();
    const noteEditor = page.getByRole('dialog', { name: 'Добавить заметку' });
    await expect(noteEditor).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(noteEditor).toHaveCount(0);

    await page.getByTestId('nav-target').click();
    await expect(page).toHaveURL('/target');
    await page.getByTestId('nav-add').click();
    const goalModal = page.getByRole('dialog', { name: 'Новая цель' });
    await expect(goalModal).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(goalModal).toHaveCount(0);
    // Home is usable again: its own button opens the goal modal anew.
    await page.getByTestId('nav-add').click();
    await expect(goalModal).toBeVisible();
  });

  test("a five-digit balance reads '12 345' and the header stays within the screen: the app's name gives way", async ({ page }) => {
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('coinsUpdated', { detail: 12_345 })));
    await expect(page.getByTestId('coin-balance')).toHaveText('12\u00a0345');
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const bell = (await page.getByTestId('bell-button').boundingBox())!;
    expect(bell.x + bell.width).toBeLessThanOrEqual(width);
    await expect(page.getByTestId('logo')).toBeVisible();
  });

  test('bottom navigation and the round button', async ({ page }) => {
    // The four items are links named as the screens; the header's bell is the only 'Уведомления' button.
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    await expect(nav.getByRole('link')).toHaveText(['Цели', 'Настроение', 'Профиль', 'Уведомления']);
    for (const [name, href] of [['Цели', '/target'], ['Настроение', '/mood'], ['Профиль', '/profile'], ['Уведомления', '/bell']] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Уведомления' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Уведомления' })).toHaveAttribute('data-testid', 'bell-button');
    // A mark on this document: a full page load would drop it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Настроение' }).click();
    await expect(page).toHaveURL('/mood');
    await expect(page.getByRole('heading', { level: 1, name: 'Настроение' })).toBeVisible();

    const events: string[] = [];
    await page.exposeFunction('recordModalEvent', (name: string) => events.push(name));
    await page.evaluate(() => {
      const w = window as unknown as { recordModalEvent: (n: string) => void };
      window.addEventListener('openGoalModal', () => w.recordModalEvent('openGoalModal'));
      window.addEventListener('openNoteModal', () => w.recordModalEvent('openNoteModal'));
    });
    await page.getByRole('button', { name: 'Добавить заметку' }).click();
    await expect.poll(() => events).toEqual(['openNoteModal']);
    // On /mood the round button opens the note editor; close it to move on.
    const noteEditor = page.getByRole('dialog', { name: 'Добавить заметку' });
    await expect(noteEditor).toBeVisible();
    await noteEditor.getByRole('button', { name: 'Закрыть' }).click();
    await expect(noteEditor).toHaveCount(0);

    await page.getByTestId('nav-target').click();
    await expect(page).toHaveURL('/target');
    await page.getByTestId('nav-add').click();
    await expect.poll(() => events).toEqual(['openNoteModal', 'openGoalModal']);
    // Elsewhere the round button opens the goal modal.
    const goalModal = page.getByRole('dialog', { name: 'Новая цель' });
    await expect(goalModal).toBeVisible();
    await goalModal.getByRole('button', { name: 'Закрыть' }).click();
    await expect(goalModal).toHaveCount(0);

    await page.getByRole('link', { name: 'Профиль', exact: true }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('link', { name: 'Профиль', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Уведомления' }).click();
    await expect(page).toHaveURL('/bell');
    await page.getByTestId('logo').click();
    await expect(page).toHaveURL('/');
    // All of it in the app: the page was never loaded again.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test('signed out, the menu offers sign-in and the logo leads to /login', async ({ page }) => {
  await skipOnboarding(page);
  await page.goto('/about');
  await page.getByTestId('menu-button').click();
  const menu = page.getByTestId('app-menu');
  await expect(menu.getByRole('button', { name: 'Войти в аккаунт' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Выйти' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Цели и привычки' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Войти в аккаунт' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/rules');
  await page.getByTestId('logo').click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('coin-balance')).toHaveCount(0);
  await expect(page.getByTestId('nav-target')).toHaveCount(0);
});

test.describe('profile loading on Home', () => {
  test.beforeEach(async ({ page }) => {
    await skipOnboarding(page);
  });

  test('shows a skeleton, then an error card whose retry loads the profile', async ({ page, request }) => {
    const username = uniqueUsername('prof');
    const answer = await registerViaApi(request, username);
    await page.addInitScript(
      ({ token, userId }) => {
        if (!localStorage.getItem('auth_token')) {
          localStorage.setItem('auth_token', token);
          localStorage.setItem('auth_user_id', userId);
        }
      },
      { token: answer.token, userId: String(answer.user_id) },
    );
    const release = await holdAnswers(page, '/api/user/profile/', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'Сервер недоступен', code: 'INTERNAL' } }),
    );
    await page.goto('/');
    await expect(page.getByTestId('profile-card')).toHaveAttribute('data-state', 'loading');
    release();
    await expect(page.getByText('Ошибка загрузки профиля')).toBeVisible();
    await expect(page.getByText('Сервер недоступен')).toBeVisible();
    await expect(page.getByText('Ошибка загрузки профиля: Сервер недоступен')).toBeVisible();
    await expect(page.getByRole('alert', { name: 'Ошибка загрузки профиля: Сервер недоступен' })).toBeVisible();

    await page.unroute('**/api/user/profile/');
    await page.getByRole('button', { name: 'Попробовать снова' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText(username);
    await page.getByTestId('profile-card').click();
    await expect(page).toHaveURL('/profile');
  });

  test("the header's coin pill pulses while the profile loads, then shows the balance", async ({ page, request }) => {
    await signedInAs(page, request, 'pill');
    const release = await holdAnswers(page, '/api/user/profile/');
    await page.goto('/');
    const pill = page.getByTestId('coin-balance');
    await expect(pill).toHaveAttribute('aria-busy', 'true');
    await expect(pill).toHaveText('');
    release();
    await expect(pill).toHaveText('0');
    await expect(pill).not.toHaveAttribute('aria-busy');
  });

  test('an expired access token is refreshed once and the request retried', async ({ page, request }) => {
    const username = uniqueUsername('refr');
    const answer = await registerViaApi(request, username);
    await page.addInitScript(
      ({ userId, refreshToken }) => {
        if (!localStorage.getItem('auth_token')) {
          localStorage.setItem('auth_token', 'expired-or-forged');
          localStorage.setItem('auth_user_id', userId);
          localStorage.setItem('refresh_token', refreshToken);
        }
      },
      { userId: String(answer.user_id), refreshToken: answer.refresh_token },
    );
    const refreshes: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/auth/refresh/')) refreshes.push(r.status());
    });
    await page.goto('/');
    await expect(page.getByTestId('profile-name')).toHaveText(username);
    expect(refreshes).toEqual([200]);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBe('expired-or-forged');
  });

  for (const [path, title] of [['/policy', 'Политика конфиденциальности'], ['/rules', 'Правила пользования'], ['/contact', 'Связаться с нами']] as const) {
    test(`on ${path} a session whose refresh fails is cleared, but the page stays (core.md 4 "Session")`, async ({ page }) => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('auth_token', 'expired-or-forged');
          localStorage.setItem('auth_user_id', '1');
        }
      });
      await page.goto(path);
      // The app's calls with the stored token got 401 and no refresh: the session is over ...
      await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      await page.getByTestId('menu-button').click();
      await expect(page.getByTestId('app-menu').getByRole('button', { name: 'Войти в аккаунт' })).toBeVisible();
      // ... and, unlike elsewhere, the page did not move to /login.
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  }

  test('when the refresh fails too, the session is cleared and /login shown', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('auth_token', 'expired-or-forged');
        localStorage.setItem('auth_user_id', '1');
      }
    });
    await page.goto('/');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});

test("each page names the browser tab with its heading: 'Профиль — Трекер', Home 'Трекер'", async ({ page, request }) => {
  await skipOnboarding(page);
  await openHomeAs(page, await signedInAs(page, request, 'titles'));
  await expect(page).toHaveTitle('Трекер');
  await page.getByTestId('nav-profile').click();
  await expect(page).toHaveTitle('Профиль — Трекер');
  await navigateInApp(page, '/target?tab=calendar');
  await expect(page).toHaveTitle('Цели и привычки — Трекер');
  await page.goBack();
  await expect(page).toHaveTitle('Профиль — Трекер');
});

test("the app's name in the header is whole or hidden, never cut, whatever the balance and the phone's width", async ({ page, request }) => {
  await skipOnboarding(page);
  let coins = 0;
  // The balance as a long-time user has it (earning thousands of coins honestly takes hundreds of goals).
  await page.route('**/api/user/profile/', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    await route.fulfill({ response, json: { ...json, stats: { ...json.stats, coins } } });
  });
  const name = page.getByTestId('logo-name');
  const state = () =>
    name.evaluate((element: HTMLElement) => (element.hidden ? 'hidden' : element.scrollWidth > element.clientWidth ? `cut to ${element.clientWidth}px` : 'whole'));

  await page.setViewportSize({ width: 430, height: 844 });
  await signedInAs(page, request, 'wide-balance');
  for (const [width, balance, expected] of [
    [430, 1206, 'whole'],
    [390, 12, 'whole'],
    [390, 1206, null],
    [390, 123456, 'hidden'],
    [320, 12, 'hidden'],
    [430, 12, 'whole'],
  ] as const) {
    coins = balance;
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await expect(page.getByTestId('coin-balance')).toContainText(String(balance).slice(0, 2));
    if (expected) await expect.poll(state, `${width}px, ${balance} coins`).toBe(expected);
    else expect(['whole', 'hidden'], `${width}px, ${balance} coins`).toContain(await state());
  }
});
