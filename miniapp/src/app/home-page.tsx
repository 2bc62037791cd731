import { HomeMoodSection } from '../features/notes/components/home-mood-section.tsx';
import { HomeNotesSection } from '../features/notes/components/home-notes-section.tsx';
import { ProfileHeaderCard } from '../features/profile/components/profile-header-card.tsx';
import { useProfile, useSubscribed } from '../features/profile/hooks/use-profile.ts';
import { useSignedIn } from '../lib/auth-store.ts';
import { HomeGoalSections } from './home-goal-sections.tsx';
import { HomeLateSections } from './home-late-sections.tsx';

/** Home (core.md 2): the profile card, mood, notes, goals, habits, achievements and recent blog posts. */
export default function HomePage() {
  const profile = useProfile();
  const subscribed = useSubscribed();
  const signedIn = useSignedIn();
  return (
    <div className="page home-page" data-testid="home-page">
      <ProfileHeaderCard state={profile} signedIn={signedIn} />
      {signedIn && <HomeMoodSection />}
      {signedIn && <HomeNotesSection />}
      {signedIn && <HomeGoalSections subscribed={subscribed} />}
      {signedIn && <HomeLateSections />}
    </div>
  );
}
