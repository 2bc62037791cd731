import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.0 and 2.1, levels A and AA: the bar every screen is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a screen; minor and moderate findings are reported by axe but do not block. */
const BLOCKING = new Set(['serious', 'critical']);

/** One line per offending node: what `state` shows, the rule, its impact and help, the node. */
function describe(state: string, violation: Violation, target: string, summary: string | undefined): string {
  const detail = summary ? `\n      ${summary.replace(/\n/g, '\n      ')}` : '';
  return `[${state}] ${violation.id} (${violation.impact}): ${violation.help}\n    at ${target}${detail}\n    ${violation.helpUrl}`;
}

/**
 * Puts the page at rest, so axe measures the colours that stay: the pointer off the page (a
 * telegram-ui control fades to 85% under the mouse that just clicked it) and no finite animation
 * or transition running (a sheet sliding up); endless ones (spinners) do not count.
 */
async function atRest(page: Page): Promise<void> {
  await page.mouse.move(-1, -1);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Runs axe on the page as it stands and answers the serious and critical WCAG A/AA findings, one
 * readable entry per node, labelled with `state` (the screen and what is open on it).
 */
async function seriousViolations(page: Page, state: string): Promise<string[]> {
  await atRest(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found: string[] = [];
  for (const violation of results.violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    for (const node of violation.nodes) {
      const target = node.target.map(String).join(' >>> ');
      found.push(describe(state, violation, target, node.failureSummary));
    }
  }
  return found;
}

/** The least height, in CSS pixels, over which a control takes taps (Apple's and Telegram's 44 pt). */
const MIN_TAP_HEIGHT = 44;

/**
 * Every control on the page (scrolled into view one by one) whose taps do not reach 22 px above
 * and below its middle: drawn smaller than 44 px with no larger tap area around it. A control
 * covered at its middle or behind an open dialog or menu is not measured; links inside running
 * text are not controls of their own.
 */
async function smallTapTargets(page: Page, state: string): Promise<string[]> {
  const found = await page.evaluate((minHeight) => {
    const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="link"]';
    const reach = minHeight / 2 - 1;
    // What a tap on `hit` lands on: the outermost of the pointer-cursor boxes around it (a note's
    // whole row, which opens it like the title's button does).
    const tappedBox = (hit: Element) => {
      let box = hit;
      while (box.parentElement && getComputedStyle(box.parentElement).cursor === 'pointer') box = box.parentElement;
      return box;
    };
    const labelsOf = (element: Element) => (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? Array.from(element.labels ?? []) : []);
    // A control takes a tap that lands on it, on a pointer box around it, on one of its labels (a
    // whole row for a labelled checkbox), or on a like control of a grid packed closer than 44 px
    // (an emoji picker: no point between its cells is dead).
    const takes = (element: Element, x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      if (hit === null) return false;
      const box = tappedBox(hit);
      const packedNeighbour = box !== element && box.matches(selector) && box.className === element.className && box.parentElement === element.parentElement;
      return [element, ...labelsOf(element)].some((target) => target.contains(hit)) || box.contains(element) || packedNeighbour;
    };
    const inRunningText = (element: Element) =>
      element.tagName === 'A' && Array.from(element.parentElement?.childNodes ?? []).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
    // With a dialog or the menu open, only its controls are measured: the page behind is covered.
    const opener = document.querySelector('[aria-haspopup][aria-expanded="true"][aria-controls]');
    const layer = Array.from(document.querySelectorAll('[aria-modal="true"]')).at(-1) ?? (opener && document.getElementById(opener.getAttribute('aria-controls')!));
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (inRunningText(element) || (layer && !layer.contains(element))) continue;
      const drawn = element.getBoundingClientRect();
      if (drawn.width === 0 || drawn.height === 0) continue;
      // A field is as tall as its labelled box (telegram-ui draws a 24 px input in a 48 px label).
      if (Math.max(drawn.height, ...labelsOf(element).map((label) => label.getBoundingClientRect().height)) >= minHeight) continue;
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (!takes(element, x, y)) continue;
      if (!takes(element, x, y - reach) || !takes(element, x, y + reach)) {
        const name = (element.getAttribute('aria-label') || element.textContent || labelsOf(element).map((label) => label.textContent).join(' ')).trim().slice(0, 40);
        small.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> «${name}»: ${Math.round(box.height)} px`);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return small;
  }, MIN_TAP_HEIGHT);
  return found.map((entry) => `[${state}] tap area under ${MIN_TAP_HEIGHT} px high: ${entry}`);
}

/**
 * Collects the findings of several states of one test (every tab, every popup) so a failure lists
 * them all at once instead of stopping at the first screen.
 */
export class AccessibilityAudit {
  private readonly findings: string[] = [];

  constructor(private readonly page: Page) {}

  async check(state: string): Promise<void> {
    this.findings.push(...(await seriousViolations(this.page, state)));
    this.findings.push(...(await smallTapTargets(this.page, state)));
    // Not an axe rule, but it matters to screen readers: one first-level heading, the screen's title.
    const firstLevel = await this.page.getByRole('heading', { level: 1 }).allTextContents();
    if (firstLevel.length > 1) this.findings.push(`[${state}] several level-1 headings: ${firstLevel.map((h) => `«${h}»`).join(', ')}`);
  }

  /** Fails with the readable report of every finding, if any state had one. */
  expectNoViolations(): void {
    const report = this.findings.length === 0 ? '' : `${this.findings.length} accessibility finding(s):\n\n${this.findings.join('\n\n')}`;
    expect(report, report).toBe('');
  }
}

/** Closes a dialog with its 'Закрыть' button and waits for it to leave. */
export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(dialog).toBeHidden();
}

/**
 * Activates a control that stays on screen from the keyboard: a tap would leave telegram-ui's
 * ripple on it for a moment (it starts 70 ms after the press), which axe could measure as the
 * control's background.
 */
export async function activate(control: Locator): Promise<void> {
  await control.press('Enter');
}
