import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { fieldTexts, selfExplainingFieldTexts } from '@tracker/shared/texts';
import { DomainError } from '../domain-error.ts';
import { russianFieldMessage } from './russian-field-messages.ts';
import { unstorableTextPath } from './storable-text.ts';

// A field whose schema gives no message of its own still answers plain Russian, like ours.
z.config({ localeError: russianFieldMessage });

/** The largest JSON body a route reads. Only routes that read a body pay for the check, so reads (GET) never do. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

const limitJsonBody = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw new DomainError('PAYLOAD_TOO_LARGE');
  },
});

/** Field name -> first Russian message, from a zod error. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[name] ??= issue.message;
  }
  return fields;
}

export interface ParseOptions {
  /**
   * The answer's `error` when every failing field is only missing or empty (its message is
   * fieldTexts.required): a form's own text such as 'Пожалуйста, заполните все поля'. `fields` still names each.
   */
  whenEmpty?: string;
}

/** Validates `input` against a contract schema or throws a 400 naming the fields; a value with text the database cannot store as sent is a 400 too. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, options: ParseOptions = {}): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error), options);
  const unstorable = unstorableTextPath(parsed.data);
  if (unstorable) throw validationFailed({ [unstorable.length > 0 ? unstorable.join('.') : '_']: fieldTexts.unstorableText }, options);
  return parsed.data;
}

/**
 * The 400 of failing `fields`: the first one's 'field: message' (the message alone when it says
 * what it is about, as the goal form's texts do), or the form's own text when all are only empty.
 */
function validationFailed(fields: Record<string, string>, options: ParseOptions): DomainError {
  const entries = Object.entries(fields);
  const onlyEmpty = options.whenEmpty !== undefined && entries.every(([, message]) => message === fieldTexts.required);
  return new DomainError('VALIDATION_FAILED', { fields }, onlyEmpty ? options.whenEmpty : entries[0] && errorOfField(...entries[0]));
}

function errorOfField(field: string, message: string): string {
  return field === '_' || selfExplainingFieldTexts.has(message) ? message : `${field}: ${message}`;
}

/** The query string validated by `schema`; an empty or blank value (`?page=`) counts as not given. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const given = Object.entries(c.req.query()).filter(([, value]) => value.trim() !== '');
  return parseInput(schema, Object.fromEntries(given));
}

/**
 * The body as text, at most MAX_JSON_BODY_BYTES (else a 413). A body of declared length is judged by
 * its header and read straight from Node's request (@hono/node-server's fast path); asking for the
 * web Request's stream, as hono's bodyLimit does first, would build a whole undici Request per call
 * (15% of a habit +1's time, measured in scripts/bench/). Only a chunked body is counted as it streams.
 */
async function limitedBodyText(c: Context): Promise<string> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (Number.parseInt(declared, 10) > MAX_JSON_BODY_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE');
    return c.req.text();
  }
  let text = '';
  await limitJsonBody(c, async () => {
    text = await c.req.text();
  });
  return text;
}

/** The JSON body validated by `schema`; an empty body counts as `{}`, malformed JSON is a 400, one over MAX_JSON_BODY_BYTES a 413. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S, options: ParseOptions = {}): Promise<z.infer<S>> {
  const text = await limitedBodyText(c);
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new DomainError('INVALID_JSON');
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('BODY_NOT_OBJECT');
  return parseInput(schema, body, options);
}
