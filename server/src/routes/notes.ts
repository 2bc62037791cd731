import { Hono } from 'hono';
import { idParamSchema, moodCalendarQuerySchema, noteRequestSchema, notesListQuerySchema } from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonAnswer } from '../http/json-answer.ts';
import { parseInput, parseJsonBody, parseQuery } from '../http/parse-input.ts';
import { idempotent } from '../http/idempotent.ts';
import { requireUser } from '../http/require-user.ts';
import { createNote, deleteNote, listNotes, moodCalendar, updateNote } from '../services/notes.ts';

export function noteRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, now))
    .get('/list', async (c) => jsonAnswer(c, await listNotes(db, c.var.userId, parseQuery(c, notesListQuerySchema))))
    .get('/calendar', async (c) => {
      const { month } = parseQuery(c, moodCalendarQuerySchema);
      return c.json({ success: true as const, month, days: await moodCalendar(db, c.var.userId, month) });
    })
    .post('/', idempotent(db, now), async (c) => {
      const note = await createNote(db, c.var.userId, await parseJsonBody(c, noteRequestSchema), now(), c.var.device);
      return c.json({ success: true as const, note_id: note.id, note }, 201);
    })
    .put('/:id', async (c) => {
      const { id } = parseInput(idParamSchema, c.req.param());
      const note = await updateNote(db, c.var.userId, id, await parseJsonBody(c, noteRequestSchema), now());
      return c.json({ success: true as const, note });
    })
    .delete('/:id/delete', async (c) => {
      const { id } = parseInput(idParamSchema, c.req.param());
      await deleteNote(db, c.var.userId, id);
      return c.json({ success: true as const });
    });
}
