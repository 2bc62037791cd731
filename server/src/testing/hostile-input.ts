/**
 * Hostile values for the bad-input sweep (routes/bad-input-sweep.test.ts): what a broken or
 * malicious client may put in a path, a query string, a JSON field or a whole body.
 */

const HUGE_TEXT = 'я'.repeat(100_000);
/** Nesting deeper than a recursive walk's stack, well within the body limit. */
const DEEP_ARRAY = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const LONG_ARRAY = `[${'1,'.repeat(50_000)}1]`;

/**
 * JSON texts of field values, written as JSON so that what JSON.stringify cannot make is here too
 * (-0, 1e400 which parses as Infinity, integers past 2^53).
 */
export const HOSTILE_FIELD_VALUES: readonly string[] = [
  'null',
  'true',
  'false',
  '[]',
  '[null]',
  '{}',
  '{"a":{"b":[1]}}',
  DEEP_ARRAY,
  LONG_ARRAY,
  '0',
  '-0',
  '-1',
  '1.5',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '-1e308',
  '1e400',
  '1e-400',
  ...[
    '',
    ' ',
    HUGE_TEXT,
    'NaN',
    'Infinity',
    '-1',
    '1e3',
    '99999999999999999999',
    '😀👍🏽‍🔥',
    'שלום \u202Eمرحبا',
    '\u0000',
    'текст\u0000после',
    '\ud800',
    "' OR 1=1 --",
    '../../etc/passwd',
    '2026-02-30',
    '0000-01-01',
    '9999-12-31',
    '25:61',
    '24:00',
  ].map((text) => JSON.stringify(text)),
];

/** Path segments in place of an id (or a file name), already URL-encoded where they must be; '%E0%A4%A' is malformed, '%ED%A0%80' a surrogate and '%C0%AF' an overlong '/' in UTF-8. */
export const HOSTILE_PATH_VALUES: readonly string[] = [
  '0',
  '-1',
  '1.5',
  'abc',
  '1e3',
  '2147483648',
  '99999999999999999999',
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  encodeURIComponent('😀'),
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
];

/** Query values, URL-encoded where they must be; '%', '%E0%A4%A', '%ED%A0%80' and '%C0%AF' are malformed on purpose. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  '',
  '%20',
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  '1e308',
  'abc',
  '%00',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  encodeURIComponent('😀 \u202E'),
  '2026-13-45',
  '2026-02-30',
  '0000-01',
  '9999-12',
  '0000-01-01',
  '9999-12-31',
  'x'.repeat(5000),
];

/** Query parameters any list may read; every GET gets all of them at once with each hostile value. */
export const COMMON_QUERY_KEYS: readonly string[] = ['page', 'page_size', 'per_page', 'limit', 'status', 'category', 'month', 'from', 'to', 'username', 'user_id', 'session_key'];

/** `base` as JSON text with `field` set to the JSON text `value` (`path` reaches into a nested object). */
export function jsonWithField(base: Record<string, unknown>, path: readonly string[], value: string): string {
  const MARK = '\u0001hostile\u0001';
  const copy = structuredClone(base);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    target = next && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : (target[key] = {});
  }
  target[path.at(-1)!] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => value);
}

/** Whole bodies that are no JSON object, or no JSON at all. */
export const HOSTILE_RAW_BODIES: readonly string[] = [
  'не json{',
  '{',
  '{"a":',
  'null',
  '[]',
  '[{"title":"x"}]',
  '"строка"',
  '42',
  'true',
  '{}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(40_000) + '1' + '}'.repeat(40_000),
];

/** Bytes that are not UTF-8 inside a JSON string. */
export const INVALID_UTF8_BODY = new Uint8Array([...new TextEncoder().encode('{"title":"'), 0xff, 0xfe, 0xc3, 0x28, ...new TextEncoder().encode('"}')]);

const PART = '--edge\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';

/** Multipart bodies (the avatar upload reads one): a file that is no image, one cut off before its end, and no boundary at all. */
export const MULTIPART_BODIES: readonly [label: string, contentType: string, body: string][] = [
  ['multipart file that is no image', 'multipart/form-data; boundary=edge', `${PART}\u0000\u0000\r\n--edge--\r\n`],
  ['multipart cut off', 'multipart/form-data; boundary=edge', `${PART}\u0089PNG`],
  ['multipart without a boundary', 'multipart/form-data', `${PART}x\r\n--edge--\r\n`],
];
