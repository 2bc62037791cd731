import { Title } from '@telegram-apps/telegram-ui';
import { groupByDay, recentWeekNotes, weekMoodBars, weekTabRange } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { useMemo } from 'react';
import { useRangeNotes } from '../hooks/use-range-notes.ts';
import { formatTime, formatWeekdayDay } from '../note-format.ts';
import { NoteList } from './note-list.tsx';
import { NotesEmpty, NotesError, NotesLoading } from './notes-states.tsx';
import { WeekChart } from './week-chart.tsx';

/** 'Неделя': the chart of this week (Monday to Sunday) and the recent week's notes by weekday. */
export function WeekTab({ today }: { today: string }) {
  const range = weekTabRange(today);
  const { notes, error, reload } = useRangeNotes(range.from, range.to);
  const bars = useMemo(() => weekMoodBars(notes ?? [], today), [notes, today]);
  const groups = useMemo(() => groupByDay(recentWeekNotes(notes ?? [], today)), [notes, today]);

  return (
    <>
      <WeekChart bars={bars} />
      <section className="card" aria-labelledby="mood-week-title" data-testid="mood-week-notes">
        <Title level="3" weight="2" Component="h2" id="mood-week-title" className="notes-section-title">
          {moodTexts.weekTitle}
        </Title>
        {error && !notes ? (
          <NotesError error={error} onRetry={reload} />
        ) : !notes ? (
          <NotesLoading />
        ) : groups.length === 0 ? (
          <NotesEmpty title={moodTexts.weekEmpty} />
        ) : (
          groups.map((group) => (
            <div key={group.date} className="note-group" data-testid="note-day-group" data-date={group.date}>
              <h3 className="note-group__title">{formatWeekdayDay(group.date)}</h3>
              <NoteList notes={group.notes} meta={(note) => formatTime(note.created_at)} />
            </div>
          ))
        )}
      </section>
    </>
  );
}
