import { mkdtempSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './server.ts';
import { TEST_SESSION_SECRET } from './testing/test-app.ts';
import { createTestDatabase } from './testing/test-databases.ts';

/** One request on `agent` (one kept-alive socket): its status, and whether the answer says the socket closes. */
function call(agent: Agent, url: string, method: string, body?: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, method, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A body refused for its size over real HTTP, with a client that keeps its connection alive. */
describe('an oversized body', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: await createTestDatabase('sqlite'),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tracker-data-')),
        SESSION_SECRET: TEST_SESSION_SECRET,
      },
      { log: () => {}, manualReminders: true },
    );
  });
  afterAll(() => server.close());

  it('is a 413 that closes its connection, so the next request of the client is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ username: 'x', password: 'y'.repeat(300_000) });
      for (let round = 0; round < 3; round++) {
        expect(await call(agent, `${server.url}/api/auth/local/`, 'POST', big)).toEqual({ status: 413, connection: 'close' });
        expect((await call(agent, `${server.url}/api/health/`, 'GET')).status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
