/** Timings of the sign-in flows (core.md 4 "Login flows", 9; rewards.md 4.9). */
export const SIGN_IN_TIMING = {
  /** After a local login (and registration) or a successful messenger poll. */
  redirectAfterLoginMs: 1000,
  /** After auth_token + user_id arrive in the address. */
  redirectAfterUrlReturnMs: 1500,
  /** After a VK sign-in. */
  redirectAfterVkMs: 800,
  /** A VK sign-in that has not left for VK (or come back) by now gives the plain button back. */
  vkRestoreMs: 30_000,
  /** A failed VK sign-in gives the button back after this. */
  vkRestoreAfterErrorMs: 1000,
  /** The pending-status call is polled this often ... */
  pendingPollIntervalMs: 2000,
  /** ... this many times at most. */
  pendingPollMaxTries: 60,
  /** The Telegram Login Widget gives way to a plain button after this. */
  telegramWidgetFallbackMs: 5000,
  /** Logout reload delay of the spec. */
  logoutReloadMs: 1000,
} as const;

/** Every API request is abandoned after this (core.md 7). */
export const API_TIMEOUT_MS = 10_000;

/** Bytes of randomness in a browser sign-in session key: 24 bytes -> 32 base64url characters. */
export const SESSION_KEY_BYTES = 24;

/** base64url without padding, the alphabet session keys use. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh session key for sign-in through the bot (matches SESSION_KEY_PATTERN). */
export function createSessionKey(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return toBase64Url(random(new Uint8Array(SESSION_KEY_BYTES)));
}
