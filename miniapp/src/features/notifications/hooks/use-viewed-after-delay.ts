import { NOTIFICATION_VIEWED_DELAY_MS, NOTIFICATION_VIEWED_VISIBILITY } from '@tracker/shared/domain';
import { type RefObject, useEffect } from 'react';

/**
 * Whether something is drawn over the middle of the element's visible part (the onboarding, a
 * dialog's backdrop): in the viewport is not yet seen. What lets taps through (the fox's tip) does not count.
 */
function isCovered(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const onTop = document.elementFromPoint(box.left + box.width / 2, (top + bottom) / 2);
  return onTop !== null && !element.contains(onTop);
}

/**
 * Calls `onViewed` once the element has stayed at least 30 % visible for 2 s (rewards.md 4.3),
 * with nothing drawn over it when the 2 s are up (else the 2 s start again).
 */
export function useViewedAfterDelay(ref: RefObject<Element | null>, active: boolean, onViewed: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const wait = () => {
      timer = setTimeout(() => (isCovered(element) ? wait() : onViewed()), NOTIFICATION_VIEWED_DELAY_MS);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        // A ratio a hair under the threshold still fires the callback at the crossing.
        if (entry && entry.isIntersecting && entry.intersectionRatio >= NOTIFICATION_VIEWED_VISIBILITY * 0.99) {
          if (timer === undefined) wait();
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
