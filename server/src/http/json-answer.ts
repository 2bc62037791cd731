import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';

const gzipAsync = promisify(gzip);

/**
 * From this many characters a list answer goes gzip-compressed to a client that accepts it: a
 * subscriber's 150 goals are 228 KB of JSON and ~9 KB compressed, which a phone on a slow network
 * feels; the everyday answers (a few KB) stay plain, where compressing would cost more server time
 * than the transfer saves.
 */
export const COMPRESS_FROM_CHARS = 16 * 1024;

/** Answers `body` as JSON, compressed (off the event loop) when it is large and the client takes gzip. */
export async function jsonAnswer(c: Context, body: unknown): Promise<Response> {
  const text = JSON.stringify(body);
  if (text.length < COMPRESS_FROM_CHARS) return c.body(text, 200, { 'Content-Type': 'application/json' });
  const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  if (!/\bgzip\b/i.test(c.req.header('Accept-Encoding') ?? '')) return c.body(text, 200, headers);
  const compressed = await gzipAsync(text, { level: 6 });
  return c.body(new Uint8Array(compressed), 200, { ...headers, 'Content-Encoding': 'gzip' });
}
