import type { Note } from '@tracker/shared/contract';
import { moodTexts } from '@tracker/shared/texts';
import { openNoteEditor, openNoteOnClick } from '../hooks/note-modals.ts';
import { noteTitle } from '../note-format.ts';
import { MoodIcon } from './mood-icon.tsx';
import { PencilIcon } from './note-icons.tsx';
import { StickerImage } from './sticker-image.tsx';
import { IconButton } from '../../../components/icon-button.tsx';

/** A note in the Mood screen's lists: a tap anywhere on it opens the view popup, the pencil the editor. */
export function NoteRow({ note, meta }: { note: Note; meta: string }) {
  const title = noteTitle(note);
  return (
    <li className="note-row" data-testid="note-row" data-note-id={note.id} data-mood={note.mood} onClick={openNoteOnClick(note)}>
      <MoodIcon mood={note.mood} size={36} className="note-row__mood" />
      <div className="note-row__body">
        <button type="button" className="note-open note-row__open">
          {title}
        </button>
        {note.text && <p className="note-excerpt note-row__text">{note.text}</p>}
        <span className="note-row__meta">{meta}</span>
      </div>
      <StickerImage sticker={note.sticker} url={note.sticker_image_url} size={44} className="note-row__sticker" />
      <IconButton
        className="note-row__edit"
        mode="plain"
        size="s"
        aria-label={moodTexts.editNote(title)}
        onClick={() => openNoteEditor({ mode: 'edit', note })}
      >
        <PencilIcon />
      </IconButton>
    </li>
  );
}
