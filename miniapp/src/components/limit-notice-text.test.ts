import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { limitModalDataOf, localLimitModal } from './limit-modal-store.ts';
import { limitNotice } from './limit-notice-text.ts';

const noticeText = (current: number, subscribed: boolean, max?: number) => limitNotice('notes', current, subscribed, max)?.text ?? null;

describe('notes limit', () => {
  it('has the local texts of the spec', () => {
    const limit = localLimitModal('notes', 3);
    expect(limit?.title).toBe('Достигнут лимит заметок');
    expect(limit?.description).toContain('максимум 3 заметки в день');
    expect(limit).toMatchObject({ limitType: 'notes', current: 3, max: 3 });
  });

  it('allows 3 notes a day', () => {
    expect(localLimitModal('notes', 2)).toBeNull();
    expect(localLimitModal('notes', 3)).not.toBeNull();
  });

  it('shows the notice from 80 percent of the maximum, rounded up, to free users only', () => {
    // 80% of 3 rounds up to 3: only a full day shows it.
    expect(noticeText(2, false)).toBeNull();
    expect(noticeText(3, false)).toMatch(/достигли лимита.*получите подписку для неограниченного доступа/);
    expect(noticeText(3, true)).toBeNull();
    // With a larger maximum the 'осталось' form shows first.
    expect(noticeText(8, false, 10)).toBe('У вас осталось 2 из 10 заметок на сегодня для бесплатных пользователей');
    expect(noticeText(7, false, 10)).toBeNull();
  });
});

describe('goals and habits limit', () => {
  it("words the local modal as the spec: 'Вы можете создать максимум 3 цели'", () => {
    expect(localLimitModal('goals', 3)).toEqual({
      limitType: 'goals',
      title: 'Достигнут лимит целей',
      description: 'Вы можете создать максимум 3 цели',
      current: 3,
      max: 3,
    });
    expect(localLimitModal('habits', 4)?.description).toBe('Вы можете создать максимум 3 привычки');
    expect(localLimitModal('habits', 2)).toBeNull();
  });
});

describe('the server limit', () => {
  const body = {
    success: false,
    code: 'LIMIT_REACHED',
    limit_type: 'goals',
    error: 'Достигнут лимит целей',
    message: 'Вы можете создать максимум 3 цели в бесплатной версии',
    current_count: 3,
    max_count: 3,
  };
  const forbidden = (b: unknown) => new ApiError('Forbidden', 403, 'LIMIT_REACHED', null, null, b);

  it("shows the server's error and message of a 403 limit body", () => {
    expect(limitModalDataOf(forbidden(body))).toEqual({
      limitType: 'goals',
      title: 'Достигнут лимит целей',
      description: 'Вы можете создать максимум 3 цели в бесплатной версии',
      current: 3,
      max: 3,
    });
  });

  it('ignores other errors and bodies that are not a limit', () => {
    expect(limitModalDataOf(forbidden({ ...body, limit_type: 'coins' }))).toBeNull();
    expect(limitModalDataOf(new ApiError('Bad', 400, null, null, null, body))).toBeNull();
    expect(limitModalDataOf(new Error('x'))).toBeNull();
  });
});
