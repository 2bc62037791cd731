import { Placeholder, Skeleton, Text, Title } from '@telegram-apps/telegram-ui';
import { SIGN_IN_TIMING } from '@tracker/shared/domain';
import { accountLinkTexts, loginTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { Button } from '../../../components/button.tsx';
import { LogoMark } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { SignInRequired } from '../../../components/sign-in-required.tsx';
import { isSignedIn, subscribeAuth, useSignedIn } from '../../../lib/auth-store.ts';
import { sentToLoginFrom } from '../../../lib/login-state.ts';
import { sessionStore } from '../../../lib/storage.ts';
import { linkTelegramWithWidget } from '../api/link-telegram.ts';
import { type TelegramWidgetUser, loginWithWidget } from '../api/login-telegram.ts';
import { SESSION_KEY_STORAGE, useBotLogin } from '../hooks/use-bot-login.ts';
import { useProviders } from '../hooks/use-providers.ts';
import { useVkLogin } from '../hooks/use-vk-login.ts';
import { completeSignIn, logout, signInWith } from '../session.ts';
import { type LinkProvider, isLinkProvider, linkModeOf } from '../link-mode.ts';
import { postLinkResult } from '../link-result.ts';
import { LocalLoginForm } from './local-login-form.tsx';
import { OrDivider } from './or-divider.tsx';
import { TelegramLoginBlock } from './telegram-login-block.tsx';
import { vkReturnOf } from '../vk-attempt.ts';
import { VkLoginButton, vkAppOf } from './vk-login-button.tsx';

/** Removes the one-time sign-in parameters from the address, keeping `link`. */
function stripReturnParams(link: string | null) {
  const query = link ? `?link=${encodeURIComponent(link)}` : '';
  window.history.replaceState(window.history.state, '', `/login${query}`);
}

type NoticeState = { type: 'error' | 'success'; text: string } | null;

export default function LoginPage() {
  const [entry] = useState(() => ({
    params: new URLSearchParams(window.location.search),
    signedIn: isSignedIn(),
    /** Sent here from /bell by the route guard: /bell's own signed-out notice shows (rewards.md 2.4). */
    fromBell: sentToLoginFrom('/bell', window.history.state),
  }));
  const linkParam = entry.params.get('link');
  const linkMode = linkModeOf(window.location.search);
  const signedIn = useSignedIn();
  /** A signed-in user in `?link=telegram|vk` adds that account to theirs instead of signing in (rewards.md 2.6). */
  const linking = signedIn && isLinkProvider(linkMode);
  const providers = useProviders();
  /** A sign-in that came back in the address (shown at the top). */
  const [banner, setBanner] = useState<NoticeState>(null);
  /** The outcome of the Telegram widget (the bot flow reports through its own state). */
  const [widgetNotice, setWidgetNotice] = useState<NoticeState>(null);
  const [done, setDone] = useState(false);
  /** Another tab of this browser signed in while this page was open (a storage event: never this tab's own sign-in). */
  const [signedInElsewhere, setSignedInElsewhere] = useState(false);
  useEffect(
    () =>
      subscribeAuth((event) => {
        if (event instanceof StorageEvent) setSignedInElsewhere(isSignedIn());
      }),
    [],
  );
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  /** After a sign-in: go to / after the spec's delay, or report to the embedding window. */
  const finishSignIn = useCallback(
    (delayMs: number, provider: LinkProvider | null) => {
      setDone(true);
      if (linkMode && provider) {
        postLinkResult(provider);
        return;
      }
      redirectTimer.current = setTimeout(() => navigate('/', { replace: true }), delayMs);
    },
    [linkMode],
  );

  const bot = useBotLogin(() => finishSignIn(SIGN_IN_TIMING.redirectAfterLoginMs, 'telegram'), { link: linking });
  const telegramBot = providers.status === 'ready' ? providers.providers.telegram_bot : null;
  const vk = useVkLogin(() => finishSignIn(SIGN_IN_TIMING.redirectAfterVkMs, 'vk'), { link: linking });
  const vkApp = vkAppOf(providers.status === 'ready' ? providers.providers : null);

  // Return from a redirect: auth_token + user_id sign in; session_key resumes the bot sign-in;
  // VK ID's code (with device_id and state) finishes a VK sign-in. A reload while waiting for the
  // bot resumes the wait for the key kept in session storage (core.md 2).
  const resumeBot = bot.resume;
  const resumeVk = vk.resume;
  const handledReturn = useRef(false);
  useEffect(() => {
    if (handledReturn.current) return;
    const token = entry.params.get('auth_token');
    const userId = entry.params.get('user_id');
    const sessionKey = entry.params.get('session_key') ?? sessionStore.get(SESSION_KEY_STORAGE);
    const vkReturn = vkReturnOf(entry.params);
    if (vkReturn) {
      handledReturn.current = true;
      stripReturnParams(linkParam);
      void resumeVk(vkReturn);
    } else if (token && userId) {
      handledReturn.current = true;
      signInWith({ token, userId, type: 'telegram' });
      stripReturnParams(linkParam);
      setBanner({ type: 'success', text: loginTexts.success });
      finishSignIn(SIGN_IN_TIMING.redirectAfterUrlReturnMs, 'telegram');
    } else if (sessionKey && providers.status !== 'loading') {
      handledReturn.current = true;
      stripReturnParams(linkParam);
      resumeBot(sessionKey, telegramBot);
    }
  }, [entry, finishSignIn, linkParam, providers.status, resumeBot, resumeVk, telegramBot]);

  const onFormSignedIn = useCallback(
    () => finishSignIn(SIGN_IN_TIMING.redirectAfterLoginMs, null),
    [finishSignIn],
  );

  const successText = linking ? accountLinkTexts.linkDone : loginTexts.success;
  const onWidgetAuth = useCallback(
    (user: TelegramWidgetUser) => {
      setWidgetNotice(null);
      const signInOrLink = linking
        ? linkTelegramWithWidget(user)
        : loginWithWidget(user).then((answer) => completeSignIn(answer, 'telegram'));
      signInOrLink.then(
        () => {
          setWidgetNotice({ type: 'success', text: successText });
          finishSignIn(SIGN_IN_TIMING.redirectAfterLoginMs, 'telegram');
        },
        (error: unknown) =>
          setWidgetNotice({ type: 'error', text: error instanceof Error ? error.message : loginTexts.loginFailed }),
      );
    },
    [finishSignIn, linking, successText],
  );

  const vkNotice: NoticeState =
    vk.state.phase === 'error'
      ? { type: 'error', text: vk.state.message }
      : vk.state.phase === 'success'
        ? { type: 'success', text: linking ? accountLinkTexts.vkLinkDone : loginTexts.success }
        : null;

  const alreadySignedIn = signedIn && (entry.signedIn || signedInElsewhere) && !done && !linking;
  const showTelegram = linkMode !== 'vk';
  const showLocal = !isLinkProvider(linkMode);
  const showVk = linkMode !== 'telegram';
  const telegramNotice: NoticeState =
    bot.state.phase === 'error'
      ? { type: 'error', text: bot.state.message }
      : bot.state.phase === 'success'
        ? { type: 'success', text: successText }
        : widgetNotice;

  return (
    <div className="page login-page" data-testid="login-page">
      <header className="login-hero">
        {!linking && <LogoMark size={56} className="login-hero__logo" />}
        <Title level="1" weight="1" Component="h1" className="login-hero__title">
          {linking ? (linkMode === 'vk' ? accountLinkTexts.vkLinkTitle : accountLinkTexts.linkTitle) : loginTexts.welcome}
        </Title>
        {(!linking || linkMode === 'telegram') && (
          <Text className="login-hero__subtitle">{linking ? accountLinkTexts.linkSubtitle : loginTexts.subtitle}</Text>
        )}
      </header>

      {entry.fromBell && !signedIn && <SignInRequired />}
      {banner && <Notice type={banner.type}>{banner.text}</Notice>}

      {alreadySignedIn ? (
        <div className="login-card">
          <Placeholder
            header={loginTexts.alreadySignedIn}
            action={
              <Button size="l" mode="bezeled" stretched onClick={() => void logout()}>
                {loginTexts.logout}
              </Button>
            }
          />
        </div>
      ) : (
        <>
          {showTelegram && providers.status === 'loading' && (
            <Skeleton visible className="login-card login-card--skeleton">
              <div className="login-skeleton-line" />
            </Skeleton>
          )}
          {showTelegram && telegramBot && (
            <TelegramLoginBlock
              bot={telegramBot}
              state={bot.state}
              onStart={() => {
                setWidgetNotice(null);
                void bot.start(telegramBot);
              }}
              onCancel={bot.cancel}
              onWidgetAuth={onWidgetAuth}
              notice={telegramNotice}
              disabled={done}
              linking={linking}
            />
          )}
          {showLocal && (
            <LocalLoginForm
              onSignedIn={onFormSignedIn}
              onSubmitStart={() => {
                setWidgetNotice(null);
                if (bot.state.phase === 'error') bot.cancel();
              }}
              disabled={done}
            />
          )}
          {showVk && (
            <>
              {showLocal && <OrDivider />}
              <VkLoginButton
                app={vkApp}
                settingsFailed={providers.status === 'error'}
                settingsLoading={providers.status === 'loading'}
                state={vk.state}
                onStart={(app) => void vk.start(app)}
                notice={vkNotice}
                disabled={done}
                linking={linking}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
