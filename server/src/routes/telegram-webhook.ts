import { Hono } from 'hono';
import { DomainError } from '../domain-error.ts';
import { sameBytes } from '../services/tokens.ts';

/** Compared as bytes: a header of the same length in characters may still differ in bytes ('é'). */
function sameSecret(given: string | undefined, expected: string): boolean {
  return given !== undefined && sameBytes(Buffer.from(given), Buffer.from(expected));
}

/** POST /telegram/webhook: updates from Telegram, accepted only with our secret header. */
export function telegramWebhookRoutes(secret: string, handleUpdate: (update: unknown) => Promise<void>) {
  return new Hono().post('/webhook', async (c) => {
    if (!sameSecret(c.req.header('x-telegram-bot-api-secret-token'), secret)) throw new DomainError('WEBHOOK_FORBIDDEN');
    const update: unknown = await c.req.json().catch(() => {
      throw new DomainError('INVALID_JSON');
    });
    await handleUpdate(update);
    return c.json({ ok: true });
  });
}
