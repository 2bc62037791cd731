import { Text } from '@telegram-apps/telegram-ui';
import type { Note } from '@tracker/shared/contract';
import { type Mood, formatDayShort } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { UnorphanedText } from '../../../components/unorphaned-text.tsx';
import { isGone } from '../../../lib/api-client.ts';
import { newCreateSession } from '../../../lib/idempotency.ts';
import { toastDeleteFailed, toastSaveFailed, writeNote } from '../note-actions.ts';
import { noteInput } from '../note-input.ts';
import { removeNote } from '../save-note.ts';
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
  const [createSession] = useState(newCreateSession);

  const choose = async (mood: Mood) => {
    if (busy) return;
    setBusy('save');
    try {
      const input = noteInput({ title: '', text: '', mood, sticker: null });
      if (await writeNote(input, { editing: quick, isSubscribed, today, createSession }, onClose)) onClose();
    } catch (error) {
      toastSaveFailed(error);
      if (isGone(error)) onClose();
      else setBusy(null);
    }
  };

  const remove = async () => {
    if (!quick || busy) return;
    setBusy('delete');
    try {
      await removeNote(quick);
      onClose();
    } catch (error) {
      toastDeleteFailed(error);
      setBusy(null);
    }
  };

  const day = formatDayShort(date, today);
  return (
    <SheetDialog
      title={<UnorphanedText text={moodTexts.dayMoodTitle(day)} tail={day} />}
      onClose={onClose}
      variant="center"
      dismissible={busy === null}
      closeLabel={moodTexts.close}
      testId="day-mood-dialog"
      footer={
        <div className="day-dialog__buttons">
          {quick && (
            <Button mode="plain" size="m" stretched className="note-danger-text" disabled={busy !== null} onClick={() => void remove()}>
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
