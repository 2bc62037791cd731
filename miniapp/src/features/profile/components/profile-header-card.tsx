import { Button, Caption, Skeleton, Text, Title } from '@telegram-apps/telegram-ui';
import type { ProfileResponse } from '@tracker/shared/contract';
import { appTexts, profileCardTexts } from '@tracker/shared/texts';
import { type SyntheticEvent, useState } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { DEFAULT_AVATAR, avatarUrl, displayName } from '../display-name.ts';
import { type ProfileState, loadProfile } from '../hooks/use-profile.ts';

/** The status name with its icon (or emoji), as on Home and the profile page. */
export function StatusBadge({ status }: { status: ProfileResponse['status'] }) {
  const [iconFailed, setIconFailed] = useState(false);
  return (
    <span className="status-badge" data-testid="status-badge">
      {status.icon_url && !iconFailed ? (
        <img className="status-badge__icon" src={status.icon_url} alt="" onError={() => setIconFailed(true)} />
      ) : (
        status.emoji && <span aria-hidden="true">{status.emoji}</span>
      )}
      <span>{status.name}</span>
    </span>
  );
}

export function fallBackToDefaultAvatar(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(DEFAULT_AVATAR)) image.src = DEFAULT_AVATAR;
}

/** Home header card: avatar, display name, status; skeleton while loading; error with retry. */
export function ProfileHeaderCard({ state, signedIn }: { state: ProfileState; signedIn: boolean }) {
  if (!signedIn) {
    return (
      <section className="card profile-card" data-testid="profile-card" data-state="guest">
        <img className="profile-card__avatar" src={DEFAULT_AVATAR} alt={profileCardTexts.avatarAlt} />
        <div className="profile-card__body">
          <Title level="2" weight="2" Component="h2">
            {profileCardTexts.guest}
          </Title>
          <Caption className="profile-card__hint">{profileCardTexts.notSignedIn}</Caption>
        </div>
        <Button size="s" mode="bezeled" onClick={() => navigate('/login')}>
          {profileCardTexts.loadProfile}
        </Button>
      </section>
    );
  }

  if (state.status === 'error') {
    return (
      <section className="card profile-card profile-card--error" data-testid="profile-card" data-state="error" role="alert">
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
      <section className="card profile-card" data-testid="profile-card" data-state="loading" aria-busy="true">
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

  const name = displayName(profile);
  return (
    <Link href="/profile" className="card profile-card profile-card--link" data-testid="profile-card" data-state="loaded" aria-label={`${name}. ${profileCardTexts.openProfile}`}>
      <img
        className="profile-card__avatar"
        src={avatarUrl(profile.photo_url)}
        alt={profileCardTexts.avatarAlt}
        onError={fallBackToDefaultAvatar}
      />
      <div className="profile-card__body">
        <Title level="2" weight="2" Component="h2" className="profile-card__name" data-testid="profile-name">
          {name}
        </Title>
        <Text className="profile-card__status">
          <StatusBadge status={profile.status} />
        </Text>
      </div>
      <ChevronRightIcon className="profile-card__arrow" />
    </Link>
  );
}
