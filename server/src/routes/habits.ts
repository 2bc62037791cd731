import { Hono } from 'hono';
import {
  createHabitRequestSchema,
  habitProgressRequestSchema,
  idParamSchema,
  updateHabitRequestSchema,
} from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonAnswer } from '../http/json-answer.ts';
import { parseInput, parseJsonBody } from '../http/parse-input.ts';
import { idempotent } from '../http/idempotent.ts';
import { onlyMethod } from '../http/only-method.ts';
import { requireUser } from '../http/require-user.ts';
import type { ListAnswerCache } from '../http/list-answer-cache.ts';
import { changeHabitProgress, createHabit, deleteHabit, getHabit, listHabits, updateHabit } from '../services/habits.ts';
import { userDayOf } from '../services/user-day.ts';

export function habitRoutes(deps: AppDeps, lists: ListAnswerCache) {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, now))
    .get('/', async (c) => {
      const { userId } = c.var;
      const day = await userDayOf(db, userId, now(), c.var.device);
      return jsonAnswer(c, await lists.answer('habits', userId, day, () => listHabits(db, userId, day.today)));
    })
    .post('/create', idempotent(db, now), async (c) => {
      const habit = await createHabit(db, c.var.userId, await parseJsonBody(c, createHabitRequestSchema), now(), c.var.device);
      return c.json({ success: true as const, habit, ...habit }, 201);
    })
    .all('/create', onlyMethod('POST'))
    // Today's count is derived from per-day rows, so there is nothing to reset: a new day starts
    // at 0 by itself. Kept for the spec's client, which calls it once a day; always harmless.
    .post('/reset-daily-progress', (c) => c.json({ success: true as const }))
    .get('/:id', async (c) => {
      const { id } = parseInput(idParamSchema, c.req.param());
      return c.json({ success: true as const, habit: await getHabit(db, c.var.userId, id, now(), c.var.device) });
    })
    .put('/:id', async (c) => {
      const { id } = parseInput(idParamSchema, c.req.param());
      const habit = await updateHabit(db, c.var.userId, id, await parseJsonBody(c, updateHabitRequestSchema), now(), c.var.device);
      return c.json({ success: true as const, habit, ...habit });
    })
    .delete('/:id/delete', async (c) => {
      const { id } = parseInput(idParamSchema, c.req.param());
      await deleteHabit(db, c.var.userId, id);
      return c.json({ success: true as const });
    })
    .post('/:id/progress/add', async (c) => {
      const { id } = parseInput(idParamSchema, c.req.param());
      const { amount } = await parseJsonBody(c, habitProgressRequestSchema);
      return c.json(await changeHabitProgress(db, c.var.userId, id, amount, now(), c.var.device));
    })
    .post('/:id/progress/decrease', async (c) => {
      const { id } = parseInput(idParamSchema, c.req.param());
      const { amount } = await parseJsonBody(c, habitProgressRequestSchema);
      return c.json(await changeHabitProgress(db, c.var.userId, id, -amount, now(), c.var.device));
    });
}
