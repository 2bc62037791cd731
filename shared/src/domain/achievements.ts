import { addDays, daysBetween, dayNumber } from './day-math.ts';
import { MOODS } from './mood.ts';

/** The groups of achievements, as `POST /api/achievements/check/` checks them (achievementGroupOf). */
export const ACHIEVEMENT_TYPES = ['goals', 'habits', 'notes', 'treasures', 'memory', 'subscription', 'activity'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

/**
 * The group of achievements a POST /achievements/check/ asks about. The spec lists no values, so
 * any text is taken: a group's name (any letter case) checks that group; anything else, or
 * nothing, checks every group (null). Checking more than asked only earns what is already due.
 */
export function achievementGroupOf(type: string | null | undefined): AchievementType | null {
  const text = type?.trim().toLowerCase() ?? '';
  return ACHIEVEMENT_TYPES.find((group) => group === text) ?? null;
}

/** What earns an achievement, as data: the server evaluates it against stored facts and the event's own. */
export type AchievementCondition =
  | { kind: 'goals_created' | 'habits_created' | 'notes_written' | 'goals_completed' | 'habit_streak' | 'diary_days_in_row' | 'gifts_owned'; min: number }
  | { kind: 'night_note' | 'early_habit_progress' | 'subscription_bought' | 'all_moods_in_a_week' }
  /** Activity on a day after at least COMEBACK_IDLE_DAYS days without any. */
  | { kind: 'comeback_after_idle' }
  /** Every habit due on each of the last PERFECT_WEEK_DAYS days met its target (isPerfectWeek). */
  | { kind: 'perfect_habit_week' }
  /** A completed memory game rated excellent / of the hard difficulty. */
  | { kind: 'memory_excellent_game' | 'memory_hard_game' };

export interface AchievementDefinition {
  readonly key: string;
  readonly type: AchievementType;
  readonly title: string;
  readonly description: string;
  readonly coins_reward: number;
  readonly status_points_reward: number;
  /** Listed blurred as '🔮 Раскрой тайну' until earned (rewards.md 2.8). */
  readonly is_hidden: boolean;
  readonly condition: AchievementCondition;
}

/** A hidden achievement not earned yet: shown as '🔮 Раскрой тайну', its key, title, description and image withheld. */
export function isAchievementSecret(achievement: { is_hidden: boolean; is_earned: boolean }): boolean {
  return achievement.is_hidden && !achievement.is_earned;
}

/** The key the API sends instead of a secret achievement's own (which would name the secret). */
export function secretAchievementKey(id: number): string {
  return `secret_${id}`;
}

/** A note written from local 00:00 up to (not including) this hour earns night_owl. */
export const NIGHT_OWL_END_HOUR = 4;
/** Habit progress made before this local hour earns early_bird. */
export const EARLY_BIRD_END_HOUR = 7;

const atLeast = (kind: 'goals_created' | 'habits_created' | 'notes_written' | 'goals_completed' | 'habit_streak' | 'diary_days_in_row' | 'gifts_owned', min: number) =>
  ({ kind, min }) as const;

/** The catalogue of ECONOMY.md, in display order (seeded by migration 0005). */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { key: 'first_goal', type: 'goals', title: 'Первая цель', description: 'Создайте свою первую цель', coins_reward: 5, status_points_reward: 2, is_hidden: false, condition: atLeast('goals_created', 1) },
  { key: 'first_habit', type: 'habits', title: 'Первая привычка', description: 'Создайте свою первую привычку', coins_reward: 5, status_points_reward: 2, is_hidden: false, condition: atLeast('habits_created', 1) },
  { key: 'first_note', type: 'notes', title: 'Первая запись', description: 'Напишите первую запись о настроении', coins_reward: 5, status_points_reward: 2, is_hidden: false, condition: atLeast('notes_written', 1) },
  { key: 'goals_1', type: 'goals', title: 'Цель достигнута', description: 'Завершите первую цель', coins_reward: 10, status_points_reward: 3, is_hidden: false, condition: atLeast('goals_completed', 1) },
  { key: 'goals_5', type: 'goals', title: 'Целеустремлённость', description: 'Завершите 5 целей', coins_reward: 25, status_points_reward: 5, is_hidden: false, condition: atLeast('goals_completed', 5) },
  { key: 'goals_10', type: 'goals', title: 'Покоритель вершин', description: 'Завершите 10 целей', coins_reward: 50, status_points_reward: 10, is_hidden: false, condition: atLeast('goals_completed', 10) },
  { key: 'streak_3', type: 'habits', title: 'Хорошее начало', description: 'Выполняйте привычку 3 дня подряд', coins_reward: 10, status_points_reward: 2, is_hidden: false, condition: atLeast('habit_streak', 3) },
  { key: 'streak_7', type: 'habits', title: 'Неделя без пропусков', description: 'Выполняйте привычку 7 дней подряд', coins_reward: 20, status_points_reward: 5, is_hidden: false, condition: atLeast('habit_streak', 7) },
  { key: 'streak_21', type: 'habits', title: 'Привычка сформирована', description: 'Выполняйте привычку 21 день подряд', coins_reward: 50, status_points_reward: 10, is_hidden: false, condition: atLeast('habit_streak', 21) },
  { key: 'streak_30', type: 'habits', title: 'Месяц силы воли', description: 'Выполняйте привычку 30 дней подряд', coins_reward: 75, status_points_reward: 15, is_hidden: false, condition: atLeast('habit_streak', 30) },
  { key: 'streak_100', type: 'habits', title: 'Железная воля', description: 'Выполняйте привычку 100 дней подряд', coins_reward: 200, status_points_reward: 30, is_hidden: false, condition: atLeast('habit_streak', 100) },
  { key: 'diary_7', type: 'notes', title: 'Неделя дневника', description: 'Делайте записи 7 дней подряд', coins_reward: 20, status_points_reward: 5, is_hidden: false, condition: atLeast('diary_days_in_row', 7) },
  { key: 'diary_30', type: 'notes', title: 'Летописец', description: 'Делайте записи 30 дней подряд', coins_reward: 75, status_points_reward: 15, is_hidden: false, condition: atLeast('diary_days_in_row', 30) },
  { key: 'notes_50', type: 'notes', title: 'Полсотни записей', description: 'Напишите 50 записей', coins_reward: 30, status_points_reward: 5, is_hidden: false, condition: atLeast('notes_written', 50) },
  { key: 'first_treasure', type: 'treasures', title: 'Первое сокровище', description: 'Получите первое сокровище', coins_reward: 10, status_points_reward: 2, is_hidden: false, condition: atLeast('gifts_owned', 1) },
  { key: 'memory_excellent', type: 'memory', title: 'Отличная память', description: 'Пройдите «Мемори» с оценкой «отлично»', coins_reward: 15, status_points_reward: 3, is_hidden: false, condition: { kind: 'memory_excellent_game' } },
  { key: 'memory_hard', type: 'memory', title: 'Мастер «Мемори»', description: 'Пройдите «Мемори» на сложном уровне', coins_reward: 20, status_points_reward: 5, is_hidden: false, condition: { kind: 'memory_hard_game' } },
  { key: 'premium', type: 'subscription', title: 'Премиум', description: 'Оформите подписку', coins_reward: 50, status_points_reward: 10, is_hidden: false, condition: { kind: 'subscription_bought' } },
  { key: 'night_owl', type: 'notes', title: 'Ночная сова', description: 'Сделайте запись между полуночью и четырьмя часами утра', coins_reward: 15, status_points_reward: 3, is_hidden: true, condition: { kind: 'night_note' } },
  { key: 'early_bird', type: 'habits', title: 'Ранняя пташка', description: 'Отметьте привычку до семи часов утра', coins_reward: 15, status_points_reward: 3, is_hidden: true, condition: { kind: 'early_habit_progress' } },
  { key: 'comeback', type: 'activity', title: 'Возвращение', description: 'Вернитесь к делам после недели перерыва', coins_reward: 20, status_points_reward: 5, is_hidden: true, condition: { kind: 'comeback_after_idle' } },
  { key: 'perfect_week', type: 'habits', title: 'Идеальная неделя', description: 'Выполняйте все привычки по плану 7 дней подряд', coins_reward: 50, status_points_reward: 10, is_hidden: true, condition: { kind: 'perfect_habit_week' } },
  { key: 'rainbow', type: 'notes', title: 'Радуга настроений', description: 'Отметьте все пять настроений за одну неделю', coins_reward: 20, status_points_reward: 5, is_hidden: true, condition: { kind: 'all_moods_in_a_week' } },
];

/** The most consecutive calendar days among `days` (day keys, any order, repeats allowed). */
export function longestDayRun(days: Iterable<string>): number {
  const numbers = [...new Set(days)].map(dayNumber).sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  numbers.forEach((n, i) => {
    run = i > 0 && n === numbers[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** rainbow: every mood within this many consecutive local days. */
export const RAINBOW_DAYS = 7;

/** True when some RAINBOW_DAYS consecutive days hold notes of all five moods. */
export function hasAllMoodsWithinAWeek(notes: Iterable<{ day: string; mood: number }>): boolean {
  const sorted = [...notes].map((n) => ({ day: dayNumber(n.day), mood: n.mood })).sort((a, b) => a.day - b.day);
  const inWindow = new Map<number, number>(); // mood -> notes of it in the window
  let start = 0;
  for (const note of sorted) {
    inWindow.set(note.mood, (inWindow.get(note.mood) ?? 0) + 1);
    while (sorted[start]!.day <= note.day - RAINBOW_DAYS) {
      const mood = sorted[start]!.mood;
      const left = inWindow.get(mood)! - 1;
      if (left === 0) inWindow.delete(mood);
      else inWindow.set(mood, left);
      start++;
    }
    if (inWindow.size === MOODS.length) return true;
  }
  return false;
}

/** comeback: activity after at least this many whole days without any. */
export const COMEBACK_IDLE_DAYS = 7;

/**
 * The whole days without activity between the last active day and `today` (0 when it was
 * yesterday or today). Activity: a goal or habit created, a goal completed, habit progress, a note, a memory game.
 */
export function idleDaysBefore(lastActiveDay: string, today: string): number {
  return Math.max(0, daysBetween(lastActiveDay, today) - 1);
}

/** perfect_week: the days, ending today, on which every due habit met its target. */
export const PERFECT_WEEK_DAYS = 7;

export interface HabitWeek {
  /** Whether the habit was due on a day (active, started, scheduled): isDueOn for the habit. */
  isDueOn: (day: string) => boolean;
  /** Day keys whose daily target was met. */
  doneDays: ReadonlySet<string>;
}

/**
 * True when each of the PERFECT_WEEK_DAYS days ending `today` had at least one habit due and
 * every habit due that day met its target. A day with nothing due breaks the week: a plan of
 * nothing is not a perfect one.
 */
export function isPerfectWeek(habits: readonly HabitWeek[], today: string): boolean {
  for (let back = 0; back < PERFECT_WEEK_DAYS; back++) {
    const day = addDays(today, -back);
    const due = habits.filter((h) => h.isDueOn(day));
    if (due.length === 0 || due.some((h) => !h.doneDays.has(day))) return false;
  }
  return true;
}
