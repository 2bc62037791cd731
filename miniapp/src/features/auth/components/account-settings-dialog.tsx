import { Section } from '@telegram-apps/telegram-ui';
import type { AuthLinks } from '@tracker/shared/contract';
import { accountLinkTexts as texts } from '@tracker/shared/texts';
import { useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useLinkResult } from '../hooks/use-link-result.ts';
import type { LinkProvider } from '../link-mode.ts';
import { ProviderRow, linkProviderName } from './provider-row.tsx';
import { useProviders } from '../hooks/use-providers.ts';
import { vkAppOf } from './vk-login-button.tsx';
import './account-settings.css';

interface Props {
  /** Which accounts the profile has linked. */
  auth: AuthLinks;
  telegramId: number | null;
  /** After a link succeeded: reload what shows the linked accounts. */
  onLinked: () => void;
  onClose: () => void;
}

/**
 * The account settings modal (rewards.md 2.6): Telegram and VK, each linked or with a link button.
 * Linking opens `/login?link=<provider>` in a frame inside the modal; its link_result message closes
 * the frame, calls `onLinked` and says so.
 */
export default function AccountSettingsDialog({ auth, telegramId, onLinked, onClose }: Props) {
  const [linking, setLinking] = useState<LinkProvider | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const providers = useProviders();
  const vkAvailable = vkAppOf(providers.status === 'ready' ? providers.providers : null) !== null;

  useLinkResult(frame, linking !== null, (provider) => {
    setLinking(null);
    onLinked();
    showToast(texts.linkedToast(linkProviderName[provider]), { type: 'success' });
  });

  return (
    <SheetDialog
      title={texts.title}
      onClose={onClose}
      testId="account-settings-dialog"
    >
      {linking ? (
        <div className="account-settings__frame-wrap">
          <iframe
            ref={frame}
            className="account-settings__frame"
            src={`/login?link=${linking}`}
            title={texts.frameTitle(linkProviderName[linking])}
            data-testid="account-link-frame"
          />
          <Button mode="plain" size="m" stretched onClick={() => setLinking(null)} data-testid="account-link-cancel">
            {texts.closeFrame}
          </Button>
        </div>
      ) : (
        <Section header={<SectionHeading>{texts.providersHeader}</SectionHeading>} footer={texts.providersFooter} className="account-settings__section">
          <ProviderRow
            provider="telegram"
            linkedText={auth.is_telegram_linked ? texts.linkedTelegram(telegramId) : null}
            onLink={() => setLinking('telegram')}
          />
          <ProviderRow
            provider="vk"
            linkedText={auth.is_vk_linked ? texts.linked : null}
            unavailable={vkAvailable ? null : texts.vkUnavailable}
            onLink={() => setLinking('vk')}
          />
        </Section>
      )}
    </SheetDialog>
  );
}
