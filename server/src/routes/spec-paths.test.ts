import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

/**
 * The spec's tables show some calls without /api (rewards.md 7: /minigames/..., /achievements/...,
 * /blog/...; core.md 7: /achievements/check/). /achievements and /blog are pages of the app too:
 * a browser asking for HTML gets the app, a client gets the API.
 */
describe('the spec paths without /api', () => {
  let t: TestApp;
  let user: TestUser;
  const PAGE = '<!doctype html><title>app shell</title>';
  const html = { accept: 'text/html,application/xhtml+xml' };
  const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  beforeAll(async () => {
    const staticRoot = mkdtempSync(join(tmpdir(), 'tracker-static-'));
    writeFileSync(join(staticRoot, 'index.html'), PAGE);
    mkdirSync(join(staticRoot, 'blog'));
    writeFileSync(join(staticRoot, 'blog', 'goals.svg'), PICTURE);
    t = await createTestApp('sqlite', {}, { staticRoot });
    user = await signUp(t);
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { token: user.token, headers });
  const post = (path: string, json: object) => t.request(path, { method: 'POST', token: user.token, json });

  it('serves the memory game calls at /minigames/', async () => {
    expect((await (await get('/minigames/')).json()).data.minigames).toEqual(expect.any(Array));
    expect((await (await get('/minigames/stats/')).json()).data.stats).toBeDefined();
    const save = await post('/minigames/save-result/', { game_type: 'memory', score: 10, time: 30, moves: 20, difficulty: 'easy', completed: true });
    expect(save.status).toBe(200);
    expect(await save.json()).toEqual({ success: true, data: { coins_earned: 5, new_balance: 5 } });
  });

  it('serves the note calls at /notes/ as core.md 7 shows them: write, edit, delete', async () => {
    const created = await post('/notes/', { mood: 4, title: 'Без /api' });
    expect(created.status).toBe(201);
    const { note_id } = await created.json();
    const edited = await t.request(`/notes/${note_id}/`, { method: 'PUT', token: user.token, json: { mood: 5, title: 'Правка' } });
    expect(await edited.json()).toMatchObject({ success: true });
    expect((await (await get('/notes/list/')).json()).notes).toEqual([expect.objectContaining({ id: note_id, mood: 5, title: 'Правка' })]);
    const deleted = await t.request(`/notes/${note_id}/delete/`, { method: 'DELETE', token: user.token });
    expect(await deleted.json()).toMatchObject({ success: true });
    expect((await (await get('/notes/list/')).json()).notes).toEqual([]);
  });

  it('serves the achievement calls at /achievements/, and the page to a browser', async () => {
    expect(await (await get('/achievements/?status=all&page=1&page_size=12')).json()).toMatchObject({ success: true, has_more: true });
    expect(await (await post('/achievements/check/', { achievement_type: 'goals' })).json()).toEqual({ success: true, awarded_achievements: [] });
    expect((await post('/achievements/mark-earned/', { achievement_id: 1 })).status).toBe(400);
    for (const path of ['/achievements', '/achievements?tab=earned', '/achievements/']) expect(await (await get(path, html)).text()).toBe(PAGE);
  });

  it('serves the blog calls at /blog/, and the page to a browser', async () => {
    expect((await (await get('/blog/categories/')).json()).categories.length).toBeGreaterThan(0);
    expect((await (await get('/blog/posts/?page=1&per_page=12')).json()).pagination).toMatchObject({ current_page: 1 });
    expect((await (await get('/blog/posts/recent/?limit=3')).json()).posts).toHaveLength(3);
    expect(await (await get('/blog', html)).text()).toBe(PAGE);
    expect(await (await get('/target', html)).text()).toBe(PAGE);
  });

  it("serves the built app's files under those paths as files, to anyone (the blog's pictures)", async () => {
    const picture = await t.request('/blog/goals.svg', { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toBe(PICTURE);
    // Everything else there is still the API.
    expect((await t.request('/blog/posts/')).status).toBe(401);
  });
});
