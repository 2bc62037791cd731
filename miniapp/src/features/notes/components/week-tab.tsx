import { formatWeekdayDay, groupByDay, recentWeekNotes, weekMoodBars, weekTabRange } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { useMemo } from 'react';
import { useRangeNotes } from '../hooks/use-range-notes.ts';
import { formatNoteTime } from '../note-format.ts';
import { NoteList } from './note-list.tsx';
import { NotesCard, NotesListStates } from './notes-card.tsx';
import { NotesEmpty } from './notes-states.tsx';
import { WeekChart } from './week-chart.tsx';

/** 'Неделя': the chart of this week (Monday to Sunday) and the recent week's notes by weekday. */
export function WeekTab({ today }: { today: string }) {
  const range = weekTabRange(today);
  const { notes, error, reload } = useRangeNotes(range.from, range.to);
  const bars = useMemo(() => weekMoodBars(notes ?? [], today), [notes, today]);
  const recent = useMemo(() => (notes ? recentWeekNotes(notes, today) : null), [notes, today]);

  return (
    <>
      <WeekChart bars={bars} pending={notes === null} />
      <NotesCard id="mood-week-title" title={moodTexts.weekTitle} testId="mood-week-notes">
        <NotesListStates notes={recent} error={error} onRetry={reload} empty={<NotesEmpty title={moodTexts.weekEmpty} />}>
          {(list) =>
            groupByDay(list).map((group) => (
              <div key={group.date} className="note-group" data-testid="note-day-group" data-date={group.date}>
                <h3 className="note-group__title">{formatWeekdayDay(group.date)}</h3>
                <NoteList notes={group.notes} meta={(note) => formatNoteTime(note, today)} />
              </div>
            ))
          }
        </NotesListStates>
      </NotesCard>
    </>
  );
}
