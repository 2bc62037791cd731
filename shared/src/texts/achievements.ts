import type { AchievementsQuery } from '../contract/achievements.ts';
import { PLURAL_FORMS, type RussianPluralForms, formatCountRu, pluralRu } from '../domain/plural.ts';
import { pageTitleTexts } from './page-titles.ts';

/** 'очко' after a number: '1 очко', '2 очка', '5 очков'. */
const POINT_FORMS: RussianPluralForms = ['очко', 'очка', 'очков'];
/** ... after 'от' (genitive): 'от 1 очка', 'от 10 очков'. */
const FROM_POINT_FORMS: RussianPluralForms = ['очка', 'очков', 'очков'];

/** '+5 монет', '+1 монета' (rewards.md 9 coin forms). */
const coinReward = (n: number) => `+${formatCountRu(n, PLURAL_FORMS.coin)}`;
/** '+2 очка статуса'. */
const pointReward = (n: number) => `+${formatCountRu(n, POINT_FORMS)} статуса`;

/** The achievements screen (rewards.md 2.8, 8) and its cards. */
export const achievementsTexts = {
  title: pageTitleTexts.achievements,
  back: 'Назад',
  tabs: { all: 'Все', earned: 'Полученные', not_earned: 'Не полученные' } satisfies Record<AchievementsQuery['status'], string>,
  loadError: 'Не удалось загрузить достижения',
  empty: 'Достижения не найдены',
  showMore: 'Показать еще',
  mystery: '🔮 Раскрой тайну',
  /** The accessible name of a hidden card instead of its blurred text. */
  hiddenLabel: 'Тайное достижение',
  /** What the API sends instead of a hidden, unearned achievement's description: the secret stays on the server. */
  secretDescription: 'Условие откроется, когда вы его выполните',
  earned: 'Получено',
  /** 'Получено 23.11.26'. */
  earnedOn: (date: string) => `Получено ${date}`,
  coinReward,
  pointReward,
} as const;

/** The profile's activity status card (rewards.md 2.6, 4.5). */
export const statusCardTexts = {
  title: 'Статус активности',
  /** '2 из 6'. */
  place: (place: number, total: number) => `${place} из ${total}`,
  points: 'Очки активности',
  /** 'До статуса «Активист» осталось 13 очков'. */
  toNext: (name: string, remaining: number) => `До статуса «${name}» осталось ${formatCountRu(remaining, POINT_FORMS)}`,
  progressLabel: (name: string) => `Прогресс до статуса «${name}»`,
  maxReached: 'Вы достигли максимального статуса!',
  allStatuses: 'Все статусы',
  /** 'от 10 очков'. */
  minActivity: (n: number) => `от ${n} ${pluralRu(n, FROM_POINT_FORMS)}`,
  current: 'Текущий',
  reached: 'Достигнут',
  /** rewards.md 8: GET /api/user/statuses/ failed; the built-in ladder is shown meanwhile. */
  loadErrorTitle: 'Ошибка загрузки статусов',
  loadError: (message: string) => `Не удалось загрузить статусы: ${message}`,
} as const;

/** The profile's coins card (rewards.md 2.6, 9). */
export const coinsCardTexts = {
  title: 'Монеты',
  balance: (n: number) => formatCountRu(n, PLURAL_FORMS.coin),
  lines: [
    'Тратятся только на сокровища',
    'Не влияют на статус',
    'Зарабатываются за активность и достижения',
  ],
} as const;

/** The profile's earned achievements list (rewards.md 2.6, 8). */
export const earnedAchievementsTexts = {
  title: 'Полученные достижения',
  empty: 'Пока нет полученных достижений. Создайте первую цель — это уже достижение!',
  allAchievements: 'Все достижения',
  /** rewards.md 8 "Profile": 'Не удалось загрузить достижения: {message}'. */
  loadError: (message: string) => `Не удалось загрузить достижения: ${message}`,
  pagination: 'Страницы достижений',
} as const;
