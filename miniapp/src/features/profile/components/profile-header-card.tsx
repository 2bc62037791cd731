import { Caption, Text, Title } from '@telegram-apps/telegram-ui';
import { profileCardTexts } from '@tracker/shared/texts';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { Button } from '../../../components/button.tsx';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { DEFAULT_AVATAR, displayName } from '../display-name.ts';
import type { ProfileState } from '../hooks/use-profile.ts';
import { ProfileAvatar, ProfileCardError, ProfileCardSkeleton, StatusBadge } from './profile-card-parts.tsx';

const TEST_ID = 'profile-card';

/** Home header card: avatar, display name, status; skeleton while loading; error with retry. */
export function ProfileHeaderCard({ state, signedIn }: { state: ProfileState; signedIn: boolean }) {
  if (!signedIn) {
    return (
      <section className="card profile-card" data-testid={TEST_ID} data-state="guest">
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

  if (state.status === 'error') return <ProfileCardError message={state.message} testId={TEST_ID} />;
  const profile = state.profile;
  if (!profile) return <ProfileCardSkeleton testId={TEST_ID} />;

  const name = displayName(profile);
  // The link's name starts with the words it shows (name, status), so speech input can say them.
  const label = `${name}, ${profile.status.name}. ${profileCardTexts.openProfile}`;
  return (
    <Link href="/profile" className="card profile-card profile-card--link" data-testid={TEST_ID} data-state="loaded" aria-label={label}>
      <ProfileAvatar photoUrl={profile.photo_url} />
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
