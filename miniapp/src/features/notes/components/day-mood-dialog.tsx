import { Button, Text } from '@telegram-apps/telegram-ui';
import type { Note } from '@tracker/shared/contract';
import { type Mood, formatDayShort } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { openLimitModal } from '../../../components/limit-modal-store.ts';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { noteInput } from '../note-input.ts';
import { createNoteChecked, removeNote, saveNoteEdit } from '../save-note.ts';
import { MoodPicker } from './mood-picker.tsx';

/**
 * 'Настроение на {date}': choose a mood icon (written as a mood-only entry: a new one today, or the
 * day's existing one changed), 'Удалить' removes that entry, 'Отмена' closes.
 */
export function DayMoodDialog({
  date,
  today,
  quick,
  isSubscribed,
  onClose,
}: {
  date: string;
  today: string;
  quick: Note | null;
  isSubscribed: boolean | null;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);

  const choose = async (mood: Mood) => {
    if (busy) return;
    setBusy('save');
    try {
      const input = noteInput({ title: '', text: '', mood, stickerId: null });
      if (quick) {
        await saveNoteEdit(quick.id, input);
      } else {
        const outcome = await createNoteChecked(input, { isSubscribed, today });
        if (outcome.kind === 'limit') {
          onClose();
          openLimitModal(outcome.limit);
          return;
        }
      }
      onClose();
    } catch (error) {
      showToast(moodTexts.errorTitle, {
        type: 'error',
        description: isApiError(error) && error.serverError ? error.serverError : moodTexts.saveFailed,
      });
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!quick || busy) return;
    setBusy('delete');
    try {
      await removeNote(quick);
      onClose();
    } catch (error) {
      console.error('day mood delete failed', error);
      showToast(moodTexts.errorTitle, { type: 'error', description: moodTexts.deleteFailed });
      setBusy(null);
    }
  };

  return (
    <SheetDialog
      title={moodTexts.dayMoodTitle(formatDayShort(date, today))}
      onClose={onClose}
      variant="center"
      dismissible={busy === null}
      closeLabel={moodTexts.close}
      testId="day-mood-dialog"
      footer={
        <div className="day-dialog__buttons">
          {quick && (
            <Button mode="plain" size="m" stretched className="note-editor__delete" disabled={busy !== null} onClick={() => void remove()}>
              {busy === 'delete' ? moodTexts.deleting : moodTexts.delete}
            </Button>
          )}
          <Button mode="bezeled" size="m" stretched disabled={busy !== null} onClick={onClose}>
            {moodTexts.cancel}
          </Button>
        </div>
      }
    >
      <Text className="day-dialog__hint">{moodTexts.dayMoodHint}</Text>
      <MoodPicker label={moodTexts.moodLabel} selected={(quick?.mood as Mood | undefined) ?? null} onPick={(mood) => void choose(mood)} size={40} />
    </SheetDialog>
  );
}
