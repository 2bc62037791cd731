import { MoodScreen } from '../features/notes/components/mood-screen.tsx';
import { displayName } from '../features/profile/display-name.ts';
import { useProfile, useSubscribed } from '../features/profile/hooks/use-profile.ts';

/**
 * /mood: the notes feature's screen, told the user's name and subscription by the profile. The
 * name is null while the profile loads; a profile that failed to load names 'Пользователь'.
 */
export default function MoodPage() {
  const { profile, status } = useProfile();
  const subscribed = useSubscribed();
  const name = profile || status === 'error' ? displayName(profile) : null;
  return <MoodScreen name={name} isSubscribed={subscribed} />;
}
