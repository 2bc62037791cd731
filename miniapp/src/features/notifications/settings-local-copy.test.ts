import { NOTIFICATION_DEFAULTS } from '@tracker/shared/domain';
import { describe, expect, it } from 'vitest';
import { createSafeStore } from '../../lib/storage.ts';
import { NOTIFICATION_SETTINGS_STORAGE_KEY, readLocalSettings, withDefaults, writeLocalSettings } from './settings-local-copy.ts';

describe('withDefaults', () => {
  it('gives the spec defaults for nothing usable', () => {
    for (const value of [null, undefined, 'x', 42, []]) expect(withDefaults(value)).toEqual(NOTIFICATION_DEFAULTS);
  });

  it('keeps valid fields, normalises times and drops the rest', () => {
    expect(
      withDefaults({
        mood_reminders_enabled: false,
        motivational_messages_enabled: true,
        habit_reminder_time: '7:30:00',
        mood_reminder_time: '25:00',
        notifications_enabled: 'no',
        timezone: 'Asia/Vladivostok',
        extra: 1,
      }),
    ).toEqual({ ...NOTIFICATION_DEFAULTS, mood_reminders_enabled: false, motivational_messages_enabled: true, habit_reminder_time: '07:30' });
  });
});

describe('the local copy', () => {
  it('is written and read back, and is absent until written', () => {
    const store = createSafeStore(() => null);
    expect(readLocalSettings(store)).toBeNull();
    writeLocalSettings(store, { ...NOTIFICATION_DEFAULTS, mood_reminder_time: '21:15' });
    expect(readLocalSettings(store)).toEqual({ ...NOTIFICATION_DEFAULTS, mood_reminder_time: '21:15' });
  });

  it('ignores a copy that is not JSON, and fills fields an older copy lacks', () => {
    const store = createSafeStore(() => null);
    store.set(NOTIFICATION_SETTINGS_STORAGE_KEY, '{broken');
    expect(readLocalSettings(store)).toBeNull();
    store.set(NOTIFICATION_SETTINGS_STORAGE_KEY, JSON.stringify({ habit_reminders_enabled: false }));
    expect(readLocalSettings(store)).toEqual({ ...NOTIFICATION_DEFAULTS, habit_reminders_enabled: false });
  });
});
