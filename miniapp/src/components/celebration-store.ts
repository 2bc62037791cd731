import { CELEBRATION_MS, type CelebrationAnimation } from '@tracker/shared/domain';
import { useSyncExternalStore } from 'react';

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

/** Plays the global celebration ('Цель завершена!') for 3 s; further requests wait their turn. */
export function celebrate(animation: CelebrationAnimation | null = null): void {
  emit([...queue, { id: nextId++, animation }]);
  playHead();
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
