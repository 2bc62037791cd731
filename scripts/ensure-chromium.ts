import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Playwright drives Debian's Chromium; never a downloaded browser (no internet here). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Installs Chromium with apt when it is missing and we are root; otherwise says how. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium не найден в ${CHROMIUM_PATH}. Установите его: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Chromium не найден — устанавливаю через apt-get…');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
