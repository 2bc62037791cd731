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

/**
 * Collects the findings of several states of one test (every tab, every popup) so a failure lists
 * them all at once instead of stopping at the first screen.
 */
export class AccessibilityAudit {
  private readonly findings: string[] = [];

  constructor(private readonly page: Page) {}

  async check(state: string): Promise<void> {
    this.findings.push(...(await seriousViolations(this.page, state)));
    // Not an axe rule, but it matters to screen readers: one first-level heading, the screen's title.
    const firstLevel = await this.page.getByRole('heading', { level: 1 }).allTextContents();
    if (firstLevel.length > 1) this.findings.push(`[${state}] several level-1 headings: ${firstLevel.map((h) => `«${h}»`).join(', ')}`);
  }

  /** Fails with the readable report of every finding, if any state had one. */
  expectNoViolations(): void {
    const report = this.findings.length === 0 ? '' : `${this.findings.length} serious or critical accessibility violation(s):\n\n${this.findings.join('\n\n')}`;
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
