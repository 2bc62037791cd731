import { Caption, Text, Title } from '@telegram-apps/telegram-ui';
import { Suspense } from 'react';
import { displayName } from '../display-name.ts';
import type { ProfileState } from '../hooks/use-profile.ts';
import { ProfileAvatar, ProfileCardError, ProfileCardSkeleton, StatusBadge } from './profile-card-parts.tsx';
import { retryableLazy } from '../../../lib/retryable-lazy.ts';

const TEST_ID = 'profile-summary';

// Only the error state shows them: their own chunk.
const ProfileDebugAids = retryableLazy(() => import('./profile-debug-aids.tsx'));

/**
 * The profile page's header (rewards.md 2.6): avatar, display name, bio and status; loading; error
 * with retry and, under it, the debug aids (diagnostics, clear data, manual username load).
 */
export function ProfileSummary({ state }: { state: ProfileState }) {
  if (state.status === 'error') {
    return (
      <>
        <ProfileCardError message={state.message} testId={TEST_ID} />
        <Suspense fallback={null}>
          <ProfileDebugAids lastError={state.message} />
        </Suspense>
      </>
    );
  }
  const profile = state.profile;
  if (!profile) return <ProfileCardSkeleton testId={TEST_ID} />;
  return (
    <section className="card profile-card" data-testid={TEST_ID} data-state="loaded">
      <ProfileAvatar photoUrl={profile.photo_url} />
      <div className="profile-card__body">
        <Title level="2" weight="2" Component="h2" className="profile-card__name" data-testid="profile-summary-name">
          {displayName(profile)}
        </Title>
        {profile.bio && <Caption className="profile-card__hint profile-card__bio">{profile.bio}</Caption>}
        <Text className="profile-card__status">
          <StatusBadge status={profile.status} />
        </Text>
      </div>
    </section>
  );
}
