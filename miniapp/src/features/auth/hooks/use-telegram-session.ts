import { telegramTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSignedIn } from '../../../lib/auth-store.ts';
import { hasSessionForTelegramUser, signInWithInitData } from '../telegram-session.ts';

export type TelegramSessionState =
  | { status: 'off' }
  | { status: 'signing-in' }
  | { status: 'ready' }
  | { status: 'error'; message: string };

/**
 * Inside Telegram the user is signed in automatically from initData; the login screen is never
 * shown. A stored session of the same Telegram user is reused at once, and a session lost later
 * (401 that even re-signing in could not repair) leads back here instead of to /login.
 */
export function useTelegramSession(enabled: boolean) {
  const signedIn = useSignedIn();
  const [state, setState] = useState<TelegramSessionState>(() => {
    if (!enabled) return { status: 'off' };
    return hasSessionForTelegramUser() ? { status: 'ready' } : { status: 'signing-in' };
  });
  const inFlight = useRef(false);

  const signIn = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'signing-in' });
    signInWithInitData().then(
      () => {
        inFlight.current = false;
        setState({ status: 'ready' });
      },
      (error: unknown) => {
        inFlight.current = false;
        setState({
          status: 'error',
          message: error instanceof Error && error.message ? error.message : telegramTexts.signInFailed,
        });
      },
    );
  }, []);

  const lostSession = state.status === 'ready' && !signedIn;
  useEffect(() => {
    if (enabled && (state.status === 'signing-in' || lostSession)) signIn();
  }, [enabled, lostSession, signIn, state.status]);

  // A sign-in that failed for want of a network tries again by itself when the network is back.
  const failed = state.status === 'error';
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', signIn);
    return () => window.removeEventListener('online', signIn);
  }, [failed, signIn]);

  return { state: lostSession ? ({ status: 'signing-in' } as const) : state, retry: signIn };
}
