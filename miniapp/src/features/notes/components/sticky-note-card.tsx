import type { Note } from '@tracker/shared/contract';
import { moodTexts } from '@tracker/shared/texts';
import { openNoteEditor, openNoteOnClick } from '../hooks/note-modals.ts';
import { formatNoteDayTime, noteTitle } from '../note-format.ts';
import { MoodIcon } from './mood-icon.tsx';
import { PencilIcon } from './note-icons.tsx';
import { StickerImage } from './sticker-image.tsx';
import { IconButton } from '../../../components/icon-button.tsx';

/** Home's sticky-note card: sticker, mood, title (or 'Запись {day month}'), text, date and time, edit; a click on it opens the note. */
export function StickyNoteCard({ note, today }: { note: Note; today: string }) {
  const title = noteTitle(note);
  return (
    <li
      className={`sticky-note sticky-note--mood-${note.mood}`}
      data-testid="note-card"
      data-note-id={note.id}
      data-mood={note.mood}
      onClick={openNoteOnClick(note)}
    >
      <div className="sticky-note__top">
        <MoodIcon mood={note.mood} size={26} />
        <StickerImage sticker={note.sticker} url={note.sticker_image_url} size={44} className="sticky-note__sticker" />
      </div>
      <button type="button" className="note-open sticky-note__open two-lines">
        {title}
      </button>
      {note.text && <p className="note-excerpt sticky-note__text">{note.text}</p>}
      <div className="sticky-note__bottom">
        <span className="sticky-note__date">
          {formatNoteDayTime(note, today)}
        </span>
        <IconButton
          className="sticky-note__edit"
          mode="plain"
          size="s"
          aria-label={moodTexts.editNote(title)}
          onClick={() => openNoteEditor({ mode: 'edit', note })}
        >
          <PencilIcon size={18} />
        </IconButton>
      </div>
    </li>
  );
}
