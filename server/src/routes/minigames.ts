import { Hono } from 'hono';
import { idParamSchema, saveGameResultRequestSchema, spendInGameRequestSchema, startGameRequestSchema } from '@tracker/shared/contract';
import { DomainError } from '../domain-error.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { parseJsonBody } from '../http/parse-input.ts';
import { idempotent } from '../http/idempotent.ts';
import { requireUser } from '../http/require-user.ts';
import { listMinigames, minigameById, minigameStats, saveGameResult, spendInGame, startGame } from '../services/minigames.ts';

/** The memory game (rewards.md 7 "Mini-games", plus start and spend: docs/decisions.md). */
export function minigameRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, now))
    .get('/', async (c) => c.json(await listMinigames(db, c.var.userId)))
    .get('/stats', async (c) => c.json(await minigameStats(db, c.var.userId)))
    .post('/start', async (c) => {
      const { game_type, difficulty } = await parseJsonBody(c, startGameRequestSchema);
      return c.json(await startGame(db, c.var.userId, game_type, difficulty, now()));
    })
    .post('/spend', async (c) => {
      const { game_type, item } = await parseJsonBody(c, spendInGameRequestSchema);
      return c.json(await spendInGame(db, c.var.userId, game_type, item, now(), c.var.device));
    })
    .post('/save-result', idempotent(db, now), async (c) => c.json(await saveGameResult(db, c.var.userId, await parseJsonBody(c, saveGameResultRequestSchema), now(), c.var.device)))
    .get('/:id', async (c) => {
      const id = idParamSchema.safeParse(c.req.param());
      if (!id.success) throw new DomainError('MINIGAME_NOT_FOUND');
      return c.json(await minigameById(db, c.var.userId, id.data.id));
    });
}
