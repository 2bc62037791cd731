import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../domain/notifications.ts';
import { notificationListTexts, notificationTypeLabels, reminderNotificationTexts, reminderTexts } from './notifications.ts';

describe('notification texts', () => {
  it("say 'показано последних 10 из N' and the counts", () => {
    expect(notificationListTexts.shownOf(10, 14)).toBe('показано последних 10 из 14');
    expect(notificationListTexts.newCount(3)).toBe('Новые: 3');
    expect(notificationListTexts.readCount(0)).toBe('Прочитанные: 0');
  });

  it('warn of the expiry in Russian hours', () => {
    expect(notificationListTexts.expiresSoon(1)).toBe('⚠️ Истекает через 1 час');
    expect(notificationListTexts.expiresSoon(3)).toBe('⚠️ Истекает через 3 часа');
    expect(notificationListTexts.expiresSoon(23)).toBe('⚠️ Истекает через 23 часа');
    expect(notificationListTexts.expiresSoon(11)).toBe('⚠️ Истекает через 11 часов');
  });

  it('tell an achievement with the rewards above 0', () => {
    expect(notificationListTexts.achievementTitle('Первая цель')).toBe('Новое достижение: Первая цель');
    expect(notificationListTexts.achievementMessage(5, 2)).toBe('Награда: +5 монет, +2 очка статуса');
    expect(notificationListTexts.achievementMessage(0, 1)).toBe('Награда: +1 очко статуса');
    expect(notificationListTexts.achievementMessage(0, 0)).toBe('Поздравляем с новым достижением!');
  });

  it('label every type in Russian', () => {
    for (const type of NOTIFICATION_TYPES) expect(notificationTypeLabels[type]).toMatch(/^[А-ЯЁ][а-яё]+$/);
  });

  it('tell the in-app reminders with the bot reminders\' openings', () => {
    expect(reminderNotificationTexts.moodTitle).toBe('Как ваше настроение сейчас?');
    expect(reminderTexts.moodQuestion.startsWith(reminderNotificationTexts.moodTitle)).toBe(true);
    expect(reminderNotificationTexts.habitTitle).toBe('Привычки на сегодня');
    expect(reminderTexts.habitsHeader.startsWith(reminderNotificationTexts.habitTitle)).toBe(true);
  });

  it('name the habits left in one line: the first 20, titles shortened, then how many more', () => {
    expect(
      reminderNotificationTexts.habitMessage([
        { title: 'Вода', progress: 0, target: 2 },
        { title: 'Зарядка', progress: 1, target: 3 },
      ]),
    ).toBe('Отметьте выполненное: Вода — 0/2, Зарядка — 1/3');
    const many = Array.from({ length: 23 }, (_, i) => ({ title: `${i + 1} ${'длинное название '.repeat(4)}`, progress: 0, target: 1 }));
    const message = reminderNotificationTexts.habitMessage(many);
    expect(message.split(', ')).toHaveLength(20);
    expect(message).toContain('Отметьте выполненное: 1 длинное название длинное название дли… — 0/1, 2 ');
    expect(message.endsWith(', 20 длинное название длинное название дл… — 0/1 и ещё 3 привычки')).toBe(true);
  });
});
