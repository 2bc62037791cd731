import { Button, Title } from '@telegram-apps/telegram-ui';
import { moodTexts } from '@tracker/shared/texts';
import { Notice } from '../../../components/notice.tsx';
import { openNoteEditor } from '../hooks/note-modals.ts';
import { useRangeNotes } from '../hooks/use-range-notes.ts';
import { formatTime } from '../note-format.ts';
import { notesLimitNotice } from '../notes-limit.ts';
import { MoodPicker } from './mood-picker.tsx';
import { NoteList } from './note-list.tsx';
import { NotesEmpty, NotesError, NotesLoading } from './notes-states.tsx';

/** 'Сегодня': five moods that open the editor, the free-tier notice, 'Записи за сегодня'. */
export function TodayTab({ today, isSubscribed }: { today: string; isSubscribed: boolean | null }) {
  const { notes, error, reload } = useRangeNotes(today, today);
  const notice = notes && isSubscribed === false ? notesLimitNotice(notes.length, false) : null;

  return (
    <>
      <section className="card" aria-labelledby="mood-today-picker">
        <Title level="3" weight="2" Component="h2" id="mood-today-picker" className="notes-section-title">
          {moodTexts.todayPickerTitle}
        </Title>
        <MoodPicker label={moodTexts.todayPickerTitle} onPick={(mood) => openNoteEditor({ mode: 'create', mood })} testId="mood-today-picker" />
      </section>
      {notice && (
        <Notice type="info" testId="notes-limit-notice">
          {notice}
        </Notice>
      )}
      <section className="card" aria-labelledby="mood-today-title" data-testid="mood-today-notes">
        <Title level="3" weight="2" Component="h2" id="mood-today-title" className="notes-section-title">
          {moodTexts.todayTitle}
        </Title>
        {error && !notes ? (
          <NotesError error={error} onRetry={reload} />
        ) : !notes ? (
          <NotesLoading />
        ) : notes.length === 0 ? (
          <NotesEmpty title={moodTexts.todayEmpty} hint={moodTexts.todayEmptyHint}>
            <Button size="s" mode="bezeled" onClick={() => openNoteEditor({ mode: 'create', mood: null })}>
              {moodTexts.addEntry}
            </Button>
          </NotesEmpty>
        ) : (
          <NoteList notes={notes} meta={(note) => formatTime(note.created_at)} label={moodTexts.todayTitle} />
        )}
      </section>
    </>
  );
}
