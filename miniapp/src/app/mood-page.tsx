import { MoodScreen } from '../features/notes/components/mood-screen.tsx';
import { displayName } from '../features/profile/display-name.ts';
import { useProfile, useSubscribed } from '../features/profile/hooks/use-profile.ts';

/** /mood: the notes feature's screen, told the user's name and subscription by the profile. */
export default function MoodPage() {
  const { profile } = useProfile();
  const subscribed = useSubscribed();
  return <MoodScreen name={profile ? displayName(profile) : null} isSubscribed={subscribed} />;
}
