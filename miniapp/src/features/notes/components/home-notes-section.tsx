import { Placeholder, Text, Title } from '@telegram-apps/telegram-ui';
import { HOME_NOTES_STEP, PLURAL_FORMS, nextStepCount, pluralRu } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { openNoteEditor } from '../hooks/note-modals.ts';
import { usePagedNotes } from '../hooks/use-paged-notes.ts';
import { useToday } from '../../../lib/today.ts';
import { NotesError, NotesLoading } from './notes-states.tsx';
import { StickyNoteCard } from './sticky-note-card.tsx';
import './notes-home.css';
import { HidingImage } from '../../../components/hiding-image.tsx';

/**
 * 'Загружаем заметки...' over blank sticky notes where the first cards will be: the sections below
 * keep their place when the notes arrive.
 */
function HomeNotesLoading() {
  return (
    <div className="home-notes__loading">
      <ul className="sticky-notes" aria-hidden="true">
        {Array.from({ length: HOME_NOTES_STEP }, (_, i) => (
          <li key={i} className="sticky-note sticky-note--blank" />
        ))}
      </ul>
      <NotesLoading />
    </div>
  );
}

/** Home: 'Последние записи' as sticky notes, 4 at first and 4 more per 'Показать ещё N ...' (core.md 2). */
export function HomeNotesSection() {
  const today = useToday();
  const list = usePagedNotes(HOME_NOTES_STEP);
  // Steps, not loaded notes, decide what shows: a new note pushes the oldest card out of view.
  const [steps, setSteps] = useState(1);
  const notes = list.notes?.slice(0, steps * HOME_NOTES_STEP) ?? null;
  const more = notes ? nextStepCount(notes.length, list.total) : 0;
  const showMore = () => {
    const next = steps + 1;
    setSteps(next);
    if ((list.notes?.length ?? 0) < next * HOME_NOTES_STEP && list.hasMore) list.loadMore();
  };

  return (
    <section className="home-notes" aria-labelledby="home-notes-title" data-testid="home-notes">
      <header className="notes-section-header">
        <Title level="3" weight="2" Component="h2" id="home-notes-title" className="notes-section-title">
          {moodTexts.recentTitle}
        </Title>
        {notes && notes.length > 0 && (
          <TextLink href="/mood?tab=all" className="notes-section-link">
            {moodTexts.allEntries}
          </TextLink>
        )}
      </header>

      {list.error && !notes ? (
        <div className="card">
          <NotesError error={list.error} onRetry={list.reload} />
        </div>
      ) : !notes ? (
        <HomeNotesLoading />
      ) : notes.length === 0 ? (
        <div className="card notes-empty" data-testid="home-notes-empty">
          <Placeholder header={moodTexts.homeEmpty} description={moodTexts.homeEmptyHint}>
            <HidingImage className="notes-empty__fox" src="/stickers/fox-hello.svg" alt="" width={88} height={88} />
          </Placeholder>
          <Button size="m" mode="filled" onClick={() => openNoteEditor({ mode: 'create', mood: null })}>
            {moodTexts.createEntry}
          </Button>
        </div>
      ) : (
        <>
          <ul className="sticky-notes" aria-label={moodTexts.recentTitle}>
            {notes.map((note) => (
              <StickyNoteCard key={note.id} note={note} today={today} />
            ))}
          </ul>
          {more > 0 && (
            <Button size="m" mode="gray" stretched loading={list.loadingMore} onClick={showMore} data-testid="home-notes-more">
              {moodTexts.showMore(more, pluralRu(more, PLURAL_FORMS.entry))}
            </Button>
          )}
          {list.error && (
            <Text className="notes-state__error" role="alert">
              {moodTexts.loadError(list.error)}
            </Text>
          )}
        </>
      )}
    </section>
  );
}
