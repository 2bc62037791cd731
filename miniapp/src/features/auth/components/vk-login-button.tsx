import { Caption, Spinner } from '@telegram-apps/telegram-ui';
import type { ProvidersResponse } from '@tracker/shared/contract';
import { accountLinkTexts, loginTexts } from '@tracker/shared/texts';
import { Button } from '../../../components/button.tsx';
import { VkIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import type { VkLoginState } from '../hooks/use-vk-login.ts';
import type { VkApp } from '../vk-attempt.ts';

/**
 * The VK app this server signs in with, or null when VK is not configured (no VK_CLIENT_ID). The
 * one check for both the login's VK button and VK linking in the account settings.
 */
export function vkAppOf(providers: ProvidersResponse | null): VkApp | null {
  if (!providers?.vk_client_id || !providers.vk_authorize_url) return null;
  return { clientId: providers.vk_client_id, authorizeUrl: providers.vk_authorize_url };
}

interface Props {
  /** Null: VK is not configured here; the button is shown disabled with a note. */
  app: VkApp | null;
  /** The sign-in settings failed to load: the note asks to reload instead of 'coming soon'. */
  settingsFailed?: boolean;
  /** The sign-in settings are still on their way: the button waits for them, with no note yet. */
  settingsLoading?: boolean;
  state: VkLoginState;
  onStart: (app: VkApp) => void;
  /** The outcome of a VK sign-in, shown under the button. */
  notice: { type: 'error' | 'success'; text: string } | null;
  disabled?: boolean;
  /** Linking VK to the signed-in user: the label says 'link', not 'sign in'. */
  linking?: boolean;
}

/** 'Войти через ВКонтакте'; while VK is being reached, a disabled 'Подключение к ВКонтакте...' spinner. */
export function VkLoginButton({ app, settingsFailed = false, settingsLoading = false, state, onStart, notice, disabled, linking = false }: Props) {
  const note = app || settingsLoading ? null : settingsFailed ? loginTexts.vkInitFailed : loginTexts.vkUnavailable;
  const connecting = state.phase === 'connecting' || state.phase === 'success' || (state.phase === 'error' && !state.restored);
  return (
    <div className="login-card vk-login" data-testid="vk-login">
      <Button
        size="l"
        stretched
        mode="gray"
        className="vk-login__button"
        before={connecting ? <Spinner size="s" /> : <VkIcon size={22} />}
        disabled={!app || connecting || disabled}
        onClick={() => app && onStart(app)}
        aria-busy={connecting}
        aria-describedby={note ? 'vk-login-note' : undefined}
        data-testid="vk-login-button"
      >
        {connecting ? loginTexts.vkConnecting : linking ? accountLinkTexts.vkLinkButton : loginTexts.vkButton}
      </Button>
      {note && (
        <Caption id="vk-login-note" className="vk-login__note">
          {note}
        </Caption>
      )}
      {notice && <Notice type={notice.type}>{notice.text}</Notice>}
    </div>
  );
}
