import type { UserDay } from '../services/user-day.ts';
import { COMPRESS_FROM_BYTES, JsonBody, KEPT_COMPRESS_FROM_BYTES } from './json-answer.ts';

/**
 * The goals and habits lists as sent, kept in memory under what they were made from: the version
 * of the user's goals or habits (raised by the database itself on every write, whoever writes,
 * another server process included: migration 0027) and the user's today. A read whose stamp is
 * still the user's sends the kept JSON without the query, the parsing and the serialising (3/4 of
 * such a read, scripts/bench/). The stamp is read before the list (`userDayOf`, then the query),
 * so a kept list is never older than its stamp: a write in between makes the next read miss.
 * `maxBytes` caps the JSON kept in all (config LIST_CACHE_MB); least recently used lists go first.
 */
export function listAnswerCache(maxBytes: number) {
  const kept = new Map<string, { stamp: string; body: JsonBody }>();
  let bytes = 0;

  function drop(key: string) {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.body.bytes.length;
  }

  return {
    /** The kept answer of this stamp, else a new one from `build`, kept. */
    async answer(kind: keyof UserDay['listVersions'], userId: number, day: UserDay, build: () => Promise<object>): Promise<JsonBody> {
      const key = `${kind}:${userId}`;
      const stamp = `${day.listVersions[kind]}@${day.today}`;
      const entry = kept.get(key);
      if (entry?.stamp === stamp) {
        kept.delete(key); // re-inserted: Map order is recency order
        kept.set(key, entry);
        return entry.body;
      }
      const body = new JsonBody(await build(), maxBytes > 0 ? KEPT_COMPRESS_FROM_BYTES : COMPRESS_FROM_BYTES);
      drop(key);
      if (body.bytes.length <= maxBytes) {
        kept.set(key, { stamp, body });
        bytes += body.bytes.length;
        for (const oldest of kept.keys()) {
          if (bytes <= maxBytes) break;
          drop(oldest);
        }
      }
      return body;
    },
  };
}

export type ListAnswerCache = ReturnType<typeof listAnswerCache>;
