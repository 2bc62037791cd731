import { Cell, List, Section, Spinner, Switch } from '@telegram-apps/telegram-ui';
import { NOTIFICATION_TOGGLES, type NotificationToggle, REMINDER_TIME_SETTINGS, formatTimeZone, normalizeReminderTime } from '@tracker/shared/domain';
import { notificationSettingsTexts, notificationsUiTexts } from '@tracker/shared/texts';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { browserTimeZone } from '../../../lib/today.ts';
import { useNotificationSettings } from '../hooks/use-notification-settings.ts';
import { usePush } from '../hooks/use-push.ts';
import { permissionLabel } from '../push-permission.ts';
import type { SettingKey, SettingMark } from '../settings-editor.ts';
import '../notifications.css';

/**
 * A setting's control with its short-lived '✓ Сохранено' / '✗ Ошибка' floating under it, so the
 * mark comes and goes without moving the rows. `idle`: every notification is off, so this one has
 * no effect for now: the control is drawn faded (it still takes changes, kept for later).
 */
function Control({ setting, mark, idle, children }: { setting: SettingKey; mark: SettingMark | undefined; idle: boolean; children: ReactNode }) {
  return (
    <span className={`settings-panel__control${idle ? ' settings-panel__control--idle' : ''}`} data-idle={idle}>
      {children}
      {mark && (
        <span className={`settings-mark settings-mark--${mark}`} data-testid={`settings-mark-${setting}`}>
          {mark === 'saved' ? notificationSettingsTexts.saved : notificationSettingsTexts.failed}
        </span>
      )}
    </span>
  );
}

/**
 * A notification type: the whole row toggles its switch. telegram-ui's Switch wraps its input in
 * an empty label of its own, which is the one assistive technology reads, so the row's title names
 * the switch and its description describes it, by id.
 */
function ToggleRow({
  setting,
  mark,
  checked,
  idle,
  onChange,
}: {
  setting: NotificationToggle;
  mark: SettingMark | undefined;
  checked: boolean;
  idle: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  const texts = notificationsUiTexts.toggles[setting];
  return (
    <Cell
      Component="label"
      multiline
      description={<span id={`${id}-description`}>{texts.description}</span>}
      after={
        <Control setting={setting} mark={mark} idle={idle}>
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.currentTarget.checked)}
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-description`}
            data-testid={`setting-${setting}`}
          />
        </Control>
      }
    >
      <span id={`${id}-title`}>{texts.title}</span>
    </Cell>
  );
}

function SettingsContent() {
  const { state, change } = useNotificationSettings();
  const push = usePush();
  if (!state || !change || state.status === 'loading') {
    return (
      <div className="settings-panel__loading" role="status" aria-label={notificationsUiTexts.loading}>
        <Spinner size="m" />
      </div>
    );
  }
  const { settings, marks, banner } = state;
  const permission = permissionLabel(push.permission);
  const zone = browserTimeZone();
  /** The master switch is off: nothing else arrives until it is on again. */
  const allOff = !settings.notifications_enabled;
  return (
    <List className="settings-panel__body" data-testid="notification-settings" data-source={state.source}>
      <div className="settings-panel__banner-slot">
        {banner && (
          <div className="settings-panel__banner">
            <Notice type={banner.type} testId="settings-banner">
              {banner.text}
            </Notice>
          </div>
        )}
      </div>
      {state.source === 'local' && <Notice type="info">{notificationsUiTexts.loadFailed}</Notice>}
      <Section header={<SectionHeading>{notificationsUiTexts.typesHeader}</SectionHeading>}>
        {NOTIFICATION_TOGGLES.map((key: NotificationToggle) => (
          <ToggleRow
            key={key}
            setting={key}
            mark={marks[key]}
            checked={settings[key]}
            idle={allOff && key !== 'notifications_enabled'}
            onChange={(on) => {
              change(key, on);
              if (on && key === 'notifications_enabled') push.warnIfBlocked();
            }}
          />
        ))}
      </Section>
      <Section header={<SectionHeading>{notificationsUiTexts.timesHeader}</SectionHeading>} footer={zone ? notificationsUiTexts.timeZone(formatTimeZone(zone)) : undefined}>
        {REMINDER_TIME_SETTINGS.map((key) => (
          <Cell
            key={key}
            Component="label"
            className="settings-panel__time-row"
            after={
              <Control setting={key} mark={marks[key]} idle={allOff}>
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
              </Control>
            }
          >
            {notificationsUiTexts.timesShort[key]}
          </Cell>
        ))}
      </Section>
      {permission && (
        <Section>
          <Cell
            multiline
            description={permission}
            data-testid="push-permission"
            after={
              push.permission === 'default' && (
                <Button size="s" mode="bezeled" loading={push.busy} onClick={() => void push.enable()} data-testid="push-enable">
                  {notificationsUiTexts.pushEnable}
                </Button>
              )
            }
          >
            {notificationsUiTexts.pushTitle}
          </Cell>
          {push.notice && (
            <div className="settings-panel__push-notice">
              <Notice type={push.notice.type} testId="push-notice">
                {push.notice.text}
              </Notice>
            </div>
          )}
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
