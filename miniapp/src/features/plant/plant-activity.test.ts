import { describe, expect, it } from 'vitest';
import { noteDay } from '@tracker/shared/domain';
import type { Gift, Goal, GoalsResponse, Habit, HabitsResponse, Note, NotesListResponse, UserGift } from '@tracker/shared/contract';
import { displayedPot, latestDay, ownsPlant, plantActivityOf } from './plant-activity.ts';

function owned(id: number, gift_type: Gift['gift_type'], key: string, extra: Partial<UserGift> = {}): UserGift {
  const gift: Gift = {
    id, key, title: `Сокровище ${key}`, description: '', gift_type, rarity: 'common', points_cost: 20, is_available: true,
    user_has_gift: true, is_equipped: false, image: null, icon: '🪴', color: `#00000${id}`, condition_type: 'shop_purchase',
    condition_description: null, animation_type: null, sticker_set: null, stickers: [], sticker_example: null,
  };
  return { id, gift, is_equipped: false, is_favorite: false, received_for: 'x', received_at: '2026-11-23T09:00:00.000Z', ...extra };
}

describe('plant ownership and the pot', () => {
  it('shows the card only to owners of a plant treasure', () => {
    expect(ownsPlant([owned(1, 'plant_accessory', 'pot_clay')])).toBe(false);
    expect(ownsPlant([owned(1, 'plant', 'plant_luck_sprout')])).toBe(true);
  });

  it('shows the newest pot (the list comes newest first), else none', () => {
    const basket = owned(3, 'plant_accessory', 'pot_basket');
    const clay = owned(2, 'plant_accessory', 'pot_clay');
    expect(displayedPot([basket, clay])).toEqual({ key: 'pot_basket', title: basket.gift.title, color: basket.gift.color });
    expect(displayedPot([owned(1, 'plant', 'plant_luck_sprout'), owned(4, 'card', 'card_start')])).toBeNull();
  });
});

describe('the activity the plant sees', () => {
  it('takes the latest of some days', () => {
    expect(latestDay(['2026-11-20', null, '2026-11-22', '2026-10-30'])).toBe('2026-11-22');
    expect(latestDay([null])).toBeNull();
  });

  it('counts completed goals, completed habit days and notes; the newest note gives the mood', () => {
    const goal = (completed_at: string | null) => ({ completed_at }) as Goal;
    const habit = (completed_dates: string[]) => ({ completed_dates, last_completed: completed_dates.at(-1) ?? null }) as Habit;
    const goals = { success: true, active_goals: [goal(null)], completed_goals: [goal('2026-11-20T22:30:00.000Z'), goal('2026-11-10T08:00:00.000Z')] } as GoalsResponse;
    const habits = { success: true, active_habits: [habit(['2026-11-18', '2026-11-19']), habit([])], completed_habits: [habit(['2026-11-01'])] } as HabitsResponse;
    const notes = { success: true, notes: [{ mood: 2, date: '2026-11-19' } as Note], total_count: 12, has_more: true } as NotesListResponse;
    // 22:30 UTC on the 20th is already the 21st in Moscow.
    expect(plantActivityOf(goals, habits, notes, 'Europe/Moscow')).toEqual({
      totals: { goalsCompleted: 2, habitsCompleted: 3, notesWritten: 12 },
      lastActivityDay: '2026-11-21',
      mood: 2,
    });
    const none = { success: true, notes: [], total_count: 0, has_more: false } as NotesListResponse;
    expect(plantActivityOf(goals, habits, none, 'UTC')).toMatchObject({ lastActivityDay: '2026-11-20', mood: null });
  });

  it("takes a note's day from created_at in the zone when the note has only core.md 3's fields (no date)", () => {
    const goals = { success: true, active_goals: [], completed_goals: [] } as unknown as GoalsResponse;
    const habits = { success: true, active_habits: [], completed_habits: [] } as unknown as HabitsResponse;
    // 22:30 UTC on the 21st is already the 22nd in Moscow. getNotes gives such a note its day on the device (noteDay).
    const specOnly = { mood: 3, created_at: '2026-11-21T22:30:00.000Z' };
    const listedIn = (zone: string) => ({ notes: [{ ...specOnly, date: noteDay(specOnly, zone) } as Note], total_count: 1 });
    expect(plantActivityOf(goals, habits, listedIn('Europe/Moscow'), 'Europe/Moscow')).toMatchObject({ lastActivityDay: '2026-11-22', mood: 3 });
    expect(plantActivityOf(goals, habits, listedIn('UTC'), 'UTC')).toMatchObject({ lastActivityDay: '2026-11-21' });
  });
});
