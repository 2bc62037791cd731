import { FREE_LIMITS, LIMIT_TEXTS, freeTierUsage } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import type { LimitModalData } from '../../components/limit-modal-store.ts';

/** The local limit modal: 'Достигнут лимит заметок', 'максимум 3 заметки в день' (core.md 8). */
export function localNotesLimit(current: number): LimitModalData {
  return { limitType: 'notes', title: LIMIT_TEXTS.notes.error, description: LIMIT_TEXTS.notes.message, current, max: FREE_LIMITS.notes };
}

/** True when a free user has no note left today. */
export function isOverNotesLimit(todayCount: number): boolean {
  return todayCount >= FREE_LIMITS.notes;
}

/** The notice from 80 percent of the daily maximum (rounded up), or null (core.md 5, 8). */
export function notesLimitNotice(todayCount: number, subscribed: boolean, max: number = FREE_LIMITS.notes): string | null {
  const usage = freeTierUsage(todayCount, max, subscribed);
  if (usage === 'reached') return moodTexts.limitReached;
  if (usage === 'notice') return moodTexts.limitLeft(max - todayCount, max);
  return null;
}
