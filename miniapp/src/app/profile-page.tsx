import { Cell, Section, Title } from '@telegram-apps/telegram-ui';
import { AVATAR_ACCEPT } from '@tracker/shared/domain';
import { accountLinkTexts, profileEditTexts, profilePageTexts } from '@tracker/shared/texts';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { BellIcon, ChevronRightIcon, LockIcon, NoteIcon, ProfileIcon } from '../components/icons.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { AnimationCard } from '../features/gifts/components/animation-card.tsx';
import { ProfileGiftsCard } from '../features/gifts/components/profile-gifts-card.tsx';
import { EarnedAchievementsCard } from '../features/achievements/components/earned-achievements-card.tsx';
import { NotificationSettingsPanel } from '../features/notifications/components/notification-settings-panel.tsx';
import { PlantCard } from '../features/plant/components/plant-card.tsx';
import { CoinsCard } from '../features/profile/components/coins-card.tsx';
import { ProfileSummary } from '../features/profile/components/profile-summary.tsx';
import { StatusCard } from '../features/profile/components/status-card.tsx';
import { useAvatarUpload } from '../features/profile/hooks/use-avatar-upload.ts';
import { loadProfile, useProfile } from '../features/profile/hooks/use-profile.ts';
import { SubscriptionCard } from '../features/subscription/components/subscription-card.tsx';
import './profile-page.css';
import { retryableLazy } from '../lib/retryable-lazy.ts';

const EditProfileDialog = retryableLazy(() => import('../features/profile/components/edit-profile-dialog.tsx'));
const AccountSettingsDialog = retryableLazy(() => import('../features/auth/components/account-settings-dialog.tsx'));

/** One entry of the settings menu: icon, label, chevron. */
function SettingsItem({ icon, label, onClick, disabled, testId }: { icon: ReactNode; label: string; onClick: () => void; disabled?: boolean; testId: string }) {
  return (
    <Cell
      Component="button"
      type="button"
      className="plain-button profile-page__settings-item"
      // A label longer than a narrow phone's row takes a second line rather than an ellipsis.
      multiline
      before={icon}
      after={<ChevronRightIcon size={20} className="profile-page__settings-chevron" />}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {label}
    </Cell>
  );
}

/**
 * /profile (rewards.md 2.6): the header, the subscription, activity status and coins cards, the
 * animation card, the gifts block, the earned achievements and the settings menu: update avatar, edit profile, account settings, notification settings.
 */
export default function ProfilePage() {
  const state = useProfile();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const profile = state.profile;
  const avatar = useAvatarUpload(profile?.id ?? null);
  const filePicker = useRef<HTMLInputElement>(null);
  return (
    <section className="page profile-page" data-testid="profile-page">
      <Title level="2" weight="1" Component="h1" className="page-title">
        {profilePageTexts.title}
      </Title>
      <ProfileSummary state={state} />
      {!profile && state.status !== 'error' && (
        // The subscription and status cards' room while the profile loads: the page does not jump.
        <>
          <div className="card profile-page__card-placeholder profile-page__card-placeholder--subscription" aria-hidden="true" />
          <div className="card profile-page__card-placeholder profile-page__card-placeholder--status" aria-hidden="true" />
        </>
      )}
      {profile && (
        <>
          <SubscriptionCard profile={profile} />
          <StatusCard points={profile.stats.activity_points} />
          <CoinsCard coins={profile.stats.coins} />
          <AnimationCard selected={profile.selected_animation} onChanged={() => void loadProfile()} />
          <ProfileGiftsCard />
          <PlantCard userId={profile.id} activityPoints={profile.stats.activity_points} />
          <EarnedAchievementsCard points={profile.stats.activity_points} />
        </>
      )}
      <Section header={<SectionHeading>{profilePageTexts.settingsHeader}</SectionHeading>} className="card-section">
        {/* Shown from the start, the three that need the profile waiting for it. */}
        <SettingsItem
          icon={<ProfileIcon size={22} className="profile-page__settings-icon" />}
          label={avatar.uploading ? profileEditTexts.uploadingAvatar : profileEditTexts.updateAvatar}
          onClick={() => filePicker.current?.click()}
          disabled={!profile || avatar.uploading}
          testId="profile-update-avatar"
        />
        <SettingsItem
          icon={<NoteIcon size={22} className="profile-page__settings-icon" />}
          label={profileEditTexts.editProfile}
          onClick={() => setEditing(true)}
          disabled={!profile}
          testId="profile-edit"
        />
        <SettingsItem
          icon={<LockIcon size={22} className="profile-page__settings-icon" />}
          label={accountLinkTexts.settingsEntry}
          onClick={() => setAccountOpen(true)}
          disabled={!profile}
          testId="profile-account-settings"
        />
        <SettingsItem
          icon={<BellIcon size={22} className="profile-page__settings-icon" />}
          label={profilePageTexts.notificationSettings}
          onClick={() => setSettingsOpen(true)}
          testId="profile-notification-settings"
        />
      </Section>
      <input
        ref={filePicker}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        data-testid="profile-avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void avatar.upload(file);
        }}
      />
      {editing && profile && (
        <Suspense fallback={null}>
          <EditProfileDialog profile={profile} onClose={() => setEditing(false)} />
        </Suspense>
      )}
      {accountOpen && profile && (
        <Suspense fallback={null}>
          <AccountSettingsDialog
            auth={profile.auth}
            telegramId={profile.telegram_id}
            onLinked={() => void loadProfile()}
            onClose={() => setAccountOpen(false)}
          />
        </Suspense>
      )}
      <NotificationSettingsPanel open={settingsOpen} onOpenChange={setSettingsOpen} />
    </section>
  );
}
