import { MOOD_PAGE_SIZE, groupByYear } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { usePagedNotes } from '../hooks/use-paged-notes.ts';
import { formatNoteDayTime } from '../note-format.ts';
import { DayNotesDialog } from './day-notes-dialog.tsx';
import { MoodCalendar } from './mood-calendar.tsx';
import { NoteList } from './note-list.tsx';
import { NotesCard, NotesListStates } from './notes-card.tsx';
import { NotesEmpty, NotesError } from './notes-states.tsx';

/**
 * 'Всё время': the month calendar (day aggregates from the server, a month at a time) and
 * 'Все записи' by year, 10 at a time, so thousands of notes never load at once.
 */
export function AllTimeTab({ today, isSubscribed }: { today: string; isSubscribed: boolean | null }) {
  const list = usePagedNotes(MOOD_PAGE_SIZE);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const years = useMemo(() => groupByYear(list.notes ?? []), [list.notes]);

  return (
    <>
      <MoodCalendar today={today} onOpenDay={(cell) => setOpenDay(cell.date)} />
      <NotesCard id="mood-all-title" title={moodTexts.allTitle} testId="mood-all-notes">
        <NotesListStates notes={list.notes} error={list.error} onRetry={list.reload} empty={<NotesEmpty title={moodTexts.allEmpty} />}>
          {() => (
            <>
              {years.map((group) => (
                <div key={group.year} className="note-group" data-testid="note-year-group" data-year={group.year}>
                  <h3 className="note-group__title note-group__title--year">{group.year}</h3>
                  <NoteList notes={group.notes} meta={(note) => formatNoteDayTime(note, today)} />
                </div>
              ))}
              {list.hasMore && (
                <Button mode="gray" size="m" stretched loading={list.loadingMore} onClick={list.loadMore} data-testid="mood-all-more">
                  {moodTexts.loadMore}
                </Button>
              )}
              {list.error && <NotesError error={list.error} onRetry={list.loadMore} />}
            </>
          )}
        </NotesListStates>
      </NotesCard>
      {openDay && <DayNotesDialog date={openDay} today={today} isSubscribed={isSubscribed} onClose={() => setOpenDay(null)} />}
    </>
  );
}
