import { type Mood, isMood } from '@tracker/shared/domain';

/** The preselected mood an `openNoteModal` event may carry as `detail: {mood}`; null otherwise. */
export function moodFromDetail(detail: unknown): Mood | null {
  if (!detail || typeof detail !== 'object') return null;
  const mood = Number((detail as { mood?: unknown }).mood);
  return isMood(mood) ? mood : null;
}
