import { createPublicKey, randomBytes, verify } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../services/notifications.ts';
import { newBrowser, pushServiceAgent, startFakePushService } from '../testing/fake-push-service.ts';
import { TEST_VAPID, createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';
import { createPushSender } from './push-sender.ts';

/** Checks the VAPID header as a push service does: an ES256 JWT for the endpoint's origin, signed by our key. */
function vapidClaimsOf(headers: IncomingHttpHeaders) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(headers.authorization ?? '');
  expect(match).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(TEST_VAPID.publicKey);
  const [header, payload, signature] = jwt!.split('.');
  const point = Buffer.from(key!, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
}

/** Trusts the fake push service's certificate, as a real sender trusts a push service's. */
const agent = pushServiceAgent();

describe.each(databaseKinds)('browser push on %s', (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  let pathCounter = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await startFakePushService();
  });
  afterAll(async () => {
    agent.destroy();
    await service.close();
    await t.close();
  });

  const sender = () => createPushSender({ db: t.db, now: t.clock.now, vapid: TEST_VAPID, agent });
  const subscribe = (user: TestUser, subscription: unknown) =>
    t.request('/api/notifications/push-subscription/', { method: 'POST', token: user.token, json: subscription });
  const notify = (user: TestUser, type: 'achievement' | 'success' = 'achievement') =>
    createNotification(t.db, user.userId, { title: 'Новое достижение!', message: 'Первая цель', type, icon: '🏆' }, t.clock.now());
  const receivedAt = (path: string) => service.received.filter((r) => r.path === path);
  const freshPath = (prefix = 'push') => `/${prefix}/${kind}-${++pathCounter}`;

  it('answers the VAPID public key without a token: 65 bytes, an uncompressed P-256 point', async () => {
    const res = await t.request('/api/notifications/vapid-key/');
    expect(res.status).toBe(200);
    const { success, publicKey } = await res.json();
    expect(success).toBe(true);
    const bytes = Buffer.from(publicKey, 'base64url');
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });

  it('pushes a new notification to the subscribed browser, encrypted for it and signed with our key', async () => {
    const user = await signUp(t);
    const path = freshPath();
    const browser = newBrowser(`${service.base}${path}`);
    const saved = await subscribe(user, browser.subscription);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true });

    await notify(user);
    expect(await sender().flush()).toBe(1);
    const [push] = receivedAt(path);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBe(86400);
    expect(vapidClaimsOf(push!.headers)).toMatchObject({ aud: service.base, sub: TEST_VAPID.subject });
    expect(browser.decrypt(push!.body)).toEqual({ id: expect.any(Number), title: 'Новое достижение!', body: 'Первая цель', url: '/bell', closeAfterMs: 5000 });

    // Pushed once: the outbox is empty and the notification says it was a push.
    expect(await sender().flush()).toBe(0);
    expect(receivedAt(path)).toHaveLength(1);
    const list = await (await t.request('/api/notifications/', { token: user.token })).json();
    expect(list.unread[0]).toMatchObject({ title: 'Новое достижение!', is_push: true });
  });

  it('asks the push service to keep a notification that expires no longer than it lives', async () => {
    const user = await signUp(t);
    const path = freshPath();
    await subscribe(user, newBrowser(`${service.base}${path}`).subscription);
    const expiresAt = new Date(t.clock.now().getTime() + 3 * 3_600_000 + 30_000);
    await createNotification(t.db, user.userId, { title: 'Как ваше настроение сейчас?', message: 'Отметьте настроение в дневнике.', type: 'mood_reminder', icon: '🙂', expiresAt }, t.clock.now());
    expect(await sender().flush()).toBe(1);
    expect(Number(receivedAt(path)[0]!.headers.ttl)).toBe(3 * 3600 + 30);
  });

  it('pushes nothing for a user without a subscription, and nothing the settings turn off', async () => {
    const quiet = await signUp(t);
    await notify(quiet);
    expect(await sender().flush()).toBe(0);

    const user = await signUp(t);
    const path = freshPath();
    await subscribe(user, newBrowser(`${service.base}${path}`).subscription);
    await t.request('/api/notifications/settings/save/', { method: 'POST', token: user.token, json: { achievement_notifications_enabled: false } });
    await notify(user, 'achievement');
    await notify(user, 'success');
    expect(await sender().flush()).toBe(1);
    expect(receivedAt(path)).toHaveLength(1);

    await t.request('/api/notifications/settings/save/', { method: 'POST', token: user.token, json: { notifications_enabled: false } });
    await notify(user, 'success');
    expect(await sender().flush()).toBe(0);
  });

  it('forgets a subscription the push service calls gone', async () => {
    const user = await signUp(t);
    const path = freshPath('gone');
    await subscribe(user, newBrowser(`${service.base}${path}`).subscription);
    await notify(user);
    expect(await sender().flush()).toBe(0);
    expect(receivedAt(path)).toHaveLength(1);
    const left = await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', user.userId).execute();
    expect(left).toEqual([]);
  });

  it('moves a browser\'s subscription to the user who signs in there now', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const path = freshPath();
    const browser = newBrowser(`${service.base}${path}`);
    await subscribe(first, browser.subscription);
    await subscribe(second, browser.subscription);
    await notify(first);
    await notify(second);
    expect(await sender().flush()).toBe(1);
    const owners = await t.db.selectFrom('push_subscriptions').select('user_id').where('endpoint', '=', browser.subscription.endpoint).execute();
    expect(owners).toEqual([{ user_id: second.userId }]);
  });

  it.each([
    [{ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'AAAA', auth: randomBytes(16).toString('base64url') } }, 'keys'],
    [{ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: newBrowser('x').subscription.keys.p256dh, auth: 'short' } }, 'keys'],
    [{ endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }, 'keys'],
    [{ endpoint: 'ftp://push.example/abc', keys: newBrowser('x').subscription.keys }, 'endpoint'],
    [{ endpoint: 'http://push.example/abc', keys: newBrowser('x').subscription.keys }, 'endpoint'],
    [{ endpoint: 'https://10.0.0.7/internal', keys: newBrowser('x').subscription.keys }, 'endpoint'],
  ])('refuses the subscription %j naming %s', async (subscription, field) => {
    const user = await signUp(t);
    const res = await subscribe(user, subscription);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.fields).join()).toContain(field);
  });

  it('needs a token to subscribe', async () => {
    const res = await t.request('/api/notifications/push-subscription/', { method: 'POST', json: newBrowser('https://fcm.googleapis.com/x').subscription });
    expect(res.status).toBe(401);
  });
});

describe('push endpoints on a public https server', () => {
  it('accepts public https push services only; loopback only while the server itself runs on http', async () => {
    const { isAllowedPushEndpoint } = await import('../services/push-subscriptions.ts');
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/x', true)).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1:9000/push', true)).toBe(false);
    expect(isAllowedPushEndpoint('https://localhost:9000/push', true)).toBe(false);
    expect(isAllowedPushEndpoint('https://[::1]:9000/push', true)).toBe(false);
    expect(isAllowedPushEndpoint('https://192.168.1.5/push', false)).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1:9000/push', false)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push', false)).toBe(false);
  });
});
