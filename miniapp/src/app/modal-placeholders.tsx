import { modalPlaceholderTexts } from '@tracker/shared/texts';
import { useEffect } from 'react';
import { APP_EVENTS } from '../lib/app-events.ts';
import { showToast } from '../lib/toast.ts';

/**
 * Stand-in listener for openGoalModal / openNoteModal until the goal and note modals land:
 * it answers the event with an info toast. Replace this component, not the events.
 */
export function ModalPlaceholders() {
  useEffect(() => {
    const onGoal = () => showToast(modalPlaceholderTexts.goalTitle, { description: modalPlaceholderTexts.description });
    const onNote = () => showToast(modalPlaceholderTexts.noteTitle, { description: modalPlaceholderTexts.description });
    window.addEventListener(APP_EVENTS.openGoalModal, onGoal);
    window.addEventListener(APP_EVENTS.openNoteModal, onNote);
    return () => {
      window.removeEventListener(APP_EVENTS.openGoalModal, onGoal);
      window.removeEventListener(APP_EVENTS.openNoteModal, onNote);
    };
  }, []);
  return null;
}
