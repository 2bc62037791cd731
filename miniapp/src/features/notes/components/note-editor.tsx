import { Button, Input, Textarea } from '@telegram-apps/telegram-ui';
import { type Mood, NOTE_TEXT_MAX, NOTE_TITLE_MAX } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { useEffect, useState } from 'react';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog.tsx';
import { openLimitModal } from '../../../components/limit-modal-store.ts';
import { Notice } from '../../../components/notice.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { hapticImpact } from '../../../lib/telegram.ts';
import { showToast } from '../../../lib/toast.ts';
import { getNotes } from '../api/get-notes.ts';
import { type EditorRequest, closeNoteEditor } from '../hooks/note-modals.ts';
import { useToday } from '../hooks/use-today.ts';
import { noteTitle } from '../note-format.ts';
import { noteInput } from '../note-input.ts';
import { notesLimitNotice } from '../notes-limit.ts';
import { createNoteChecked, removeNote, saveNoteEdit } from '../save-note.ts';
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

function errorDescription(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverError ? error.serverError : fallback;
}

/**
 * The note editor (core.md 2 "Modals", 5 "Note"): mood (required), title, text with emojis, one
 * sticker; save, delete with confirmation, close. Creating checks the free tier first.
 */
export function NoteEditor({
  request,
  isSubscribed,
  onNotesChanged,
}: {
  request: EditorRequest;
  isSubscribed: boolean | null;
  onNotesChanged?: (() => void) | undefined;
}) {
  const editing = request.mode === 'edit' ? request.note : null;
  const today = useToday();
  const [mood, setMood] = useState<Mood | null>(editing ? (editing.mood as Mood) : request.mode === 'create' ? request.mood : null);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [stickerId, setStickerId] = useState<number | null>(editing?.sticker?.id ?? null);
  const [saving, setSaving] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const todayCount = useTodayCount(!editing && isSubscribed === false, today);
  const notice = todayCount === null ? null : notesLimitNotice(todayCount, false);

  const save = async () => {
    if (mood === null || saving) return;
    setSaving(true);
    setFields({});
    const input = noteInput({ title, text, mood, stickerId });
    try {
      if (editing) {
        await saveNoteEdit(editing.id, input);
      } else {
        const outcome = await createNoteChecked(input, { isSubscribed, today });
        if (outcome.kind === 'limit') {
          // The form closes and the limit modal opens (core.md 8).
          closeNoteEditor();
          openLimitModal(outcome.limit);
          return;
        }
        onNotesChanged?.();
      }
      hapticImpact('light');
      closeNoteEditor();
    } catch (error) {
      if (isApiError(error) && error.fields) setFields(error.fields);
      showToast(moodTexts.errorTitle, { type: 'error', description: errorDescription(error, moodTexts.saveFailed) });
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!editing || deleting) return;
    setDeleting(true);
    try {
      await removeNote(editing);
      onNotesChanged?.();
      closeNoteEditor();
    } catch (error) {
      // Delete failures are logged and the deleting flag cleared (core.md 8).
      console.error('note delete failed', error);
      showToast(moodTexts.errorTitle, { type: 'error', description: moodTexts.deleteFailed });
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
        footer={
          <div className="note-editor__buttons">
            {editing && (
              <Button mode="plain" size="m" className="note-editor__delete" disabled={busy} onClick={() => setConfirming(true)}>
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
          {notice && (
            <Notice type="info" testId="notes-limit-notice">
              {notice}
            </Notice>
          )}

          <fieldset className="note-editor__field note-editor__moods">
            <legend className="note-editor__label">{moodTexts.moodLabel}</legend>
            <MoodPicker label={moodTexts.moodLabel} selected={mood} onPick={setMood} size={42} testId="note-editor-moods" />
            {fields.mood && <span className="field-error">{fields.mood}</span>}
          </fieldset>

          <div className="note-editor__field">
            <Input
              header={moodTexts.titleLabel}
              aria-label={moodTexts.titleLabel}
              className="note-editor__input"
              value={title}
              maxLength={NOTE_TITLE_MAX}
              placeholder={moodTexts.titlePlaceholder}
              status={fields.title ? 'error' : 'default'}
              onChange={(event) => setTitle(event.target.value)}
              autoComplete="off"
            />
            <span className="note-editor__counter" aria-live="off">
              {moodTexts.counter(title.length, NOTE_TITLE_MAX)}
            </span>
            {fields.title && <span className="field-error">{fields.title}</span>}
          </div>

          <div className="note-editor__field">
            <Textarea
              header={moodTexts.textLabel}
              aria-label={moodTexts.textLabel}
              className="note-editor__textarea"
              value={text}
              rows={4}
              maxLength={NOTE_TEXT_MAX}
              placeholder={moodTexts.textPlaceholder}
              status={fields.text ? 'error' : 'default'}
              onChange={(event) => setText(event.target.value)}
            />
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
              <span className="note-editor__counter">{moodTexts.counter(text.length, NOTE_TEXT_MAX)}</span>
            </div>
            {emojiOpen && <EmojiPicker onPick={(emoji) => setText((t) => (t + emoji).slice(0, NOTE_TEXT_MAX))} />}
            {fields.text && <span className="field-error">{fields.text}</span>}
          </div>

          <div className="note-editor__field">
            <span className="note-editor__label">{moodTexts.stickersTitle}</span>
            <StickerPicker selected={stickerId} onChange={setStickerId} />
            <span className="note-editor__counter note-editor__counter--left">{moodTexts.stickersHint}</span>
            {fields.sticker_id && <span className="field-error">{fields.sticker_id}</span>}
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
