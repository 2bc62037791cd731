import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { signUp, subscribe } from '../testing/test-users.ts';

describe.each(databaseKinds)('large list answers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("go gzip-compressed to a client that takes gzip, the same JSON; small ones and other clients' plain", async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const user = await signUp(t);
    await subscribe(t, user.userId, new Date('2027-11-23T00:00:00Z'));
    const list = (encoding?: string) => t.request('/api/goals/', { token: user.token, headers: encoding ? { 'Accept-Encoding': encoding } : {} });
    const createGoal = async (title: string, description = '') =>
      expect((await t.request('/api/goals/create/', { method: 'POST', token: user.token, json: { title, description, category: 2 } })).status).toBe(201);

    await createGoal('Одна цель');
    const small = await list('gzip, deflate, br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).active_goals).toHaveLength(1);

    const description = 'Подробное описание цели, которое пользователь написал от души. '.repeat(12);
    for (let i = 0; i < 40; i++) await createGoal(`Цель ${i}`, description);
    const plain = await list();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(16 * 1024);

    const compressed = await list('gzip, deflate, br');
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    expect(compressed.headers.get('content-type')).toBe('application/json');
    const bytes = Buffer.from(await compressed.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 5);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(text));
  });

  it('a kept list goes compressed from 1 KB, as it is compressed once; a list made for each read only from 16 KB', async () => {
    const unkept = await createTestApp(kind, { listCacheBytes: 0 });
    try {
      for (const app of [t, unkept]) {
        app.clock.set('2026-11-23T09:00:00Z');
        const user = await signUp(app);
        for (const title of ['Пробежать марафон', 'Выучить испанский', 'Прочитать 20 книг']) {
          await app.request('/api/goals/create/', { method: 'POST', token: user.token, json: { title, description: 'Шаг за шагом, каждый день понемногу. '.repeat(4), category: 1 } });
        }
        const plain = await (await app.request('/api/goals/', { token: user.token })).text();
        expect(Buffer.byteLength(plain)).toBeGreaterThan(1024);
        expect(Buffer.byteLength(plain)).toBeLessThan(16 * 1024);
        const answer = await app.request('/api/goals/', { token: user.token, headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
        expect(answer.headers.get('content-encoding')).toBe(app === t ? 'gzip' : null);
        const bytes = Buffer.from(await answer.arrayBuffer());
        expect(JSON.parse((app === t ? gunzipSync(bytes) : bytes).toString('utf8'))).toEqual(JSON.parse(plain));
      }
    } finally {
      await unkept.close();
    }
  });
});
