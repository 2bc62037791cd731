import { Hono } from 'hono';
import type { AppDeps } from '../http/app-env.ts';
import { CACHE_FOREVER } from '../http/built-files.ts';
import { DomainError } from '../domain-error.ts';
import { readAvatar } from '../services/avatars.ts';

/** GET /media/avatars/<file>: uploaded avatars; names are random and never reused, so they cache forever. */
export function mediaRoutes(deps: AppDeps) {
  return new Hono().get('/avatars/:file', async (c) => {
    const avatar = await readAvatar(deps.config.dataDir, c.req.param('file'));
    if (!avatar) throw new DomainError('NOT_FOUND');
    return c.body(new Uint8Array(avatar.bytes), 200, {
      'Content-Type': avatar.contentType,
      'Cache-Control': CACHE_FOREVER,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
