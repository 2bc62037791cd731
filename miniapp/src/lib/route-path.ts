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

/** The blog's pages are 1200 px wide (rewards.md 2.9), the rest 600: known from the address, so the page never widens after its first frame. */
export function isWidePage(path: string): boolean {
  const normalized = normalizePath(path);
  return normalized === '/blog' || normalized.startsWith('/blog/');
}
