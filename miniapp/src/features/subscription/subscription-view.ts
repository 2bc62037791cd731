import { subscriptionUiTexts } from '@tracker/shared/texts';
import type { SubscriptionState } from './invoice-outcome.ts';

/** What the profile carries about the subscription (core.md 3 "User profile"). */
export interface SubscriptionFields extends SubscriptionState {
  has_subscription: boolean;
  subscription_status: string;
}

/** '23 декабря 2026': the day in the Russian locale, without Intl's trailing 'г.'. */
export function formatRussianDay(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  const options = timeZone ? { timeZone } : {};
  const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', ...options }).format(date);
  const year = new Intl.DateTimeFormat('ru-RU', { year: 'numeric', ...options }).format(date).replace(/\D/g, '');
  return `${dayMonth} ${year}`;
}

/** The server's status word; 'Неактивна' is the spec's default (rewards.md 9), 'Активна' its pair. */
export function statusWord(subscription: SubscriptionFields): string {
  const status = subscription.subscription_status.trim();
  if (status !== '') return status;
  return subscription.is_subscription_active ? 'Активна' : 'Неактивна';
}

/** The card's status line: 'Статус: Активна до 23 декабря 2026', '..., закончилась ...', or just the status. */
export function subscriptionStatusLine(subscription: SubscriptionFields, timeZone?: string): string {
  const status = statusWord(subscription);
  const expires = subscription.subscription_expires_at;
  if (!expires || Number.isNaN(Date.parse(expires))) return subscriptionUiTexts.statusLine(status);
  const day = formatRussianDay(expires, timeZone);
  if (subscription.is_subscription_active) return subscriptionUiTexts.activeUntil(status, day);
  if (subscription.has_subscription) return subscriptionUiTexts.endedOn(status, day);
  return subscriptionUiTexts.statusLine(status);
}
