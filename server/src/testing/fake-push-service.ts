import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const tls = {
  cert: readFileSync(new URL('./fixtures/push-service.crt', import.meta.url)),
  key: readFileSync(new URL('./fixtures/push-service.key', import.meta.url)),
};

/** A TLS agent that trusts the fake push service's certificate, as a real sender trusts a push service's. */
export function pushServiceAgent(): Agent {
  return new Agent({ ca: tls.cert });
}

/** A push service on loopback https: records what arrives; paths under /gone/ answer 410 like a dropped subscription. */
export async function startFakePushService() {
  const received: Received[] = [];
  const server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, which decrypt what it is sent. */
export function newBrowser(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
    decrypt: (body: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')),
  };
}
