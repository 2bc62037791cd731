import { Text, Title } from '@telegram-apps/telegram-ui';
import type { Note } from '@tracker/shared/contract';
import type { Mood } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { Button } from '../../../components/button.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { closeNoteView, openNoteEditor } from '../hooks/note-modals.ts';
import { formatNoteDateTime, noteTitle } from '../note-format.ts';
import { MoodIcon, moodLabel } from './mood-icon.tsx';
import { StickerImage } from './sticker-image.tsx';

/** 'Просмотр заметки': mood title and description, sticker, title, text, 'Создано: {datetime}'. */
export function NoteView({ note }: { note: Note }) {
  return (
    <SheetDialog
      title={moodTexts.viewTitle}
      onClose={closeNoteView}
      closeLabel={moodTexts.close}
      testId="note-view"
      className="note-view"
      footer={
        <Button mode="bezeled" size="m" stretched onClick={() => openNoteEditor({ mode: 'edit', note })}>
          {moodTexts.edit}
        </Button>
      }
    >
      <div className={`note-view__mood note-view__mood--${note.mood}`} data-mood={note.mood}>
        <MoodIcon mood={note.mood} size={52} decorative />
        <div className="note-view__mood-text">
          <Title level="3" weight="2" Component="h3">
            {moodLabel(note.mood)}
          </Title>
          <Text className="note-view__mood-description">{moodTexts.moodDescriptions[note.mood as Mood]}</Text>
        </div>
      </div>
      <StickerImage sticker={note.sticker} url={note.sticker_image_url} size={112} className="note-view__sticker" />
      <Title level="2" weight="2" Component="h3" className="note-view__title">
        {noteTitle(note)}
      </Title>
      {note.text && <Text className="note-view__text">{note.text}</Text>}
      <p className="note-view__created">{moodTexts.created(formatNoteDateTime(note))}</p>
    </SheetDialog>
  );
}
