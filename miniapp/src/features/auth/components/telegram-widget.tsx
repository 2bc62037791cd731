import { SIGN_IN_TIMING } from '@tracker/shared/domain';
import { useEffect, useRef, useState } from 'react';
import type { TelegramWidgetUser } from '../api/login-telegram.ts';

const WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';
const CALLBACK = '__trackerTelegramWidgetAuth';

declare global {
  interface Window {
    [CALLBACK]?: (user: TelegramWidgetUser) => void;
  }
}

export type WidgetState = 'loading' | 'ready' | 'failed';

/**
 * The Telegram Login Widget. It stays invisible until its iframe has loaded; if that does not
 * happen within 5 s (or the script fails) it gives up and the plain bot button next to it is
 * the way in (core.md 2 "Login screen").
 */
export function TelegramWidget({ bot, onAuth }: { bot: string; onAuth: (user: TelegramWidgetUser) => void }) {
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');
  const onAuthRef = useRef(onAuth);
  onAuthRef.current = onAuth;

  useEffect(() => {
    const container = slot.current;
    if (!container) return;
    setState('loading');
    window[CALLBACK] = (user) => onAuthRef.current(user);

    const script = document.createElement('script');
    script.async = true;
    script.src = WIDGET_SRC;
    script.dataset.telegramLogin = bot;
    script.dataset.size = 'large';
    script.dataset.radius = '12';
    script.dataset.lang = 'ru';
    script.dataset.userpic = 'false';
    script.dataset.requestAccess = 'write';
    script.dataset.onauth = `${CALLBACK}(user)`;
    script.onerror = () => setState('failed');

    const watchIframe = new MutationObserver(() => {
      const iframe = container.querySelector('iframe');
      if (!iframe) return;
      watchIframe.disconnect();
      iframe.addEventListener('load', () => setState((s) => (s === 'loading' ? 'ready' : s)), { once: true });
    });
    watchIframe.observe(container, { childList: true, subtree: true });
    const fallback = setTimeout(
      () => setState((s) => (s === 'loading' ? 'failed' : s)),
      SIGN_IN_TIMING.telegramWidgetFallbackMs,
    );
    container.appendChild(script);

    return () => {
      clearTimeout(fallback);
      watchIframe.disconnect();
      container.replaceChildren();
      delete window[CALLBACK];
    };
  }, [bot]);

  return (
    <div
      ref={slot}
      className={`telegram-widget telegram-widget--${state}`}
      data-testid="telegram-widget"
      data-state={state}
      aria-hidden={state !== 'ready'}
    />
  );
}
