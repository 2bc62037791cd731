import { GoalModalHost } from './goal-modal-host.tsx';
import { NotesHost } from './notes-host.tsx';

/** The shell's modal hosts, listening to the openGoalModal and openNoteModal window events. */
export function ModalPlaceholders() {
  // openNoteModal: the note editor (features/notes).
  // openGoalModal: the goal/habit modal and its dialogs (features/goals, features/habits).
  return (
    <>
      <GoalModalHost />
      <NotesHost />
    </>
  );
}
