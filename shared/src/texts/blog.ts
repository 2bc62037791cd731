import { type RussianPluralForms, formatCountRu, pluralRu } from '../domain/plural.ts';
import { pageTitleTexts } from './page-titles.ts';

const VIEW_FORMS: RussianPluralForms = ['просмотр', 'просмотра', 'просмотров'];
/** After 'из': 'из 1 записи', 'из 21 записи', 'из 2 записей', 'из 16 записей'. */
const OF_ENTRIES_FORMS: RussianPluralForms = ['записи', 'записей', 'записей'];
const MINUTE_FORMS: RussianPluralForms = ['минута', 'минуты', 'минут'];

/** The blog screen (rewards.md 2.9, 8). */
export const blogTexts = {
  title: pageTitleTexts.blog,
  allPosts: 'Все записи',
  filterLabel: 'Категория',
  resetFilters: 'Сбросить фильтры',
  /** The empty category's own reset button; 'Сбросить фильтры' is the filter's link shown beside it. */
  resetCategory: 'Сбросить категорию',
  emptyBlog: 'Пока пусто',
  emptyBlogHint: 'Скоро здесь появятся статьи о целях, привычках и настроении.',
  emptyCategory: 'Записей не найдено',
  emptyCategoryHint: 'В этой категории пока нет записей.',
  loadCategoriesError: 'Ошибка загрузки категорий',
  loadPostsError: 'Ошибка загрузки записей',
  loadPostError: 'Ошибка загрузки записи',
  /** Home's recent posts row (rewards.md 8). */
  loadRecentPostsError: 'Ошибка загрузки последних записей',
  pagination: 'Страницы блога',
  /** 'Показано 1-12 из 16 записей'. */
  shown: (first: number, last: number, total: number) => `Показано ${first}-${last} из ${total} ${pluralRu(total, OF_ENTRIES_FORMS)}`,
  /** An entry of the filter, chip and dropdown option alike: '⚡ Мотивация (4)', 'Все записи (16)'. */
  option: (name: string, count: number) => `${name} (${count})`,
  readingTime: (minutes: number) => `${minutes} мин`,
  readingTimeLabel: (minutes: number) => `Время чтения: ${formatCountRu(minutes, MINUTE_FORMS)}`,
  views: (n: number) => formatCountRu(n, VIEW_FORMS),
} as const;
