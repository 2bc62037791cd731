/** A status level reached by activity points (spec rewards.md 3, values from ECONOMY.md). */
export interface StatusLevel {
  readonly id: number;
  readonly name: string;
  readonly emoji: string;
  readonly min_activity: number;
}

export const STATUS_LEVELS: readonly StatusLevel[] = [
  { id: 1, name: 'Новичок', emoji: '🌱', min_activity: 0 },
  { id: 2, name: 'Исследователь', emoji: '🧭', min_activity: 10 },
  { id: 3, name: 'Активист', emoji: '⚡', min_activity: 25 },
  { id: 4, name: 'Мастер', emoji: '🎯', min_activity: 50 },
  { id: 5, name: 'Эксперт', emoji: '🏆', min_activity: 100 },
  { id: 6, name: 'Легенда', emoji: '👑', min_activity: 200 },
];

/** The highest status whose minimum activity the points reach. */
export function statusFor(activityPoints: number): StatusLevel {
  let reached = STATUS_LEVELS[0]!;
  for (const level of STATUS_LEVELS) {
    if (activityPoints >= level.min_activity) reached = level;
  }
  return reached;
}
