import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { ACHIEVEMENTS, BLOG_RECENT_LIMIT, HOME_ACHIEVEMENTS_LOADED, HOME_ACHIEVEMENTS_SHOWN, MOODS, formatDayNumeric } from '@tracker/shared/domain';
import { UNAVAILABLE, holdAnswers, navigateInApp, skipOnboarding } from './support/app.ts';
import { createGoalViaApi, dayKeyIn, expect } from './support/goals.ts';
import { fillAndSave, pickMoodOnHome } from './support/notes.ts';
import { openHomeAs, signedInAs } from './support/session.ts';

const ACHIEVEMENTS_CALL = `/api/achievements/?status=all&page=1&page_size=${HOME_ACHIEVEMENTS_LOADED}`;
const RECENT_POSTS_CALL = `/api/blog/posts/recent/?limit=${BLOG_RECENT_LIMIT}`;

const achievementsSection = (page: Page) => page.getByTestId('home-achievements');
const blogSection = (page: Page) => page.getByTestId('home-blog');

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('the default avatar is dimmed at night instead of a bright disc', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'homeavatar');
  await openHomeAs(page, user);
  const avatar = page.getByRole('img', { name: 'Аватар' }).first();
  await expect(avatar).toHaveAttribute('src', '/no-avatar.svg');
  await expect.poll(() => avatar.evaluate((img) => getComputedStyle(img).filter)).toBe('none');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => avatar.evaluate((img) => getComputedStyle(img).filter)).toBe('brightness(0.5)');
});

test("'Отслеживаемые цели' marks a passed or near deadline in its status's colour and names the status to screen readers", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'homedead');
  for (const [title, days] of [['Сдать отчёт', -1], ['Купить билеты', 2], ['Прочитать книгу', 60]] as const) {
    await createGoalViaApi(request, user.token, { title, category: 1, deadline: dayKeyIn(days) });
  }
  await openHomeAs(page, user);
  const deadlineOf = (title: string) => page.getByTestId('tracked-goal').filter({ hasText: title }).getByTestId('tracked-goal-deadline');
  await expect(deadlineOf('Сдать отчёт')).toHaveAttribute('data-status', 'overdue');
  await expect(deadlineOf('Сдать отчёт')).toContainText('Просрочена');
  await expect(deadlineOf('Купить билеты')).toContainText('Срочная');
  await expect(deadlineOf('Прочитать книгу')).toHaveAttribute('data-status', 'normal');
  await expect(deadlineOf('Прочитать книгу')).not.toContainText('Обычная');
  const colour = (title: string) => deadlineOf(title).evaluate((el) => getComputedStyle(el).color);
  expect(await colour('Сдать отчёт')).not.toBe(await colour('Прочитать книгу'));
  expect(await colour('Купить билеты')).not.toBe(await colour('Прочитать книгу'));
});

test('"Последние достижения": the first 3 of 10 loaded with status all, earned ones ticked and dated, "Все достижения"', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'homeach');
  await createGoalViaApi(request, user.token, { title: 'Пробежать 5 км', category: 1 });
  const asked = page.waitForRequest((r) => r.url().endsWith(ACHIEVEMENTS_CALL));
  await openHomeAs(page, user);
  await asked;

  const section = achievementsSection(page);
  await expect(section.getByRole('heading', { level: 2, name: 'Последние достижения' })).toBeVisible();
  const cards = section.getByTestId('achievement-card');
  await expect(cards).toHaveCount(HOME_ACHIEVEMENTS_SHOWN);
  const firstThree = ACHIEVEMENTS.slice(0, HOME_ACHIEVEMENTS_SHOWN);
  for (const [i, achievement] of firstThree.entries()) {
    await expect(cards.nth(i)).toHaveAttribute('data-key', achievement.key);
    await expect(cards.nth(i)).toContainText(achievement.title);
    await expect(cards.nth(i)).toContainText(achievement.description);
  }

  // first_goal is earned by the goal: tick, both rewards, today's date as dd.mm.yy.
  const earned = cards.first();
  await expect(earned).toHaveAttribute('data-state', 'earned');
  await expect(earned.getByTestId('achievement-check')).toBeVisible();
  await expect(earned.getByTestId('achievement-coins')).toHaveText('+5 монет');
  await expect(earned.getByTestId('achievement-points')).toHaveText('+2 очка статуса');
  await expect(earned.getByTestId('achievement-earned-date')).toHaveText(`Получено ${formatDayNumeric(dayKeyIn(0))}`);
  // The others are not: no tick, no date.
  await expect(section.getByTestId('achievement-check')).toHaveCount(1);
  await expect(section.getByTestId('achievement-earned-date')).toHaveCount(1);

  await section.getByRole('link', { name: 'Все достижения' }).click();
  await expect(page).toHaveURL('/achievements');
  await expect(page.getByRole('heading', { level: 1, name: 'Достижения' })).toBeVisible();
});

test('an achievement earned on Home itself shows there at once: the first note ticks "Первая запись"', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'homeearn');
  await openHomeAs(page, user);
  const firstNote = achievementsSection(page).getByTestId('achievement-card').filter({ hasText: 'Первая запись' });
  await expect(firstNote).toHaveAttribute('data-state', 'locked');
  await pickMoodOnHome(page, 4);
  await fillAndSave(page, { title: 'Хорошее утро' });
  await expect(firstNote).toHaveAttribute('data-state', 'earned');
  await expect(firstNote.getByTestId('achievement-earned-date')).toHaveText(`Получено ${formatDayNumeric(dayKeyIn(0))}`);
});

test("Home's links: 'Дневник настроения' to /mood, 'Все цели' to /target, 'Все записи' to /mood on 'Всё время'", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'homelinks');
  await createGoalViaApi(request, user.token, { title: 'Пробежать 5 км', category: 1 });
  const note = await request.post('/api/notes/', { headers: { Authorization: `Bearer ${user.token}` }, data: { mood: 4, title: 'Прогулка' } });
  expect(note.status(), await note.text()).toBe(201);
  await openHomeAs(page, user);

  await page.getByRole('button', { name: 'Дневник настроения' }).click();
  await expect(page).toHaveURL('/mood');
  await expect(page.getByRole('heading', { level: 1, name: 'Настроение' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Сегодня' })).toHaveAttribute('aria-selected', 'true');

  await navigateInApp(page, '/');
  await page.getByRole('link', { name: 'Все цели' }).click();
  await expect(page).toHaveURL('/target');
  await expect(page.getByRole('heading', { level: 1, name: 'Цели и привычки' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Цели', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('goal-card').filter({ hasText: 'Пробежать 5 км' })).toBeVisible();

  await navigateInApp(page, '/');
  await page.getByRole('link', { name: 'Все записи' }).click();
  await expect(page).toHaveURL('/mood?tab=all');
  await expect(page.getByRole('tab', { name: 'Всё время' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Календарь настроения' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Прогулка')).toBeVisible();
});

test("each mood of Home's picker is the only button and the only text of its name on Home, blog titles included (core.md 2)", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'homemoods');
  const asked = page.waitForRequest((r) => r.url().endsWith(RECENT_POSTS_CALL));
  await openHomeAs(page, user);
  await asked;
  await expect(blogSection(page).getByTestId('blog-post-card')).toHaveCount(BLOG_RECENT_LIMIT);
  for (const { label } of MOODS) {
    await expect(page.getByRole('button', { name: label })).toHaveCount(1);
    await expect(page.getByText(label)).toHaveCount(1);
  }
});

test('a hidden achievement among the first 3 keeps its secret on Home, as on /achievements', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'homesecret');
  await page.route(`**${ACHIEVEMENTS_CALL}`, async (route) => {
    const answer = (await (await route.fetch()).json()) as { achievements: Record<string, unknown>[] };
    answer.achievements[1] = {
      ...answer.achievements[1],
      key: 'secret_99',
      title: 'Тайное достижение',
      is_hidden: true,
      is_earned: false,
      earned_at: null,
    };
    await route.fulfill({ json: answer });
  });
  await openHomeAs(page, user);
  const secret = achievementsSection(page).getByTestId('achievement-card').nth(1);
  await expect(secret).toHaveAttribute('data-state', 'hidden');
  await expect(secret.getByTestId('achievement-mystery')).toHaveText('🔮 Раскрой тайну');
  await expect(secret.getByTestId('achievement-coins')).toHaveCount(0);
});

test('recent blog posts: 12 in a sideways row, a card opens the post popup, "Все статьи" leads to /blog', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'homeblog');
  const asked = page.waitForRequest((r) => r.url().endsWith(RECENT_POSTS_CALL));
  await openHomeAs(page, user);
  await asked;

  const section = blogSection(page);
  await expect(section.getByRole('heading', { level: 2, name: 'Новое в блоге' })).toBeVisible();
  const cards = section.getByTestId('blog-post-card');
  await expect(cards).toHaveCount(BLOG_RECENT_LIMIT);
  // One row that scrolls sideways: every card on the first card's line, the row wider than the screen.
  const tops = await cards.evaluateAll((list) => list.map((card) => Math.round(card.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const row = section.getByRole('list', { name: 'Новое в блоге' });
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  const card = cards.first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const viewsBefore = Number((await card.getByTestId('blog-views').getAttribute('title'))!.split(' ')[0]);
  await card.getByRole('button', { name: title }).click();
  const dialog = page.getByTestId('blog-post-dialog');
  await expect(dialog.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(dialog.getByTestId('blog-post-content').locator('p').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  // The view the popup counted shows on the card.
  await expect(card.getByTestId('blog-views')).toHaveAttribute('title', new RegExp(`^${viewsBefore + 1} просмотр`));

  await section.getByRole('link', { name: 'Все статьи' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Блог' })).toBeVisible();
});

const failingSections = [
  { name: 'achievements', call: ACHIEVEMENTS_CALL, testId: 'home-achievements', error: 'Не удалось загрузить достижения: Сервис временно недоступен', card: 'achievement-card', count: HOME_ACHIEVEMENTS_SHOWN },
  { name: 'blog', call: RECENT_POSTS_CALL, testId: 'home-blog', error: 'Сервис временно недоступен', card: 'blog-post-card', count: BLOG_RECENT_LIMIT },
];

for (const failing of failingSections) {
  test(`the ${failing.name} section says when its load failed and loads again on retry`, async ({ page, request }) => {
    const user = await signedInAs(page, request, 'homeerr');
    await page.route(`**${failing.call}`, (route) => route.fulfill(UNAVAILABLE));
    await openHomeAs(page, user);
    const section = page.getByTestId(failing.testId);
    const error = section.getByTestId(`${failing.testId}-error`);
    await expect(error).toContainText(failing.error);

    await page.unroute(`**${failing.call}`);
    await error.getByRole('button', { name: 'Попробовать снова' }).click();
    await expect(section.getByTestId(failing.card)).toHaveCount(failing.count);
    await expect(error).toBeHidden();
  });
}

test("the blog section's own text when the server names no error: 'Ошибка загрузки последних записей' (rewards.md 8)", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'homeblogerr');
  await page.route(`**${RECENT_POSTS_CALL}`, (route) => route.fulfill({ status: 500, json: { success: false } }));
  await openHomeAs(page, user);
  const error = blogSection(page).getByTestId('home-blog-error');
  await expect(error).toContainText('Ошибка загрузки последних записей');
  await expect(error.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
});

test('while they load, both sections hold their place with boxes the size of their content', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'homeload');
  const releaseAchievements = await holdAnswers(page, ACHIEVEMENTS_CALL);
  const releasePosts = await holdAnswers(page, RECENT_POSTS_CALL);
  await openHomeAs(page, user);

  const achievements = achievementsSection(page);
  const blog = blogSection(page);
  await expect(achievements).toHaveAttribute('aria-busy', 'true');
  await expect(blog).toHaveAttribute('aria-busy', 'true');
  const height = async (section: typeof blog) => (await section.boundingBox())?.height ?? 0;
  const loadingAchievements = await height(achievements);
  const loadingBlog = await height(blog);

  releaseAchievements();
  releasePosts();
  await expect(achievements.getByTestId('achievement-card')).toHaveCount(HOME_ACHIEVEMENTS_SHOWN);
  await expect(blog.getByTestId('blog-post-card')).toHaveCount(BLOG_RECENT_LIMIT);
  await expect(achievements).not.toHaveAttribute('aria-busy');
  // A card is at least a loading box tall; a description in two lines adds one line.
  const grown = (await height(achievements)) - loadingAchievements;
  expect(grown).toBeGreaterThanOrEqual(0);
  expect(grown).toBeLessThanOrEqual(HOME_ACHIEVEMENTS_SHOWN * 24);
  expect(await height(blog)).toBe(loadingBlog);
});

test("a habit with a three-digit target keeps its title wide: its '99 из 100' and buttons go under it", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'wide');
  const headers = { authorization: `Bearer ${user.token}` };
  for (const [title, daily_target] of [['Пить воду', 8], ['Отжиматься каждый день понемногу', 100]] as const) {
    expect((await request.post('/api/habits/create/', { headers, data: { title, category: 1, daily_target } })).ok()).toBe(true);
  }
  await openHomeAs(page, user);
  const rowOf = async (title: string) => {
    const card = page.getByTestId('habit-compact').filter({ hasText: title });
    const name = (await card.getByText(title).boundingBox())!;
    const plus = (await card.getByRole('button', { name: '+', exact: true }).boundingBox())!;
    return { name, plus };
  };
  const small = await rowOf('Пить воду');
  expect(small.plus.y).toBeLessThan(small.name.y + small.name.height); // beside the title
  const wide = await rowOf('Отжиматься каждый день понемногу');
  expect(wide.plus.y).toBeGreaterThanOrEqual(wide.name.y + wide.name.height); // under it
  expect(wide.name.width).toBeGreaterThan(250); // the card's width less the icon, not squeezed beside the buttons
});
