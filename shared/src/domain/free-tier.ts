/** Free-tier limits (core.md 1, 6, 9): active goals, active habits, notes per local day. */
export const FREE_LIMITS = { goals: 3, habits: 3, notes: 3 } as const;
export type LimitType = keyof typeof FREE_LIMITS;

/** The limit notice shows from 80 percent of the maximum, rounded up (core.md 5). */
export const LIMIT_NOTICE_SHARE = 0.8;

export function limitNoticeFrom(max: number): number {
  return Math.ceil(max * LIMIT_NOTICE_SHARE);
}

export const LIMIT_TEXTS: Readonly<Record<LimitType, { error: string; message: string }>> = {
  goals: { error: 'Достигнут лимит целей', message: 'Вы можете создать максимум 3 цели в бесплатной версии' },
  habits: { error: 'Достигнут лимит привычек', message: 'Вы можете создать максимум 3 привычки в бесплатной версии' },
  notes: { error: 'Достигнут лимит заметок', message: 'Вы можете создать максимум 3 заметки в день в бесплатной версии' },
};
