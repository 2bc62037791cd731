import { Button, Caption, Skeleton, Text, Title } from '@telegram-apps/telegram-ui';
import { appTexts, profileCardTexts } from '@tracker/shared/texts';
import { avatarUrl, displayName } from '../display-name.ts';
import { type ProfileState, loadProfile } from '../hooks/use-profile.ts';
import { StatusBadge, fallBackToDefaultAvatar } from './profile-header-card.tsx';

/** The profile page's header (rewards.md 2.6): avatar, display name, bio and status; loading; error with retry. */
export function ProfileSummary({ state }: { state: ProfileState }) {
  if (state.status === 'error') {
    return (
      <section className="card profile-card profile-card--error" data-testid="profile-summary" data-state="error" role="alert">
        <div className="profile-card__body">
          <Title level="3" weight="2" Component="h2">
            {profileCardTexts.loadError}
          </Title>
          <Caption className="profile-card__hint">{state.message}</Caption>
        </div>
        <Button size="s" mode="bezeled" onClick={() => void loadProfile()}>
          {appTexts.retry}
        </Button>
      </section>
    );
  }

  const profile = state.profile;
  if (!profile) {
    return (
      <section className="card profile-card" data-testid="profile-summary" data-state="loading" aria-busy="true">
        <Skeleton visible className="profile-card__avatar-skeleton">
          <div className="skeleton-box skeleton-box--avatar" />
        </Skeleton>
        <div className="profile-card__body">
          <Skeleton visible>
            <div className="skeleton-box skeleton-box--title" />
          </Skeleton>
          <Skeleton visible>
            <div className="skeleton-box skeleton-box--badge" />
          </Skeleton>
        </div>
      </section>
    );
  }

  return (
    <section className="card profile-card" data-testid="profile-summary" data-state="loaded">
      <img
        className="profile-card__avatar"
        src={avatarUrl(profile.photo_url)}
        alt={profileCardTexts.avatarAlt}
        onError={fallBackToDefaultAvatar}
      />
      <div className="profile-card__body">
        <Title level="2" weight="2" Component="h2" className="profile-card__name" data-testid="profile-summary-name">
          {displayName(profile)}
        </Title>
        {profile.bio && <Caption className="profile-card__hint">{profile.bio}</Caption>}
        <Text className="profile-card__status">
          <StatusBadge status={profile.status} />
        </Text>
      </div>
    </section>
  );
}
