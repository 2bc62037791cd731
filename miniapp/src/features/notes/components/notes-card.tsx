import { Title } from '@telegram-apps/telegram-ui';
import type { Note } from '@tracker/shared/contract';
import type { ReactNode } from 'react';
import { NotesError, NotesLoading } from './notes-states.tsx';

/** A card of the notes screens headed by its title (h2), which also names it for screen readers. */
export function NotesCard({
  id,
  title,
  className,
  testId,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={`card${className ? ` ${className}` : ''}`} aria-labelledby={id} data-testid={testId}>
      <Title level="3" weight="2" Component="h2" id={id} className="notes-section-title">
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * A list's first load: the error with 'Попробовать снова', 'Загружаем заметки...', the empty
 * state, or the notes (core.md 8).
 */
export function NotesListStates({
  notes,
  error,
  onRetry,
  empty,
  children,
}: {
  notes: readonly Note[] | null;
  error: string | null;
  onRetry: () => void;
  /** Shown when the list loaded empty. */
  empty: ReactNode;
  children: (notes: readonly Note[]) => ReactNode;
}) {
  if (error && !notes) return <NotesError error={error} onRetry={onRetry} />;
  if (!notes) return <NotesLoading />;
  if (notes.length === 0) return <>{empty}</>;
  return <>{children(notes)}</>;
}
