import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { startServer } from '../../server/src/server.ts';

/**
 * `npm run bench`: in one run, on this machine, a bare Hono route and our authenticated
 * GET /api/user/profile/ under the same load; prints both, their ratio and p99.
 */
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

interface Measured {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  return { name, rps: result.requests.average, p99: result.latency.p99, errors: failed };
}

function listen(app: Hono): Promise<{ url: string; close: () => void }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() }),
    );
  });
}

const bare = await listen(new Hono().get('/bare', (c) => c.json({ ok: true })));
const dir = mkdtempSync(join(tmpdir(), 'tracker-bench-'));
const server = await startServer(
  { PORT: '0', DATABASE_URL: `file:${join(dir, 'app.db')}`, DATA_DIR: dir },
  { log: () => {} },
);
const registered = await fetch(`${server.url}/api/auth/register/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench_user', password: 'bench-password' }),
});
const { token } = (await registered.json()) as { token: string };

console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, ${cpus().length} cores, Node ${process.version}`);
const baseline = await measure('bare Hono route', `${bare.url}/bare`);
const profile = await measure('GET /api/user/profile/', `${server.url}/api/user/profile/`, { authorization: `Bearer ${token}` });

for (const m of [baseline, profile]) {
  console.log(`${m.name.padEnd(26)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${m.p99} ms   errors ${m.errors}`);
}
console.log(`ratio profile / bare: ${(profile.rps / baseline.rps).toFixed(2)}`);

bare.close();
await server.close();
if (profile.errors > 0 || baseline.errors > 0) process.exit(1);
