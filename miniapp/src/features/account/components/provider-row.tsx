import { Button, Cell } from '@telegram-apps/telegram-ui';
import { accountLinkTexts as texts } from '@tracker/shared/texts';
import type { ReactNode } from 'react';

interface Props {
  provider: 'telegram' | 'vk';
  icon: ReactNode;
  name: string;
  /** 'Привязан …' when linked; null shows the link button. */
  linkedText: string | null;
  /** Why linking is not possible here (VK without a client id); the button is then disabled. */
  unavailable?: string | null;
  onLink: () => void;
}

/** One account of the settings modal: 'Привязан' or a 'Привязать' button (rewards.md 2.6). */
export function ProviderRow({ provider, icon, name, linkedText, unavailable, onLink }: Props) {
  const linked = linkedText !== null;
  return (
    <Cell
      Component="div"
      multiline
      before={icon}
      subtitle={
        <span className={linked ? 'account-settings__status account-settings__status--linked' : 'account-settings__status'} data-testid={`account-${provider}-status`}>
          {linked ? linkedText : (unavailable ?? texts.notLinked)}
        </span>
      }
      after={
        linked ? null : (
          <Button size="s" mode="bezeled" disabled={Boolean(unavailable)} onClick={onLink} data-testid={`account-link-${provider}`}>
            {texts.link}
          </Button>
        )
      }
      className="account-settings__row"
      data-testid={`account-${provider}`}
      data-linked={linked}
    >
      {name}
    </Cell>
  );
}
