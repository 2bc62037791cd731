import { sign } from '@telegram-apps/init-data-node';
import { Hono } from 'hono';
import { DomainError } from '../domain-error.ts';

/**
 * GET /dev/telegram-init-data — initData signed by the dev bot token, so `?tg=1` in the
 * browser runs the mini app as a Telegram user. Mounted only with DEV_TOOLS=1.
 */
export function devRoutes(botToken: string | null, now: () => Date) {
  return new Hono().get('/telegram-init-data', (c) => {
    if (!botToken) throw new DomainError('TELEGRAM_DISABLED');
    const id = Number(c.req.query('user_id') ?? 1001);
    const initData = sign(
      {
        user: { id, first_name: c.req.query('first_name') ?? 'Иван', username: 'dev_user', language_code: 'ru' },
        signature: 'dev-signature',
      },
      botToken,
      now(),
    );
    return c.json({ init_data: initData });
  });
}
