import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startServer } from '../../server/src/server.ts';

/**
 * The process under load in `npm run bench`: our server and a bare Hono route side by side, so
 * both are measured in the same process on the same core while the load generator runs in the
 * parent. /bare-copy/<name> answers a constant copy of one of our answers (sent over IPC): the
 * ceiling for an endpoint whose answers are that large. A second server on the same database keeps
 * no lists in memory (LIST_CACHE_MB=0). Started with fork(); answers `{ bareUrl, apiUrl,
 * unkeptApiUrl }` over IPC once all listen; asked 'cpu', answers the CPU time it has used so far.
 */
const { DATABASE_URL, DATA_DIR, SESSION_SECRET } = process.env;
if (!DATABASE_URL || !DATA_DIR || !SESSION_SECRET) throw new Error('DATABASE_URL, DATA_DIR and SESSION_SECRET are required');

/**
 * Constant answers set by the parent (copies of real answers, encoded once, gzipped once if asked,
 * at the server's level): what sending them costs alone.
 */
const copies = new Map<string, { bytes: Buffer<ArrayBuffer>; headers: Record<string, string> }>();
process.on('message', (message: { copyName: string; body: string; gzip: boolean } | 'cpu') => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send!({ cpuMicros: user + system });
    return;
  }
  const json = Buffer.from(message.body);
  const bytes = message.gzip ? gzipSync(json, { level: 6 }) : json;
  const headers = { 'content-type': 'application/json', ...(message.gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}) };
  copies.set(message.copyName, { bytes, headers });
  process.send!({ bytes: bytes.length });
});

const bare = new Hono()
  .get('/bare', (c) => c.json({ ok: true }))
  .get('/bare-copy/:name', (c) => {
    const copy = copies.get(c.req.param('name'));
    return copy ? c.body(copy.bytes, 200, copy.headers) : c.notFound();
  });
const bareUrl = await new Promise<string>((resolve) => {
  serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(`http://127.0.0.1:${info.port}`));
});
const server = await startServer({ PORT: '0', DATABASE_URL, DATA_DIR, SESSION_SECRET }, { log: () => {} });
// The same server keeping no lists in memory: what a read costs when it has to make its answer.
const unkept = await startServer({ PORT: '0', DATABASE_URL, DATA_DIR, SESSION_SECRET, LIST_CACHE_MB: '0' }, { log: () => {} });
process.send!({ bareUrl, apiUrl: server.url, unkeptApiUrl: unkept.url });
process.on('disconnect', () => process.exit(0));
