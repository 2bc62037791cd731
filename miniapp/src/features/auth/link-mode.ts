/** The accounts a signed-in user can link (rewards.md 2.6), each with its own embedded login. */
export const LINK_PROVIDERS = ['telegram', 'vk'] as const;
export type LinkProvider = (typeof LINK_PROVIDERS)[number];

export function isLinkProvider(value: unknown): value is LinkProvider {
  return (LINK_PROVIDERS as readonly unknown[]).includes(value);
}

/** `?link=telegram` or `?link=vk`: the embedded login that offers one provider (core.md 2). */
export type LinkMode = LinkProvider | 'other' | null;

/** The embedded mode of a login address; any link value hides navigation and onboarding. */
export function linkModeOf(search: string): LinkMode {
  const link = new URLSearchParams(search).get('link');
  if (link === null) return null;
  return isLinkProvider(link) ? link : 'other';
}
