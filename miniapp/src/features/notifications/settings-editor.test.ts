import { NOTIFICATION_DEFAULTS } from '@tracker/shared/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStore } from '../../lib/storage.ts';
import { createSettingsEditor } from './settings-editor.ts';
import { readLocalSettings, writeLocalSettings } from './settings-local-copy.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const server = { ...NOTIFICATION_DEFAULTS, timezone: 'Europe/Moscow' };

function setup(options: { load?: () => Promise<unknown>; save?: (changes: object) => Promise<unknown> } = {}) {
  const store = createSafeStore(() => null);
  const saved: object[] = [];
  const save = vi.fn(
    options.save ??
      (async (changes: object) => {
        saved.push(changes);
        return { ...server, ...changes };
      }),
  );
  const editor = createSettingsEditor({ load: options.load ?? (async () => server), save, store });
  return { editor, store, save, saved };
}

describe('the notification settings editor', () => {
  it('loads the server settings and keeps a copy on the device', async () => {
    const { editor, store } = setup({ load: async () => ({ ...server, mood_reminder_time: '21:00' }) });
    expect(editor.getState().status).toBe('loading');
    await editor.load();
    expect(editor.getState()).toMatchObject({ status: 'ready', source: 'server', settings: { mood_reminder_time: '21:00' } });
    expect(readLocalSettings(store)?.mood_reminder_time).toBe('21:00');
  });

  it('uses the copy on the device when loading fails, else the defaults', async () => {
    const failing = setup({ load: () => Promise.reject(new Error('offline')) });
    writeLocalSettings(failing.store, { ...NOTIFICATION_DEFAULTS, habit_reminders_enabled: false });
    await failing.editor.load();
    expect(failing.editor.getState()).toMatchObject({ source: 'local', settings: { habit_reminders_enabled: false } });

    const empty = setup({ load: () => Promise.reject(new Error('offline')) });
    await empty.editor.load();
    expect(empty.editor.getState().settings).toEqual(NOTIFICATION_DEFAULTS);
  });

  it("saves a toggle at once, marks it '✓ Сохранено' for 2 s and shows the banner for 3 s", async () => {
    const { editor, saved, store } = setup();
    await editor.load();
    editor.change('mood_reminders_enabled', false);
    expect(editor.getState().settings.mood_reminders_enabled).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([{ mood_reminders_enabled: false }]);
    expect(editor.getState().marks).toEqual({ mood_reminders_enabled: 'saved' });
    expect(editor.getState().banner).toEqual({ type: 'success', text: 'Настройки сохранены' });
    expect(readLocalSettings(store)?.mood_reminders_enabled).toBe(false);
    await vi.advanceTimersByTimeAsync(1999);
    expect(editor.getState().marks.mood_reminders_enabled).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(editor.getState().marks).toEqual({});
    expect(editor.getState().banner).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(editor.getState().banner).toBeNull();
  });

  it("marks a failed save '✗ Ошибка', shows the error banner and keeps the choice on the device", async () => {
    const { editor, store } = setup({ save: () => Promise.reject(new Error('500')) });
    await editor.load();
    editor.change('motivational_messages_enabled', true);
    await vi.advanceTimersByTimeAsync(0);
    expect(editor.getState().marks).toEqual({ motivational_messages_enabled: 'error' });
    expect(editor.getState().banner).toEqual({ type: 'error', text: 'Ошибка при сохранении настроек' });
    expect(editor.getState().settings.motivational_messages_enabled).toBe(true);
    expect(readLocalSettings(store)?.motivational_messages_enabled).toBe(true);
  });

  it('waits for a time picker to settle and sends only the last time', async () => {
    const { editor, saved } = setup();
    await editor.load();
    editor.change('habit_reminder_time', '02:00');
    await vi.advanceTimersByTimeAsync(300);
    editor.change('habit_reminder_time', '07:30');
    expect(editor.getState().settings.habit_reminder_time).toBe('07:30');
    await vi.advanceTimersByTimeAsync(499);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([{ habit_reminder_time: '07:30' }]);
    expect(editor.getState().marks).toEqual({ habit_reminder_time: 'saved' });
  });

  it('sends saves one at a time, in the order of the changes', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const { editor } = setup({
      save: async (changes) => {
        order.push(`start ${Object.keys(changes)[0]}`);
        if (order.length === 1) await new Promise<void>((resolve) => (release = resolve));
        order.push(`end ${Object.keys(changes)[0]}`);
        return { ...server, ...changes };
      },
    });
    await editor.load();
    editor.change('info_notifications_enabled', false);
    editor.change('achievement_notifications_enabled', false);
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start info_notifications_enabled']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start info_notifications_enabled', 'end info_notifications_enabled', 'start achievement_notifications_enabled', 'end achievement_notifications_enabled']);
    expect(editor.getState().settings).toMatchObject({ info_notifications_enabled: false, achievement_notifications_enabled: false });
  });

  it('sends a waiting time change when the panel closes', async () => {
    const { editor, saved } = setup();
    await editor.load();
    editor.change('mood_reminder_time', '21:45');
    editor.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([{ mood_reminder_time: '21:45' }]);
  });

  it('ignores changes before the settings are loaded', () => {
    const { editor, save } = setup();
    editor.change('notifications_enabled', false);
    expect(save).not.toHaveBeenCalled();
    expect(editor.getState().settings.notifications_enabled).toBe(true);
  });
});
