import { Cell } from '@telegram-apps/telegram-ui';
import { accountLinkTexts as texts } from '@tracker/shared/texts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { TelegramIcon, VkIcon } from '../../../components/icons.tsx';
import type { LinkProvider } from '../link-mode.ts';

/** How the account settings name a provider (rows, frame title, toast). */
export const linkProviderName: Readonly<Record<LinkProvider, string>> = { telegram: texts.telegram, vk: texts.vk };

const providerIcon: Readonly<Record<LinkProvider, ReactNode>> = {
  telegram: <TelegramIcon size={28} className="account-settings__icon account-settings__icon--telegram" />,
  vk: <VkIcon size={28} className="account-settings__icon account-settings__icon--vk" />,
};

interface Props {
  provider: LinkProvider;
  /** 'Привязан …' when linked; null shows the link button. */
  linkedText: string | null;
  /** Why linking is not possible here (VK when the server has no VK app); the button is then disabled. */
  unavailable?: string | null;
  onLink: () => void;
}

/** One account of the settings modal: 'Привязан' or a 'Привязать' button (rewards.md 2.6). */
export function ProviderRow({ provider, linkedText, unavailable, onLink }: Props) {
  const linked = linkedText !== null;
  return (
    <Cell
      Component="div"
      multiline
      before={providerIcon[provider]}
      subtitle={
        <span className={linked ? 'account-settings__status account-settings__status--linked' : 'account-settings__status'} data-testid={`account-${provider}-status`}>
          {linked ? linkedText : (unavailable ?? texts.notLinked)}
        </span>
      }
      after={
        linked ? null : (
          <Button
            size="s"
            mode="bezeled"
            disabled={Boolean(unavailable)}
            onClick={onLink}
            // Says which account: the rows' two buttons read the same 'Привязать'.
            aria-label={texts.linkProvider(linkProviderName[provider])}
            data-testid={`account-link-${provider}`}
          >
            {texts.link}
          </Button>
        )
      }
      className="account-settings__row"
      data-testid={`account-${provider}`}
      data-linked={linked}
    >
      {linkProviderName[provider]}
    </Cell>
  );
}
