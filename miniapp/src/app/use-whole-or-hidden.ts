import { type RefObject, useLayoutEffect } from 'react';

/**
 * Shows `text` whole or not at all: hidden whenever the room its row leaves it is too small for it
 * (the app's name beside a wide coin balance on a narrow phone), instead of cut to 'Трек…'. Checked
 * before paint, and again whenever `row` or any of `neighbours` changes size (a balance gaining a
 * digit, a turned phone). The text must hide its overflow for the check (overflow: hidden).
 */
export function useWholeOrHidden(text: RefObject<HTMLElement | null>, row: RefObject<HTMLElement | null>, neighbours: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = text.current;
    if (!element) return undefined;
    const fit = () => {
      element.hidden = false;
      element.hidden = element.scrollWidth > element.clientWidth;
    };
    fit();
    const observer = new ResizeObserver(fit);
    for (const watched of [row.current, neighbours.current]) if (watched) observer.observe(watched);
    return () => observer.disconnect();
  }, [text, row, neighbours]);
}
