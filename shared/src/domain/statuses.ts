import { statusProgress } from './status-progress.ts';

/** A status level reached by activity points (spec rewards.md 3, values from ECONOMY.md). */
export interface StatusLevel {
  readonly id: number;
  readonly name: string;
  readonly emoji: string;
  readonly description: string;
  readonly min_activity: number;
  /** The accent of the status badge and progress bar. */
  readonly color: string;
}

export const STATUS_LEVELS: readonly StatusLevel[] = [
  { id: 1, name: 'Новичок', emoji: '🌱', description: 'Первые шаги к лучшей версии себя', min_activity: 0, color: '#7CB342' },
  { id: 2, name: 'Исследователь', emoji: '🧭', description: 'Пробуете новое и ищете свой ритм', min_activity: 10, color: '#039BE5' },
  { id: 3, name: 'Активист', emoji: '⚡', description: 'Действуете регулярно и держите темп', min_activity: 25, color: '#FDD835' },
  { id: 4, name: 'Мастер', emoji: '🎯', description: 'Полезные привычки стали частью жизни', min_activity: 50, color: '#FB8C00' },
  { id: 5, name: 'Эксперт', emoji: '🏆', description: 'Пример последовательности и упорства', min_activity: 100, color: '#8E24AA' },
  { id: 6, name: 'Легенда', emoji: '👑', description: 'Высшая ступень: вас уже не остановить', min_activity: 200, color: '#FFB300' },
];

/** The highest status whose minimum activity the points reach (the ladder's scan: statusProgress). */
export function statusFor(activityPoints: number): StatusLevel {
  return statusProgress(STATUS_LEVELS, activityPoints).current;
}
