/** A VAPID public key is an uncompressed P-256 point: exactly 65 bytes (rewards.md 5, 9). */
export const PUSH_PUBLIC_KEY_BYTES = 65;
/** A VAPID private key is a P-256 scalar: 32 bytes. */
export const VAPID_PRIVATE_KEY_BYTES = 32;
/** The browser's auth secret of a push subscription (RFC 8291). */
export const PUSH_AUTH_SECRET_BYTES = 16;
/** A browser notification closes by itself after this long; clicking it opens this page (rewards.md 4.3). */
export const PUSH_NOTIFICATION_CLOSE_MS = 5000;
export const PUSH_NOTIFICATION_URL = '/bell';

/** The bytes of a base64url (or base64) text, or null when it is not one. */
export function base64UrlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_+/-]*={0,2}$/.test(text)) return null;
  const standard = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (standard.length % 4 === 1) return null;
  const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** True when `text` is base64url of exactly `bytes` bytes. */
export function isBase64UrlOfBytes(text: string, bytes: number): boolean {
  return base64UrlBytes(text)?.length === bytes;
}

/** True for a public key a browser accepts as applicationServerKey (else 'Invalid applicationServerKey length'). */
export function isPushPublicKey(text: string): boolean {
  return isBase64UrlOfBytes(text, PUSH_PUBLIC_KEY_BYTES);
}

/**
 * What a push message carries; the service worker shows it, closes it after `closeAfterMs` and
 * opens `url` on a click (the worker is plain JS, so the spec's numbers travel in the payload).
 */
export interface PushPayload {
  id: number;
  title: string;
  body: string;
  url: string;
  closeAfterMs: number;
}
