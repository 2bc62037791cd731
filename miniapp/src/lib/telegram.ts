/**
 * The only module the app calls for Telegram (STYLE.md "Telegram at the edges"): one façade over
 * two backends, the SDK's bridge (launch parameters in the URL) and `window.Telegram.WebApp`.
 * Every function is a no-op, or a plain-browser equivalent, when the app is not a Telegram Mini App.
 */
import { type ImpactStyle, type InvoiceStatus, type TelegramBackend } from './telegram-backend.ts';
import { readLaunch } from './telegram-launch.ts';
import { createSdkBackend } from './telegram-sdk-backend.ts';
import { createWebAppBackend, pageWebApp } from './telegram-webapp-backend.ts';

export type { InvoiceStatus };

let backend: TelegramBackend | null = null;

/**
 * Connects to Telegram once and answers whether the app runs inside it. A page's WebApp object
 * with initData wins (it is telegram-web-app.js, or a host that speaks only that API); else launch
 * parameters start the SDK. Anything that throws leaves the plain web app, never a blank page.
 */
export function startTelegram(): boolean {
  if (backend) return true;
  try {
    const webApp = pageWebApp();
    if (webApp) {
      backend = createWebAppBackend(webApp);
    } else {
      const launch = readLaunch();
      if (launch) backend = createSdkBackend(launch);
    }
  } catch (error) {
    console.warn('Telegram did not start; running as a web app', error);
    backend = null;
  }
  return backend !== null;
}

/** Whether startTelegram() connected: the app lives inside Telegram. */
export function isTelegram(): boolean {
  return backend !== null;
}

/** Tells Telegram the app has drawn its first screen (hides the native loader). */
export function telegramReady(): void {
  backend?.ready();
}

/** The raw initData string for POST /api/auth/telegram/. */
export function getInitDataRaw(): string | null {
  return backend?.initData || null;
}

/** The Telegram user id inside initData, to tell whether a stored session is this user's. */
export function getTelegramUserId(): number | null {
  const raw = getInitDataRaw();
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(new URLSearchParams(raw).get('user') ?? 'null');
    const id = user && typeof user === 'object' ? (user as { id?: unknown }).id : null;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/** telegram-ui platform: iOS look on Apple clients, the base look elsewhere. */
export function getTelegramPlatform(): 'ios' | 'base' {
  const platform = backend?.platform;
  return platform === 'ios' || platform === 'macos' ? 'ios' : 'base';
}

/** Telegram's light or dark scheme; undefined in a browser or when Telegram sent no theme. */
export function telegramAppearance(): 'dark' | 'light' | undefined {
  return backend?.appearance();
}

/** Telegram's theme colours under their own names (bg_color, hint_color, ...); empty in a browser. */
export function telegramThemeColors(): Readonly<Record<string, string | undefined>> {
  return backend?.themeColors() ?? {};
}

/** Calls back when Telegram switches its theme. */
export function subscribeTelegramTheme(callback: () => void): () => void {
  return backend ? backend.subscribeTheme(callback) : () => undefined;
}

export function setBackButtonVisible(visible: boolean): void {
  backend?.setBackButtonVisible(visible);
}

export function setVerticalSwipesAllowed(allowed: boolean): void {
  backend?.setVerticalSwipesAllowed(allowed);
}

/** Listens to the native Back Button; returns the unsubscribe function. */
export function onBackButtonClick(callback: () => void): () => void {
  return backend ? backend.onBackButtonClick(callback) : () => undefined;
}

/** A light tap on progress; nothing in a plain browser. */
export function hapticImpact(style: ImpactStyle = 'light'): void {
  backend?.hapticImpact(style);
}

/** Telegram's success haptic for a purchase or a win that went through; nothing in a plain browser. */
export function hapticSuccess(): void {
  backend?.hapticSuccess();
}

/**
 * Opens a t.me link: inside Telegram without leaving the client, in a browser in a new tab.
 * Returns false when nothing could be opened (popup blocked).
 */
export function openTelegramLink(url: string): boolean {
  if (backend?.openTelegramLink(url)) return true;
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  return opened !== null;
}

/**
 * Opens a Stars invoice link (https://t.me/$slug) in Telegram's own payment sheet and resolves with
 * its closing status. Null outside Telegram, on clients without invoices, or when the client
 * refuses the link: the caller opens the link as a plain link instead.
 */
export function openInvoice(url: string): Promise<InvoiceStatus> | null {
  return backend ? backend.openInvoice(url) : null;
}

/** Calls back with the status each time Telegram closes an invoice; returns the unsubscribe function. */
export function onInvoiceClosed(callback: (status: InvoiceStatus) => void): () => void {
  return backend ? backend.onInvoiceClosed(callback) : () => undefined;
}

/** A blocking notice: Telegram's native popup inside Telegram, window.alert in a browser. */
export function showAlert(message: string): void {
  if (backend?.showAlert(message)) return;
  try {
    window.alert(message);
  } catch {
    // Some embedded browsers refuse alerts; callers show the text in the page as well.
  }
}

/** Whether closing the Mini App asks for confirmation (a form has unsaved changes). */
export function setClosingConfirmation(enabled: boolean): void {
  backend?.setClosingConfirmation(enabled);
}
