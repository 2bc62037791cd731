import { Text } from '@telegram-apps/telegram-ui';
import type { Note } from '@tracker/shared/contract';
import { formatDayShort } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { openNoteEditor } from '../hooks/note-modals.ts';
import { useRangeNotes } from '../hooks/use-range-notes.ts';
import { formatNoteTime } from '../note-format.ts';
import { quickMoodNote } from '../quick-mood.ts';
import { DayMoodDialog } from './day-mood-dialog.tsx';
import { MoodIcon } from './mood-icon.tsx';
import { NoteList } from './note-list.tsx';
import { NotesListStates } from './notes-card.tsx';

/**
 * A calendar day: 'Записи за {date}' with its notes, or 'Нет записей' / 'В этот день не было
 * создано заметок'. Today (or a day with a mood-only entry) also offers 'Настроение дня'.
 */
export function DayNotesDialog({
  date,
  today,
  isSubscribed,
  onClose,
}: {
  date: string;
  today: string;
  isSubscribed: boolean | null;
  onClose: () => void;
}) {
  const { notes, error, reload } = useRangeNotes(date, date);
  const [choosingMood, setChoosingMood] = useState(false);
  const day = formatDayShort(date, today);
  const empty = notes !== null && notes.length === 0;
  const quick: Note | null = notes ? quickMoodNote(notes) : null;
  const canSetMood = notes !== null && (date === today || quick !== null);

  return (
    <>
      <SheetDialog
        title={empty ? moodTexts.dayEmptyTitle : moodTexts.dayNotesTitle(day)}
        onClose={onClose}
        closeLabel={moodTexts.close}
        testId="day-notes-dialog"
        footer={
          canSetMood || date === today ? (
            <div className="day-dialog__buttons day-dialog__buttons--stack">
              {canSetMood && (
                <Button
                  mode="bezeled"
                  size="m"
                  stretched
                  before={quick ? <MoodIcon mood={quick.mood} size={20} decorative /> : undefined}
                  onClick={() => setChoosingMood(true)}
                >
                  {moodTexts.dayMoodButton}
                </Button>
              )}
              {date === today && (
                <Button mode="filled" size="m" stretched onClick={() => openNoteEditor({ mode: 'create', mood: null })}>
                  {moodTexts.addEntry}
                </Button>
              )}
            </div>
          ) : undefined
        }
      >
        <NotesListStates notes={notes} error={error} onRetry={reload} empty={<Text className="day-dialog__empty">{moodTexts.dayEmptyText}</Text>}>
          {(list) => <NoteList notes={list} meta={(note) => formatNoteTime(note, today)} />}
        </NotesListStates>
      </SheetDialog>
      {choosingMood && (
        <DayMoodDialog date={date} today={today} quick={quick} isSubscribed={isSubscribed} onClose={() => setChoosingMood(false)} />
      )}
    </>
  );
}
