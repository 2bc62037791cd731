import { describe, expect, it } from 'vitest';
import { isOverNotesLimit, localNotesLimit, notesLimitNotice } from './notes-limit.ts';

describe('notes limit', () => {
  it('has the local texts of the spec', () => {
    const limit = localNotesLimit(3);
    expect(limit.title).toBe('Достигнут лимит заметок');
    expect(limit.description).toContain('максимум 3 заметки в день');
    expect(limit).toMatchObject({ limitType: 'notes', current: 3, max: 3 });
  });

  it('allows 3 notes a day', () => {
    expect(isOverNotesLimit(2)).toBe(false);
    expect(isOverNotesLimit(3)).toBe(true);
  });

  it('shows the notice from 80 percent of the maximum, rounded up, to free users only', () => {
    // 80% of 3 rounds up to 3: only a full day shows it.
    expect(notesLimitNotice(2, false)).toBeNull();
    expect(notesLimitNotice(3, false)).toMatch(/достигли лимита.*получите подписку для неограниченного доступа/);
    expect(notesLimitNotice(3, true)).toBeNull();
    // With a larger maximum the 'осталось' form shows first.
    expect(notesLimitNotice(8, false, 10)).toBe('У вас осталось 2 из 10 заметок на сегодня для бесплатных пользователей');
    expect(notesLimitNotice(7, false, 10)).toBeNull();
  });
});
