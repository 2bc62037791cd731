import type { Page } from '@playwright/test';

/**
 * Screens keep their layout while their data arrives: loading states take the room of what they
 * stand for. Measured as the browser measures it, the cumulative layout shift (CLS) of the page's
 * first load. 0.1 is where the web's guidance stops calling a page stable; before their
 * placeholders took the final size, Home measured 0.17 and Mood 0.15. What is left is a long name
 * wrapping the greeting onto a second line (0.03).
 */
export const STABLE = 0.05;

declare global {
  interface Window {
    layoutShift: number;
  }
}

/** Sums the page's layout shifts from its first paint on (call before the page opens). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far, read after two frames so the last paint's shifts are reported. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.layoutShift)))),
  );
}
