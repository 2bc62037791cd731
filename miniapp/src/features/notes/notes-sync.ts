import type { Note } from '@tracker/shared/contract';
import { NOTES_SYNC_CHANNEL } from '@tracker/shared/domain';

/** A change to the user's notes, heard by every open list in this tab and in the others (core.md 4). */
export type NoteEvent =
  | { type: 'created'; note: Note }
  | { type: 'updated'; note: Note }
  /** `note` is the note as it was, when the sender knew it. */
  | { type: 'deleted'; id: number; note: Note | null };

type Listener = (event: NoteEvent) => void;

/** True when the event changes how many notes the user has (the profile's totals). */
export function changesNoteCount(event: NoteEvent): boolean {
  return event.type !== 'updated';
}

/** The part of BroadcastChannel this module uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

function isNoteLike(value: unknown): value is Note {
  if (!value || typeof value !== 'object') return false;
  const note = value as Partial<Note>;
  return typeof note.id === 'number' && typeof note.mood === 'number' && typeof note.date === 'string';
}

/** True for a well-formed event; anything else on the channel is ignored. */
export function isNoteEvent(value: unknown): value is NoteEvent {
  if (!value || typeof value !== 'object') return false;
  const event = value as { type?: unknown; note?: unknown; id?: unknown };
  if (event.type === 'created' || event.type === 'updated') return isNoteLike(event.note);
  if (event.type === 'deleted') return typeof event.id === 'number' && (event.note === null || isNoteLike(event.note));
  return false;
}

export interface NotesSync {
  /** Tells this tab's lists at once and the other tabs through the channel. */
  publish(event: NoteEvent): void;
  subscribe(listener: Listener): () => void;
}

/** A note event bus: local listeners plus a broadcast channel opened on first use (none where unsupported). */
export function createNotesSync(openChannel: () => ChannelLike | null): NotesSync {
  const listeners = new Set<Listener>();
  let channel: ChannelLike | null | undefined;

  const deliver = (event: NoteEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const ensureChannel = () => {
    if (channel !== undefined) return channel;
    try {
      channel = openChannel();
    } catch {
      channel = null;
    }
    if (channel) {
      channel.onmessage = (message) => {
        if (isNoteEvent(message.data)) deliver(message.data);
      };
    }
    return channel;
  };

  return {
    publish(event) {
      deliver(event);
      try {
        ensureChannel()?.postMessage(event);
      } catch (error) {
        console.warn('notes_sync: could not broadcast', error);
      }
    },
    subscribe(listener) {
      ensureChannel();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const appSync = createNotesSync(() =>
  typeof BroadcastChannel === 'function' ? (new BroadcastChannel(NOTES_SYNC_CHANNEL) as ChannelLike) : null,
);

export const publishNoteEvent = (event: NoteEvent): void => appSync.publish(event);
export const subscribeNoteEvents = (listener: Listener): (() => void) => appSync.subscribe(listener);
