import { Hono } from 'hono';
import { achievementsQuerySchema, checkAchievementsRequestSchema, markEarnedRequestSchema } from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { parseJsonBody, parseQuery } from '../http/parse-input.ts';
import { requireUser } from '../http/require-user.ts';
import { checkAchievements, markAchievementEarned } from '../services/achievement-checks.ts';
import { listAchievements } from '../services/achievements.ts';

export function achievementRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, now))
    .get('/', async (c) => c.json(await listAchievements(db, c.var.userId, parseQuery(c, achievementsQuerySchema))))
    .post('/check', async (c) => {
      const { achievement_type } = await parseJsonBody(c, checkAchievementsRequestSchema);
      return c.json(await checkAchievements(db, c.var.userId, achievement_type, now(), c.var.device));
    })
    .post('/mark-earned', async (c) => {
      const { achievement_id } = await parseJsonBody(c, markEarnedRequestSchema);
      return c.json(await markAchievementEarned(db, c.var.userId, achievement_id, now(), c.var.device));
    });
}
