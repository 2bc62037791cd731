/**
 * What a tab carries of being chosen: aria-selected, and the one Tab stop of its group (WAI-ARIA's
 * roving tabindex; the arrow keys walk the rest, lib/arrow-key-groups.ts). Apart from the tab
 * components so that the first screen's onboarding dots take it without telegram-ui's tabs.
 */
export function chosenProps(selected: boolean): { 'aria-selected': boolean; tabIndex: 0 | -1 } {
  return { 'aria-selected': selected, tabIndex: selected ? 0 : -1 };
}
