import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { dayKeyFor } from '@tracker/shared/domain';
import { ZONE, dayKeyIn } from './support/goals.ts';
import { openConfirmation, registerViaApi, skipOnboarding } from './support/app.ts';
import { MOOD_LABELS, fillAndSave, noteEditor, noteStory, openMoodTab, pickMoodOnHome, todayCell, todayDayMonth } from './support/notes.ts';
import { openHomeAs, signedInAs, storeSession, telegramUserInBrowser } from './support/session.ts';
import { subscribeWithStars } from './support/stars.ts';
import { newTelegramUser } from './support/telegram.ts';

async function writeNotesViaApi(request: APIRequestContext, token: string, notes: { mood: number; title?: string; text?: string }[]) {
  for (const note of notes) {
    const response = await request.post('/api/notes/', { data: note, headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('three notes on Home and every Mood tab, the calendar tie, an edit and a delete', async ({ page, request }) => {
  test.setTimeout(60_000);
  await openHomeAs(page, await signedInAs(page, request, 'notes'));
  await noteStory(page);
});

test('a click anywhere on a note opens it, on Home and on /mood; its edit button only edits', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'noteclick');
  await writeNotesViaApi(request, user.token, [{ mood: 4, title: 'Прогулка', text: 'Долго шли вдоль моря' }]);
  await openHomeAs(page, user);
  const view = page.getByTestId('note-view');
  const closeView = async () => {
    await view.getByRole('button', { name: 'Закрыть' }).click();
    await expect(view).toHaveCount(0);
  };
  const expectViewOf = async () => {
    await expect(view.getByRole('heading', { name: 'Просмотр заметки' })).toBeVisible();
    await expect(view.getByText('Долго шли вдоль моря')).toBeVisible();
  };

  // Home: the card's text, its mood, its title.
  const card = page.getByTestId('note-card');
  await page.getByText('Долго шли вдоль моря').click();
  await expectViewOf();
  await closeView();
  await card.getByRole('img', { name: 'Хорошо' }).click();
  await expectViewOf();
  await closeView();
  await page.getByText('Прогулка', { exact: true }).click();
  await expectViewOf();
  await closeView();
  // The keyboard has one control that opens it: the title.
  await card.getByRole('button', { name: 'Прогулка', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expectViewOf();
  await closeView();
  // The pencil edits and opens nothing else.
  await card.getByRole('button', { name: 'Редактировать: Прогулка' }).click();
  await expect(noteEditor(page).getByRole('heading', { name: 'Редактировать заметку' })).toBeVisible();
  await expect(view).toHaveCount(0);
  await noteEditor(page).getByRole('button', { name: 'Закрыть' }).click();
  await expect(noteEditor(page)).toHaveCount(0);

  // The Mood screen's row: its text, then its mood.
  await page.getByTestId('nav-mood').click();
  const today = page.getByTestId('mood-panel-today');
  await today.getByText('Долго шли вдоль моря').click();
  await expectViewOf();
  await closeView();
  await today.getByTestId('note-row').getByRole('img', { name: 'Хорошо' }).click();
  await expectViewOf();
  await closeView();
  await today.getByRole('button', { name: 'Редактировать: Прогулка' }).click();
  await expect(noteEditor(page)).toBeVisible();
  await expect(view).toHaveCount(0);
});

test('/mood holds only the chosen tab: a note of today is in the page once on each tab', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'notetabs');
  await writeNotesViaApi(request, user.token, [{ mood: 3, text: 'Дождь весь день' }]);
  await page.goto('/mood');
  await expect(page.getByText('Дождь весь день')).toHaveCount(1);
  for (const tab of ['Неделя', 'Всё время', 'Сегодня', 'Неделя']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByText('Дождь весь день')).toHaveCount(1);
  }
});

test("the note's delete confirmation hides the editor behind it from role queries: one 'Удалить'", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'notedel');
  await writeNotesViaApi(request, user.token, [{ mood: 3, title: 'Черновик' }]);
  await openHomeAs(page, user);
  await page.getByRole('button', { name: 'Редактировать: Черновик' }).click();
  // The editor's 'Удалить' is under the confirmation, inert and aria-hidden.
  const confirm = await openConfirmation(page, 'Удалить', 'Удалить запись?');
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.getByText('У вас пока нет записей')).toBeVisible();
  await expect(page.locator('[aria-hidden="true"][inert]')).toHaveCount(0);
});

test("the day-mood popup sets and removes today's mood, and the profile's totals follow", async ({ page, request }) => {
  await openHomeAs(page, await signedInAs(page, request, 'daymood'));
  await page.getByTestId('nav-mood').click();
  await page.getByRole('tab', { name: 'Всё время' }).click();
  const cell = todayCell(page);
  await expect(cell).toHaveAttribute('data-mood', '');

  await cell.click();
  const day = page.getByTestId('day-notes-dialog');
  await expect(day.getByRole('heading', { name: 'Нет записей' })).toBeVisible();
  await expect(day.getByText('В этот день не было создано заметок')).toBeVisible();
  await day.getByRole('button', { name: 'Настроение дня' }).click();
  const dayMood = page.getByTestId('day-mood-dialog');
  await expect(dayMood.getByRole('heading', { name: `Настроение на ${todayDayMonth()}` })).toBeVisible();
  // A new entry changes the totals: the profile is asked again.
  const profileRefresh = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user/profile/');
  await dayMood.getByRole('radio', { name: 'Хорошо' }).click();
  await profileRefresh;
  await expect(dayMood).toHaveCount(0);
  await expect(day.getByTestId('note-row')).toHaveCount(1);
  await expect(day.getByTestId('note-row')).toContainText(`Запись ${todayDayMonth()}`);

  await day.getByRole('button', { name: 'Настроение дня' }).click();
  await expect(dayMood.getByRole('radio', { name: 'Хорошо' })).toHaveAttribute('aria-checked', 'true');
  // Both buttons fit the popup, side by side.
  await expect(dayMood.getByRole('button', { name: 'Удалить' })).toBeInViewport({ ratio: 1 });
  await expect(dayMood.getByRole('button', { name: 'Отмена' })).toBeInViewport({ ratio: 1 });
  await dayMood.getByRole('button', { name: 'Удалить' }).click();
  await expect(dayMood).toHaveCount(0);
  await expect(day.getByRole('heading', { name: 'Нет записей' })).toBeVisible();
  await day.getByRole('button', { name: 'Закрыть' }).click();
  await expect(cell).toHaveAttribute('data-mood', '');
});

test('a second tab sees notes written, changed and deleted in the first without reloading', async ({ page, context, request }) => {
  await openHomeAs(page, await signedInAs(page, request, 'sync'));
  const other = await context.newPage();
  await other.goto('/mood');
  await expect(other.getByText('Записей за сегодня пока нет')).toBeVisible();
  await other.getByRole('tab', { name: 'Всё время' }).click();
  await expect(other.getByText('История заметок пуста')).toBeVisible();
  await other.getByRole('tab', { name: 'Сегодня' }).click();
  // Survives only as long as the page is not reloaded.
  await other.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // Headless Chromium throttles the tab in the background: act in the one in front.
  await page.bringToFront();
  await pickMoodOnHome(page, 3);
  await fillAndSave(page, { title: 'Из первой вкладки' });
  const row = other.getByTestId('mood-panel-today').getByTestId('note-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Из первой вкладки');
  await other.getByRole('tab', { name: 'Всё время' }).click();
  await expect(other.getByTestId('mood-panel-all').getByTestId('note-row')).toHaveCount(1);
  await expect(other.locator('[data-testid="mood-cell"][aria-current="date"]')).toHaveAttribute('data-mood', '3');

  await page.getByTestId('note-card').getByRole('button', { name: /^Редактировать/ }).click();
  await fillAndSave(page, { mood: 1, title: 'Исправлено' });
  await expect(other.getByTestId('mood-panel-all').getByTestId('note-row')).toContainText('Исправлено');
  await expect(other.locator('[data-testid="mood-cell"][aria-current="date"]')).toHaveAttribute('data-mood', '1');

  await page.getByTestId('note-card').getByRole('button', { name: /^Редактировать/ }).click();
  await noteEditor(page).getByRole('button', { name: 'Удалить' }).click();
  await page.getByTestId('note-delete-confirm').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('У вас пока нет записей')).toBeVisible();
  await expect(other.getByText('История заметок пуста')).toBeVisible();
  await expect(other.locator('[data-testid="mood-cell"][aria-current="date"]')).toHaveAttribute('data-mood', '');
  expect(await other.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("a new user's Mood tabs: 'Записей за сегодня пока нет' / 'Создайте первую заметку', and 'Записи за неделю' empty until a note comes", async ({ page, request }) => {
  await signedInAs(page, request, 'noteempty');
  await page.goto('/mood');
  const today = page.getByTestId('mood-panel-today');
  const todayList = today.getByRole('region', { name: 'Записи за сегодня' });
  await expect(todayList.getByText('Записей за сегодня пока нет', { exact: true })).toBeVisible();
  await expect(todayList.getByText('Создайте первую заметку', { exact: true })).toBeVisible();

  const week = await openMoodTab(page, 'Неделя');
  const weekList = week.getByRole('region', { name: 'Записи за неделю' });
  await expect(weekList.getByText('Записей за неделю пока нет', { exact: true })).toBeVisible();

  // A note written from the Today tab's empty state fills both lists.
  await openMoodTab(page, 'Сегодня');
  await todayList.getByRole('button', { name: 'Добавить запись' }).click();
  await fillAndSave(page, { mood: 4, title: 'Первая запись' });
  await expect(todayList.getByTestId('note-row')).toContainText('Первая запись');
  await expect(todayList.getByText('Записей за сегодня пока нет')).toHaveCount(0);
  await openMoodTab(page, 'Неделя');
  await expect(weekList.getByTestId('note-row')).toContainText('Первая запись');
  await expect(weekList.getByText('Записей за неделю пока нет')).toHaveCount(0);
});

test("the week chart claims no day's count while the week's notes are not loaded, and counts them once they are", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'weekpending');
  await writeNotesViaApi(request, user.token, [{ mood: 4 }]);
  let failing = true;
  await page.route('**/api/notes/list/**', (route) => (failing ? route.abort() : route.fallback()));
  await page.goto('/mood');
  const week = await openMoodTab(page, 'Неделя');
  await expect(week.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
  const bars = week.getByTestId('week-bar');
  await expect(bars).toHaveCount(7);
  for (const bar of await bars.all()) await expect(bar).toHaveAttribute('data-count', '');
  await expect(week.getByTestId('week-chart').getByRole('list')).toHaveAttribute('aria-busy', 'true');

  failing = false;
  await week.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(week.getByTestId('week-chart').getByRole('list')).toHaveAttribute('aria-busy', 'false');
  await expect(bars.and(page.locator('[data-count="1"]'))).toHaveCount(1);
  await expect(bars.and(page.locator('[data-count="0"]'))).toHaveCount(6);
});

test('the fourth note of a day opens the limit modal, and the limit notice shows', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'limit');
  await writeNotesViaApi(request, user.token, [{ mood: 2 }, { mood: 3 }, { mood: 4 }]);
  await openHomeAs(page, user);
  await expect(page.getByTestId('note-card')).toHaveCount(3);

  // The window event opens the editor from anywhere, with the mood its detail carries.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('openNoteModal', { detail: { mood: 1 } })));
  await expect(noteEditor(page).getByRole('radio', { name: 'Ужасно' })).toHaveAttribute('aria-checked', 'true');
  await noteEditor(page).getByRole('button', { name: 'Закрыть' }).click();
  await expect(noteEditor(page)).toHaveCount(0);
  await expect(page.getByTestId('note-card').first()).toContainText(`Запись ${todayDayMonth()}`);

  await pickMoodOnHome(page, 5);
  // 3 of 3 is past 80 percent: the editor says so before saving.
  await expect(page.getByTestId('notes-limit-notice')).toContainText('Вы достигли лимита');
  await noteEditor(page).getByRole('button', { name: 'Сохранить' }).click();

  const limit = page.getByTestId('limit-modal');
  await expect(limit.getByRole('heading', { name: 'Достигнут лимит заметок' })).toBeVisible();
  await expect(limit).toContainText('максимум 3 заметки в день');
  await expect(limit.getByRole('button', { name: 'Получить подписку' })).toBeVisible();
  await expect(noteEditor(page)).toHaveCount(0);
  await limit.getByRole('button', { name: 'Понятно' }).click();
  await expect(limit).toHaveCount(0);
  await expect(page.getByTestId('note-card')).toHaveCount(3);

  // The server says the same when the local check cannot see the day.
  await page.route((url) => url.pathname === '/api/notes/list/' && url.searchParams.get('page_size') === '1', (route) => route.abort());
  await page.getByTestId('home-mood').getByRole('button', { name: 'Добавить запись' }).click();
  await fillAndSaveExpectingLimit(page);
});

test("on /mood at the day's limit the page's notice steps aside while the editor says it", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'limitmood');
  await writeNotesViaApi(request, user.token, [{ mood: 2 }, { mood: 3 }, { mood: 4 }]);
  await openHomeAs(page, user);
  await page.getByTestId('nav-mood').click();
  const reached = 'Вы достигли лимита заметок на сегодня, получите подписку для неограниченного доступа';
  await expect(page.getByTestId('notes-limit-notice')).toHaveText(reached);
  await page.getByRole('button', { name: 'Добавить заметку' }).click();
  await expect(noteEditor(page).getByTestId('notes-limit-notice')).toHaveText(reached);
  await expect(page.getByText(reached)).toHaveCount(1);
  await noteEditor(page).getByRole('button', { name: 'Закрыть' }).click();
  await expect(noteEditor(page)).toHaveCount(0);
  await expect(page.getByText(reached)).toHaveCount(1);
  await expect(page.getByTestId('mood-panel-today').getByTestId('notes-limit-notice')).toBeVisible();
});

async function fillAndSaveExpectingLimit(page: import('@playwright/test').Page) {
  const editor = noteEditor(page);
  await editor.getByRole('radio', { name: 'Отлично' }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/notes/') && r.request().method() === 'POST');
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  expect((await answer).status()).toBe(403);
  const limit = page.getByTestId('limit-modal');
  await expect(limit.getByRole('heading', { name: 'Достигнут лимит заметок' })).toBeVisible();
  await expect(limit).toContainText('максимум 3 заметки в день');
  await expect(limit.getByTestId('limit-modal-count')).toHaveText('3/3');
  await expect(editor).toHaveCount(0);
}

/**
 * Home of a subscriber (more than 3 notes a day need the subscription) with `count` notes 'Заметка 1'..N
 * written via the API: the notes section, its shown titles, its 'Показать ещё' and the titles newest first.
 */
async function homeWithNotes(page: Page, request: APIRequestContext, count: number) {
  const user = newTelegramUser('Вера');
  const token = await telegramUserInBrowser(page, request, user);
  await subscribeWithStars(request, user, token);
  const titles = Array.from({ length: count }, (_, i) => `Заметка ${i + 1}`);
  await writeNotesViaApi(request, token, titles.map((title, i) => ({ mood: (i % 5) + 1, title })));
  await page.goto('/');
  const home = page.getByTestId('home-notes');
  return {
    home,
    shownTitles: home.getByTestId('note-card').getByRole('button', { name: /^Заметка \d$/ }),
    more: home.getByTestId('home-notes-more'),
    newestFirst: titles.toReversed(),
  };
}

test("Home's 'Последние записи' shows the newest 4 notes and 4 more per 'Показать ещё N ...'", async ({ page, request }) => {
  const { shownTitles, more, newestFirst } = await homeWithNotes(page, request, 9);
  await expect(shownTitles).toHaveText(newestFirst.slice(0, 4));
  await expect(more).toHaveText('Показать ещё 4 записи');
  await more.click();
  await expect(shownTitles).toHaveText(newestFirst.slice(0, 8));
  await expect(more).toHaveText('Показать ещё 1 запись');
  await more.click();
  await expect(shownTitles).toHaveText(newestFirst);
  await expect(more).toHaveCount(0);
});

test("a note deleted from Home's latest 4 makes room for the next: still 4 shown, and 'Показать ещё' brings the page after them", async ({ page, request }) => {
  const { home, shownTitles, more, newestFirst } = await homeWithNotes(page, request, 7);
  await expect(shownTitles).toHaveText(newestFirst.slice(0, 4));
  await home.getByRole('button', { name: 'Редактировать: Заметка 6' }).click();
  const confirm = await openConfirmation(page, 'Удалить', 'Удалить запись?');
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  const left = newestFirst.filter((title) => title !== 'Заметка 6');
  await expect(shownTitles).toHaveText(left.slice(0, 4));
  await expect(more).toHaveText('Показать ещё 2 записи');
  await more.click();
  await expect(shownTitles).toHaveText(left);
  await expect(more).toHaveCount(0);
});

/** A note with exactly core.md 3's fields: no `date` (our server adds it, another may not). */
interface SpecOnlyNote {
  id: number;
  title: string | null;
  text: string | null;
  mood: number;
  sticker: null;
  created_at: string;
  is_public: false;
}


test("notes with only core.md 3's fields (no `date`), listed whole as core.md 7 answers, show on Home and each /mood tab on their day on the device", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'specnotes');
  const notes: SpecOnlyNote[] = [
    { id: 2, title: 'Сегодняшняя', text: 'Записано только что', mood: 4, sticker: null, created_at: new Date().toISOString(), is_public: false },
    // 01:30 of 1 March 2025 in Moscow is still 28 February in UTC: the day is the device's.
    { id: 1, title: null, text: 'Ночью не спалось', mood: 2, sticker: null, created_at: '2025-02-28T22:30:00.000Z', is_public: false },
  ];
  // core.md 7: 'GET /notes/list/ returns success, notes', whatever the query asks.
  await page.route(
    (url) => url.pathname === '/api/notes/list/',
    (route) => route.fulfill({ json: { success: true, notes } }),
  );

  await openHomeAs(page, user);
  const cards = page.getByTestId('home-notes').getByTestId('note-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Записано только что');
  await expect(cards.nth(1)).toContainText('Запись 1 марта');
  await expect(cards.nth(1)).toContainText('1 марта 2025, 01:30');

  await page.getByTestId('nav-mood').click();
  const today = await openMoodTab(page, 'Сегодня');
  await expect(today.getByTestId('note-row')).toHaveCount(1);
  await expect(today.getByTestId('note-row')).toContainText('Сегодняшняя');
  const week = await openMoodTab(page, 'Неделя');
  await expect(week.getByTestId('note-day-group')).toHaveAttribute('data-date', dayKeyFor(new Date(notes[0]!.created_at), ZONE));
  await expect(week.getByTestId('note-row')).toContainText('Сегодняшняя');
  const all = await openMoodTab(page, 'Всё время');
  const years = all.getByTestId('note-year-group');
  await expect(years).toHaveCount(2);
  await expect(years.nth(1)).toHaveAttribute('data-year', '2025');
  await expect(years.nth(1).getByTestId('note-row')).toContainText('Запись 1 марта');
  await expect(years.nth(1).getByTestId('note-row')).toContainText('1 марта 2025, 01:30');
  await expect(page.getByText('Не удалось открыть страницу')).toHaveCount(0);
});

test("a note written over the API before the first sign-in is today's on a device whose zone is already on another day", async ({ browser, request }, testInfo) => {
  // An account made over the API counts days in the server's zone (Moscow here) until the app tells
  // the device's: pick a device zone whose date differs from Moscow's right now.
  // Kiritimati (UTC+14) is on the next date from 13:00 in Moscow, Pago Pago (UTC-11) on the previous one until 14:00.
  const timezoneId = dayKeyFor(new Date(), 'Pacific/Kiritimati') !== dayKeyIn(0) ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL, timezoneId });
  try {
    const page = await context.newPage();
    await skipOnboarding(page);
    const username = `zone_${Date.now().toString(36)}`;
    const session = await registerViaApi(request, username);
    const note = await request.post('/api/notes/', { headers: { Authorization: `Bearer ${session.token}` }, data: { mood: 4, text: 'Записано до первого входа' } });
    expect(note.status()).toBe(201);

    await storeSession(page, { ...session, username });
    // The app tells the server the device's zone before its first read: the guessed day's note
    // moves to the device's day, and the very first page already shows it there.
    const told = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/timezone/');
    await page.goto('/mood');
    expect(await (await told).json()).toMatchObject({ moved_today: true });
    const today = await openMoodTab(page, 'Сегодня');
    await expect(today.getByTestId('note-row')).toContainText('Записано до первого входа');
  } finally {
    await context.close();
  }
});

test('the app tells the server its zone once per device even when the guess was right, so the zone is no longer a guess', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'toldzone');
  const told: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user/timezone/') told.push(r.method());
  });
  await openHomeAs(page, user);
  await expect.poll(() => told).toEqual(['PUT']);
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('timezone-told-')).length)).toBe(1);
  const profileLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/profile/');
  await page.reload();
  await profileLoaded;
  // The sync decides as soon as the profile is in: one frame later a second PUT would have gone out.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(told).toEqual(['PUT']);
});

test("a note written on a device whose clock is set to another day and hour shows that day and hour", async ({ page, request }) => {
  await signedInAs(page, request, 'noteclock');
  await page.clock.setFixedTime(new Date('2027-03-01T15:30:00+03:00'));
  await page.goto('/mood');
  await page.getByTestId('mood-panel-today').getByRole('button', { name: MOOD_LABELS[4] }).click();
  await fillAndSave(page, { text: 'Весенний день' });
  const row = page.getByTestId('mood-panel-today').getByTestId('note-row');
  await expect(row).toContainText('Весенний день');
  await expect(row).toContainText('15:30');
  await row.click();
  await expect(page.getByRole('dialog', { name: 'Просмотр заметки' })).toContainText('Создано: 1 марта 2027, 15:30');
});

test("a long name that has to break inside itself never leaves the greeting's '!' alone on its last line", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'longname');
  const nickname = 'Анна-Мария Константинопольская';
  const updated = await request.put('/api/user/profile/update/', { headers: { Authorization: `Bearer ${user.token}` }, data: { nickname } });
  expect(updated.ok()).toBe(true);
  await page.goto('/mood');
  const title = page.getByTestId('mood-greeting').getByRole('heading', { level: 2 });
  await expect(title).toHaveText(`Привет, ${nickname}!`);

  // Every width moves where the name breaks; at some of them only the '!' would be left over.
  for (let width = 320; width <= 430; width += 2) {
    await page.setViewportSize({ width, height: 844 });
    const lastTwoOnOneLine = await title.evaluate((heading) => {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      const chars: Array<[Text, number]> = [];
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) chars.push([node, i]);
      }
      const topOf = ([node, offset]: [Text, number]) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect().top;
      };
      return topOf(chars.at(-1)!) === topOf(chars.at(-2)!);
    });
    expect(lastTwoOnOneLine, `'!' alone at ${width} px`).toBe(true);
  }
});
