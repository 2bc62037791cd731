import { Button, Caption } from '@telegram-apps/telegram-ui';
import { loginTexts } from '@tracker/shared/texts';
import { VkIcon } from '../../../components/icons.tsx';

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
        disabled
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
