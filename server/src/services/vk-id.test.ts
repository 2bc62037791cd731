import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createCodeVerifier } from '@tracker/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error.ts';
import { vkAccountOf } from './vk-id.ts';

/** A VK ID that takes the connection and the request and never answers. */
describe('a VK ID that never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let apiRoot: string;
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.push(socket);
      socket.resume(); // read the request, answer nothing
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    apiRoot = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('is given up after the timeout as VK_UNAVAILABLE (502), not waited on forever', async () => {
    const started = performance.now();
    const attempt = vkAccountOf({ clientId: '51234567', apiRoot, timeoutMs: 300 }, { code: 'c', device_id: 'd', code_verifier: createCodeVerifier(), state: 's' }, 'http://localhost/login');
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    const waited = performance.now() - started;
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'VK_UNAVAILABLE', status: 502 });
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(5_000);
    expect(sockets.length).toBeGreaterThan(0); // the request did reach VK
  });

});
