import { SIGN_IN_TIMING } from '@tracker/shared/domain';
import { errorTexts, loginTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, serverErrorText } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/storage.ts';
import { linkVk, loginWithVk } from '../api/login-vk.ts';
import { completeSignIn } from '../session.ts';
import { type VkApp, type VkReturn, beginVkAttempt, takeVkAttempt, vkRedirectUri } from '../vk-attempt.ts';

/** idle: the button; connecting: its disabled spinner; error: the text, the button back after 1 s. */
export type VkLoginState =
  | { phase: 'idle' }
  | { phase: 'connecting' }
  | { phase: 'success' }
  | { phase: 'error'; message: string; restored: boolean };

/**
 * VK ID sign-in (core.md 4 "Login flows / VK") through VK's authorize page: `start` stores a PKCE
 * attempt and leaves for VK; `resume` takes what VK sent back, has the server exchange the code
 * and signs in, or, when `link`, links that VK account to the signed-in user.
 */
export function useVkLogin(onDone: () => void, { link = false }: { link?: boolean } = {}) {
  const [state, setState] = useState<VkLoginState>({ phase: 'idle' });
  const restoreTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(
    () => () => {
      if (restoreTimer.current) clearTimeout(restoreTimer.current);
    },
    [],
  );

  const restoreLater = useCallback((ms: number, restore: (s: VkLoginState) => VkLoginState) => {
    if (restoreTimer.current) clearTimeout(restoreTimer.current);
    restoreTimer.current = setTimeout(() => setState(restore), ms);
  }, []);

  const fail = useCallback(
    (message: string) => {
      setState({ phase: 'error', message, restored: false });
      restoreLater(SIGN_IN_TIMING.vkRestoreAfterErrorMs, (s) => (s.phase === 'error' ? { ...s, restored: true } : s));
    },
    [restoreLater],
  );

  const start = useCallback(
    async (app: VkApp) => {
      setState({ phase: 'connecting' });
      let url: string;
      try {
        url = await beginVkAttempt(app, vkRedirectUri(window.location.origin, link), sessionStore);
      } catch {
        fail(loginTexts.vkStartFailed);
        return;
      }
      window.location.assign(url);
      // Still here after a while (VK's page did not open): the plain button comes back.
      restoreLater(SIGN_IN_TIMING.vkRestoreMs, (s) => (s.phase === 'connecting' ? { phase: 'idle' } : s));
    },
    [fail, link, restoreLater],
  );

  const resume = useCallback(
    async (back: VkReturn) => {
      setState({ phase: 'connecting' });
      const attempt = takeVkAttempt(back.state, sessionStore);
      if (back.error !== null || back.code === null) {
        fail(loginTexts.vkAuthError);
        return;
      }
      if (!attempt) {
        fail(loginTexts.vkLoginFailed);
        return;
      }
      const data = {
        code: back.code,
        ...(back.device_id ? { device_id: back.device_id } : {}),
        state: attempt.state,
        code_verifier: attempt.code_verifier,
        redirect_uri: attempt.redirect_uri,
      };
      try {
        if (link) await linkVk(data);
        else completeSignIn(await loginWithVk(data), 'vk');
      } catch (error) {
        fail(isApiError(error) ? serverErrorText(error, errorTexts.VK_AUTH_FAILED) : loginTexts.vkSignInCrashed);
        return;
      }
      setState({ phase: 'success' });
      onDoneRef.current();
    },
    [fail, link],
  );

  return { state, start, resume };
}
