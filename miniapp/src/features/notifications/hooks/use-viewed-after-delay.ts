import { NOTIFICATION_VIEWED_DELAY_MS, NOTIFICATION_VIEWED_VISIBILITY } from '@tracker/shared/domain';
import { type RefObject, useEffect } from 'react';

/** Calls `onViewed` once the element has stayed at least 30 % visible for 2 s (rewards.md 4.3). */
export function useViewedAfterDelay(ref: RefObject<Element | null>, active: boolean, onViewed: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        // A ratio a hair under the threshold still fires the callback at the crossing.
        if (entry && entry.isIntersecting && entry.intersectionRatio >= NOTIFICATION_VIEWED_VISIBILITY * 0.99) {
          timer ??= setTimeout(onViewed, NOTIFICATION_VIEWED_DELAY_MS);
        } else {
          stop();
        }
      },
      { threshold: NOTIFICATION_VIEWED_VISIBILITY },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [ref, active, onViewed]);
}
