import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import { E2E } from './scripts/e2e-env.ts';

const baseURL = `http://127.0.0.1:${E2E.port}`;

/** Debian's Chromium (never `npx playwright install`), see docs TOOLCHAIN.md. */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  locale: 'ru-RU',
  timezoneId: 'Europe/Moscow',
  launchOptions: chromium,
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The plain web app in a phone-sized browser.
    { name: 'browser', use: phone, testIgnore: /\.telegram\.spec\.ts$/ },
    // The same build opened as a Telegram Mini App (launch parameters in the URL hash).
    { name: 'telegram', use: phone, testMatch: /\.telegram\.spec\.ts$/ },
  ],
  webServer: {
    // The server serves miniapp/dist, so build it first.
    command: `npm run build -w @tracker/miniapp -- --outDir ${resolve(E2E.staticDir)} --emptyOutDir && node --import tsx scripts/e2e-server.ts`,
    // The server runs where the browsers do, so a user made through the API before a page tells
    // the server their zone already counts days as the page will.
    env: { TZ: phone.timezoneId },
    url: `${baseURL}/api/health/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
