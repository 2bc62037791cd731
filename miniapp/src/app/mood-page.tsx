import { MoodScreen } from '../features/notes/components/mood-screen.tsx';
import { displayName } from '../features/profile/display-name.ts';
import { useProfile } from '../features/profile/hooks/use-profile.ts';

/** /mood: the notes feature's screen, told the user's name and subscription by the profile. */
export default function MoodPage() {
  const { profile } = useProfile();
  return <MoodScreen name={profile ? displayName(profile) : null} isSubscribed={profile ? profile.is_subscription_active : null} />;
}
