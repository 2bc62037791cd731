/**
 * The only module that talks to Telegram (STYLE.md "Telegram at the edges"). Every function is a
 * no-op, or a plain-browser equivalent, when the app is not running as a Telegram Mini App.
 */
import {
  backButton,
  hapticFeedback,
  init,
  isTMA,
  miniApp,
  on as onTelegramEvent,
  openInvoice as sdkOpenInvoice,
  openTelegramLink as sdkOpenTelegramLink,
  popup,
  retrieveLaunchParams,
  retrieveRawInitData,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';

let started = false;

/** True when launch parameters are present (URL hash, or sessionStorage after a reload). */
export function hasTelegramLaunchParams(): boolean {
  try {
    return isTMA();
  } catch {
    return false;
  }
}

/** Whether startTelegram() ran: the app lives inside Telegram. */
export function isTelegram(): boolean {
  return started;
}

function attempt(step: () => unknown): void {
  try {
    const result = step();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // A client too old for one feature must not stop the others.
  }
}

/**
 * Initialises the SDK once: theme, viewport (expanded, safe-area CSS variables), back button.
 * Follows the Telegram-Mini-Apps reactjs-template `init.ts`.
 */
export function startTelegram(): void {
  if (started) return;
  init();
  started = true;
  attempt(() => backButton.mount.ifAvailable());
  attempt(() => {
    if (miniApp.mountSync.isAvailable()) miniApp.mountSync();
    if (!themeParams.isMounted()) themeParams.mountSync.ifAvailable();
    if (!themeParams.isCssVarsBound()) themeParams.bindCssVars.ifAvailable();
    if (!miniApp.isCssVarsBound()) miniApp.bindCssVars.ifAvailable();
  });
  attempt(() => viewport.expand.ifAvailable());
  attempt(() => {
    if (!viewport.mount.isAvailable()) return;
    return viewport.mount().then(() => {
      if (!viewport.isCssVarsBound()) viewport.bindCssVars.ifAvailable();
    });
  });
}

/** Tells Telegram the app has drawn its first screen (hides the native loader). */
export function telegramReady(): void {
  if (started) attempt(() => miniApp.ready.ifAvailable());
}

/** The raw initData string for POST /api/auth/telegram/. */
export function getInitDataRaw(): string | null {
  try {
    return retrieveRawInitData() ?? null;
  } catch {
    return null;
  }
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
  try {
    const platform = retrieveLaunchParams().tgWebAppPlatform;
    return platform === 'ios' || platform === 'macos' ? 'ios' : 'base';
  } catch {
    return 'base';
  }
}

export function isTelegramThemeDark(): boolean {
  return started && themeParams.isMounted() ? themeParams.isDark() : false;
}

/** Calls back when Telegram switches between light and dark. */
export function subscribeTelegramTheme(callback: () => void): () => void {
  if (!started) return () => undefined;
  return themeParams.isDark.sub(callback);
}

export function setBackButtonVisible(visible: boolean): void {
  if (!started || !backButton.isMounted()) return;
  attempt(() => (visible ? backButton.show.ifAvailable() : backButton.hide.ifAvailable()));
}

/** Listens to the native Back Button; returns the unsubscribe function. */
export function onBackButtonClick(callback: () => void): () => void {
  if (!started || !backButton.onClick.isAvailable()) return () => undefined;
  return backButton.onClick(callback);
}

/** A light tap on progress; nothing in a plain browser. */
export function hapticImpact(style: 'light' | 'medium' | 'heavy' = 'light'): void {
  if (started) attempt(() => hapticFeedback.impactOccurred.ifAvailable(style));
}

/**
 * Opens a t.me link: inside Telegram without leaving the client, in a browser in a new tab.
 * Returns false when nothing could be opened (popup blocked).
 */
export function openTelegramLink(url: string): boolean {
  if (started && sdkOpenTelegramLink.isAvailable()) {
    try {
      sdkOpenTelegramLink(url);
      return true;
    } catch {
      // Fall back to the browser below.
    }
  }
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  return opened !== null;
}

/** How Telegram closed an invoice: 'paid', 'cancelled', 'failed', 'pending', or a status newer than this code. */
export type InvoiceStatus = string;

/**
 * Opens a Stars invoice link (https://t.me/$slug) in Telegram's own payment sheet and resolves with
 * the status of its invoice_closed event. Null outside Telegram, on clients without invoices, or
 * when the SDK refuses the link: the caller opens the link as a plain link instead.
 */
export function openInvoice(url: string): Promise<InvoiceStatus> | null {
  if (!started || !sdkOpenInvoice.isAvailable()) return null;
  try {
    return Promise.resolve(sdkOpenInvoice(url, 'url'));
  } catch {
    return null;
  }
}

/** Calls back with the status each time Telegram closes an invoice; returns the unsubscribe function. */
export function onInvoiceClosed(callback: (status: InvoiceStatus) => void): () => void {
  if (!started) return () => undefined;
  return onTelegramEvent('invoice_closed', (event) => callback(event.status));
}

/** A blocking notice: Telegram's native popup inside Telegram, window.alert in a browser. */
export function showAlert(message: string): void {
  if (started && popup.show.isAvailable()) {
    attempt(() => popup.show({ message }));
    return;
  }
  try {
    window.alert(message);
  } catch {
    // Some embedded browsers refuse alerts; callers show the text in the page as well.
  }
}
