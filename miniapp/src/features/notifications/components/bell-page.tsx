import { Title } from '@telegram-apps/telegram-ui';
import { notificationsUiTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { SettingsIcon } from '../../../components/icons.tsx';
import { SignInRequired } from '../../../components/sign-in-required.tsx';
import { useSignedIn } from '../../../lib/auth-store.ts';
import { NotificationList } from './notification-list.tsx';
import { NotificationSettingsPanel } from './notification-settings-panel.tsx';
import '../notifications.css';

/** /bell (rewards.md 2.4): the title, the settings button and the notifications list. */
export default function BellPage() {
  const signedIn = useSignedIn();
  const [settingsOpen, setSettingsOpen] = useState(false);

  if (!signedIn) {
    return (
      <section className="page bell-page" data-testid="bell-page">
        <SignInRequired />
      </section>
    );
  }

  return (
    <section className="page bell-page" data-testid="bell-page">
      <div className="page-heading">
        <Title level="2" weight="1" Component="h1" className="page-title">
          {notificationsUiTexts.pageTitle}
        </Title>
        <Button
          size="s"
          mode="bezeled"
          className="bell-page__settings"
          before={<SettingsIcon size={18} />}
          onClick={() => setSettingsOpen(true)}
          data-testid="notification-settings-button"
        >
          {notificationsUiTexts.settingsButton}
        </Button>
      </div>
      <NotificationList />
      <NotificationSettingsPanel open={settingsOpen} onOpenChange={setSettingsOpen} />
    </section>
  );
}
