import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The peer address when served over a socket; null under `app.request()`. */
export function clientAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
