/** What takes typing: a text field, a list box, an editable block. */
const TYPING_TARGETS = 'input:not([type=checkbox],[type=radio],[type=button],[type=submit]), textarea, select, [contenteditable]';

/**
 * A phone's keyboard opening shrinks the window under a focused field (Telegram's WebView on
 * Android resizes). The browser brings that field back into view only at the first keystroke, and
 * not at all in a sheet's own scroller; here it comes back at once, wherever it scrolls.
 */
export function keepFocusedFieldInView(): void {
  let height = window.innerHeight;
  window.addEventListener('resize', () => {
    const shrank = window.innerHeight < height;
    height = window.innerHeight;
    const field = document.activeElement;
    if (shrank && field instanceof HTMLElement && field.matches(TYPING_TARGETS)) field.scrollIntoView({ block: 'center' });
  });
}
