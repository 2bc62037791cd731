import { BLOG_NARROW_SCREEN_PX } from '@tracker/shared/domain';
import { useSyncExternalStore } from 'react';

const QUERY = `(max-width: ${BLOG_NARROW_SCREEN_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on screens narrower than 640 px: a dropdown filter and one page neighbour (rewards.md 2.9). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
}
