/**
 * Idempotency keys of creates (server http/idempotent.ts): a form opens a session; each create it
 * sends carries the session and a digest of what it sends. A retry of the same create after a
 * lost answer is then one goal, habit or note, while a create the user changed before sending it
 * again is another.
 */

/** A random session for one opened form (a UUID where the page is a secure context). */
export function newCreateSession(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** FNV-1a, 32 bits, of the text's UTF-16 code units: a short digest, not a secret. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The Idempotency-Key of one create of the form `session` sending `body`. */
export function createKeyOf(session: string, body: unknown): string {
  return `${session}-${digest(JSON.stringify(body))}`;
}
