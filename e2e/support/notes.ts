import { type Locator, type Page, expect } from '@playwright/test';
import { expectWeekdaysOverDays } from './app.ts';

export const MOOD_LABELS = { 1: 'Ужасно', 2: 'Плохо', 3: 'Нормально', 4: 'Хорошо', 5: 'Отлично' } as const;
export type MoodValue = keyof typeof MOOD_LABELS;

/** '23 ноября': today in the browser's zone (the projects run in Europe/Moscow), as untitled notes are named. */
export function todayDayMonth(): string {
  return new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' }).format(new Date());
}

export function noteEditor(page: Page): Locator {
  return page.getByTestId('note-editor');
}

export interface NoteFields {
  title?: string;
  text?: string;
  /** The sticker's Russian name, e.g. 'Солнце'. */
  sticker?: string;
  /** An emoji of the 'Особые' tab appended to the text. */
  specialEmoji?: string;
}

/** Fills the open editor (mood already chosen or chosen here) and saves; waits for it to close. */
export async function fillAndSave(page: Page, fields: NoteFields & { mood?: MoodValue }): Promise<void> {
  const editor = noteEditor(page);
  await expect(editor).toBeVisible();
  if (fields.mood) await editor.getByRole('radio', { name: MOOD_LABELS[fields.mood] }).click();
  if (fields.title !== undefined) await editor.getByLabel('Заголовок').fill(fields.title);
  if (fields.text !== undefined) await editor.getByLabel('Текст').fill(fields.text);
  if (fields.specialEmoji) {
    await editor.getByRole('button', { name: 'Добавить эмодзи' }).click();
    const picker = page.getByTestId('emoji-picker');
    // Switching tabs must neither save nor close the editor.
    await picker.getByRole('tab', { name: 'Особые' }).click();
    await expect(picker.getByRole('tab', { name: 'Особые' })).toHaveAttribute('aria-selected', 'true');
    await picker.getByRole('button', { name: `Добавить ${fields.specialEmoji}` }).click();
    await expect(editor.getByLabel('Текст')).toHaveValue(new RegExp(`${fields.specialEmoji}$`));
  }
  if (fields.sticker) {
    const sticker = editor.getByRole('button', { name: fields.sticker });
    await sticker.click();
    await expect(sticker).toHaveAttribute('aria-pressed', 'true');
  }
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editor).toHaveCount(0);
}

/** Home's mood picker: a mood opens the editor with it chosen. */
export async function pickMoodOnHome(page: Page, mood: MoodValue): Promise<void> {
  await page.getByTestId('home-mood').getByRole('button', { name: MOOD_LABELS[mood] }).click();
  await expect(noteEditor(page).getByRole('radio', { name: MOOD_LABELS[mood] })).toHaveAttribute('aria-checked', 'true');
}

/** The calendar cell of today on the Mood screen's 'Всё время' tab. */
export function todayCell(page: Page): Locator {
  return page.locator('[data-testid="mood-cell"][aria-current="date"]');
}

export async function openMoodTab(page: Page, name: 'Сегодня' | 'Неделя' | 'Всё время'): Promise<Locator> {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const key = { Сегодня: 'today', Неделя: 'week', 'Всё время': 'all' }[name];
  const panel = page.getByTestId(`mood-panel-${key}`);
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * The whole note story on a phone: three notes with different moods (Home's picker, Home's
 * 'Добавить запись', the central button on /mood), seen on Home and on each Mood tab, the
 * calendar's dominant mood and tie marker, the view popup, an edit and a delete.
 */
export async function noteStory(page: Page): Promise<void> {
  const untitled = `Запись ${todayDayMonth()}`;

  // Home, nothing written yet.
  await expect(page.getByText('У вас пока нет записей')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Как ваше настроение сейчас?' })).toBeVisible();

  // 1: a mood from Home's picker, with title, text and a sticker.
  await pickMoodOnHome(page, 4);
  await fillAndSave(page, { title: 'Утренняя пробежка', text: 'Пять километров вдоль реки', sticker: 'Солнце' });
  // 2: 'Добавить запись', mood and text only.
  await page.getByTestId('home-mood').getByRole('button', { name: 'Добавить запись' }).click();
  await expect(noteEditor(page).getByText('Вы можете добавить только настроение или дополнить его текстом')).toBeVisible();
  await fillAndSave(page, { mood: 2, text: 'Много работы и мало сна', specialEmoji: '🌧️' });

  const cards = page.getByTestId('note-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(untitled);
  await expect(cards.first()).toContainText('Много работы и мало сна');
  await expect(cards.nth(1)).toContainText('Утренняя пробежка');
  await expect(cards.nth(1).getByTestId('note-sticker')).toHaveAttribute('src', '/stickers/sun.svg');

  // 3: only a mood, from the central button on the Mood screen.
  await page.getByTestId('nav-mood').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Настроение' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Привет, .+!$/ })).toBeVisible();
  await expect(page.getByText('Твой личный трекер целей, привычек и настроения')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить заметку' }).click();
  await expect(noteEditor(page).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await fillAndSave(page, { mood: 5 });

  // Today.
  const today = page.getByTestId('mood-panel-today');
  await expect(page.getByRole('tab', { name: 'Сегодня' })).toHaveAttribute('aria-selected', 'true');
  await expect(today.getByRole('heading', { name: 'Записи за сегодня' })).toBeVisible();
  const todayRows = today.getByTestId('note-row');
  await expect(todayRows).toHaveCount(3);
  await expect(todayRows.nth(0)).toHaveAttribute('data-mood', '5');
  await expect(todayRows.nth(0)).toContainText(untitled);

  // Week: today's bar carries three entries; the list groups them under today.
  const week = await openMoodTab(page, 'Неделя');
  await expect(week.getByRole('heading', { name: 'Шкала настроения за неделю' })).toBeVisible();
  await expect(week.getByTestId('week-bar')).toHaveCount(7);
  const todayBar = week.locator('[data-testid="week-bar"][data-count="3"]');
  await expect(todayBar).toHaveCount(1);
  // 5, 4 and 2 once each: a tie the higher mood wins; combined 0.6*5 + 0.4*3 = 4.2.
  await expect(todayBar).toHaveAttribute('aria-label', /настроение 4,2 из 5, 3 записи/);
  await expect(week.getByTestId('note-day-group')).toHaveCount(1);
  await expect(week.getByTestId('note-row')).toHaveCount(3);

  // All time: the calendar cell of today and the list by year.
  const all = await openMoodTab(page, 'Всё время');
  await expect(all.getByRole('heading', { name: 'Календарь настроения' })).toBeVisible();
  await expectWeekdaysOverDays(all.getByTestId('calendar-weekdays'), all.locator('.mood-calendar__grid > *'));
  await expect(all.getByRole('heading', { name: 'Как читать календарь' })).toBeVisible();
  const cell = todayCell(page);
  await expect(cell).toHaveAttribute('data-mood', '5');
  await expect(cell).toHaveAttribute('data-count', '3');
  await expect(cell).toContainText('3');
  await expect(cell.getByTestId('tie-marker')).toBeVisible();
  await expect(cell.getByTestId('tie-marker').locator('svg')).toHaveCount(3);
  await expect(all.getByTestId('note-year-group')).toHaveAttribute('data-year', String(new Date().getFullYear()));
  await expect(all.getByTestId('note-row')).toHaveCount(3);

  // The day popup lists the day's notes; a note opens the view popup.
  await cell.click();
  const day = page.getByTestId('day-notes-dialog');
  await expect(day.getByRole('heading', { name: `Записи за ${todayDayMonth()}` })).toBeVisible();
  await expect(day.getByTestId('note-row')).toHaveCount(3);
  await day.getByRole('button', { name: 'Утренняя пробежка', exact: true }).click();
  const view = page.getByTestId('note-view');
  await expect(view.getByRole('heading', { name: 'Просмотр заметки' })).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Хорошо' })).toBeVisible();
  await expect(view.getByText('Пять километров вдоль реки')).toBeVisible();
  await expect(view.getByText(/^Создано: \d{1,2} [а-я]+ \d{4}, \d\d:\d\d$/)).toBeVisible();

  // Edit: the run becomes a bad evening, so two of three are 'Плохо' and the tie is gone.
  await view.getByRole('button', { name: 'Редактировать' }).click();
  await expect(noteEditor(page).getByRole('heading', { name: 'Редактировать заметку' })).toBeVisible();
  await expect(noteEditor(page).getByLabel('Заголовок')).toHaveValue('Утренняя пробежка');
  await fillAndSave(page, { mood: 2, title: 'Вечерняя прогулка' });
  await expect(day.getByRole('button', { name: 'Вечерняя прогулка', exact: true })).toBeVisible();
  await day.getByRole('button', { name: 'Закрыть' }).click();
  await expect(cell).toHaveAttribute('data-mood', '2');
  await expect(cell.getByTestId('tie-marker')).toHaveCount(0);
  await expect(all.getByTestId('note-row').filter({ hasText: 'Вечерняя прогулка' })).toHaveCount(1);

  // Delete, with the spec's confirmation.
  await all.getByRole('button', { name: `Редактировать: ${untitled}` }).first().click();
  await noteEditor(page).getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByTestId('note-delete-confirm');
  await expect(confirm.getByRole('heading', { name: 'Удалить запись?' })).toBeVisible();
  await expect(confirm.getByText('Это действие нельзя отменить')).toBeVisible();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(noteEditor(page)).toHaveCount(0);
  await expect(all.getByTestId('note-row')).toHaveCount(2);
  await expect(cell).toHaveAttribute('data-count', '2');

  // Home follows: two cards, the edited title among them.
  await page.getByTestId('logo').click();
  await expect(page.getByTestId('note-card')).toHaveCount(2);
  await expect(page.getByTestId('note-card').filter({ hasText: 'Вечерняя прогулка' })).toHaveCount(1);
}
