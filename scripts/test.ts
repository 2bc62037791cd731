import { spawnSync } from 'node:child_process';
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
