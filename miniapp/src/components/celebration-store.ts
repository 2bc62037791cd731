import { CELEBRATION_MS, type CelebrationAnimation } from '@tracker/shared/domain';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

export interface Celebration {
  id: number;
  /** null: the shell picks the user's animation (selected gift, else thumbsup). */
  animation: CelebrationAnimation | null;
}

let queue: readonly Celebration[] = [];
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function emit(next: readonly Celebration[]) {
  queue = next;
  for (const listener of listeners) listener();
}

function playHead() {
  if (timer !== null || queue.length === 0) return;
  timer = setTimeout(() => {
    timer = null;
    emit(queue.slice(1));
    playHead();
  }, CELEBRATION_MS);
}

/**
 * Plays the global celebration ('Цель завершена!') for 3 s; further requests wait their turn.
 * Answers its cancel: it leaves the queue, and stops at once if it is playing.
 */
export function celebrate(animation: CelebrationAnimation | null = null): () => void {
  const id = nextId++;
  emit([...queue, { id, animation }]);
  playHead();
  return () => cancelCelebration(id);
}

function cancelCelebration(id: number): void {
  if (!queue.some((c) => c.id === id)) return;
  const playing = queue[0]?.id === id;
  emit(queue.filter((c) => c.id !== id));
  if (playing && timer !== null) {
    clearTimeout(timer);
    timer = null;
    playHead();
  }
}

/**
 * `celebrate` for a preview: what the calling component plays ends when it goes, so a preview closed
 * mid-play (or opened and closed three times) leaves nothing playing over the app (blind audit CD).
 */
export function usePreviewCelebration(): (animation: CelebrationAnimation | null) => void {
  const cancels = useRef(new Set<() => void>());
  useEffect(() => {
    const own = cancels.current;
    return () => {
      for (const cancel of own) cancel();
      own.clear();
    };
  }, []);
  return useCallback((animation) => {
    cancels.current.add(celebrate(animation));
  }, []);
}

/** The celebration playing now, or null. */
export function useCelebration(): Celebration | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue[0] ?? null,
    () => null,
  );
}
