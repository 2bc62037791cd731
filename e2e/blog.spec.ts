import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { BLOG_PAGE_SIZE } from '@tracker/shared/domain';
import { UNAVAILABLE, holdAnswers, skipOnboarding } from './support/app.ts';
import { openHomeAs, signedInAs } from './support/session.ts';

const PAGE = BLOG_PAGE_SIZE;

interface Category {
  id: number;
  name: string;
  icon: string | null;
  posts_count: number;
}

async function blogCategories(request: APIRequestContext, token: string): Promise<Category[]> {
  const response = await request.get('/api/blog/categories/', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { categories: Category[] }).categories;
}

/** The way in is Home's blog section (the menu has no blog entry, core.md 2 "Shell"). */
async function openBlogFromHome(page: Page): Promise<void> {
  await page.getByTestId('home-blog').getByRole('link', { name: 'Все статьи' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Блог' })).toBeVisible();
}

const cards = (page: Page) => page.getByTestId('blog-post-card');

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('pages through the posts, filters by a category, opens a post and resets the filter', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'blog');
  const categories = await blogCategories(request, user.token);
  const total = categories.reduce((sum, c) => sum + c.posts_count, 0);
  expect(total).toBeGreaterThan(PAGE);

  await openHomeAs(page, user);
  await openBlogFromHome(page);
  await expect(cards(page)).toHaveCount(PAGE);
  await expect(page.getByText(`Показано 1-${PAGE} из ${total} записей`)).toBeVisible();
  // A card's picture really loads (the blog's files live under /blog, beside its API).
  const cover = cards(page).locator('img').first();
  await cover.scrollIntoViewIfNeeded();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const pager = page.getByTestId('blog-pagination');
  await expect(pager.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');

  await pager.getByRole('button', { name: '2', exact: true }).click();
  await expect(cards(page)).toHaveCount(total - PAGE);
  await expect(page.getByText(`Показано ${PAGE + 1}-${total} из ${total} записей`)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');

  // Choosing a category goes back to page 1 and shows only its posts. The phone's dropdown is
  // labelled 'Категория'; its options read as the wide screen's chips do: icon, name, posts count.
  const select = page.getByLabel('Категория');
  const label = (c: Category) => `${c.icon ? `${c.icon} ` : ''}${c.name} (${c.posts_count})`;
  await expect(select.locator('option')).toHaveText([`Все записи (${total})`, ...categories.map(label)]);
  await expect(page.getByRole('link', { name: 'Сбросить фильтры' })).toHaveCount(0);
  const category = categories.find((c) => c.posts_count > 1)!;
  await select.selectOption({ label: label(category) });
  await expect(cards(page)).toHaveCount(category.posts_count);
  await expect(page.getByTestId('blog-category-badge')).toHaveText(Array(category.posts_count).fill(`${category.icon ?? ''}${category.name}`));
  await expect(page.getByText(`Показано 1-${category.posts_count} из ${category.posts_count} записей`)).toBeVisible();

  // The detail popup: title, category, excerpt as a quote, the HTML content; the view is counted.
  const card = cards(page).first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent())!;
  const views = (n: number) => new RegExp(`^${n} просмотр`);
  const viewsBefore = Number((await card.getByTestId('blog-views').getAttribute('title'))!.split(' ')[0]);
  await card.getByRole('button', { name: title }).click();
  const dialog = page.getByTestId('blog-post-dialog');
  await expect(dialog.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(dialog.getByTestId('blog-category-badge')).toContainText(category.name);
  await expect(dialog.getByRole('blockquote')).toHaveText((await card.locator('.blog-card__excerpt').textContent())!);
  await expect(dialog.getByTestId('blog-post-content').locator('p').first()).toBeVisible();
  await expect(dialog.getByTestId('blog-post-content').locator('h3').first()).toBeVisible();
  await expect(dialog.getByTestId('blog-views')).toHaveAttribute('title', views(viewsBefore + 1));
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('blog-views')).toHaveAttribute('title', views(viewsBefore + 1));

  // 'Сбросить фильтры' is a link (rewards.md 2.9) to the unfiltered blog.
  const reset = page.getByRole('link', { name: 'Сбросить фильтры' });
  await expect(reset).toHaveAttribute('href', '/blog');
  await reset.click();
  await expect(cards(page)).toHaveCount(PAGE);
  await expect(page).toHaveURL('/blog');
  await expect(page.getByText(`Показано 1-${PAGE} из ${total} записей`)).toBeVisible();
  await expect(reset).toHaveCount(0);
  await expect(select).toHaveValue('');
  await select.selectOption({ label: `Все записи (${total})` });
  await expect(select).toHaveValue('');
});

test('the dropdown below 640 px and the chips from 640 px carry the same entries: icon, name, posts count', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'blogchips');
  const categories = await blogCategories(request, user.token);
  const total = categories.reduce((sum, c) => sum + c.posts_count, 0);
  const entries = [`Все записи (${total})`, ...categories.map((c) => `${c.icon ? `${c.icon} ` : ''}${c.name} (${c.posts_count})`)];
  await openHomeAs(page, user);
  await openBlogFromHome(page);
  await expect(page.getByLabel('Категория').locator('option')).toHaveText(entries);

  await page.setViewportSize({ width: 1024, height: 844 });
  const chips = page.getByRole('group', { name: 'Категория' }).getByRole('button');
  await expect(chips).toHaveText(entries);
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(categories[0]!.posts_count);
});

test('a failed load shows the error with a retry that reloads page 1', async ({ page, request }) => {
  await openHomeAs(page, await signedInAs(page, request, 'blogerr'));
  await page.route('**/api/blog/posts/?*', (route) => route.fulfill(UNAVAILABLE));
  await openBlogFromHome(page);
  const error = page.getByTestId('blog-error');
  await expect(error).toContainText('Сервис временно недоступен');
  await expect(cards(page)).toHaveCount(0);

  await page.unroute('**/api/blog/posts/?*');
  const reload = page.waitForRequest((r) => r.url().includes('/api/blog/posts/?page=1&'));
  await error.getByRole('button', { name: 'Попробовать снова' }).click();
  await reload;
  await expect(cards(page)).toHaveCount(PAGE);
  await expect(error).toBeHidden();
});

test('an empty blog says so, and an empty category offers to reset the filter', async ({ page, request }) => {
  await openHomeAs(page, await signedInAs(page, request, 'blogempty'));
  const empty = { success: true, posts: [], pagination: { current_page: 1, total_pages: 0, total_items: 0 } };
  await page.route('**/api/blog/posts/?*', (route) => route.fulfill({ json: empty }));
  await openBlogFromHome(page);
  await expect(page.getByTestId('blog-empty')).toContainText('Пока пусто');
  await expect(page.getByTestId('blog-pagination')).toHaveCount(0);

  const select = page.getByLabel('Категория');
  await select.selectOption({ index: 1 });
  const emptyCategory = page.getByTestId('blog-empty-category');
  await expect(emptyCategory).toContainText('Записей не найдено');
  // The filter's link and the empty state's button are told apart by name as well as by role.
  await expect(page.getByText('Сбросить фильтры', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Сбросить фильтры' })).toHaveCount(0);
  await emptyCategory.getByRole('button', { name: 'Сбросить категорию' }).click();
  await expect(page.getByTestId('blog-empty')).toBeVisible();
  await expect(select).toHaveValue('');
});

test("while the blog loads on a phone, its placeholders look like the cards to come: the filter's card and each cover stand out from the page", async ({ page, request }) => {
  await signedInAs(page, request, 'blogloading');
  const release = await holdAnswers(page, '/api/blog/**');
  await page.goto('/blog');
  const backgroundOf = (selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).backgroundColor);
  // The page's colour: the first background painted behind the content.
  const pageBackground = await page.locator('.app-main').evaluate((main) => {
    for (let element: Element | null = main; element; element = element.parentElement) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)') return colour;
    }
    return '';
  });
  // The filter's own card, its dropdown standing with 'Все записи' until the categories come.
  await expect(page.getByLabel('Категория')).toHaveValue('');
  await expect(page.getByLabel('Категория').locator('option')).toHaveText(['Все записи']);
  expect(await backgroundOf('.blog-filter__card')).toBe(await backgroundOf('.blog-card--skeleton'));
  expect(await backgroundOf('.blog-card--skeleton .blog-cover')).not.toBe(pageBackground);
  expect(await backgroundOf('.blog-card--skeleton .blog-cover')).not.toBe(await backgroundOf('.blog-card--skeleton'));
  release();
  await expect(cards(page).first()).toBeVisible();
});

test('the page and the category are in the address: a reload keeps page 2, and a category keeps its filter', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'blogurl');
  const categories = await blogCategories(request, user.token);
  const total = categories.reduce((sum, c) => sum + c.posts_count, 0);
  await page.goto('/blog');
  const pager = page.getByTestId('blog-pagination');
  await pager.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL('/blog?page=2');
  await page.reload();
  await expect(page.getByText(`Показано ${PAGE + 1}-${total} из ${total} записей`)).toBeVisible();
  await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');

  const category = categories.find((c) => c.posts_count > 1)!;
  await page.getByLabel('Категория').selectOption({ value: String(category.id) });
  await expect(page).toHaveURL(`/blog?category=${category.id}`);
  await page.reload();
  await expect(cards(page)).toHaveCount(category.posts_count);
  await expect(page.getByText(`Показано 1-${category.posts_count} из ${category.posts_count} записей`)).toBeVisible();
});

test('a page past the end, from an old link or a category that has shrunk, shows the last page of the list', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'blogpast');
  const categories = await blogCategories(request, user.token);
  const total = categories.reduce((sum, c) => sum + c.posts_count, 0);
  const lastPage = Math.ceil(total / PAGE);
  await page.goto('/blog?page=99');
  await expect(page).toHaveURL(`/blog?page=${lastPage}`);
  await expect(page.getByText(`Показано ${(lastPage - 1) * PAGE + 1}-${total} из ${total} записей`)).toBeVisible();

  const category = categories.find((c) => c.posts_count > 1 && c.posts_count <= PAGE)!;
  await page.goto(`/blog?category=${category.id}&page=2`);
  await expect(page).toHaveURL(`/blog?category=${category.id}`);
  await expect(cards(page)).toHaveCount(category.posts_count);
  await expect(page.getByText('Записей не найдено')).toHaveCount(0);
});

test("a word longer than the card breaks inside the card's title and excerpt", async ({ page, request }) => {
  await signedInAs(page, request, 'bloglong');
  const word = 'Сверхдлинноесловобезединогопробелаиливозможностипереноса';
  await page.route('**/api/blog/posts/**', async (route) => {
    const answer = await (await route.fetch()).json();
    answer.posts[0].title = `${word} ${word}`;
    answer.posts[0].excerpt = `${word}${word}`;
    await route.fulfill({ json: answer });
  });
  await page.goto('/blog');
  const card = cards(page).first();
  await expect(card.getByRole('heading')).toContainText(word);
  const edge = await card.evaluate((c) => c.getBoundingClientRect().right);
  for (const part of [card.getByRole('heading'), card.locator('.blog-card__excerpt')]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(edge);
  }
});

test("in the post popup a long word breaks inside the quote, and a code block scrolls sideways instead of being cut", async ({ page, request }) => {
  await signedInAs(page, request, 'blogpopuplong');
  const word = 'Сверхдлинноесловобезединогопробелаиливозможностипереноса';
  await page.route('**/api/blog/posts/*/', async (route) => {
    const answer = await (await route.fetch()).json();
    answer.post.excerpt = `${word}${word}`;
    answer.post.content = `<p>Код:</p><pre>${'const x = 1; '.repeat(30)}</pre>`;
    await route.fulfill({ json: answer });
  });
  await page.goto('/blog');
  await cards(page).first().getByRole('button').first().click();
  const dialog = page.getByTestId('blog-post-dialog');
  const quote = dialog.getByRole('blockquote');
  await expect(quote).toContainText(word);
  // The words stay inside the quote's box (the box itself never grew: its text ran out of it).
  expect(await quote.evaluate((q) => q.scrollWidth <= q.clientWidth)).toBe(true);
  const code = dialog.locator('pre');
  expect(await code.evaluate((pre) => getComputedStyle(pre).overflowX)).toBe('auto');
  expect(await code.evaluate((pre) => pre.scrollWidth > pre.clientWidth && pre.getBoundingClientRect().right <= pre.closest('[data-testid="blog-post-dialog"]')!.getBoundingClientRect().right)).toBe(true);
});
