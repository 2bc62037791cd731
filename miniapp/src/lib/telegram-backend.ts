/**
 * What the app needs from the Telegram client. lib/telegram.ts is the façade; a backend is either
 * the SDK's bridge (launch parameters in the URL) or telegram-web-app.js's `window.Telegram.WebApp`.
 */
export type ImpactStyle = 'light' | 'medium' | 'heavy';

/** How Telegram closed an invoice: 'paid', 'cancelled', 'failed', 'pending', or a status newer than this code. */
export type InvoiceStatus = string;

export interface TelegramBackend {
  /** The raw initData, as signed: what POST /api/auth/telegram/ checks. */
  readonly initData: string;
  /** tgWebAppPlatform ('ios', 'android', 'tdesktop', ...; 'unknown' when not sent). */
  readonly platform: string;
  ready(): void;
  /** Telegram's scheme, or undefined when the client sent no theme (prefers-color-scheme decides). */
  appearance(): 'dark' | 'light' | undefined;
  /** Telegram's theme colours under their own names (bg_color, hint_color, ...); empty when it sent none. */
  themeColors(): Readonly<Record<string, string | undefined>>;
  subscribeTheme(callback: () => void): () => void;
  setBackButtonVisible(visible: boolean): void;
  /** Whether a vertical swipe may minimise or close the Mini App (off while a sheet is open, whose own scrolling it would steal). */
  setVerticalSwipesAllowed(allowed: boolean): void;
  onBackButtonClick(callback: () => void): () => void;
  hapticImpact(style: ImpactStyle): void;
  /** Telegram's "success" notification haptic: something the user paid for or won went through. */
  hapticSuccess(): void;
  /** Opens a t.me link inside Telegram; false when this client cannot. */
  openTelegramLink(url: string): boolean;
  /** The invoice's closing status; null when this client cannot open invoices. */
  openInvoice(url: string): Promise<InvoiceStatus> | null;
  onInvoiceClosed(callback: (status: InvoiceStatus) => void): () => void;
  /** Telegram's native alert; false when this client has none. */
  showAlert(message: string): boolean;
  /** Whether closing the Mini App asks first (a form has unsaved changes). */
  setClosingConfirmation(enabled: boolean): void;
}

/**
 * The theme colours Telegram paints its own chrome with, to match the app's: its header as the
 * app's header (bg_color: Telegram's default too, said anyway, as a client could paint it
 * header_bg_color, Android day's blue), the page behind the app (seen while it loads and when
 * overscrolled) as the app's page (secondary_bg_color), and its bottom bar as the app's navigation
 * (bg_color).
 */
export const CHROME_COLOR_KEYS = { header: 'bg_color', background: 'secondary_bg_color', bottomBar: 'bg_color' } as const;

/** Runs one client call; a client too old for one feature must not stop the others. */
export function attempt(step: () => unknown): void {
  try {
    const result = step();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // Unsupported here: nothing happens.
  }
}
