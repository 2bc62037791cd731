import {
  type NotificationPreferences,
  SETTINGS_BANNER_MS,
  SETTINGS_SAVED_MARK_MS,
} from '@tracker/shared/domain';
import { notificationSettingsTexts, notificationsUiTexts } from '@tracker/shared/texts';
import type { KeyValueStore } from '../../lib/storage.ts';
import { readLocalSettings, withDefaults, writeLocalSettings } from './settings-local-copy.ts';

export type SettingKey = keyof NotificationPreferences;
export type SettingMark = 'saved' | 'error';

export interface SettingsEditorState {
  status: 'loading' | 'ready';
  settings: NotificationPreferences;
  /** 'local' when the server could not be read and this device's copy (or the defaults) shows. */
  source: 'server' | 'local';
  /** '✓ Сохранено' / '✗ Ошибка' next to a setting, for 2 s after its save. */
  marks: Partial<Record<SettingKey, SettingMark>>;
  /** The panel's banner, for 3 s after a save. */
  banner: { type: 'success' | 'error'; text: string } | null;
}

export interface SettingsEditorDeps {
  load(): Promise<unknown>;
  /** Saves the changed fields (plus the time zone); answers the saved settings. */
  save(changes: Partial<NotificationPreferences>): Promise<unknown>;
  store: KeyValueStore;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** A time picker's saves wait this long for the user to finish typing. */
  timeDebounceMs?: number;
}

/**
 * The settings panel's logic (rewards.md 2.5, 4.4): load from the server, or fall back to the copy
 * kept on this device; save every change at once (time pickers after a short pause), one save at a
 * time and in order; mark the setting '✓ Сохранено' or '✗ Ошибка' for 2 s and show the banner for
 * 3 s. A failed save keeps the choice on this device.
 */
export function createSettingsEditor(deps: SettingsEditorDeps) {
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const debounceMs = deps.timeDebounceMs ?? 500;

  let state: SettingsEditorState = { status: 'loading', settings: withDefaults(null), source: 'server', marks: {}, banner: null };
  let disposed = false;
  let queue: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const markTimers = new Map<SettingKey, unknown>();
  let bannerTimer: unknown = null;
  const pendingTimes = new Map<SettingKey, { timer: unknown; value: string }>();

  function set(patch: Partial<SettingsEditorState>) {
    if (disposed) return;
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function mark(key: SettingKey, value: SettingMark) {
    if (disposed) return;
    const previous = markTimers.get(key);
    if (previous !== undefined) clearTimer(previous);
    set({ marks: { ...state.marks, [key]: value } });
    markTimers.set(
      key,
      setTimer(() => {
        markTimers.delete(key);
        const { [key]: _gone, ...rest } = state.marks;
        set({ marks: rest });
      }, SETTINGS_SAVED_MARK_MS),
    );
  }

  function banner(type: 'success' | 'error') {
    if (disposed) return;
    if (bannerTimer !== null) clearTimer(bannerTimer);
    set({ banner: { type, text: type === 'success' ? notificationsUiTexts.savedBanner : notificationSettingsTexts.saveError } });
    bannerTimer = setTimer(() => {
      bannerTimer = null;
      set({ banner: null });
    }, SETTINGS_BANNER_MS);
  }

  function save<K extends SettingKey>(key: K, value: NotificationPreferences[K]) {
    queue = queue.then(async () => {
      try {
        const saved = withDefaults(await deps.save({ [key]: value }));
        // Later changes of other settings may be on their way: take only this one's answer.
        if (state.settings[key] === value) set({ settings: { ...state.settings, [key]: saved[key] } });
        writeLocalSettings(deps.store, state.settings);
        mark(key, 'saved');
        banner('success');
      } catch (error) {
        console.warn('notification settings save failed', error);
        mark(key, 'error');
        banner('error');
      }
    });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async load() {
      try {
        const settings = withDefaults(await deps.load());
        writeLocalSettings(deps.store, settings);
        set({ status: 'ready', settings, source: 'server' });
      } catch (error) {
        console.warn('notification settings load failed', error);
        set({ status: 'ready', settings: readLocalSettings(deps.store) ?? withDefaults(null), source: 'local' });
      }
    },

    change<K extends SettingKey>(key: K, value: NotificationPreferences[K]) {
      if (state.status !== 'ready') return;
      set({ settings: { ...state.settings, [key]: value } });
      writeLocalSettings(deps.store, state.settings);
      if (typeof value !== 'string') {
        save(key, value);
        return;
      }
      const pending = pendingTimes.get(key);
      if (pending) clearTimer(pending.timer);
      pendingTimes.set(key, {
        value,
        timer: setTimer(() => {
          pendingTimes.delete(key);
          save(key, value);
        }, debounceMs),
      });
    },

    /** The panel closed: time changes still waiting are sent now; nothing updates any more. */
    dispose() {
      for (const [key, pending] of pendingTimes) {
        clearTimer(pending.timer);
        save(key, pending.value as NotificationPreferences[typeof key]);
      }
      pendingTimes.clear();
      disposed = true;
      for (const timer of markTimers.values()) clearTimer(timer);
      if (bannerTimer !== null) clearTimer(bannerTimer);
      listeners.clear();
    },
  };
}

export type SettingsEditor = ReturnType<typeof createSettingsEditor>;
