import { mkdtempSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './server.ts';
import { TEST_SESSION_SECRET } from './testing/test-app.ts';
import { createTestDatabase } from './testing/test-databases.ts';

interface Answer {
  status: number;
  connection: string | undefined;
  json: { code?: string } | undefined;
}

/**
 * One request on `agent` (one kept-alive socket): its status, whether the answer says the socket
 * closes, and its JSON. A `chunked` body goes without content-length, in pieces of 64 KiB.
 */
function call(agent: Agent, url: string, method: string, body?: string, { chunked = false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = body ? { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }) } : {};
    const req = httpRequest(url, { agent, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, json: text.startsWith('{') ? JSON.parse(text) : undefined }));
    });
    req.on('error', reject);
    if (body && chunked) for (let at = 0; at < body.length; at += 65_536) req.write(body.slice(at, at + 65_536));
    req.end(chunked ? undefined : body);
  });
}

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

/** A body refused for its size over real HTTP, with a client that keeps its connection alive. */
describe('an oversized body', () => {
  it('is a 413 that closes its connection, so the next request of the client is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ username: 'x', password: 'y'.repeat(300_000) });
      for (let round = 0; round < 3; round++) {
        expect(await call(agent, `${server.url}/api/auth/local/`, 'POST', big)).toMatchObject({ status: 413, connection: 'close' });
        expect((await call(agent, `${server.url}/api/health/`, 'GET')).status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  it('is a 413 when it comes in chunks with no declared length, counted as it streams', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ username: 'x', password: 'y'.repeat(300_000) });
      expect(await call(agent, `${server.url}/api/auth/local/`, 'POST', big, { chunked: true })).toMatchObject({ status: 413, json: { code: 'PAYLOAD_TOO_LARGE' } });
    } finally {
      agent.destroy();
    }
  });

  it('is not a body within the limit, with a declared length or in chunks: both are read whole', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A password just under the limit: read whole, it reaches the route's validation (too long a password).
      const near = JSON.stringify({ username: 'near_limit', password: 'y'.repeat(200_000) });
      for (const chunked of [false, true]) {
        const answer = await call(agent, `${server.url}/api/auth/register/`, 'POST', near, { chunked });
        expect(answer.status).toBe(400);
        expect(answer.json?.code).toBe('VALIDATION_FAILED');
      }
      for (const chunked of [false, true]) {
        const body = JSON.stringify({ username: `reader_${chunked}`, password: 'a-good-password-1' });
        expect(await call(agent, `${server.url}/api/auth/register/`, 'POST', body, { chunked })).toMatchObject({ status: 201 });
      }
    } finally {
      agent.destroy();
    }
  });
});

/** What Node's HTTP parser refuses before the app runs, sent raw over a socket. */
describe('a request Node refuses', () => {
  function rawExchange(request: string): Promise<string> {
    const { port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }
  const jsonOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it("headers past Node's limit are a 431 with the API's JSON error in Russian, and the connection closes", async () => {
    const answer = await rawExchange(`GET /api/goals/ HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'x'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toMatch(/\r\nContent-Type: application\/json\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/);
    expect(jsonOf(answer)).toEqual({ success: false, error: 'Слишком большие заголовки запроса', code: 'HEADERS_TOO_LARGE' });
  });

  it('a malformed request line is a 400 JSON error, and the server goes on answering', async () => {
    const answer = await rawExchange('NOT A REQUEST\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(jsonOf(answer)).toEqual({ success: false, error: 'Некорректный HTTP-запрос', code: 'BAD_HTTP_REQUEST' });
    expect((await fetch(`${server.url}/api/health/`)).status).toBe(200);
  });
});
