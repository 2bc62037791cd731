import type { MoodDay, Note, NoteRequest, NotesListResponse } from '@tracker/shared/contract';
import { FREE_LIMITS, FREE_NOTES_IN_24_HOURS_MAX, MOOD_PAGE_SIZE, type Mood, addDays, dayMoodAggregate, type DeviceClock, NO_DEVICE_CLOCK, serverWindowStart } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { lockUser } from '../db/lock-user.ts';
import { pagedRows } from '../db/paged.ts';
import { DomainError } from '../domain-error.ts';
import { rewardNoteWritten } from './earnings.ts';
import { assertWithinFreeLimit } from './free-tier.ts';
import { rewardContextOf } from './rewards.ts';
import { usableStickerId } from './stickers.ts';
import { type UserDay, userDayOf } from './user-day.ts';

/** A user's notes, optionally within user days [from, to]. */
function notesOf(db: Db, userId: number, range: { from?: string | undefined; to?: string | undefined } = {}) {
  let notes = db.selectFrom('notes').where('notes.user_id', '=', userId);
  if (range.from) notes = notes.where('notes.day', '>=', range.from);
  if (range.to) notes = notes.where('notes.day', '<=', range.to);
  return notes;
}

/** Notes with what their answer shows of their sticker. */
function withStickers(notes: ReturnType<typeof notesOf>) {
  return notes
    .leftJoin('stickers', 'stickers.id', 'notes.sticker_id')
    .select([
      'notes.id',
      'notes.title',
      'notes.text',
      'notes.mood',
      'notes.day',
      'notes.created_at',
      'stickers.id as sticker_id',
      'stickers.image as sticker_image',
      'stickers.position as sticker_position',
      'stickers.alias as sticker_alias',
    ]);
}

function noteQuery(db: Db, userId: number) {
  return withStickers(notesOf(db, userId));
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof noteQuery>['executeTakeFirstOrThrow']>>;

function toNote(r: NoteRow): Note {
  const sticker =
    r.sticker_id !== null
      ? { id: r.sticker_id, image: r.sticker_image!, order: r.sticker_position!, alias: r.sticker_alias! }
      : null;
  return {
    id: r.id,
    title: r.title,
    text: r.text,
    mood: r.mood,
    sticker,
    sticker_image_url: sticker?.image ?? null,
    created_at: r.created_at,
    date: r.day,
    is_public: false,
  };
}

async function noteById(db: Db, userId: number, noteId: number): Promise<Note> {
  const row = await noteQuery(db, userId).where('notes.id', '=', noteId).executeTakeFirst();
  if (!row) throw new DomainError('NOTE_NOT_FOUND');
  return toNote(row);
}

/** Notes newest first (by when written, then id), optionally within user days [from, to] and paged (MOOD_PAGE_SIZE when only page is given). */
export async function listNotes(
  db: Db,
  userId: number,
  query: { from?: string | undefined; to?: string | undefined; page?: number | undefined; page_size?: number | undefined },
): Promise<NotesListResponse> {
  const notes = notesOf(db, userId, query);
  const ordered = withStickers(notes).orderBy('notes.created_at', 'desc').orderBy('notes.id', 'desc');
  if (query.page === undefined && query.page_size === undefined) {
    const notes = (await ordered.execute()).map(toNote);
    return { success: true, notes, total_count: notes.length, has_more: false };
  }
  // Counted without the sticker join: it never changes how many notes there are (5,000 notes: 924 -> 210 µs).
  const { rows, total, hasMore } = await pagedRows(ordered, query.page ?? 1, query.page_size ?? MOOD_PAGE_SIZE, notes);
  return { success: true, notes: rows.map(toNote), total_count: total, has_more: hasMore };
}

/** Writes a note on the user's today; a free user writes at most 3 a day. is_public is always false. */
export async function createNote(db: Db, userId: number, input: NoteRequest, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<Note> {
  const day = await userDayOf(db, userId, now, device);
  const stickerId = await usableStickerId(db, userId, input);
  const id = await db.transaction().execute((trx) => insertNote(trx, userId, input, stickerId, day));
  return noteById(db, userId, id);
}

/**
 * The write of `createNote` inside the caller's transaction `trx` (for callers that claim something
 * in the same transaction): the free tier's count, the note (written at the user's instant), its
 * reward. Answers the note's id.
 */
export async function insertNote(trx: Db, userId: number, input: NoteRequest, stickerId: number | null, day: UserDay): Promise<number> {
  await lockUser(trx, userId);
  if (!day.isSubscribed) {
    const countWhere = async (column: 'day' | 'received_at', op: '=' | '>=', value: string) => {
      const row = await trx.selectFrom('notes').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).where(column, op, value).executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const today = await countWhere('day', '=', day.today);
    const lately = await countWhere('received_at', '>=', serverWindowStart(day.serverNow));
    // Two days' notes in the server's last 24 hours: the day's limit is used up, whatever day the device says.
    assertWithinFreeLimit('notes', lately >= FREE_NOTES_IN_24_HOURS_MAX ? Math.max(today, FREE_LIMITS.notes) : today, false);
  }
  const row = await trx
    .insertInto('notes')
    .values({
      user_id: userId,
      title: input.title ?? null,
      text: input.text ?? null,
      mood: input.mood,
      sticker_id: stickerId,
      day: day.today,
      created_at: day.instant.toISOString(),
      updated_at: day.instant.toISOString(),
      received_at: day.serverNow.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await rewardNoteWritten(trx, rewardContextOf(userId, day), row.id);
  return row.id;
}

export async function updateNote(db: Db, userId: number, noteId: number, input: NoteRequest, now: Date): Promise<Note> {
  const stickerId = await usableStickerId(db, userId, input);
  const updated = await db
    .updateTable('notes')
    .set({ title: input.title ?? null, text: input.text ?? null, mood: input.mood, sticker_id: stickerId, updated_at: now.toISOString() })
    .where('id', '=', noteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new DomainError('NOTE_NOT_FOUND');
  return noteById(db, userId, noteId);
}

export async function deleteNote(db: Db, userId: number, noteId: number): Promise<void> {
  const deleted = await db.deleteFrom('notes').where('id', '=', noteId).where('user_id', '=', userId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new DomainError('NOTE_NOT_FOUND');
}

/** The day aggregates of one month ("2026-11"): only days with notes, read by the (user_id, day) index. */
export async function moodCalendar(db: Db, userId: number, month: string): Promise<MoodDay[]> {
  const first = `${month}-01`;
  const rows = await db
    .selectFrom('notes')
    .select(['day', 'mood'])
    .where('user_id', '=', userId)
    .where('day', '>=', first)
    .where('day', '<', addDays(first, 31).slice(0, 7) + '-01')
    .execute();
  const byDay = new Map<string, Mood[]>();
  for (const r of rows) {
    const list = byDay.get(r.day) ?? [];
    list.push(r.mood as Mood);
    byDay.set(r.day, list);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, moods]) => {
      const a = dayMoodAggregate(moods)!;
      return { date, dominant_mood: a.dominant, count: a.count, mood_counts: a.moodCounts, tied_moods: a.tiedMoods, combined_mood: a.combined };
    });
}
