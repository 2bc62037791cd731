import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_TOGGLES,
  type NotificationPreferences,
  REMINDER_TIME_SETTINGS,
  normalizeReminderTime,
} from '@tracker/shared/domain';
import type { KeyValueStore } from '../../lib/storage.ts';

/** Browser storage key of the local copy (rewards.md 3 leaves the name open). */
export const NOTIFICATION_SETTINGS_STORAGE_KEY = 'notification_settings';

/**
 * The spec's defaults overlaid with whatever valid fields `value` carries (a server answer or a
 * stored copy): toggles must be booleans, times "HH:MM" (normalised); anything else is ignored.
 */
export function withDefaults(value: unknown): NotificationPreferences {
  const result: NotificationPreferences = { ...NOTIFICATION_DEFAULTS };
  if (!value || typeof value !== 'object') return result;
  const record = value as Record<string, unknown>;
  for (const key of NOTIFICATION_TOGGLES) {
    if (typeof record[key] === 'boolean') result[key] = record[key];
  }
  for (const key of REMINDER_TIME_SETTINGS) {
    const time = typeof record[key] === 'string' ? normalizeReminderTime(record[key]) : null;
    if (time) result[key] = time;
  }
  return result;
}

/** The copy kept on this device, or null when there is none (or it is not JSON). */
export function readLocalSettings(store: KeyValueStore): NotificationPreferences | null {
  const raw = store.get(NOTIFICATION_SETTINGS_STORAGE_KEY);
  if (!raw) return null;
  try {
    return withDefaults(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeLocalSettings(store: KeyValueStore, settings: NotificationPreferences): void {
  store.set(NOTIFICATION_SETTINGS_STORAGE_KEY, JSON.stringify(withDefaults(settings)));
}
