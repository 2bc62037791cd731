import { Input, Textarea } from '@telegram-apps/telegram-ui';
import { type Mood, NOTE_TEXT_MAX, NOTE_TITLE_MAX, textLength } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog.tsx';
import { FormFields } from '../../../components/form-fields.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { textFieldProps } from '../../../components/text-field-props.ts';
import { LimitNotice } from '../../../components/subscription-guard.tsx';
import { isApiError, isGone } from '../../../lib/api-client.ts';
import { newCreateSession } from '../../../lib/idempotency.ts';
import { hapticImpact } from '../../../lib/telegram.ts';
import { useClosingConfirmation } from '../../../lib/use-closing-confirmation.ts';
import { getNotes } from '../api/get-notes.ts';
import { type EditorRequest, closeNoteEditor } from '../hooks/note-modals.ts';
import { useToday } from '../../../lib/today.ts';
import { toastDeleteFailed, toastSaveFailed, writeNote } from '../note-actions.ts';
import { noteTitle } from '../note-format.ts';
import { type ChosenSticker, noteInput } from '../note-input.ts';
import { removeNote } from '../save-note.ts';
import { EmojiPicker, SmileIcon } from './emoji-picker.tsx';
import { MoodPicker } from './mood-picker.tsx';
import { StickerPicker } from './sticker-picker.tsx';

/** A free user's notes written today, for the 80 percent notice (null while unknown or subscribed). */
function useTodayCount(enabled: boolean, today: string): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getNotes({ from: today, to: today, page: 1, pageSize: 1 }, controller.signal)
      .then((answer) => setCount(answer.total_count))
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled, today]);
  return count;
}

/** The server's message about one field (400 with the field named). */
function FieldError({ text }: { text: string | undefined }) {
  return text ? <span className="field-error">{text}</span> : null;
}

/**
 * The note editor (core.md 2 "Modals", 5 "Note"): mood (required), title, text with emojis, one
 * sticker; save, delete with confirmation, close. Creating checks the free tier first.
 */
export function NoteEditor({ request, isSubscribed }: { request: EditorRequest; isSubscribed: boolean | null }) {
  const editing = request.mode === 'edit' ? request.note : null;
  const today = useToday();
  // What the editor opened with: the fields start from it, and differing from it is unsaved work.
  const [initial] = useState(() => ({
    mood: (editing ? editing.mood : request.mode === 'create' ? request.mood : null) as Mood | null,
    title: editing?.title ?? '',
    text: editing?.text ?? '',
    sticker: editing?.sticker ? { id: editing.sticker.id, alias: editing.sticker.alias } : null,
  }));
  const [mood, setMood] = useState<Mood | null>(initial.mood);
  // A save sent again after a lost answer makes one note (lib/idempotency.ts).
  const [createSession] = useState(newCreateSession);
  const [title, setTitle] = useState(initial.title);
  const [text, setText] = useState(initial.text);
  const [sticker, setSticker] = useState<ChosenSticker | null>(initial.sticker);
  useClosingConfirmation(mood !== initial.mood || title !== initial.title || text !== initial.text || sticker?.id !== initial.sticker?.id);
  const [saving, setSaving] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const todayCount = useTodayCount(!editing && isSubscribed === false, today);

  const save = async () => {
    if (mood === null || saving) return;
    setSaving(true);
    setFields({});
    const input = noteInput({ title, text, mood, sticker });
    try {
      // At the limit the form closes and the limit modal opens (core.md 8).
      if (!(await writeNote(input, { editing, isSubscribed, today, createSession }, closeNoteEditor))) return;
      hapticImpact('light');
      closeNoteEditor();
    } catch (error) {
      if (isApiError(error) && error.fields) setFields(error.fields);
      toastSaveFailed(error);
      // Deleted on another device meanwhile: nothing is left to edit ('Запись не найдена').
      if (isGone(error)) closeNoteEditor();
      else setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!editing || deleting) return;
    setDeleting(true);
    try {
      await removeNote(editing);
      closeNoteEditor();
    } catch (error) {
      toastDeleteFailed(error);
      setDeleting(false);
      setConfirming(false);
    }
  };

  const busy = saving || deleting;
  return (
    <>
      <SheetDialog
        title={editing ? moodTexts.editTitle : moodTexts.newTitle}
        onClose={closeNoteEditor}
        dismissible={!busy}
        closeLabel={moodTexts.close}
        testId="note-editor"
        className="note-editor"
        fullHeight
        footer={
          <div className="note-editor__buttons">
            {editing && (
              <Button mode="plain" size="m" className="note-danger-text note-editor__delete" disabled={busy} onClick={() => setConfirming(true)}>
                {moodTexts.delete}
              </Button>
            )}
            <Button mode="filled" size="m" stretched disabled={mood === null || busy} onClick={() => void save()} data-testid="note-save">
              {saving ? moodTexts.saving : moodTexts.save}
            </Button>
          </div>
        }
      >
        <form
          className="note-editor__form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <p className="note-editor__hint">{moodTexts.hint}</p>
          {todayCount !== null && <LimitNotice type="notes" current={todayCount} subscribed={false} testId="notes-limit-notice" />}

          <fieldset className="note-editor__field note-editor__moods">
            <legend className="note-editor__label">{moodTexts.moodLabel}</legend>
            <MoodPicker label={moodTexts.moodLabel} selected={mood} onPick={setMood} size={42} testId="note-editor-moods" />
            <FieldError text={fields.mood} />
          </fieldset>

          <div className="note-editor__field">
            <FormFields>
              <Input
                {...textFieldProps(moodTexts.titleLabel, title, NOTE_TITLE_MAX, moodTexts.titlePlaceholder, fields.title, setTitle)}
                className="note-editor__input"
                autoComplete="off"
              />
            </FormFields>
            <span className="note-editor__counter" aria-live="off">
              {moodTexts.counter(textLength(title), NOTE_TITLE_MAX)}
            </span>
            <FieldError text={fields.title} />
          </div>

          <div className="note-editor__field">
            <FormFields>
              <Textarea
                {...textFieldProps(moodTexts.textLabel, text, NOTE_TEXT_MAX, moodTexts.textPlaceholder, fields.text, setText)}
                className="note-editor__textarea"
                rows={4}
              />
            </FormFields>
            <div className="note-editor__text-tools">
              <Button
                type="button"
                mode="plain"
                size="s"
                before={<SmileIcon size={18} />}
                aria-expanded={emojiOpen}
                onClick={() => setEmojiOpen((open) => !open)}
              >
                {moodTexts.emojiToggle}
              </Button>
              <span className="note-editor__counter">{moodTexts.counter(textLength(text), NOTE_TEXT_MAX)}</span>
            </div>
            {emojiOpen && <EmojiPicker onPick={(emoji) => setText((t) => (t + emoji).slice(0, NOTE_TEXT_MAX))} />}
            <FieldError text={fields.text} />
          </div>

          <div className="note-editor__field">
            <span className="note-editor__label">{moodTexts.stickersTitle}</span>
            <StickerPicker selected={sticker?.id ?? null} onChange={setSticker} />
            <span className="note-editor__counter note-editor__counter--left">{moodTexts.stickersHint}</span>
            <FieldError text={fields.sticker_id} />
          </div>
        </form>
      </SheetDialog>
      {confirming && editing && (
        <DeleteConfirmDialog
          title={moodTexts.deleteTitle}
          description={moodTexts.deleteDescription(noteTitle(editing))}
          deleting={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
          texts={moodTexts}
          testId="note-delete-confirm"
        />
      )}
    </>
  );
}
