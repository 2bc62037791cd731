import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers health with and without the trailing slash', async () => {
    for (const path of ['/api/health/', '/api/health']) {
      expect(await (await t.request(path)).json()).toEqual({ ok: true });
    }
  });

  it('answers the greeting of /api/main/', async () => {
    const body = await (await t.request('/api/main/')).json();
    expect(body.hello).toMatch(/[а-я]/i);
    expect(body.hello_desc).toMatch(/[а-я]/i);
  });

  it('documents every call in OpenAPI generated from the contract', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/auth/register/'].post.requestBody.content['application/json'].schema.properties.username).toMatchObject({
      minLength: 3,
      maxLength: 32,
    });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/pending/status/', '/api/user/profile/']));
    // Signed-in calls take the device's day and instant; sign-in itself does not.
    expect(doc.components.parameters.deviceDay).toMatchObject({ name: 'X-Device-Day', in: 'header', required: false });
    expect(doc.components.parameters.deviceTime).toMatchObject({ name: 'X-Device-Time', in: 'header', required: false });
    expect(doc.paths['/api/habits/'].get.parameters).toContainEqual({ $ref: '#/components/parameters/deviceDay' });
    expect(doc.paths['/api/habits/'].get.parameters).toContainEqual({ $ref: '#/components/parameters/deviceTime' });
    expect(doc.paths['/api/auth/register/'].post.parameters).toBeUndefined();
  });

  it('documents every /api call it serves, and serves every documented one', async () => {
    const served = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== '/api/openapi.json')
        .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}/`),
    );
    const doc = await (await t.request('/api/openapi.json')).json();
    const documented = new Set(Object.entries(doc.paths as Record<string, object>).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`)));
    expect([...served].filter((call) => !documented.has(call))).toEqual([]);
    expect([...documented].filter((call) => !served.has(call))).toEqual([]);
  });

  it('answers unknown API paths with a JSON 404 in Russian', async () => {
    const res = await t.request('/api/nothing-here/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Не найдено', code: 'NOT_FOUND' });
  });

  it('sends a person who opens any /api address in the browser to the app, known or not; the API description stays readable', async () => {
    const page = { accept: 'text/html,application/xhtml+xml' };
    for (const path of ['/api/whatever/', '/api/goals/', '/api/health/']) {
      const res = await t.request(path, { headers: page });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    }
    expect((await t.request('/api/openapi.json', { headers: page })).status).toBe(200);
    // Clients (fetch asks for */*) still get the API.
    expect(await (await t.request('/api/health/', { headers: { accept: '*/*' } })).json()).toEqual({ ok: true });
  });

  it('answers unknown paths outside /api with a JSON 404 too', async () => {
    const res = await t.request('/nowhere/at-all/', { method: 'POST', json: {} });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Не найдено', code: 'NOT_FOUND' });
  });

  it("answers a JSON body that is not an object, and zod's own messages, in Russian", async () => {
    for (const body of ['[]', 'null', '1', '"text"']) {
      const res = await t.request('/api/auth/local/', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, error: 'Тело запроса должно быть JSON-объектом', code: 'BODY_NOT_OBJECT' });
    }
    const res = await t.request('/api/auth/telegram/', { method: 'POST', json: { id: 1, first_name: 'A', auth_date: 1, hash: 'x', username: 5 } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^username: [А-ЯЁ][а-яё]+ /);
  });

  it('refuses oversized bodies with a 413', async () => {
    const res = await t.request('/api/auth/local/', { method: 'POST', json: { username: 'x', password: 'y'.repeat(300_000) } });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
