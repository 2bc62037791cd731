import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';

const gzipAsync = promisify(gzip);

/**
 * From this many bytes an answer made for one request goes gzip-compressed to a client that
 * accepts it: a subscriber's 150 goals are 228 KB of JSON and ~9 KB compressed, which a phone on a
 * slow network feels; the everyday answers (a few KB) stay plain, where compressing each one would
 * cost more server time than the transfer saves.
 */
export const COMPRESS_FROM_BYTES = 16 * 1024;

/**
 * An answer kept and sent many times (list-answer-cache.ts) is compressed once, so from this size
 * on it goes compressed: the everyday 10 KB goals list is 0.7 KB gzipped, and the smaller send is
 * the cheaper one for the server too (scripts/bench/).
 */
export const KEPT_COMPRESS_FROM_BYTES = 1024;

/** An answer's JSON, serialised once; its gzip form is made on the first client that takes it. */
export class JsonBody {
  readonly bytes: Buffer<ArrayBuffer>;
  #gzipped: Promise<Buffer<ArrayBuffer>> | undefined;

  /** `compressFrom`: the size from which a client taking gzip gets it compressed. */
  constructor(
    value: unknown,
    readonly compressFrom = COMPRESS_FROM_BYTES,
  ) {
    this.bytes = Buffer.from(JSON.stringify(value));
  }

  /** Compressed off the event loop, once. */
  gzipped(): Promise<Buffer<ArrayBuffer>> {
    this.#gzipped ??= gzipAsync(this.bytes, { level: 6 }) as Promise<Buffer<ArrayBuffer>>;
    return this.#gzipped;
  }
}

/** Answers `body` as JSON, compressed when it is large and the client takes gzip. */
export async function jsonAnswer(c: Context, body: JsonBody | object): Promise<Response> {
  const json = body instanceof JsonBody ? body : new JsonBody(body);
  if (json.bytes.length < json.compressFrom) return c.body(json.bytes, 200, { 'Content-Type': 'application/json' });
  const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  if (!/\bgzip\b/i.test(c.req.header('Accept-Encoding') ?? '')) return c.body(json.bytes, 200, headers);
  return c.body(await json.gzipped(), 200, { ...headers, 'Content-Encoding': 'gzip' });
}
