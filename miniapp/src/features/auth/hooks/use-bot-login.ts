import { SIGN_IN_TIMING, createSessionKey } from '@tracker/shared/domain';
import { loginTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/storage.ts';
import { pollUntil } from '../../../lib/poll.ts';
import { openTelegramLink } from '../../../lib/telegram.ts';
import { cancelPendingLogin } from '../api/cancel-pending-login.ts';
import { getPendingStatus } from '../api/get-pending-status.ts';
import { startPendingLogin } from '../api/start-pending-login.ts';
import { signInWith } from '../session.ts';

/** sessionStorage key of the pending sign-in (core.md 2 "Login screen"). */
export const SESSION_KEY_STORAGE = 'session_key';

export type BotLoginState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'waiting'; link: string | null }
  | { phase: 'success' }
  | { phase: 'error'; message: string };

/** https://t.me/<bot>: the bot's chat. */
export function botChatLink(bot: string): string {
  return `https://t.me/${encodeURIComponent(bot)}`;
}

/** https://t.me/<bot>?start=auth_<key> */
export function botDeepLink(bot: string, sessionKey: string): string {
  return `${botChatLink(bot)}?start=auth_${sessionKey}`;
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : loginTexts.loginFailed;
}

/**
 * The text of a status answer that ends the wait: 409 means the bot refused to link (the Telegram
 * account belongs to another user, or the user has another one). Anything else is one failed try.
 */
export function finalPollError(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 ? errorText(error) : null;
}

export interface BotLoginOptions {
  /** Link the bot's Telegram account to the signed-in user instead of signing in (rewards.md 2.6). */
  link?: boolean;
}

/**
 * Browser sign-in through the bot (core.md 4 "Login flows / Messenger"): register a session key,
 * open the bot with `start=auth_<key>`, poll the pending status every 2 s up to 60 times.
 * In link mode the signed-in user stays signed in as they are; a refusal (409) ends the wait with its text.
 */
export function useBotLogin(onSignedIn: () => void, { link = false }: BotLoginOptions = {}) {
  const [state, setState] = useState<BotLoginState>({ phase: 'idle' });
  const polling = useRef<AbortController | null>(null);
  const run = useRef(0);
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;
  const linkRef = useRef(link);
  linkRef.current = link;

  const stop = useCallback(() => {
    run.current += 1;
    polling.current?.abort();
    polling.current = null;
  }, []);

  /**
   * The page stops waiting for the key without a sign-in (cancel, timeout): the server spends it,
   * best effort, so the bot no longer answers 'Готово' to a sign-in no page will finish.
   */
  const abandon = useCallback(() => {
    const key = sessionStore.get(SESSION_KEY_STORAGE);
    sessionStore.remove(SESSION_KEY_STORAGE);
    if (key) cancelPendingLogin(key).catch(() => undefined);
  }, []);

  useEffect(() => stop, [stop]);

  const poll = useCallback((sessionKey: string, runId: number) => {
    const stopped = new AbortController();
    polling.current = stopped;
    let settled = false;
    /** One status check: true once the wait is over (signed in, or refused for good). */
    const check = async (): Promise<boolean> => {
      try {
        const status = await getPendingStatus(sessionKey);
        if (settled || run.current !== runId) return true;
        if (!status.ready) return false;
        settled = true;
        sessionStore.remove(SESSION_KEY_STORAGE);
        // Linking answers the same user's session: the one already stored stays.
        if (!linkRef.current) {
          signInWith({ token: status.token, refreshToken: status.refresh_token, userId: status.user_id, type: 'telegram' });
        }
        setState({ phase: 'success' });
        onSignedInRef.current();
        return true;
      } catch (error) {
        if (settled || run.current !== runId) return true;
        const refusal = finalPollError(error);
        // Any other failed poll counts as a try; the next one may succeed.
        if (refusal === null) return false;
        settled = true;
        sessionStore.remove(SESSION_KEY_STORAGE);
        setState({ phase: 'error', message: refusal });
        return true;
      }
    };
    const { pendingPollIntervalMs: intervalMs, pendingPollMaxTries: tries } = SIGN_IN_TIMING;
    void pollUntil(check, { intervalMs, timeoutMs: intervalMs * tries, signal: stopped.signal }).then((over) => {
      if (over || run.current !== runId) return;
      abandon();
      setState({ phase: 'error', message: loginTexts.timeout });
    });
  }, [abandon]);

  const start = useCallback(
    async (bot: string) => {
      stop();
      abandon();
      const runId = run.current;
      const sessionKey = createSessionKey();
      sessionStore.set(SESSION_KEY_STORAGE, sessionKey);
      setState({ phase: 'starting' });
      try {
        await startPendingLogin(sessionKey, { link: linkRef.current });
      } catch (error) {
        if (run.current === runId) setState({ phase: 'error', message: errorText(error) });
        return;
      }
      if (run.current !== runId) return;
      const link = botDeepLink(bot, sessionKey);
      setState({ phase: 'waiting', link });
      openTelegramLink(link);
      poll(sessionKey, runId);
    },
    [abandon, poll, stop],
  );

  /** Continues polling for a key that came back in the address (`?session_key=`). */
  const resume = useCallback(
    (sessionKey: string, bot: string | null) => {
      stop();
      const runId = run.current;
      sessionStore.set(SESSION_KEY_STORAGE, sessionKey);
      setState({ phase: 'waiting', link: bot ? botDeepLink(bot, sessionKey) : null });
      poll(sessionKey, runId);
    },
    [poll, stop],
  );

  const cancel = useCallback(() => {
    stop();
    abandon();
    setState({ phase: 'idle' });
  }, [abandon, stop]);

  return { state, start, resume, cancel };
}
