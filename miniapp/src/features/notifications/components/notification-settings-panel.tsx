import { Cell, List, Section, Spinner, Switch } from '@telegram-apps/telegram-ui';
import { NOTIFICATION_TOGGLES, type NotificationToggle, normalizeReminderTime } from '@tracker/shared/domain';
import { notificationSettingsTexts, notificationsUiTexts } from '@tracker/shared/texts';
import { Notice } from '../../../components/notice.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { deviceTimeZone } from '../api/save-notification-settings.ts';
import { useNotificationSettings } from '../hooks/use-notification-settings.ts';
import { browserPermission, permissionLabel } from '../push-permission.ts';
import type { SettingKey, SettingMark } from '../settings-editor.ts';
import '../notifications.css';

const TIMES = ['mood_reminder_time', 'habit_reminder_time'] as const;

/** The setting's description, and under it the short-lived '✓ Сохранено' / '✗ Ошибка'. */
function Description({ text, setting, mark }: { text?: string; setting: SettingKey; mark: SettingMark | undefined }) {
  if (!text && !mark) return null;
  return (
    <>
      {text}
      {mark && (
        <span className={`settings-mark settings-mark--${mark}`} data-testid={`settings-mark-${setting}`}>
          {mark === 'saved' ? notificationSettingsTexts.saved : notificationSettingsTexts.failed}
        </span>
      )}
    </>
  );
}

function SettingsContent() {
  const { state, change } = useNotificationSettings();
  if (!state || !change || state.status === 'loading') {
    return (
      <div className="settings-panel__loading" role="status" aria-label={notificationsUiTexts.loading}>
        <Spinner size="m" />
      </div>
    );
  }
  const { settings, marks, banner } = state;
  const permission = permissionLabel(browserPermission());
  const zone = deviceTimeZone();
  return (
    <List className="settings-panel__body" data-testid="notification-settings" data-source={state.source}>
      {banner && (
        <Notice type={banner.type} testId="settings-banner">
          {banner.text}
        </Notice>
      )}
      {state.source === 'local' && <Notice type="info">{notificationsUiTexts.loadFailed}</Notice>}
      <Section header={notificationsUiTexts.typesHeader}>
        {NOTIFICATION_TOGGLES.map((key: NotificationToggle) => (
          <Cell
            key={key}
            Component="label"
            multiline
            description={<Description text={notificationsUiTexts.toggles[key].description} setting={key} mark={marks[key]} />}
            after={
              <span className="settings-panel__control">
                <Switch checked={settings[key]} onChange={(event) => change(key, event.currentTarget.checked)} data-testid={`setting-${key}`} />
              </span>
            }
          >
            {notificationsUiTexts.toggles[key].title}
          </Cell>
        ))}
      </Section>
      <Section
        header={notificationsUiTexts.timesHeader}
        footer={zone ? notificationsUiTexts.timeZone(zone) : undefined}
       
      >
        {TIMES.map((key) => (
          <Cell
            key={key}
            Component="label"
            multiline
            description={<Description setting={key} mark={marks[key]} />}
            after={
              <span className="settings-panel__control">
                <input
                  className="settings-time"
                  type="time"
                  required
                  aria-label={notificationsUiTexts.times[key]}
                  value={settings[key]}
                  data-testid={`setting-${key}`}
                  onChange={(event) => {
                    const time = normalizeReminderTime(event.currentTarget.value);
                    if (time) change(key, time);
                  }}
                />
              </span>
            }
          >
            {notificationsUiTexts.timesShort[key]}
          </Cell>
        ))}
      </Section>
      {permission && (
        <Section>
          <Cell multiline description={permission} data-testid="push-permission">
            {notificationsUiTexts.pushTitle}
          </Cell>
        </Section>
      )}
    </List>
  );
}

/**
 * 'Настройки типов уведомлений' as a bottom sheet (rewards.md 2.5): opened from /bell and from the
 * profile's settings. Its content, and so the load, exists only while it is open.
 */
export function NotificationSettingsPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  if (!open) return null;
  return (
    <SheetDialog
      title={notificationSettingsTexts.title}
      onClose={() => onOpenChange(false)}
      closeLabel={notificationsUiTexts.close}
      className="settings-panel"
      testId="notification-settings-panel"
    >
      <SettingsContent />
    </SheetDialog>
  );
}
