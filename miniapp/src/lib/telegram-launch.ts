/**
 * Telegram launch parameters read leniently from the URL (hash or query), or from this tab's
 * storage after a reload: `tgWebAppData` (initData) alone is enough. Missing version, platform or
 * theme get defaults, so a hand-made launch URL still signs in (docs/decisions.md).
 */
const STORAGE_KEY = 'tracker.telegramLaunch';

export interface TelegramLaunch {
  /** The raw initData, exactly as signed: what POST /api/auth/telegram/ checks. */
  initData: string;
  version: string;
  platform: string;
  /** Telegram's theme; empty when the client sent none (the app then follows prefers-color-scheme). */
  themeParams: Record<string, string>;
}

function parseTheme(json: string | null): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** What a launch without them gets: a hand-made launch URL still signs in. */
const DEFAULT_VERSION = '8.0';
const DEFAULT_PLATFORM = 'unknown';

/** The launch parameters in a URL (everything after its first `?` or `#`), or null without initData. */
export function launchFromUrl(href: string): TelegramLaunch | null {
  const params = new URLSearchParams(href.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&'));
  const initData = params.get('tgWebAppData');
  if (!initData) return null;
  return {
    initData,
    version: params.get('tgWebAppVersion') || DEFAULT_VERSION,
    platform: params.get('tgWebAppPlatform') || DEFAULT_PLATFORM,
    themeParams: parseTheme(params.get('tgWebAppThemeParams')),
  };
}

/** A launch as Telegram's query string; launchFromUrl reads it back. */
function launchQuery(launch: TelegramLaunch): string {
  return new URLSearchParams({
    tgWebAppData: launch.initData,
    tgWebAppVersion: launch.version,
    tgWebAppPlatform: launch.platform,
    tgWebAppThemeParams: JSON.stringify(launch.themeParams),
  }).toString();
}

/**
 * The launch query handed to the SDK, whose parser insists on initData's `signature` (Telegram's
 * optional Ed25519 field): a placeholder is added to the SDK's copy only, never to what is signed in with.
 */
export function sdkLaunchQuery(launch: TelegramLaunch): string {
  const initData = new URLSearchParams(launch.initData);
  if (!initData.has('signature')) initData.set('signature', '');
  return launchQuery({ ...launch, initData: initData.toString() });
}

/** This page's launch: from its URL (remembered for the tab), else from before a reload. */
export function readLaunch(): TelegramLaunch | null {
  const fromUrl = launchFromUrl(window.location.href);
  try {
    if (fromUrl) {
      sessionStorage.setItem(STORAGE_KEY, launchQuery(fromUrl));
      return fromUrl;
    }
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? launchFromUrl(`?${stored}`) : null;
  } catch {
    return fromUrl;
  }
}
