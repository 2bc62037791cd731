import type { NotesListResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import { type NoteAnswer, withNoteDay } from '../note-day.ts';

export interface NotesQuery {
  /** First user day to include ("2026-11-23"). */
  from?: string;
  /** Last user day to include. */
  to?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/notes/list/ — newest first; a day range and/or one page of it. Each note gets its day (withNoteDay). */
export async function getNotes(query: NotesQuery = {}, signal?: AbortSignal): Promise<NotesListResponse> {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('page_size', String(query.pageSize));
  const search = params.toString();
  const answer = await api.get<Omit<NotesListResponse, 'notes'> & { notes: NoteAnswer[] }>(
    `/api/notes/list/${search ? `?${search}` : ''}`,
    signal ? { signal } : {},
  );
  return { ...answer, notes: answer.notes.map(withNoteDay) };
}
