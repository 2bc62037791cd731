import { describe, expect, it } from 'vitest';
import { subscriptionStatusLine } from './subscription-view.ts';

const none = { has_subscription: false, is_subscription_active: false, subscription_status: 'Неактивна', subscription_expires_at: null };
const active = { has_subscription: true, is_subscription_active: true, subscription_status: 'Активна', subscription_expires_at: '2026-12-23T09:00:00.000Z' };

describe('the subscription card texts', () => {
  it('formats the end day in Russian without the year suffix, in the given time zone', () => {
    expect(subscriptionStatusLine(active, 'Europe/Moscow')).toBe('Статус: Активна до 23 декабря 2026');
    expect(subscriptionStatusLine({ ...active, subscription_expires_at: '2026-12-31T22:00:00.000Z' }, 'Asia/Vladivostok')).toBe(
      'Статус: Активна до 1 января 2027',
    );
  });

  it('shows the status with its end date when active, and when it ended', () => {
    expect(subscriptionStatusLine(active, 'Europe/Moscow')).toBe('Статус: Активна до 23 декабря 2026');
    expect(subscriptionStatusLine({ ...active, is_subscription_active: false, subscription_status: 'Неактивна' }, 'Europe/Moscow')).toBe(
      'Статус: Неактивна, закончилась 23 декабря 2026',
    );
    expect(subscriptionStatusLine(none)).toBe('Статус: Неактивна');
  });

  it("shows just the server's status word without a valid end date", () => {
    expect(subscriptionStatusLine({ ...active, subscription_expires_at: 'not a date' })).toBe('Статус: Активна');
  });
});
