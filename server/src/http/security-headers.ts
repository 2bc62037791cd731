import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * Sent with every answer: no type sniffing (an upload is never read as a page or a script), and
 * other sites see only our origin in Referer, never a path with a sign-in key or a token in it.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  // Set before the answer is made, so it is made with them: set after, each one costs a copy of the answer.
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  await next();
};

/** The inline scripts of a page (a `<script>` without `src`): their hashes let exactly them run. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/**
 * The app page's Content-Security-Policy: its own scripts (and its inline ones by hash) plus
 * Telegram's Login Widget, whose iframe comes from oauth.telegram.org and which runs its
 * `data-onauth` callback through eval (hence 'unsafe-eval'; no inline script runs unless hashed); pictures from anywhere over
 * https (Telegram and VK avatars); calls only to its own origin; frames of itself (account linking)
 * and of `vkIdOrigin`, where that linking frame goes to sign in to VK; framed only by itself and by
 * Telegram's web clients, which open the Mini App in a frame.
 */
export function appPagePolicy(html: string, vkIdOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')} 'unsafe-eval' https://telegram.org`.replace(/ {2,}/g, ' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' https://oauth.telegram.org ${vkIdOrigin}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self' https://web.telegram.org https://*.telegram.org",
  ].join('; ');
}
