import { NoteModalHost } from '../features/notes/components/note-modal-host.tsx';
import { refreshProfile, useSubscribed } from '../features/profile/hooks/use-profile.ts';

/** The note editor and view popup, mounted once; a new or deleted note refreshes the profile's totals. */
export function NotesHost() {
  return <NoteModalHost isSubscribed={useSubscribed()} onNotesChanged={refreshProfile} />;
}
