import type { Context } from 'hono';
import type { Params } from './bot-api-methods.ts';
import { badRequest } from './telegram-state.ts';

// In query strings and form bodies every value is a string; Telegram reads them by the parameter's type.
const INTEGER_PARAMS = new Set([
  'offset', 'limit', 'timeout', 'chat_id', 'message_id', 'message_thread_id', 'user_id', 'cache_time',
  'max_connections', 'subscription_period', 'max_tip_amount', 'photo_size', 'photo_width', 'photo_height',
]);
const BOOLEAN_PARAMS = new Set([
  'drop_pending_updates', 'show_alert', 'ok', 'disable_notification', 'protect_content', 'allow_paid_broadcast',
  'need_name', 'need_phone_number', 'need_email', 'need_shipping_address', 'send_phone_number_to_provider',
  'send_email_to_provider', 'is_flexible', 'is_canceled',
]);
const JSON_PARAMS = new Set([
  'allowed_updates', 'reply_markup', 'commands', 'scope', 'menu_button', 'prices', 'entities',
  'link_preview_options', 'reply_parameters', 'suggested_tip_amounts',
]);

/**
 * A Bot API request's parameters, from the query string and a JSON, urlencoded or multipart body,
 * as telegraf and other clients send them. Uploaded files are kept as their file names.
 */
export async function readParams(c: Context): Promise<Params> {
  const params: Params = {};
  for (const [name, value] of new URL(c.req.url).searchParams) params[name] = fromText(name, value);
  if (c.req.method !== 'POST') return params;
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const raw = await c.req.text();
    if (raw.trim() === '') return params;
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw badRequest("can't parse JSON request body");
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('request body must be a JSON object');
    Object.assign(params, paramsFromJson(body as Params));
  } else if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const body = await c.req.parseBody();
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string') params[name] = fromText(name, value);
      else if (value instanceof File) params[name] = { file_name: value.name, size: value.size };
    }
  }
  return params;
}

/** Parameters given as a JSON object (a JSON body, or a method call in a webhook's answer). */
export function paramsFromJson(body: Params): Params {
  const params: Params = { ...body };
  if (typeof params.chat_id === 'string') params.chat_id = fromText('chat_id', params.chat_id);
  return params;
}

function fromText(name: string, value: string): unknown {
  if (INTEGER_PARAMS.has(name) && /^-?\d+$/.test(value)) return Number(value);
  if (BOOLEAN_PARAMS.has(name) && (value === 'true' || value === 'false')) return value === 'true';
  if (JSON_PARAMS.has(name)) {
    try {
      return JSON.parse(value);
    } catch {
      throw badRequest(`can't parse ${name} JSON object`);
    }
  }
  return value;
}
