/** `?link=telegram` or `?link=vk`: the embedded login that offers one provider (core.md 2). */
export type LinkMode = 'telegram' | 'vk' | 'other' | null;

/** The embedded mode of a login address; any link value hides navigation and onboarding. */
export function linkModeOf(search: string): LinkMode {
  const link = new URLSearchParams(search).get('link');
  if (link === null) return null;
  return link === 'telegram' || link === 'vk' ? link : 'other';
}
