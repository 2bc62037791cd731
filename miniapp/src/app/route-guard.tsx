import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSignedIn } from '../lib/auth-store.ts';
import { loginStateFor } from '../lib/login-state.ts';
import { normalizePath } from '../lib/route-path.ts';
import { guardRedirect } from './route-access.ts';

/**
 * Applies the spec's route guard. The "/login while signed in -> /" rule is judged when /login is
 * entered, so a fresh sign-in on that page can show its success banner for the spec's delay
 * (1 s, 1.5 s) before the page itself goes to /.
 */
export function RouteGuard({ children, telegram }: { children: ReactNode; telegram: boolean }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const signedIn = useSignedIn();
  const entry = useRef({ path, signedIn });
  if (entry.current.path !== path) entry.current = { path, signedIn };

  const onLogin = normalizePath(path) === '/login';
  // Inside Telegram the login screen is never shown: sign-in is automatic.
  const target = telegram && onLogin ? '/' : guardRedirect(path, search, onLogin ? entry.current.signedIn : signedIn);

  useEffect(() => {
    // The route asked for rides along to /login in the history state (/bell's notice shows there).
    if (target) navigate(target, { replace: true, state: target === '/login' ? loginStateFor(normalizePath(path)) : null });
  }, [navigate, target, path]);

  return target ? null : children;
}
