import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { signAccessToken } from '../../server/src/services/tokens.ts';
import { startEmbeddedPostgres } from '../../server/src/testing/embedded-postgres.ts';
import { seedDatabase } from './seed.ts';

/**
 * `npm run bench`: one run on this machine. A bare Hono route is measured right before each of our
 * endpoints, then the endpoint under the same load against a seeded database; each prints req/s,
 * p99, and its ratio to that bare route (absolute numbers vary by machine and drift on a shared VM;
 * the ratio is the figure to watch).
 * The server and the bare route share one child process; the load generator runs here.
 * BENCH_ONLY=<text> measures only the endpoints whose name contains it (the bare route always);
 * BENCH_DB=postgres runs it on PostgreSQL.
 * Large read answers also get a "ceiling" row: the bare route sending a constant copy of one of
 * their answers, i.e. the best ratio any implementation of that endpoint could reach in this harness.
 * The goals and habits lists, kept in memory between reads, also get a "made anew" row: the same
 * load on a second server keeping none (LIST_CACHE_MB=0), what a read after a write costs; and a
 * row asked as a browser asks (Accept-Encoding: gzip, deflate, br: the kept lists go compressed),
 * with its own ceiling, the bare route sending the same answer gzipped.
 */
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const SHAPE = {
  users: Number(process.env.BENCH_USERS ?? 10_000),
  goalsPerUser: 20,
  habitsPerUser: 10,
  heavyNoteUsers: 20,
  notesPerHeavyUser: 5_000,
  yearOfHabitsUsers: 20,
};
const SECRET = 'bench-session-secret-bench-session-secret';

interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  /** A request for a random user (path and token chosen per request). */
  pick: () => { path: string; userId: number };
  /** Also measure the bare route answering a constant body of this endpoint's answer size. */
  ceiling?: true;
  /** A list kept in memory between reads: also measure it made anew each time (LIST_CACHE_MB=0). */
  kept?: true;
}

/** Starts server-process.ts and answers its two addresses. */
function startServerProcess(env: Record<string, string>) {
  const child = fork(fileURLToPath(new URL('./server-process.ts', import.meta.url)), {
    env: { ...process.env, ...env },
    // BENCH_CPU_PROF=<dir> writes a CPU profile of the server process there.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
  });
  /** Makes the bare route's /bare-copy/<name> answer `body`, gzipped if `gzip`; answers its size in bytes as sent. */
  const setCopy = (copyName: string, body: string, gzip = false) =>
    new Promise<number>((resolve) => {
      child.once('message', (copied) => resolve((copied as { bytes: number }).bytes));
      child.send({ copyName, body, gzip });
    });
  type Urls = { bareUrl: string; apiUrl: string; unkeptApiUrl: string };
  /** The CPU time (user and system, µs) the server process has used so far. */
  const cpuMicros = () =>
    new Promise<number>((resolve) => {
      child.once('message', (used) => resolve((used as { cpuMicros: number }).cpuMicros));
      child.send('cpu');
    });
  /** Ends the server process and answers once it has exited (before its database goes). */
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.disconnect();
    });
  return new Promise<Urls & { setCopy: typeof setCopy; cpuMicros: typeof cpuMicros; stop: typeof stop }>((resolve, reject) => {
    child.once('message', (urls) => resolve({ ...(urls as Urls), setCopy, cpuMicros, stop }));
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

/** A row: req/s, p99 ms, failed requests, and the server process's CPU µs per request. */
interface Measured {
  rps: number;
  p99: number;
  failed: number;
  cpuPerRequest: number;
}

async function measure(url: string, setup: (req: Request) => Request, method = 'GET'): Promise<Measured> {
  const cpuBefore = await server.cpuMicros();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ method, setupRequest: setup }],
  });
  const cpuPerRequest = ((await server.cpuMicros()) - cpuBefore) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.errors + result.timeouts + result.non2xx, cpuPerRequest };
}

const dir = mkdtempSync(join(tmpdir(), 'tracker-bench-'));
// BENCH_DB=postgres: the scale-out option, a throwaway PostgreSQL from npm on the same cores
// (fsync off, as in the tests); default: the SQLite file `npm start` uses.
const postgres = process.env.BENCH_DB === 'postgres' ? await startEmbeddedPostgres() : null;
const databaseUrl = postgres ? postgres.url : `file:${join(dir, 'app.db')}`;
const now = new Date();
const t0 = Date.now();
const { userIds, habitIds } = await seedDatabase(databaseUrl, SHAPE, now);
const seededIn = ((Date.now() - t0) / 1000).toFixed(1);

const server = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dir, SESSION_SECRET: SECRET });

// Tokens are made once up front so the load generator spends nothing on them.
const tokens = new Map(userIds.map((id) => [id, signAccessToken(id, SECRET, now)]));
const randomOf = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const month = now.toISOString().slice(0, 7);
/** Users whose habits have the everyday two weeks of history. */
const everydayUsers = userIds.slice(SHAPE.yearOfHabitsUsers);

const scenarios: Scenario[] = [
  // Our whole HTTP stack (routing, body limit, middleware) without auth or the database.
  { name: 'GET /api/health/ (no auth, no database)', pick: () => ({ path: '/api/health/', userId: randomOf(userIds) }) },
  { name: 'GET /api/user/profile/', pick: () => ({ path: '/api/user/profile/', userId: randomOf(userIds) }) },
  { name: 'GET /api/goals/ (20 goals)', pick: () => ({ path: '/api/goals/', userId: randomOf(userIds) }), ceiling: true, kept: true },
  { name: 'GET /api/habits/ (10 habits)', pick: () => ({ path: '/api/habits/', userId: randomOf(everydayUsers) }), ceiling: true, kept: true },
  {
    name: 'GET /api/habits/ (10 habits, a year each)',
    pick: () => ({ path: '/api/habits/', userId: randomOf(userIds.slice(0, SHAPE.yearOfHabitsUsers)) }),
    ceiling: true,
    kept: true,
  },
  {
    name: 'POST /api/habits/{id}/progress/add/',
    method: 'POST',
    pick: () => {
      const index = Math.floor(Math.random() * habitIds.length);
      return { path: `/api/habits/${habitIds[index]}/progress/add/`, userId: userIds[Math.floor(index / SHAPE.habitsPerUser)]! };
    },
  },
  {
    name: 'GET /api/notes/list/ page (5,000 notes)',
    pick: () => ({ path: `/api/notes/list/?page=${1 + Math.floor(Math.random() * 50)}&page_size=10`, userId: randomOf(userIds.slice(0, SHAPE.heavyNoteUsers)) }),
  },
  {
    name: 'GET /api/notes/calendar/ month (5,000 notes)',
    pick: () => ({ path: `/api/notes/calendar/?month=${month}`, userId: randomOf(userIds.slice(0, SHAPE.heavyNoteUsers)) }),
  },
];

console.log(
  `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row, ${cpus().length} cores (server process and load generator share them), Node ${process.version}`,
);
console.log(`seeded ${SHAPE.users} users x ${SHAPE.goalsPerUser} goals, ${SHAPE.habitsPerUser} habits (14 days each; a year each for ${SHAPE.yearOfHabitsUsers} users), ${SHAPE.heavyNoteUsers} users x ${SHAPE.notesPerHeavyUser} notes in ${seededIn} s (${postgres ? 'PostgreSQL, fsync off' : 'SQLite'})\n`);

/** What every browser (and Telegram's webview) sends with a request. */
const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

function requestOf(s: Scenario, extraHeaders: Record<string, string> = {}) {
  const { path, userId } = s.pick();
  const headers = { authorization: `Bearer ${tokens.get(userId)}`, 'content-type': 'application/json', ...extraHeaders };
  return { path, headers, ...(s.method === 'POST' ? { body: '{}' } : {}) };
}

/** One answer of a (GET) scenario, for a random user. */
async function sampleAnswer(s: Scenario): Promise<string> {
  const { path, headers } = requestOf(s);
  return (await fetch(`${server.apiUrl}${path}`, { headers })).text();
}

// Both servers warmed first (JIT, caches), so the bare route is not measured colder than ours.
const WARM_UP_S = 2;
await autocannon({ url: `${server.bareUrl}/bare`, connections: CONNECTIONS, duration: WARM_UP_S });
await autocannon({ url: `${server.apiUrl}/api/health/`, connections: CONNECTIONS, duration: WARM_UP_S });
const measureBare = () => measure(server.bareUrl, (req) => ({ ...req, path: '/bare' }));

/**
 * Rows with the bare route each is compared with: the bare route is measured again right before
 * each endpoint's rows, since this shared VM's speed drifts within one run (the ratio is the figure).
 */
const rows: Array<[string, Measured, Measured]> = [];
for (const s of scenarios.filter((x) => !process.env.BENCH_ONLY || x.name.includes(process.env.BENCH_ONLY))) {
  const bare = await measureBare();
  const row = (name: string, measured: Measured) => rows.push([name, measured, bare]);
  row('bare Hono route (measured just before)', bare);
  row(s.name, await measure(server.apiUrl, (req) => ({ ...req, ...requestOf(s) }), s.method ?? 'GET'));
  if (s.kept) {
    row('  made anew each time (LIST_CACHE_MB=0)', await measure(server.unkeptApiUrl, (req) => ({ ...req, ...requestOf(s) })));
    row('  asked as a browser asks (gzip accepted)', await measure(server.apiUrl, (req) => ({ ...req, ...requestOf(s, BROWSER_ACCEPT_ENCODING) })));
  }
  if (s.ceiling) {
    const body = await sampleAnswer(s);
    const kb = ((await server.setCopy('ceiling', body)) / 1024).toFixed(1);
    row(`  ceiling: bare route, same ${kb} KB answer`, await measure(server.bareUrl, (req) => ({ ...req, path: '/bare-copy/ceiling' })));
    if (s.kept) {
      const gzippedKb = ((await server.setCopy('ceiling-gzip', body, true)) / 1024).toFixed(1);
      row(`  ceiling: the same gzipped (${gzippedKb} KB)`, await measure(server.bareUrl, (req) => ({ ...req, path: '/bare-copy/ceiling-gzip' })));
    }
  }
}

// Ratios are to the bare route measured just before the row's endpoint. The last two columns: the
// server's CPU time per request, and the bare route's over it (the ratio the endpoint would reach
// were the server alone on a core: steadier than req/s on a shared VM).
console.log(
  `${'endpoint'.padEnd(46)} ${'req/s'.padStart(8)} ${'ratio'.padStart(6)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'CPU µs'.padStart(7)} ${'CPU ratio'.padStart(9)}`,
);
for (const [name, r, bare] of rows) {
  console.log(
    `${name.padEnd(46)} ${r.rps.toFixed(0).padStart(8)} ${(r.rps / bare.rps).toFixed(2).padStart(6)} ${String(r.p99).padStart(7)} ${String(r.failed).padStart(8)} ${r.cpuPerRequest.toFixed(1).padStart(7)} ${(bare.cpuPerRequest / r.cpuPerRequest).toFixed(2).padStart(9)}`,
  );
}

await server.stop();
await postgres?.stop();
rmSync(dir, { recursive: true, force: true });
if (rows.some(([, r]) => r.failed > 0)) {
  console.error('\nSome requests failed: the figures above are not valid.');
  process.exit(1);
}
