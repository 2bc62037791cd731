import { useSyncExternalStore } from 'react';
import {
  TOAST_REMOVE_DELAY_MS,
  type ToastType,
  isPersistentToast,
  toastDuration,
} from '@tracker/shared/domain';

/** A toast of the spec (core.md 3): id, message, description, type, duration, show. */
export interface Toast {
  id: number;
  message: string;
  description?: string;
  type: ToastType;
  duration: number;
  show: boolean;
  /** When the toast appeared (ms, performance-clock), for the progress bar. */
  shownAt: number;
}

export interface ToastOptions {
  type?: ToastType;
  description?: string;
  /** Overrides the type's default; 0 or less keeps the toast until closed. */
  duration?: number;
}

type Listener = () => void;

export interface ToastStore {
  show(message: string, options?: ToastOptions): number;
  hide(id: number): void;
  getToasts(): readonly Toast[];
  subscribe(listener: Listener): () => void;
}

/** A toast list: auto-hide after the duration, removal 200 ms after hiding. */
export function createToastStore(now: () => number = () => performance.now()): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  function emit(next: readonly Toast[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function hide(id: number) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((t) => t.id === id && t.show)) return;
    emit(toasts.map((t) => (t.id === id ? { ...t, show: false } : t)));
    setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
  }

  function show(message: string, options: ToastOptions = {}) {
    const type = options.type ?? 'info';
    const duration = toastDuration(type, options.duration);
    const id = nextId++;
    const toast: Toast = { id, message, type, duration, show: true, shownAt: now() };
    if (options.description) toast.description = options.description;
    emit([...toasts, toast]);
    if (!isPersistentToast(duration)) timers.set(id, setTimeout(() => hide(id), duration));
    return id;
  }

  return {
    show,
    hide,
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const appToasts = createToastStore();

/** Shows a toast top right; returns its id. */
export function showToast(message: string, options?: ToastOptions): number {
  return appToasts.show(message, options);
}

export function hideToast(id: number): void {
  appToasts.hide(id);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(appToasts.subscribe, appToasts.getToasts, appToasts.getToasts);
}
