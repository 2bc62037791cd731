import { Button, Section } from '@telegram-apps/telegram-ui';
import { accountLinkTexts as texts } from '@tracker/shared/texts';
import { useRef, useState } from 'react';
import { TelegramIcon, VkIcon } from '../../../components/icons.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useProviders } from '../../auth/hooks/use-providers.ts';
import type { LinkProvider } from '../../auth/link-result.ts';
import { loadProfile, useProfile } from '../../profile/hooks/use-profile.ts';
import { useLinkResult } from '../hooks/use-link-result.ts';
import { ProviderRow } from './provider-row.tsx';
import './account-settings.css';

const providerName: Record<LinkProvider, string> = { telegram: texts.telegram, vk: texts.vk };

/**
 * The account settings modal (rewards.md 2.6): Telegram and VK, each linked or with a link button.
 * Linking opens `/login?link=<provider>` in a frame inside the modal; its link_result message closes
 * the frame, reloads the profile's auth flags and says so.
 */
export default function AccountSettingsDialog({ onClose }: { onClose: () => void }) {
  const { profile } = useProfile();
  const providers = useProviders();
  const [linking, setLinking] = useState<LinkProvider | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useLinkResult(frame, linking !== null, (provider) => {
    setLinking(null);
    void loadProfile();
    showToast(texts.linkedToast(providerName[provider]), { type: 'success' });
  });

  const auth = profile?.auth ?? { is_telegram_linked: false, is_vk_linked: false };
  const vkUnavailable =
    providers.status === 'ready' && providers.providers.vk_client_id !== null ? null : texts.vkUnavailable;

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
            title={texts.frameTitle(providerName[linking])}
            data-testid="account-link-frame"
          />
          <Button mode="plain" size="m" stretched onClick={() => setLinking(null)} data-testid="account-link-cancel">
            {texts.closeFrame}
          </Button>
        </div>
      ) : (
        <Section header={texts.providersHeader} footer={texts.providersFooter} className="account-settings__section">
          <ProviderRow
            provider="telegram"
            icon={<TelegramIcon size={28} className="account-settings__icon account-settings__icon--telegram" />}
            name={texts.telegram}
            linkedText={auth.is_telegram_linked ? texts.linkedTelegram(profile?.telegram_id ?? null) : null}
            onLink={() => setLinking('telegram')}
          />
          <ProviderRow
            provider="vk"
            icon={<VkIcon size={28} className="account-settings__icon account-settings__icon--vk" />}
            name={texts.vk}
            linkedText={auth.is_vk_linked ? texts.linked : null}
            unavailable={vkUnavailable}
            onLink={() => setLinking('vk')}
          />
        </Section>
      )}
    </SheetDialog>
  );
}
