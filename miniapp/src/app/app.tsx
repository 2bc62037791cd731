import { AppRoot } from '@telegram-apps/telegram-ui';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { QuietBoundary } from '../components/quiet-boundary.tsx';
import { useTelegramSession } from '../features/auth/hooks/use-telegram-session.ts';
import { FoxTipsHost } from '../features/fox-tips/fox-tips-host.tsx';
import { useSignedIn } from '../lib/auth-store.ts';
import { getTelegramPlatform, telegramReady } from '../lib/telegram.ts';
import { BottomNav } from './bottom-nav.tsx';
import { useDocumentTitle } from './document-title.ts';
import { Header, HeaderPlaceholder } from './header.tsx';
import { ModalPlaceholders } from './modal-placeholders.tsx';
import { Onboarding } from './onboarding-host.tsx';
import { useOnboardingOpen } from './onboarding-store.ts';
import { isEmbeddedLogin, isWidePage, normalizePath } from '../lib/route-path.ts';
import { RouteGuard } from './route-guard.tsx';
import { SubscriptionPurchase } from './subscription-purchase.tsx';
import { AppRoutes } from './routes.tsx';
import { TelegramGate } from './telegram-gate.tsx';
import { Toasts } from './toasts.tsx';
import { useAppearance } from './use-appearance.ts';
import { useSessionSync } from './use-session-sync.ts';
import { useTelegramBackButton } from './use-telegram-back-button.ts';

/** The shell: header, routes behind the guard, bottom navigation, onboarding, toasts. */
export function App({ telegram }: { telegram: boolean }) {
  const appearance = useAppearance();
  const [location] = useLocation();
  const search = useSearch();
  const signedIn = useSignedIn();
  const session = useTelegramSession(telegram);
  const ready = !telegram || session.state.status === 'ready';
  const embedded = isEmbeddedLogin(location, search);
  const chrome = ready && !embedded;
  const withNav = chrome && signedIn;
  const onboardingOpen = useOnboardingOpen();
  const platform = telegram ? getTelegramPlatform() : undefined;

  useSessionSync(ready);
  useDocumentTitle(location);
  useTelegramBackButton(location, telegram);
  useEffect(() => telegramReady(), []);

  return (
    <AppRoot
      appearance={appearance}
      platform={platform}
      className={`app app--${appearance}${withNav ? ' app--with-nav' : ''}${isWidePage(location) ? ' app--wide' : ''}${telegram ? ' app--telegram' : ''}${platform === 'ios' ? ' app--ios' : ''}`}
      data-testid="app"
    >
      {chrome ? <Header signedIn={signedIn} canLogout={!telegram} /> : !ready && <HeaderPlaceholder />}
      <main className="app-main">
        {ready ? (
          <RouteGuard telegram={telegram}>
            <AppRoutes />
          </RouteGuard>
        ) : (
          <TelegramGate state={session.state} onRetry={session.retry} />
        )}
      </main>
      {withNav && <BottomNav />}
      {chrome && <Onboarding />}
      {withNav && (
        <QuietBoundary name="fox-tips">
          <FoxTipsHost welcomeAllowed={!onboardingOpen && normalizePath(location) !== '/login'} />
        </QuietBoundary>
      )}
      <Toasts />
      {signedIn && (
        <QuietBoundary name="modals">
          <ModalPlaceholders />
        </QuietBoundary>
      )}
      {ready && <SubscriptionPurchase />}
    </AppRoot>
  );
}
