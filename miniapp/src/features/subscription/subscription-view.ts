import { dayKeyFor, formatDayLong } from '@tracker/shared/domain';
import { subscriptionUiTexts } from '@tracker/shared/texts';
import { todayKey } from '../../lib/today.ts';
import type { SubscriptionState } from './invoice-outcome.ts';

/** What the profile carries about the subscription (core.md 3 "User profile"). */
export interface SubscriptionFields extends SubscriptionState {
  has_subscription: boolean;
  subscription_status: string;
}

/** The card's status line: 'Статус: Активна до 23 декабря 2026', '..., закончилась ...', or just the status. */
export function subscriptionStatusLine(subscription: SubscriptionFields, timeZone?: string): string {
  const status = subscription.subscription_status;
  const expires = subscription.subscription_expires_at;
  if (!expires || Number.isNaN(Date.parse(expires))) return subscriptionUiTexts.statusLine(status);
  const instant = new Date(expires);
  // The end day in the given zone, else in the user's (browser's) zone.
  const day = formatDayLong(timeZone ? dayKeyFor(instant, timeZone) : todayKey(instant));
  if (subscription.is_subscription_active) return subscriptionUiTexts.activeUntil(status, day);
  if (subscription.has_subscription) return subscriptionUiTexts.endedOn(status, day);
  return subscriptionUiTexts.statusLine(status);
}
