import { z } from 'zod';
import { isBlankText } from '../domain/blank-text.ts';
import { NOTE_TEXT_MAX, NOTE_TITLE_MAX } from '../domain/mood.ts';
import { QUERY_PAGE_SIZE_MAX } from '../domain/page-buttons.ts';
import { dayKeySchema, emptyAsAbsent, pageParamSchema, pageSizeParamSchema, positiveIdSchema, wholeNumberSchema } from './common.ts';

const trimmedOrNull = (max: number, field: string) =>
  z
    .string({ error: `${field} должен быть строкой` })
    .max(max, { error: `${field}: не больше ${max} символов` })
    .nullish()
    .transform((v) => (v && !isBlankText(v) ? v.trim() : null));

/** POST /api/notes/ and PUT /api/notes/{id}/ (core.md 5 "Note"). */
export const noteRequestSchema = z.object({
  title: trimmedOrNull(NOTE_TITLE_MAX, 'Заголовок'),
  text: trimmedOrNull(NOTE_TEXT_MAX, 'Текст'),
  mood: wholeNumberSchema(1, 5, 'Выберите настроение от 1 до 5'),
  /** null, "" or missing: no sticker. */
  sticker_id: emptyAsAbsent(positiveIdSchema('Некорректный стикер').optional()),
  sticker_alias: z.string({ error: 'Некорректный стикер' }).max(64).nullish(),
  /** Always stored false (issue #4); accepted so clients may send it. */
  is_public: z.unknown().optional(),
});
export type NoteRequest = z.infer<typeof noteRequestSchema>;

export const stickerSchema = z.object({ id: z.number().int(), image: z.string(), order: z.number().int(), alias: z.string() });
export type Sticker = z.infer<typeof stickerSchema>;

export const noteSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  mood: z.number().int(),
  sticker: stickerSchema.nullable(),
  sticker_image_url: z.string().nullable(),
  created_at: z.string(),
  /** The user's calendar day of the note: our addition to core.md 3, always sent; the app reads it through noteDay. */
  date: z.string(),
  is_public: z.literal(false),
});
export type Note = z.infer<typeof noteSchema>;

const dayParam = dayKeySchema.optional();

/** GET /api/notes/list/?from=&to=&page=&page_size= — all filters optional. */
export const notesListQuerySchema = z.object({
  from: dayParam,
  to: dayParam,
  page: pageParamSchema.optional(),
  page_size: pageSizeParamSchema(QUERY_PAGE_SIZE_MAX).optional(),
});

export const notesListResponseSchema = z.object({
  success: z.literal(true),
  notes: z.array(noteSchema),
  total_count: z.number().int(),
  has_more: z.boolean(),
});
export type NotesListResponse = z.infer<typeof notesListResponseSchema>;

/** GET /api/notes/calendar/?month=YYYY-MM — one month of day aggregates. */
export const moodCalendarQuerySchema = z.object({
  month: z.string({ error: 'Месяц в формате ГГГГ-ММ' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Месяц в формате ГГГГ-ММ' }),
});

export const moodDaySchema = z.object({
  date: z.string(),
  dominant_mood: z.number().int(),
  count: z.number().int(),
  mood_counts: z.record(z.string(), z.number().int()),
  tied_moods: z.array(z.number().int()),
  combined_mood: z.number(),
});
export type MoodDay = z.infer<typeof moodDaySchema>;

export const moodCalendarResponseSchema = z.object({ success: z.literal(true), month: z.string(), days: z.array(moodDaySchema) });

export const createNoteResponseSchema = z.object({ success: z.literal(true), note_id: z.number().int(), note: noteSchema });
export const noteResponseSchema = z.object({ success: z.literal(true), note: noteSchema });
export const stickersResponseSchema = z.object({ success: z.literal(true), stickers: z.array(stickerSchema) });
