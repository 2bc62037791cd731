import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startServer } from '../../server/src/server.ts';

/**
 * The process under load in `npm run bench`: our server and a bare Hono route side by side, so
 * both are measured in the same process on the same core while the load generator runs in the
 * parent. /bare-copy/<name> answers a constant copy of one of our answers (sent over IPC): the
 * ceiling for an endpoint whose answers are that large. A second server on the same database keeps
 * no lists in memory (LIST_CACHE_MB=0). Started with fork(); answers `{ bareUrl, apiUrl,
 * unkeptApiUrl }` over IPC once all listen.
 */
const { DATABASE_URL, DATA_DIR, SESSION_SECRET } = process.env;
if (!DATABASE_URL || !DATA_DIR || !SESSION_SECRET) throw new Error('DATABASE_URL, DATA_DIR and SESSION_SECRET are required');

/** Constant answers set by the parent (copies of real answers, encoded once): what sending them costs alone. */
const copies = new Map<string, Buffer<ArrayBuffer>>();
process.on('message', (message: { copyName: string; body: string }) => {
  copies.set(message.copyName, Buffer.from(message.body));
  process.send!({ copied: message.copyName });
});

const bare = new Hono()
  .get('/bare', (c) => c.json({ ok: true }))
  .get('/bare-copy/:name', (c) => c.body(copies.get(c.req.param('name')) ?? '{}', 200, { 'content-type': 'application/json' }));
const bareUrl = await new Promise<string>((resolve) => {
  serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(`http://127.0.0.1:${info.port}`));
});
const server = await startServer({ PORT: '0', DATABASE_URL, DATA_DIR, SESSION_SECRET }, { log: () => {} });
// The same server keeping no lists in memory: what a read costs when it has to make its answer.
const unkept = await startServer({ PORT: '0', DATABASE_URL, DATA_DIR, SESSION_SECRET, LIST_CACHE_MB: '0' }, { log: () => {} });
process.send!({ bareUrl, apiUrl: server.url, unkeptApiUrl: unkept.url });
process.on('disconnect', () => process.exit(0));
