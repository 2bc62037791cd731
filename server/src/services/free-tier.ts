import { FREE_LIMITS, LIMIT_TEXTS, type LimitType } from '@tracker/shared/domain';
import { DomainError } from '../domain-error.ts';

/**
 * Throws the 403 of core.md 8 when a free user already holds `currentCount` of `type`.
 * Subscribers have no limit.
 */
export function assertWithinFreeLimit(type: LimitType, currentCount: number, isSubscribed: boolean): void {
  if (isSubscribed || currentCount < FREE_LIMITS[type]) return;
  const texts = LIMIT_TEXTS[type];
  throw new DomainError(
    'LIMIT_REACHED',
    { limit_type: type, message: texts.message, current_count: currentCount, max_count: FREE_LIMITS[type] },
    texts.error,
  );
}
