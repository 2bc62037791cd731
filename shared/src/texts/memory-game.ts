import { DAILY_GAME_COINS_LIMIT, type MemoryItem, type MemoryRating } from '../domain/memory-game.ts';
import { PLURAL_FORMS, formatCountRu } from '../domain/plural.ts';

/** The memory game modal (rewards.md 2.3, 4.2, 8). */
export const memoryGameTexts = {
  title: 'Мемори',
  chooseDifficulty: 'Выберите уровень',
  /** Under the game's own description (GET /minigames/). */
  scoring: 'Открывайте по две карточки. Чем меньше ходов и быстрее игра, тем больше очков.',
  listError: 'Ошибка загрузки мини-игр',
  /** '16 карточек · 5 монет'. */
  levelDetails: (cards: number, reward: number) => `${formatCountRu(cards, PLURAL_FORMS.card)} · ${formatCountRu(reward, PLURAL_FORMS.coin)}`,
  moves: 'Ходы',
  time: 'Время',
  items: { hint: 'Подсказка', joker: 'Джокер' } satisfies Record<MemoryItem, string>,
  /** 'Подсказка, 5 монет'. */
  itemLabel: (name: string, cost: number) => `${name}, ${formatCountRu(cost, PLURAL_FORMS.coin)}`,
  spent: (n: number) => `Потрачено ${formatCountRu(n, PLURAL_FORMS.coin)} на специальную карту`,
  finishedWithCoins: (n: number) => `Отлично! Игра завершена! Получено ${formatCountRu(n, PLURAL_FORMS.coin)}!`,
  finished: 'Игра завершена!',
  /** Under 'Игра завершена!' when a won game paid nothing: today's coins from games were all earned. */
  dailyLimitReached: `Монеты за игры на сегодня уже получены: не больше ${formatCountRu(DAILY_GAME_COINS_LIMIT, PLURAL_FORMS.coin)} в день. Завтра — снова.`,
  score: 'Очки',
  rating: 'Оценка',
  ratings: { excellent: 'Отлично', good: 'Хорошо', fair: 'Неплохо', try_again: 'Попробуйте ещё раз' } satisfies Record<MemoryRating, string>,
  playAgain: 'Играть снова',
  saving: 'Сохраняем результат...',
  saveError: 'Ошибка сохранения результата игры',
  startError: 'Не удалось начать игру',
  spendError: 'Не удалось использовать специальную карту',
  hiddenCard: 'Закрытая карточка',
  /** Read out to screen readers as pairs are found: 'Найдено пар: 3 из 8'. */
  pairsFound: (found: number, total: number) => `Найдено пар: ${found} из ${total}`,
  /** The menu's line from GET /minigames/stats/: 'Лучший счёт: 124 · 3 игры' (no games yet: 'Вы ещё не играли'). */
  statsLine: (bestScore: number, games: number) => `Лучший счёт: ${bestScore} · ${formatCountRu(games, PLURAL_FORMS.game)}`,
  noGamesYet: 'Вы ещё не играли',
  statsError: 'Ошибка загрузки статистики игр',
} as const;
