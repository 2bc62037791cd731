import { Hono } from 'hono';
import { openApiDocument } from '../http/openapi.ts';

export function systemRoutes() {
  const openapi = openApiDocument();
  return new Hono()
    .get('/health', (c) => c.json({ ok: true }))
    .get('/main', (c) =>
      c.json({
        hello: 'Твой личный трекер целей, привычек и настроения',
        hello_desc: 'Ставь цели, отмечай привычки и записывай настроение — маленькие шаги каждый день складываются в большие перемены.',
      }),
    )
    .get('/openapi.json', (c) => c.json(openapi));
}
