import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsResponseSchema } from '@tracker/shared/contract';
import { NOTIFICATIONS_LIST_CAP } from '@tracker/shared/domain';
import { createNotification } from '../services/notifications.ts';
import { creditPayment, signInvoicePayload } from '../services/subscription.ts';
import { TEST_SESSION_SECRET, createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, linkTelegram, signUp } from '../testing/test-users.ts';

const HOUR = 3_600_000;

describe.each(databaseKinds)('the notifications list on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const list = async (user: TestUser) => {
    const res = await t.request('/api/notifications/', { token: user.token });
    expect(res.status).toBe(200);
    return notificationsResponseSchema.parse(await res.json());
  };
  const markRead = (user: TestUser, json: unknown) => t.request('/api/notifications/read/', { method: 'POST', token: user.token, json });
  const notify = (user: TestUser, title: string, extra: { priority?: number; expiresAt?: Date } = {}) =>
    createNotification(t.db, user.userId, { title, message: `Текст: ${title}`, type: 'info', ...extra }, t.clock.now());

  it('needs a token', async () => {
    expect((await t.request('/api/notifications/')).status).toBe(401);
    expect((await t.request('/api/notifications/read/', { method: 'POST', json: { user_notification_id: 1 } })).status).toBe(401);
  });

  it('answers empty lists for a new user', async () => {
    expect(await list(await signUp(t))).toEqual({ success: true, unread: [], read: [] });
  });

  it('lists unread newest first with the spec fields, and reading moves one to the read list once', async () => {
    const user = await signUp(t);
    await notify(user, 'Первое', { priority: 5 });
    t.clock.advance(60_000);
    await notify(user, 'Второе');
    const before = await list(user);
    expect(before.unread.map((n) => n.title)).toEqual(['Второе', 'Первое']);
    expect(before.read).toEqual([]);
    const first = before.unread[1]!;
    expect(first).toEqual({
      id: first.user_notification_id,
      user_notification_id: first.id,
      title: 'Первое',
      message: 'Текст: Первое',
      notification_type: 'info',
      priority: 5,
      icon: null,
      has_custom_icon: false,
      icon_image_url: null,
      is_push: false,
      is_read: false,
      read_at: null,
      expires_at: null,
      created_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    });

    const readAt = t.clock.now().toISOString();
    const res = await markRead(user, { user_notification_id: first.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const after = await list(user);
    expect(after.unread.map((n) => n.title)).toEqual(['Второе']);
    expect(after.read).toEqual([{ ...first, is_read: true, read_at: readAt }]);

    // Idempotent: a second call succeeds and keeps the first read time.
    t.clock.advance(HOUR);
    expect((await markRead(user, { user_notification_id: String(first.id) })).status).toBe(200);
    expect((await list(user)).read[0]!.read_at).toBe(readAt);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    await notify(owner, 'Чужое');
    const [theirs] = (await list(owner)).unread;
    const res = await markRead(stranger, { user_notification_id: theirs!.id });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'NOTIFICATION_NOT_FOUND', error: 'Уведомление не найдено' });
    expect((await markRead(stranger, { user_notification_id: 2 ** 31 - 1 })).status).toBe(404);
    expect((await list(owner)).unread).toHaveLength(1);
    expect(await list(stranger)).toEqual({ success: true, unread: [], read: [] });
  });

  it.each([[{}], [{ user_notification_id: 'abc' }], [{ user_notification_id: 0 }], [{ user_notification_id: 1.5 }], [{ user_notification_id: 2 ** 31 }]])(
    'refuses %j naming the field in Russian',
    async (body) => {
      const res = await markRead(await signUp(t), body);
      expect(res.status).toBe(400);
      const answer = await res.json();
      expect(answer).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(answer.fields.user_notification_id).toMatch(/[А-Яа-я]/);
      expect(answer.error).toContain('user_notification_id');
    },
  );

  it('refuses a body that is not JSON', async () => {
    const user = await signUp(t);
    const res = await t.request('/api/notifications/read/', { method: 'POST', token: user.token, headers: { 'content-type': 'application/json' }, body: '{' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_JSON');
  });

  it('drops notifications once they expire', async () => {
    const user = await signUp(t);
    await notify(user, 'Скоро истечёт', { expiresAt: new Date(t.clock.now().getTime() + 2 * HOUR) });
    await notify(user, 'Бессрочное');
    const [expiring] = (await list(user)).unread.filter((n) => n.title === 'Скоро истечёт');
    expect(expiring!.expires_at).toBe(new Date(t.clock.now().getTime() + 2 * HOUR).toISOString());
    t.clock.advance(2 * HOUR);
    expect((await list(user)).unread.map((n) => n.title)).toEqual(['Бессрочное']);
  });

  it(`answers at most ${NOTIFICATIONS_LIST_CAP} of a list, the newest`, async () => {
    const user = await signUp(t);
    for (let i = 1; i <= NOTIFICATIONS_LIST_CAP + 2; i += 1) {
      await notify(user, `№${i}`);
      t.clock.advance(1000);
    }
    const { unread } = await list(user);
    expect(unread).toHaveLength(NOTIFICATIONS_LIST_CAP);
    expect(unread[0]!.title).toBe(`№${NOTIFICATIONS_LIST_CAP + 2}`);
    expect(unread.at(-1)!.title).toBe('№3');
  });

  it('writes one achievement notification when the first goal earns an achievement', async () => {
    const user = await signUp(t);
    const created = await t.request('/api/goals/create/', { method: 'POST', token: user.token, json: { title: 'Бегать', category: 1 } });
    expect(created.status).toBe(201);
    const { unread } = await list(user);
    expect(unread).toEqual([
      expect.objectContaining({
        title: 'Новое достижение: Первая цель',
        message: 'Награда: +5 монет, +2 очка статуса',
        notification_type: 'achievement',
        priority: 4,
        icon: '🏆',
        is_read: false,
      }),
    ]);
    // A second goal earns nothing new, so no second notification.
    await t.request('/api/goals/create/', { method: 'POST', token: user.token, json: { title: 'Читать', category: 1 } });
    expect((await list(user)).unread).toHaveLength(1);
  });

  it("writes none of a type the user switched off, nor any with notifications off, and the achievement is still earned", async () => {
    const saveSettings = (user: TestUser, json: unknown) =>
      t.request('/api/notifications/settings/save/', { method: 'POST', token: user.token, json });
    const achievementsOff = await signUp(t);
    expect((await saveSettings(achievementsOff, { achievement_notifications_enabled: false })).status).toBe(200);
    await t.request('/api/goals/create/', { method: 'POST', token: achievementsOff.token, json: { title: 'Бегать', category: 1 } });
    expect(await list(achievementsOff)).toEqual({ success: true, unread: [], read: [] });
    const profile = await (await t.request('/api/user/profile/', { token: achievementsOff.token })).json();
    expect(profile.stats.coins).toBe(5);
    await notify(achievementsOff, 'Сообщение');
    expect((await list(achievementsOff)).unread.map((n) => n.title)).toEqual(['Сообщение']);

    const allOff = await signUp(t);
    expect((await saveSettings(allOff, { notifications_enabled: false })).status).toBe(200);
    await t.request('/api/goals/create/', { method: 'POST', token: allOff.token, json: { title: 'Бегать', category: 1 } });
    await notify(allOff, 'Сообщение');
    expect(await list(allOff)).toEqual({ success: true, unread: [], read: [] });
  });

  it('writes a success notification when a subscription payment is credited, once', async () => {
    const user = await signUp(t);
    const payload = signInvoicePayload({ userId: user.userId, plan: 'yearly', amount: 999, expiresAt: new Date(t.clock.now().getTime() + HOUR) }, TEST_SESSION_SECRET);
    const payment = { currency: 'XTR', total_amount: 999, invoice_payload: payload, telegram_payment_charge_id: `notif-charge-${user.userId}` };
    await linkTelegram(t, user.userId, 4242);
    const credited = await creditPayment(t.db, TEST_SESSION_SECRET, 4242, payment, t.clock.now());
    expect(credited.status).toBe('activated');
    await creditPayment(t.db, TEST_SESSION_SECRET, 4242, payment, t.clock.now());
    const subscription = (await list(user)).unread.filter((n) => n.notification_type === 'success');
    expect(subscription).toEqual([expect.objectContaining({ title: expect.stringMatching(/^Подписка активна до \d{1,2} [а-я]+ \d{4}$/) })]);
    // The premium achievement of the same payment is told too.
    expect((await list(user)).unread.some((n) => n.notification_type === 'achievement')).toBe(true);
  });
});
