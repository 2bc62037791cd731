import type { Habit } from '@tracker/shared/contract';
import { PERIOD_LENGTH_FORMS, PLURAL_FORMS, WEEK_DAYS_FROM_MONDAY, formatCountRu, hasProgressChart } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';

/** 'Ежедневно' or 'По дням: Пн, Ср, Пт' (week from Monday). */
export function scheduleLine(habit: Pick<Habit, 'frequency' | 'week_days'>): string {
  if (habit.frequency === 'daily') return goalTexts.daily;
  const days = WEEK_DAYS_FROM_MONDAY.filter((d) => habit.week_days.includes(d.value)).map((d) => d.label);
  return goalTexts.weekDaysLine(days.join(', '));
}

/** 'Бессрочно' or 'На 21 день'. */
export function durationLine(habit: Pick<Habit, 'duration' | 'period_value' | 'period_unit'>): string {
  if (!hasProgressChart(habit) || habit.period_value === null || habit.period_unit === null) return goalTexts.infinite;
  return goalTexts.periodLine(formatCountRu(habit.period_value, PERIOD_LENGTH_FORMS[habit.period_unit]));
}

/** 'Серия: 3 дня' — pass the visible streak (visibleStreak), never the raw cached one. */
export function streakLine(streak: number): string {
  return goalTexts.streak(formatCountRu(streak, PLURAL_FORMS.day));
}
