import { expect, test } from '@playwright/test';
import { PUSH_NOTIFICATION_CLOSE_MS, PUSH_NOTIFICATION_URL, type PushPayload } from '@tracker/shared/domain';
import { skipOnboarding } from './support/app.ts';
import { openHomeAs, signedInAs } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('asking for push when the browser refuses: the spec text, and the state reads "Заблокированы"', async ({ page, request }) => {
  await openHomeAs(page, await signedInAs(page, request, 'push'));
  await page.goto('/bell');
  await page.getByRole('button', { name: 'Настройки' }).click();
  const panel = page.getByRole('dialog', { name: 'Настройки типов уведомлений' });
  const permission = panel.getByTestId('push-permission');
  await expect(permission).toContainText('Не запрошены разрешения на push-уведомления');

  // Headless Chromium answers a permission request it was not granted with "denied".
  await permission.getByRole('button', { name: 'Включить' }).click();
  await expect(panel.getByTestId('push-notice')).toHaveText('Разрешение на уведомления не получено');
  await expect(permission).toContainText('Заблокированы');
  await expect(permission.getByRole('button', { name: 'Включить' })).toHaveCount(0);
  // The notice goes after 3 s.
  await expect(panel.getByTestId('push-notice')).toHaveCount(0, { timeout: 5000 });
});

test('the server hands out a 65-byte VAPID key and a fresh service worker', async ({ request }) => {
  const key = await (await request.get('/api/notifications/vapid-key/')).json();
  expect(Buffer.from(key.publicKey, 'base64url')).toHaveLength(65);
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('a pushed message shows as a browser notification and closes by itself after 5 s', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/about');

  // Chromium's DevTools protocol delivers a push message to a registration, as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;

  // What the server's push sender sends (server/src/jobs/push-sender.ts).
  const payload: PushPayload = { id: 7, title: 'Новое достижение!', body: 'Первая цель', url: PUSH_NOTIFICATION_URL, closeAfterMs: PUSH_NOTIFICATION_CLOSE_MS };
  const deliver = () => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await deliver();

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data }));
    });
  // On a loaded machine DevTools sometimes drops a push sent to a worker that is just starting; it is
  // sent again until shown, as a push service retries (one tag per message id: never two on screen).
  await expect
    .poll(
      async () => {
        const now = await shown();
        if (now.length === 0) await deliver();
        return now;
      },
      { timeout: 15_000 },
    )
    .toEqual([{ title: 'Новое достижение!', body: 'Первая цель', data: { url: '/bell' } }]);
  await expect.poll(shown, { timeout: 8000 }).toEqual([]);
});
