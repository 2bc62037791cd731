/** '/target/' -> '/target'; '' -> '/'. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * `/login?link=...`: the login a window of the app embeds in a frame to link an account (rewards.md
 * 2.6). It has no navigation and no onboarding, and it is a plain web page even inside Telegram.
 */
export function isEmbeddedLogin(path: string, search: string): boolean {
  return normalizePath(path) === '/login' && new URLSearchParams(search).has('link');
}
