/**
 * The Telegram backend over `window.Telegram.WebApp` (telegram-web-app.js, or a page's own object
 * of that shape), used when the page carries one with initData. Every member is optional here:
 * what the object lacks is simply not done.
 */
import { CHROME_COLOR_KEYS, type TelegramBackend, attempt } from './telegram-backend.ts';

type Listener = (...args: never[]) => void;

interface WebApp {
  initData?: string;
  platform?: string;
  colorScheme?: string;
  themeParams?: Record<string, unknown>;
  ready?(): void;
  expand?(): void;
  setHeaderColor?(color: string): void;
  setBackgroundColor?(color: string): void;
  setBottomBarColor?(color: string): void;
  onEvent?(event: string, listener: Listener): void;
  offEvent?(event: string, listener: Listener): void;
  BackButton?: { show?(): void; hide?(): void; onClick?(listener: () => void): void; offClick?(listener: () => void): void };
  HapticFeedback?: { impactOccurred?(style: string): void; notificationOccurred?(type: string): void };
  openTelegramLink?(url: string): void;
  openInvoice?(url: string, callback?: (status: string) => void): void;
  showAlert?(message: string): void;
  enableVerticalSwipes?(): void;
  disableVerticalSwipes?(): void;
  enableClosingConfirmation?(): void;
  disableClosingConfirmation?(): void;
}

/** The page's `window.Telegram.WebApp` when it carries initData, else null. */
export function pageWebApp(): WebApp | null {
  const webApp = (window as { Telegram?: { WebApp?: WebApp } }).Telegram?.WebApp;
  return webApp && typeof webApp.initData === 'string' && webApp.initData !== '' ? webApp : null;
}

/** Telegram's colours as --tg-theme-* variables (telegram-web-app.js sets them too; a bare object does not). */
function bindThemeVariables(webApp: WebApp): void {
  for (const [key, value] of Object.entries(webApp.themeParams ?? {})) {
    if (typeof value === 'string') document.documentElement.style.setProperty(`--tg-theme-${key.replace(/_/g, '-')}`, value);
  }
}

function subscribe(webApp: WebApp, event: string, listener: Listener): () => void {
  attempt(() => webApp.onEvent?.(event, listener));
  return () => attempt(() => webApp.offEvent?.(event, listener));
}

export function createWebAppBackend(webApp: WebApp): TelegramBackend {
  bindThemeVariables(webApp);
  attempt(() => webApp.setHeaderColor?.(CHROME_COLOR_KEYS.header));
  attempt(() => webApp.setBackgroundColor?.(CHROME_COLOR_KEYS.background));
  attempt(() => webApp.setBottomBarColor?.(CHROME_COLOR_KEYS.bottomBar));
  attempt(() => webApp.expand?.());
  subscribe(webApp, 'themeChanged', () => bindThemeVariables(webApp));
  return {
    initData: webApp.initData ?? '',
    platform: webApp.platform ?? 'unknown',
    ready: () => attempt(() => webApp.ready?.()),
    // telegram-web-app.js always names a scheme ('light' by default); without a theme's background the OS scheme decides, as with the SDK.
    appearance: () => (webApp.themeParams?.bg_color && (webApp.colorScheme === 'dark' || webApp.colorScheme === 'light') ? webApp.colorScheme : undefined),
    themeColors: () =>
      Object.fromEntries(Object.entries(webApp.themeParams ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    subscribeTheme: (callback) => subscribe(webApp, 'themeChanged', callback),
    setBackButtonVisible: (visible) => attempt(() => (visible ? webApp.BackButton?.show?.() : webApp.BackButton?.hide?.())),
    setVerticalSwipesAllowed: (allowed) => attempt(() => (allowed ? webApp.enableVerticalSwipes?.() : webApp.disableVerticalSwipes?.())),
    onBackButtonClick(callback) {
      attempt(() => webApp.BackButton?.onClick?.(callback));
      return () => attempt(() => webApp.BackButton?.offClick?.(callback));
    },
    hapticImpact: (style) => attempt(() => webApp.HapticFeedback?.impactOccurred?.(style)),
    hapticSuccess: () => attempt(() => webApp.HapticFeedback?.notificationOccurred?.('success')),
    openTelegramLink(url) {
      if (!webApp.openTelegramLink) return false;
      try {
        webApp.openTelegramLink(url);
        return true;
      } catch {
        return false;
      }
    },
    openInvoice(url) {
      const open = webApp.openInvoice;
      if (!open) return null;
      // A throw inside the executor rejects the promise; the purchase flow reads a rejection as no status.
      return new Promise((resolve) => open.call(webApp, url, (status) => resolve(status)));
    },
    onInvoiceClosed: (callback) => subscribe(webApp, 'invoiceClosed', ((event: { status: string }) => callback(event.status)) as Listener),
    showAlert(message) {
      if (!webApp.showAlert) return false;
      attempt(() => webApp.showAlert?.(message));
      return true;
    },
    setClosingConfirmation: (enabled) =>
      attempt(() => (enabled ? webApp.enableClosingConfirmation?.() : webApp.disableClosingConfirmation?.())),
  };
}
