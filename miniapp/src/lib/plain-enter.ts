import type { KeyboardEvent } from 'react';

/** Enter alone, not ending an input method's composition and with no modifier: what a one-line field acts on. */
export function isPlainEnter(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && !event.nativeEvent.isComposing && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
}
