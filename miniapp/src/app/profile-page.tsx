import { Cell, Section, Title } from '@telegram-apps/telegram-ui';
import { profilePageTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { BellIcon, ChevronRightIcon } from '../components/icons.tsx';
import { AnimationCard } from '../features/gifts/components/animation-card.tsx';
import { EarnedAchievementsCard } from '../features/achievements/components/earned-achievements-card.tsx';
import { NotificationSettingsPanel } from '../features/notifications/components/notification-settings-panel.tsx';
import { CoinsCard } from '../features/profile/components/coins-card.tsx';
import { ProfileSummary } from '../features/profile/components/profile-summary.tsx';
import { StatusCard } from '../features/profile/components/status-card.tsx';
import { loadProfile, useProfile } from '../features/profile/hooks/use-profile.ts';
import { SubscriptionCard } from '../features/subscription/components/subscription-card.tsx';
import { useCoinBalance } from './use-coin-balance.ts';
import './profile-page.css';

/**
 * /profile, for now (rewards.md 2.6): the header, the subscription, activity status and coins cards,
 * the earned achievements and the settings menu with the notification settings. Editing comes later.
 */
export default function ProfilePage() {
  const state = useProfile();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const profile = state.profile;
  const coins = useCoinBalance(profile?.stats.coins ?? null);
  return (
    <section className="page profile-page" data-testid="profile-page">
      <Title level="2" weight="1" Component="h1" className="page-title">
        {profilePageTexts.title}
      </Title>
      <ProfileSummary state={state} />
      {profile && (
        <>
          <SubscriptionCard profile={profile} />
          <StatusCard points={profile.stats.activity_points} />
          <CoinsCard coins={coins ?? profile.stats.coins} />
          <AnimationCard selected={profile.selected_animation} onChanged={() => void loadProfile()} />
          <EarnedAchievementsCard />
        </>
      )}
      <Section header={profilePageTexts.settingsHeader} className="profile-page__settings">
        <Cell
          Component="button"
          type="button"
          className="plain-button profile-page__settings-item"
          before={<BellIcon size={22} className="profile-page__settings-icon" />}
          after={<ChevronRightIcon size={20} className="profile-page__settings-chevron" />}
          onClick={() => setSettingsOpen(true)}
          data-testid="profile-notification-settings"
        >
          {profilePageTexts.notificationSettings}
        </Cell>
      </Section>
      <NotificationSettingsPanel open={settingsOpen} onOpenChange={setSettingsOpen} />
    </section>
  );
}
