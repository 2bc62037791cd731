import { describe, expect, it } from 'vitest';
import { moodFromDetail } from './open-note-event.ts';

describe('moodFromDetail', () => {
  it('reads a mood 1-5 from the event detail', () => {
    expect(moodFromDetail({ mood: 4 })).toBe(4);
    expect(moodFromDetail({ mood: '2' })).toBe(2);
  });

  it('opens without a mood otherwise', () => {
    expect(moodFromDetail(null)).toBeNull();
    expect(moodFromDetail(undefined)).toBeNull();
    expect(moodFromDetail({ mood: 0 })).toBeNull();
    expect(moodFromDetail({ mood: 6 })).toBeNull();
    expect(moodFromDetail({ mood: 2.5 })).toBeNull();
    expect(moodFromDetail(3)).toBeNull();
  });
});
