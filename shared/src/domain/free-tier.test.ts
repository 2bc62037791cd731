import { describe, expect, it } from 'vitest';
import { LIMIT_TEXTS, freeLimitLine, freeLimitLines, freeTierDay, isLimitType, localLimitMessage } from './free-tier.ts';

describe('limit types', () => {
  it('are goals, habits and notes', () => {
    expect(isLimitType('notes')).toBe(true);
    expect(isLimitType('coins')).toBe(false);
    expect(isLimitType(null)).toBe(false);
  });
});

describe('free limit lines', () => {
  it('lists the free limits with Russian plurals, notes per day (core.md 8)', () => {
    expect(freeLimitLines()).toEqual(['3 цели', '3 привычки', '3 заметки в день']);
    expect(freeLimitLine('notes')).toBe('3 заметки в день');
  });

  it("words the local limit modal as the spec does: 'Вы можете создать максимум 3 цели'", () => {
    expect(localLimitMessage('goals')).toBe('Вы можете создать максимум 3 цели');
    expect(localLimitMessage('habits')).toBe('Вы можете создать максимум 3 привычки');
    expect(localLimitMessage('notes')).toContain('максимум 3 заметки в день');
  });
});

describe('the 403 texts', () => {
  it('name the limit and the free version (core.md 6)', () => {
    expect(LIMIT_TEXTS).toEqual({
      goals: { error: 'Достигнут лимит целей', message: 'Вы можете создать максимум 3 цели в бесплатной версии' },
      habits: { error: 'Достигнут лимит привычек', message: 'Вы можете создать максимум 3 привычки в бесплатной версии' },
      notes: { error: 'Достигнут лимит заметок', message: 'Вы можете создать максимум 3 заметки в день в бесплатной версии' },
    });
  });
});

describe('freeTierDay', () => {
  it("is the earlier of the device's day and the zone's", () => {
    expect(freeTierDay('2026-12-25', '2026-11-25')).toBe('2026-11-25');
    expect(freeTierDay('2026-11-24', '2026-11-25')).toBe('2026-11-24');
    expect(freeTierDay('2026-11-25', '2026-11-25')).toBe('2026-11-25');
  });
});
