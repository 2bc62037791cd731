import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/** For files whose names carry their content's hash: never asked for again. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * The built mini app's files under `root`. The build writes .br and .gz copies beside them
 * (scripts/precompress.ts); the best one the browser accepts is sent, with Content-Encoding and
 * Vary. `cacheControl` marks each file found: serveStatic's own onFound runs after the response
 * is made, too late to add a header. `file` serves that one file (relative to `root`) at the route.
 */
export function builtFiles(root: string, cacheControl?: string, file?: string): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed: true, ...(file ? { path: file } : {}) });
  if (!cacheControl) return serve;
  return async (c, next) => {
    // Not found, serveStatic answers what next() does (the context, not a response).
    const found: unknown = await serve(c, next);
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControl);
    return found as Response | undefined;
  };
}
