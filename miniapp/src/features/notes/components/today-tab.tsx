import { moodTexts } from '@tracker/shared/texts';
import { Button } from '../../../components/button.tsx';
import { LimitNotice } from '../../../components/subscription-guard.tsx';
import { openNoteEditor } from '../hooks/note-modals.ts';
import { useRangeNotes } from '../hooks/use-range-notes.ts';
import { formatNoteTime } from '../note-format.ts';
import { MoodPicker } from './mood-picker.tsx';
import { NoteList } from './note-list.tsx';
import { NotesCard, NotesListStates } from './notes-card.tsx';
import { NotesEmpty } from './notes-states.tsx';

/** 'Сегодня': five moods that open the editor, the free-tier notice, 'Записи за сегодня'. */
export function TodayTab({ today, isSubscribed }: { today: string; isSubscribed: boolean | null }) {
  const { notes, error, reload } = useRangeNotes(today, today);

  return (
    <>
      <NotesCard id="mood-today-picker" title={moodTexts.todayPickerTitle}>
        <MoodPicker label={moodTexts.todayPickerTitle} onPick={(mood) => openNoteEditor({ mode: 'create', mood })} testId="mood-today-picker" />
      </NotesCard>
      {notes && <LimitNotice type="notes" current={notes.length} subscribed={isSubscribed} testId="notes-limit-notice" onPage />}
      <NotesCard id="mood-today-title" title={moodTexts.todayTitle} testId="mood-today-notes">
        <NotesListStates
          notes={notes}
          error={error}
          onRetry={reload}
          empty={
            <NotesEmpty title={moodTexts.todayEmpty} hint={moodTexts.todayEmptyHint}>
              <Button size="s" mode="bezeled" onClick={() => openNoteEditor({ mode: 'create', mood: null })}>
                {moodTexts.addEntry}
              </Button>
            </NotesEmpty>
          }
        >
          {(list) => <NoteList notes={list} meta={(note) => formatNoteTime(note, today)} label={moodTexts.todayTitle} />}
        </NotesListStates>
      </NotesCard>
    </>
  );
}
