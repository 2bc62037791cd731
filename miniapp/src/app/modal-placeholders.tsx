import { useEffect } from 'react';
import { closeLimitModal } from '../components/limit-modal-store.ts';
import { closeNoteEditor, closeNoteView } from '../features/notes/hooks/note-modals.ts';
import { GoalModalHost } from './goal-modal-host.tsx';
import { NotesHost } from './notes-host.tsx';

/**
 * The shell's modal hosts, listening to the openGoalModal and openNoteModal window events. Shown
 * only while signed in: a session that ends (a forced sign-out, a logout in another tab) takes its
 * open forms with it instead of leaving them over the login screen.
 */
export function ModalPlaceholders() {
  useEffect(
    () => () => {
      closeNoteEditor();
      closeNoteView();
      closeLimitModal();
    },
    [],
  );
  // openNoteModal: the note editor (features/notes).
  // openGoalModal: the goal/habit modal and its dialogs (features/goals, features/habits).
  return (
    <>
      <GoalModalHost />
      <NotesHost />
    </>
  );
}
