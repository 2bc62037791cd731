import { Caption, Spinner, Text } from '@telegram-apps/telegram-ui';
import { accountLinkTexts, loginTexts } from '@tracker/shared/texts';
import { Button } from '../../../components/button.tsx';
import { TelegramIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import type { TelegramWidgetUser } from '../api/login-telegram.ts';
import type { BotLoginState } from '../hooks/use-bot-login.ts';
import { TelegramWidget } from './telegram-widget.tsx';

interface Props {
  bot: string;
  state: BotLoginState;
  onStart: () => void;
  onCancel: () => void;
  onWidgetAuth: (user: TelegramWidgetUser) => void;
  /** The outcome of a Telegram sign-in (bot or widget), shown inside this card. */
  notice: { type: 'error' | 'success'; text: string } | null;
  disabled?: boolean;
  /** Linking this Telegram to the signed-in user: the labels say 'link', not 'sign in'. */
  linking?: boolean;
}

/** 'Войти через Telegram' (bot deep link + polling) and the Login Widget when it loads. */
export function TelegramLoginBlock({ bot, state, onStart, onCancel, onWidgetAuth, notice, disabled, linking = false }: Props) {
  const busy = state.phase === 'starting' || state.phase === 'waiting' || state.phase === 'success';
  return (
    <div className="login-card telegram-login" data-testid="telegram-login">
      <Button
        size="l"
        stretched
        className="telegram-login__button"
        before={<TelegramIcon size={22} />}
        onClick={onStart}
        disabled={busy || disabled}
      >
        {linking ? accountLinkTexts.linkButton : loginTexts.telegramButton}
      </Button>
      <TelegramWidget bot={bot} onAuth={onWidgetAuth} />
      {notice && <Notice type={notice.type}>{notice.text}</Notice>}
      {state.phase === 'starting' && (
        <div className="telegram-login__status" role="status">
          <Spinner size="s" />
        </div>
      )}
      {state.phase === 'waiting' && (
        <div className="telegram-login__status" role="status">
          <div className="telegram-login__waiting">
            <Spinner size="s" />
            <Text weight="2">{linking ? accountLinkTexts.linkWaiting : loginTexts.telegramWaiting}</Text>
          </div>
          {state.link && (
            <>
              <Caption className="telegram-login__hint">{linking ? accountLinkTexts.linkWaitingHint : loginTexts.telegramWaitingHint}</Caption>
              <a
                className="telegram-login__link"
                href={state.link}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="telegram-deeplink"
              >
                {loginTexts.telegramOpenLink}
              </a>
            </>
          )}
          <Button mode="plain" size="s" onClick={onCancel}>
            {loginTexts.telegramCancel}
          </Button>
        </div>
      )}
    </div>
  );
}
