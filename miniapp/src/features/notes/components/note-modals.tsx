import { useEffect } from 'react';
import { closeNoteView, currentNoteModals, openNoteView, useNoteModals } from '../hooks/note-modals.ts';
import { subscribeNoteEvents } from '../notes-sync.ts';
import { NoteEditor } from './note-editor.tsx';
import { NoteView } from './note-view.tsx';
import './notes-home.css';
import './notes.css';

/** The note editor and the view popup: one lazy chunk, loaded by NoteModalHost. */
export default function NoteModals({ isSubscribed }: { isSubscribed: boolean | null }) {
  const modals = useNoteModals();

  // A note open for viewing follows edits and deletions made anywhere.
  useEffect(
    () =>
      subscribeNoteEvents((event) => {
        const viewed = currentNoteModals().view;
        if (!viewed) return;
        if (event.type === 'deleted' && event.id === viewed.id) closeNoteView();
        if (event.type === 'updated' && event.note.id === viewed.id) openNoteView(event.note);
      }),
    [],
  );

  return (
    <>
      {modals.view && <NoteView note={modals.view} />}
      {modals.editor && (
        <NoteEditor key={modals.editorSession} request={modals.editor} isSubscribed={isSubscribed} />
      )}
    </>
  );
}
