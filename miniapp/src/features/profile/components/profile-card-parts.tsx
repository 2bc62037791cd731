import { Skeleton, Title } from '@telegram-apps/telegram-ui';
import type { ProfileResponse } from '@tracker/shared/contract';
import { appTexts, profileCardTexts } from '@tracker/shared/texts';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DEFAULT_AVATAR, avatarUrl } from '../display-name.ts';
import { loadProfile } from '../hooks/use-profile.ts';

/**
 * The pieces Home's profile card and the profile page's header share: the error with a retry, the
 * loading skeleton, the avatar and the status badge.
 */

/** A status's picture, else its emoji (also when the picture fails to load). */
export function StatusIcon({ emoji, iconUrl, imageClassName }: { emoji: string; iconUrl: string | null; imageClassName?: string }) {
  const [iconFailed, setIconFailed] = useState(false);
  if (iconUrl && !iconFailed) return <img className={imageClassName} src={iconUrl} alt="" onError={() => setIconFailed(true)} />;
  return emoji ? <span aria-hidden="true">{emoji}</span> : null;
}

/** The status name with its icon (or emoji), as on Home and the profile page. */
export function StatusBadge({ status }: { status: ProfileResponse['status'] }) {
  return (
    <span className="status-badge" data-testid="status-badge">
      <StatusIcon emoji={status.emoji} iconUrl={status.icon_url} imageClassName="status-badge__icon" />
      <span>{status.name}</span>
    </span>
  );
}

function fallBackToDefaultAvatar(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(DEFAULT_AVATAR)) image.src = DEFAULT_AVATAR;
}

/** The user's photo; the default image when there is none or it fails to load (rewards.md 8). */
export function ProfileAvatar({ photoUrl }: { photoUrl: string | null | undefined }) {
  return <img className="profile-card__avatar" src={avatarUrl(photoUrl)} alt={profileCardTexts.avatarAlt} onError={fallBackToDefaultAvatar} />;
}

/**
 * 'Ошибка загрузки профиля: {message}' (core.md 8) as one heading, the message on its own line in
 * the hint colour, and a retry. The whole sentence is one element's text, so it is found as one.
 */
export function ProfileCardError({ message, testId }: { message: string; testId: string }) {
  return (
    <section className="card profile-card profile-card--error" data-testid={testId} data-state="error" role="alert" aria-label={profileCardTexts.loadErrorWith(message)}>
      <div className="profile-card__body">
        <Title level="3" weight="2" Component="h2" className="profile-card__error">
          <span>{profileCardTexts.loadError}</span>
          {profileCardTexts.loadErrorJoin}
          <span className="profile-card__hint profile-card__error-cause">{message}</span>
        </Title>
      </div>
      <Button size="s" mode="bezeled" onClick={() => void loadProfile()}>
        {appTexts.retry}
      </Button>
    </section>
  );
}

/** The card's shape while the profile loads. */
export function ProfileCardSkeleton({ testId }: { testId: string }) {
  return (
    <section className="card profile-card" data-testid={testId} data-state="loading" aria-busy="true">
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
