import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/** The entry page's inline script (the theme's first frame in the real one). */
const INLINE_SCRIPT = 'document.documentElement.dataset.ready = "1";';

/** A build-like directory: compressible files big and small, a picture, and Vite's manifest folder. */
function builtApp(): { root: string; script: string; picture: string } {
  const root = mkdtempSync(join(tmpdir(), 'tracker-built-'));
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `слово ${i}`))};\n`;
  const picture = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`;
  for (const dir of ['assets', 'blog', '.vite']) mkdirSync(join(root, dir));
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>app shell</title><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/index-abc123.js"></script>`);
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("push", () => {});\n');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(join(root, 'assets', 'photo-abc123.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(root, 'blog', 'goals.svg'), picture);
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify({ padding: 'x'.repeat(4096) }));
  return { root, script, picture };
}

describe('precompressDirectory (the mini app build step)', () => {
  it('writes .br and .gz copies of compressible files of 1 KiB and more, and nothing else', () => {
    const { root, script } = builtApp();
    const totals = precompressDirectory(root);
    expect(readdirSync(join(root, 'assets')).sort()).toEqual([
      'index-abc123.js',
      'index-abc123.js.br',
      'index-abc123.js.gz',
      'photo-abc123.png',
      'tiny-abc123.js',
    ]);
    expect(readdirSync(join(root, '.vite'))).toEqual(['manifest.json']);
    expect(brotliDecompressSync(readFileSync(join(root, 'assets', 'index-abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(root, 'assets', 'index-abc123.js.gz'))).toString()).toBe(script);
    expect(totals.files).toBe(2); // the script and the blog picture
    expect(totals.br).toBeLessThan(totals.bytes / 3);
  });
});

describe('the built app as files', () => {
  let t: TestApp;
  let built: ReturnType<typeof builtApp>;
  beforeAll(async () => {
    built = builtApp();
    precompressDirectory(built.root);
    t = await createTestApp('sqlite', {}, { staticRoot: built.root });
  });
  afterAll(() => t.close());

  const get = (path: string, acceptEncoding?: string) => t.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a browser that accepts Brotli the .br copy, marked and cached for good', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(built.script);
  });

  it('sends gzip to a browser without Brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip, deflate');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(built.script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(built.script);
  });

  it('sends the app page with a Content-Security-Policy letting its own and its inline script run, framed by Telegram only; every answer with nosniff and a Referrer-Policy', async () => {
    const inlineHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    for (const path of ['/', '/target']) {
      const policy = (await t.request(path, { headers: { accept: 'text/html' } })).headers.get('content-security-policy');
      // telegram.org's Login Widget calls its data-onauth callback through eval.
      expect(policy).toContain(`script-src 'self' ${inlineHash} 'unsafe-eval' https://telegram.org`);
      expect(policy).toContain("frame-ancestors 'self' https://web.telegram.org https://*.telegram.org");
      expect(policy).toContain("object-src 'none'");
      // The account-linking frame signs in to VK ID inside it (the test app's VK ID is on loopback).
      expect(policy).toContain("frame-src 'self' https://oauth.telegram.org http://127.0.0.1:9");
    }
    for (const path of ['/', '/assets/index-abc123.js', '/api/health/', '/api/no-such-thing/']) {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps the service worker fresh, and answers a hashed file that is gone with a 404', async () => {
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    // Looked up at /sw.js, then at /api/sw.js (rewards.md 5): the same script at both.
    const fallback = await get('/api/sw.js');
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toContain('javascript');
    expect(fallback.headers.get('cache-control')).toBe('no-cache');
    expect(await fallback.text()).toBe('self.addEventListener("push", () => {});\n');
    const missing = await get('/assets/gone-abc123.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expect(await missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers the entry page with no-cache at / and /index.html, like every client route', async () => {
    for (const path of ['/', '/index.html', '/target']) {
      const page = await get(path, 'br');
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(await page.text(), path).toContain('app shell');
    }
  });

  it('answers a call no route takes under an API area without /api with the JSON 404, and a page request there with the app', async () => {
    const token = (await (await t.request('/api/auth/register/', { method: 'POST', json: { username: 'areas404', password: 'password1' } })).json()).token;
    for (const path of ['/notes/xyz/', '/blog/nothing/here/', '/achievements/unknown/']) {
      const call = await t.request(path, { token, headers: { accept: 'application/json' } });
      expect(call.status, path).toBe(404);
      expect(await call.json(), path).toEqual({ success: false, error: 'Не найдено', code: 'NOT_FOUND' });
    }
    const page = await t.request('/blog', { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('app shell');
    // The areas' own calls still answer there.
    expect((await t.request('/notes/list/', { token })).status).toBe(200);
  });

  it('compresses the files served beside the API areas too (the blog pictures)', async () => {
    const res = await get('/blog/goals.svg', 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(built.picture);
  });
});
