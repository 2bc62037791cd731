import { useEffect, useRef } from 'react';
import { createExternalStore, useStore } from './external-store.ts';

/** What is open over the screen without being a dialog (the header menu), newest last: each one's close. */
const openLayers = createExternalStore<readonly (() => void)[]>([]);

/**
 * While `open`, a back gesture (Telegram's Back Button, Android's back key through it) closes this
 * (the header menu) before it closes a dialog or leaves the screen.
 */
export function useClosedByBack(open: boolean, close: () => void): void {
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (!open) return undefined;
    const entry = () => latestClose.current();
    openLayers.set([...openLayers.get(), entry]);
    return () => openLayers.set(openLayers.get().filter((e) => e !== entry));
  }, [open]);
}

/** Whether anything useClosedByBack registered is open (the Back Button shows then). */
export function useAnyClosedByBackOpen(): boolean {
  return useStore(openLayers).length > 0;
}

/** Closes the newest such layer; false when none is open. */
export function closeTopByBack(): boolean {
  const top = openLayers.get().at(-1);
  top?.();
  return top !== undefined;
}
