import { useEffect, useState, useSyncExternalStore } from 'react';
import { localStore } from '../../../lib/storage.ts';
import { getNotificationSettings } from '../api/get-notification-settings.ts';
import { saveNotificationSettings } from '../api/save-notification-settings.ts';
import { type SettingsEditor, type SettingsEditorState, createSettingsEditor } from '../settings-editor.ts';

const noEditor = {
  getState: (): SettingsEditorState | null => null,
  subscribe: () => () => undefined,
};

/** The settings of the open panel: loaded when it opens, saved on every change. Null until the editor exists. */
export function useNotificationSettings(): { state: SettingsEditorState | null; change: SettingsEditor['change'] | null } {
  const [editor, setEditor] = useState<SettingsEditor | null>(null);
  useEffect(() => {
    const next = createSettingsEditor({ load: getNotificationSettings, save: saveNotificationSettings, store: localStore });
    setEditor(next);
    void next.load();
    return () => next.dispose();
  }, []);
  const source = editor ?? noEditor;
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState);
  return { state, change: editor?.change ?? null };
}
