import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { requireUser } from '../http/require-user.ts';
import { listStickers } from '../services/stickers.ts';

export function stickerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, deps.now))
    .get('/', async (c) => c.json({ success: true as const, stickers: await listStickers(deps.db, c.var.userId) }));
}
