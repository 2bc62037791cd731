import { DAYS_IN_SERVER_WINDOW } from './server-clock-bounds.ts';
import { PLURAL_FORMS, formatCountRu } from './plural.ts';

/** Free-tier limits (core.md 1, 6, 9): active goals, active habits, notes per local day. */
export const FREE_LIMITS = { goals: 3, habits: 3, notes: 3 } as const;
/** A free user's notes received in the server's last 24 hours (server-clock-bounds.ts). */
export const FREE_NOTES_IN_24_HOURS_MAX = DAYS_IN_SERVER_WINDOW * FREE_LIMITS.notes;
export type LimitType = keyof typeof FREE_LIMITS;
export const LIMIT_TYPES = ['goals', 'habits', 'notes'] as const satisfies readonly LimitType[];

export function isLimitType(value: unknown): value is LimitType {
  return (LIMIT_TYPES as readonly unknown[]).includes(value);
}

/** The limit notice shows from 80 percent of the maximum, rounded up (core.md 5). */
export const LIMIT_NOTICE_SHARE = 0.8;

export function limitNoticeFrom(max: number): number {
  return Math.ceil(max * LIMIT_NOTICE_SHARE);
}

const LIMIT_NOUNS = { goals: PLURAL_FORMS.goal, habits: PLURAL_FORMS.habit, notes: PLURAL_FORMS.note } as const;

/** One free limit as the limit modal and the subscription card list it: '3 цели', '3 заметки в день' (core.md 8). */
export function freeLimitLine(type: LimitType): string {
  const count = formatCountRu(FREE_LIMITS[type], LIMIT_NOUNS[type]);
  return type === 'notes' ? `${count} в день` : count;
}

/** The free limits, goals first: '3 цели', '3 привычки', '3 заметки в день'. */
export function freeLimitLines(): string[] {
  return LIMIT_TYPES.map(freeLimitLine);
}

/** The local limit modal's description: 'Вы можете создать максимум 3 цели', '… 3 заметки в день' (core.md 8). */
export function localLimitMessage(type: LimitType): string {
  return `Вы можете создать максимум ${freeLimitLine(type)}`;
}

const LIMIT_ERRORS: Readonly<Record<LimitType, string>> = {
  goals: 'Достигнут лимит целей',
  habits: 'Достигнут лимит привычек',
  notes: 'Достигнут лимит заметок',
};

/** The server's 403 texts: 'Достигнут лимит целей' / 'Вы можете создать максимум 3 цели в бесплатной версии'. */
export const LIMIT_TEXTS: Readonly<Record<LimitType, { error: string; message: string }>> = Object.fromEntries(
  LIMIT_TYPES.map((type) => [type, { error: LIMIT_ERRORS[type], message: `${localLimitMessage(type)} в бесплатной версии` }]),
) as Record<LimitType, { error: string; message: string }>;

/**
 * The day the free tier counts active habits on: the earlier of the user's today (their device's)
 * and their zone's, so a device clock set ahead cannot retire period habits early to make room.
 */
export function freeTierDay(today: string, zoneToday: string): string {
  return zoneToday < today ? zoneToday : today;
}
