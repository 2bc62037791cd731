import type { NotesListResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

export interface NotesQuery {
  /** First user day to include ("2026-11-23"). */
  from?: string;
  /** Last user day to include. */
  to?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/notes/list/ — newest first; a day range and/or one page of it. */
export function getNotes(query: NotesQuery = {}, signal?: AbortSignal): Promise<NotesListResponse> {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('page_size', String(query.pageSize));
  const search = params.toString();
  return api.get<NotesListResponse>(`/api/notes/list/${search ? `?${search}` : ''}`, signal ? { signal } : {});
}
