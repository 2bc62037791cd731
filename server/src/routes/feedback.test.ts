import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS } from '@tracker/shared/contract';
import { FEEDBACK_RATE, submitFeedback } from '../services/feedback.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';

describe.each(databaseKinds)('feedback on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const me = await (await t.request('/api/auth/register/', { method: 'POST', json: { username: 'Writer', password: 'password1' } })).json();
    token = me.token;
    userId = me.user.id;
  });
  afterAll(() => t.close());

  const rows = () => t.db.selectFrom('feedback').selectAll().orderBy('id').execute();

  it('stores an anonymous message under both paths; a user_id in the body is not trusted', async () => {
    const res = await t.request('/feedback/submit/', {
      method: 'POST',
      json: { subject: ' Вопрос ', message: 'Как дела?', user_id: userId, contact: '@writer' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const api = await t.request('/api/feedback/submit/', { method: 'POST', json: { subject: 'Тема', message: 'Текст', user_id: null } });
    expect(await api.json()).toEqual({ success: true });
    expect(await rows()).toMatchObject([
      { user_id: null, subject: 'Вопрос', message: 'Как дела?', contact: '@writer' },
      { user_id: null, subject: 'Тема', message: 'Текст', contact: null },
    ]);
  });

  it("takes the sender from the bearer token; an invalid token counts as anonymous", async () => {
    await t.db.deleteFrom('feedback').execute();
    await t.request('/api/feedback/submit/', { method: 'POST', token, json: { subject: 'A', message: 'B', user_id: 999 } });
    await t.request('/api/feedback/submit/', { method: 'POST', token: 'not-a-jwt', json: { subject: 'C', message: 'D' } });
    expect((await rows()).map((r) => r.user_id)).toEqual([userId, null]);
  });

  it('requires subject and message with Russian messages and bounds the sizes', async () => {
    for (const [json, field, text] of [
      [{ message: 'x' }, 'subject', 'Тема: обязательное поле'],
      [{ subject: '   ', message: 'x' }, 'subject', 'Тема: обязательное поле'],
      [{ subject: 'x' }, 'message', 'Сообщение: обязательное поле'],
      [{ subject: 'x'.repeat(FEEDBACK_LIMITS.subjectMax + 1), message: 'x' }, 'subject', `Тема: не длиннее ${FEEDBACK_LIMITS.subjectMax} символов`],
      [{ subject: 'x', message: 'x'.repeat(FEEDBACK_LIMITS.messageMax + 1) }, 'message', `Сообщение: не длиннее ${FEEDBACK_LIMITS.messageMax} символов`],
      [{ subject: 'x', message: 'x', contact: 'x'.repeat(FEEDBACK_LIMITS.contactMax + 1) }, 'contact', `Контакт: не длиннее ${FEEDBACK_LIMITS.contactMax} символов`],
    ] as const) {
      const res = await t.request('/api/feedback/submit/', { method: 'POST', json });
      expect(res.status).toBe(400);
      expect((await res.json()).fields[field]).toBe(text);
    }
    const ok = await t.request('/api/feedback/submit/', {
      method: 'POST',
      json: { subject: 'x'.repeat(FEEDBACK_LIMITS.subjectMax), message: 'x'.repeat(FEEDBACK_LIMITS.messageMax) },
    });
    expect(ok.status).toBe(200);
  });

  it('limits a signed-in sender by account and an anonymous one by address, each on its own', async () => {
    await t.db.deleteFrom('feedback').execute();
    expect(FEEDBACK_RATE).toMatchObject({ perUser: 5, perAnonymousClient: 20 }); // the decision (docs/decisions.md), pinned
    const signedIn = () => t.request('/api/feedback/submit/', { method: 'POST', token, json: { subject: 's', message: 'm' } });
    for (let i = 0; i < FEEDBACK_RATE.perUser; i++) expect((await signedIn()).status).toBe(200);
    expect((await signedIn()).status).toBe(429);
    // Anonymous senders from one address (an office, a proxy) have a larger allowance of their own.
    const message = { subject: 's', message: 'm' };
    const from = (clientKey: string) => submitFeedback(t.db, message, { userId: null, clientKey }, t.clock.now());
    for (let i = 0; i < FEEDBACK_RATE.perAnonymousClient; i++) await from('10.0.0.1');
    await expect(from('10.0.0.1')).rejects.toMatchObject({ code: 'FEEDBACK_RATE_LIMITED' });
    await expect(from('10.0.0.2')).resolves.toEqual({ success: true });
    // An account's limit follows it to any address, and its messages leave the address's allowance alone.
    await expect(submitFeedback(t.db, message, { userId, clientKey: '10.0.0.3' }, t.clock.now())).rejects.toMatchObject({ code: 'FEEDBACK_RATE_LIMITED' });
    await expect(from('10.0.0.3')).resolves.toEqual({ success: true });
  });

  it('limits how many messages are accepted within ten minutes', async () => {
    await t.db.deleteFrom('feedback').execute();
    const send = () => t.request('/feedback/submit/', { method: 'POST', json: { subject: 's', message: 'm' } });
    // app.request() has no peer address, so the overall limit is the one that applies here.
    for (let i = 0; i < FEEDBACK_RATE.overall; i++) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toBe('Слишком много сообщений. Попробуйте ещё раз позже.');
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await send()).status).toBe(200);
  });
});
