import { FREE_LIMITS, type LimitType, freeTierRemaining, freeTierUsage } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';

/**
 * The limit hint of core.md 8 for a free user: 'У вас осталось N из M … для бесплатных
 * пользователей' from 80 percent of the limit (rounded up), 'Вы достигли лимита …, получите
 * подписку для неограниченного доступа' at it; null for subscribers and below the notice.
 */
export function limitNotice(
  type: LimitType,
  current: number,
  subscribed: boolean,
  max: number = FREE_LIMITS[type],
): { usage: 'notice' | 'reached'; text: string } | null {
  const usage = freeTierUsage(current, max, subscribed);
  const what = goalTexts.limitWhat[type];
  if (usage === 'reached') return { usage, text: goalTexts.limitReachedHint(what) };
  if (usage === 'notice') return { usage, text: goalTexts.limitLeft(freeTierRemaining(current, max), max, what) };
  return null;
}
