import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../domain/notifications.ts';
import { notificationListTexts, notificationTypeLabels } from './notifications.ts';

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
});
