import { NoteModalHost } from '../features/notes/components/note-modal-host.tsx';
import { loadProfile, useProfile } from '../features/profile/hooks/use-profile.ts';

const refreshProfile = () => void loadProfile();

/** The note editor and view popup, mounted once; a new or deleted note refreshes the profile's totals. */
export function NotesHost() {
  const { profile } = useProfile();
  return <NoteModalHost isSubscribed={profile ? profile.is_subscription_active : null} onNotesChanged={refreshProfile} />;
}
