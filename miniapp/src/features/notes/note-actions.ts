import type { Note } from '@tracker/shared/contract';
import { moodTexts } from '@tracker/shared/texts';
import { openLimitModal } from '../../components/limit-modal-store.ts';
import { refusalText } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';
import type { NoteInput } from './note-input.ts';
import { createNoteChecked, saveNoteEdit } from './save-note.ts';

/**
 * Saves a note from the editor or the day-mood popup: an edit of `editing`, or a new note checked
 * against the free tier, made once per editor `createSession` and text (lib/idempotency.ts). At the limit `close` runs and the limit modal opens instead (core.md 8).
 * Answers true when saved; throws what the server said otherwise.
 */
export async function writeNote(
  input: NoteInput,
  target: { editing: Note | null; isSubscribed: boolean | null; today: string; createSession: string },
  close: () => void,
): Promise<boolean> {
  if (target.editing) {
    await saveNoteEdit(target.editing, input);
    return true;
  }
  const outcome = await createNoteChecked(input, target);
  if (outcome.kind === 'saved') return true;
  close();
  openLimitModal(outcome.limit);
  return false;
}

/** Toast 'Ошибка': the server's text for what it refused, else 'Не удалось сохранить' (core.md 8; blind audit CH F5). */
export function toastSaveFailed(error: unknown): void {
  showToast(moodTexts.errorTitle, { type: 'error', description: refusalText(error) ?? moodTexts.saveFailed });
}

/** Delete failures are logged, with toast 'Ошибка' / 'Не удалось удалить' (core.md 8). */
export function toastDeleteFailed(error: unknown): void {
  console.error('note delete failed', error);
  showToast(moodTexts.errorTitle, { type: 'error', description: moodTexts.deleteFailed });
}
