import { type LinkProvider, isLinkProvider } from './link-mode.ts';

/** The message the embedded login (`/login?link=...`) posts to the window that embedded it (core.md 4). */

export interface LinkResultMessage {
  type: 'link_result';
  success: true;
  provider: LinkProvider;
}

export function linkResultMessage(provider: LinkProvider): LinkResultMessage {
  return { type: 'link_result', success: true, provider };
}

/** Tells the opener or parent window how linking went; only a window of our own origin can read it. */
export function postLinkResult(provider: LinkProvider): void {
  const target = window.opener ?? (window.parent !== window ? window.parent : null);
  target?.postMessage(linkResultMessage(provider), window.location.origin);
}

/** What a received message must come from: our origin and the frame we opened. */
export interface LinkResultSource {
  origin: string;
  source: MessageEventSource;
}

/**
 * The provider a successful link_result names, or null for anything else: another origin, another
 * window than the frame we opened, another message type, a failure, or an unknown provider.
 */
export function linkedProviderOf(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, expected: LinkResultSource): LinkProvider | null {
  if (event.origin !== expected.origin) return null;
  if (event.source !== expected.source) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, success, provider } = data as Record<string, unknown>;
  if (type !== 'link_result' || success !== true) return null;
  return isLinkProvider(provider) ? provider : null;
}
