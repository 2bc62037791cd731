/** The Telegram backend over @telegram-apps/sdk's bridge, for launches with parameters in the URL. */
import {
  backButton,
  closingBehavior,
  hapticFeedback,
  init,
  isColorDark,
  isTMA,
  miniApp,
  mockTelegramEnv,
  on as onTelegramEvent,
  openInvoice as sdkOpenInvoice,
  openTelegramLink as sdkOpenTelegramLink,
  popup,
  postEvent,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import { CHROME_COLOR_KEYS, type TelegramBackend, attempt } from './telegram-backend.ts';
import { type TelegramLaunch, sdkLaunchQuery } from './telegram-launch.ts';

function hasBridge(): boolean {
  try {
    if (window.self !== window.top) return true; // Telegram Web: parent.postMessage.
  } catch {
    return true;
  }
  const proxy = (window as { TelegramWebviewProxy?: { postEvent?: unknown } }).TelegramWebviewProxy;
  return typeof proxy?.postEvent === 'function';
}

function sdkAcceptsLaunch(): boolean {
  try {
    return isTMA();
  } catch {
    return false;
  }
}

/**
 * Initialises the SDK: theme, Telegram's chrome in the app's colours, viewport (expanded,
 * safe-area CSS variables), back button, closing behaviour. Launch parameters the SDK's strict parser refuses are handed to it completed; with no
 * bridge at all (a launch URL opened outside a client) native calls become no-ops. Throws when the
 * SDK still cannot start; the caller then runs the plain web app.
 */
export function createSdkBackend(launch: TelegramLaunch): TelegramBackend {
  if (!sdkAcceptsLaunch() || !hasBridge()) mockTelegramEnv({ launchParams: sdkLaunchQuery(launch) });
  init();
  attempt(() => backButton.mount.ifAvailable());
  attempt(() => closingBehavior.mount.ifAvailable());
  attempt(() => {
    if (miniApp.mountSync.isAvailable()) miniApp.mountSync();
    if (!themeParams.isMounted()) themeParams.mountSync.ifAvailable();
    if (!themeParams.isCssVarsBound()) themeParams.bindCssVars.ifAvailable();
    if (!miniApp.isCssVarsBound()) miniApp.bindCssVars.ifAvailable();
  });
  // Posted as is: the SDK's setHeaderColor posts nothing for the bg_color it takes as the default.
  attempt(() => postEvent('web_app_set_header_color', { color_key: CHROME_COLOR_KEYS.header }));
  attempt(() => miniApp.setBackgroundColor.ifAvailable(CHROME_COLOR_KEYS.background));
  attempt(() => miniApp.setBottomBarColor.ifAvailable(CHROME_COLOR_KEYS.bottomBar));
  attempt(() => viewport.expand.ifAvailable());
  attempt(() => {
    if (!viewport.mount.isAvailable()) return;
    return viewport.mount().then(() => {
      if (!viewport.isCssVarsBound()) viewport.bindCssVars.ifAvailable();
    });
  });

  return {
    initData: launch.initData,
    platform: launch.platform,
    ready: () => attempt(() => miniApp.ready.ifAvailable()),
    appearance() {
      // No theme (no background) means the OS scheme decides. Judged from the state itself, not
      // themeParams.isDark(): a subscriber of the state can run before that derived value catches
      // up, and a theme switched while the app was open kept the old scheme (blind audit BZ F8).
      const background = themeParams.isMounted() ? themeParams.state().bg_color : undefined;
      return background ? (isColorDark(background) ? 'dark' : 'light') : undefined;
    },
    themeColors: () => (themeParams.isMounted() ? themeParams.state() : {}),
    subscribeTheme: (callback) => themeParams.state.sub(callback),
    setBackButtonVisible(visible) {
      if (!backButton.isMounted()) return;
      attempt(() => (visible ? backButton.show.ifAvailable() : backButton.hide.ifAvailable()));
    },
    // Posted as is (the SDK's swipeBehavior would cost the bundle more); a client before 7.7 ignores it.
    setVerticalSwipesAllowed: (allowed) => attempt(() => postEvent('web_app_setup_swipe_behavior', { allow_vertical_swipe: allowed })),
    onBackButtonClick: (callback) => (backButton.onClick.isAvailable() ? backButton.onClick(callback) : () => undefined),
    hapticImpact: (style) => attempt(() => hapticFeedback.impactOccurred.ifAvailable(style)),
    hapticSuccess: () => attempt(() => hapticFeedback.notificationOccurred.ifAvailable('success')),
    openTelegramLink(url) {
      if (!sdkOpenTelegramLink.isAvailable()) return false;
      try {
        sdkOpenTelegramLink(url);
        return true;
      } catch {
        return false;
      }
    },
    openInvoice(url) {
      if (!sdkOpenInvoice.isAvailable()) return null;
      try {
        return Promise.resolve(sdkOpenInvoice(url, 'url'));
      } catch {
        return null;
      }
    },
    onInvoiceClosed: (callback) => onTelegramEvent('invoice_closed', (event) => callback(event.status)),
    showAlert(message) {
      if (!popup.show.isAvailable()) return false;
      attempt(() => popup.show({ message }));
      return true;
    },
    setClosingConfirmation(enabled) {
      if (!closingBehavior.isMounted()) return;
      attempt(() => (enabled ? closingBehavior.enableConfirmation() : closingBehavior.disableConfirmation()));
    },
  };
}
