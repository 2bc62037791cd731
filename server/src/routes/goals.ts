import { Hono } from 'hono';
import { createGoalRequestSchema, idParamSchema, updateGoalRequestSchema } from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonAnswer } from '../http/json-answer.ts';
import { parseInput, parseJsonBody } from '../http/parse-input.ts';
import { idempotent } from '../http/idempotent.ts';
import { onlyMethod } from '../http/only-method.ts';
import { requireUser } from '../http/require-user.ts';
import type { ListAnswerCache } from '../http/list-answer-cache.ts';
import { createGoal, deleteGoal, getGoal, listGoals, updateGoal } from '../services/goals.ts';
import { userDayOf } from '../services/user-day.ts';

export function goalRoutes(deps: AppDeps, lists: ListAnswerCache) {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, now))
    .get('/', async (c) => {
      const { userId } = c.var;
      const day = await userDayOf(db, userId, now(), c.var.device);
      return jsonAnswer(c, await lists.answer('goals', userId, day, () => listGoals(db, userId, day.today)));
    })
    .post('/create', idempotent(db, now), async (c) => {
      const goal = await createGoal(db, c.var.userId, await parseJsonBody(c, createGoalRequestSchema), now(), c.var.device);
      return c.json({ success: true as const, goal, ...goal }, 201);
    })
    .all('/create', onlyMethod('POST'))
    .get('/:id', async (c) => {
      const { id } = parseInput(idParamSchema, c.req.param());
      return c.json({ success: true as const, goal: await getGoal(db, c.var.userId, id, now(), c.var.device) });
    })
    .put('/:id', async (c) => {
      const { id } = parseInput(idParamSchema, c.req.param());
      const goal = await updateGoal(db, c.var.userId, id, await parseJsonBody(c, updateGoalRequestSchema), now(), c.var.device);
      return c.json({ success: true as const, goal, ...goal });
    })
    .delete('/:id/delete', async (c) => {
      const { id } = parseInput(idParamSchema, c.req.param());
      await deleteGoal(db, c.var.userId, id);
      return c.json({ success: true as const });
    });
}
