import type { Note } from '@tracker/shared/contract';
import { NoteRow } from './note-row.tsx';

/** Notes as rows; `meta` writes each one's date and/or time. */
export function NoteList({ notes, meta, label }: { notes: readonly Note[]; meta: (note: Note) => string; label?: string }) {
  return (
    <ul className="note-list" aria-label={label}>
      {notes.map((note) => (
        <NoteRow key={note.id} note={note} meta={meta(note)} />
      ))}
    </ul>
  );
}
