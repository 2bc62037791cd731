import { Button, Caption } from '@telegram-apps/telegram-ui';
import { loginTexts } from '@tracker/shared/texts';
import { VkIcon } from '../../../components/icons.tsx';

/**
 * Whether VK ID sign-in works here: not yet (it arrives in a later issue), whatever client id the
 * server names. The one check for both the login's VK button and VK linking in the account settings.
 */
export const vkSignInAvailable = false;

/** VK ID sign-in arrives in a later issue: the button is shown, disabled, with a note. */
export function VkLoginButton() {
  return (
    <div className="login-card vk-login">
      <Button
        size="l"
        stretched
        mode="gray"
        className="vk-login__button"
        before={<VkIcon size={22} />}
        disabled={!vkSignInAvailable}
        aria-describedby="vk-login-note"
      >
        {loginTexts.vkButton}
      </Button>
      <Caption id="vk-login-note" className="vk-login__note">
        {loginTexts.vkUnavailable}
      </Caption>
    </div>
  );
}
