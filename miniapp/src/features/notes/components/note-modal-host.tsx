import { Suspense, useEffect } from 'react';
import { useStatesLimitWhile } from '../../../components/limit-modal-store.ts';
import { APP_EVENTS } from '../../../lib/app-events.ts';
import { useClosedByHistoryMove } from '../../../lib/closed-by-history-move.ts';
import { closeNoteEditor, closeNoteView, openNoteEditor, useNoteModals } from '../hooks/note-modals.ts';
import { changesNoteCount, subscribeNoteEvents } from '../notes-sync.ts';
import { moodFromDetail } from '../open-note-event.ts';
import { retryableLazy } from '../../../lib/retryable-lazy.ts';

const loadNoteModals = () => import('./note-modals.tsx');
const NoteModals = retryableLazy(loadNoteModals);

export interface NoteModalHostProps {
  /** From the profile; null while unknown (then the server alone enforces the free tier). */
  isSubscribed: boolean | null;
  /**
   * After a note is created or deleted anywhere (editor, day-mood popup, another tab): the
   * profile's totals changed (core.md 4). Expected to be a stable function.
   */
  onNotesChanged?: () => void;
}

/**
 * Mounted once by the shell: opens the note editor on the window event `openNoteModal` (detail may
 * carry `{mood}`) and hosts the editor and the view popup, whose code loads only when needed.
 */
export function NoteModalHost({ isSubscribed, onNotesChanged }: NoteModalHostProps) {
  const modals = useNoteModals();
  useStatesLimitWhile(modals.editor !== null);
  useClosedByHistoryMove(modals.editor !== null, closeNoteEditor);
  useClosedByHistoryMove(modals.view !== null, closeNoteView);

  useEffect(() => {
    const onOpen = (event: Event) => openNoteEditor({ mode: 'create', mood: moodFromDetail((event as CustomEvent<unknown>).detail) });
    window.addEventListener(APP_EVENTS.openNoteModal, onOpen);
    // Fetch the editor's code once the first screen is idle, so the first tap opens it at once.
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => void loadNoteModals(), { timeout: 4000 })
      : window.setTimeout(() => void loadNoteModals(), 2000);
    return () => {
      window.removeEventListener(APP_EVENTS.openNoteModal, onOpen);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  useEffect(() => {
    if (!onNotesChanged) return undefined;
    return subscribeNoteEvents((event) => {
      if (changesNoteCount(event)) onNotesChanged();
    });
  }, [onNotesChanged]);

  if (!modals.editor && !modals.view) return null;
  return (
    <Suspense fallback={null}>
      <NoteModals isSubscribed={isSubscribed} />
    </Suspense>
  );
}
