import { counterLabel, formatNumberRu } from '@tracker/shared/domain';
import { appTexts, headerTexts } from '@tracker/shared/texts';
import { type ReactNode, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { BellIcon, CoinIcon, GiftIcon, HelpIcon, LogoMark } from '../components/icons.tsx';
import { AppMenu } from './app-menu.tsx';
import { restartOnboarding } from './onboarding-store.ts';
import { useCoinBalance } from './use-coin-balance.ts';
import { useHeaderCounters } from './use-header-counters.ts';
import { useWholeOrHidden } from './use-whole-or-hidden.ts';
import { IconButton } from '../components/icon-button.tsx';

function CounterButton({ href, label, count, icon, testId }: { href: string; label: string; count: number; icon: ReactNode; testId: string }) {
  const [, navigate] = useLocation();
  const text = counterLabel(count);
  return (
    <IconButton
      mode="plain"
      size="m"
      className="header-button counter-button"
      aria-label={text ? `${label}: ${text}` : label}
      data-testid={testId}
      onClick={() => navigate(href)}
    >
      {icon}
      {text && (
        <span className="counter-button__badge" data-testid={`${testId}-counter`}>
          {text}
        </span>
      )}
    </IconButton>
  );
}

interface Props {
  signedIn: boolean;
  canLogout: boolean;
}

/** Menu, logo, help, and for signed-in users the coin balance, treasures and notifications. */
export function Header({ signedIn, canLogout }: Props) {
  const coins = useCoinBalance();
  const counters = useHeaderCounters();
  const row = useRef<HTMLDivElement>(null);
  const name = useRef<HTMLSpanElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  // The actions keep their room: a wide balance hides the name rather than cut it ('Трек…').
  useWholeOrHidden(name, row, actions);
  return (
    <header className="app-header">
      <div className="app-header__inner" ref={row}>
        <AppMenu signedIn={signedIn} canLogout={canLogout} />
        <Link href={signedIn ? '/' : '/login'} className="app-logo tap-area" aria-label={appTexts.name} data-testid="logo">
          <LogoMark size={28} aria-hidden="true" />
          <span className="app-logo__name" ref={name} data-testid="logo-name">
            {appTexts.name}
          </span>
        </Link>
        <div className="app-header__actions" ref={actions}>
          <IconButton mode="plain" size="m" className="header-button" aria-label={headerTexts.help} data-testid="help-button" onClick={restartOnboarding}>
            <HelpIcon />
          </IconButton>
          {signedIn && (
            <>
              <span
                className="coin-balance"
                data-testid="coin-balance"
                // A named picture of the balance: a plain span's aria-label reaches no screen reader.
                role={coins === null ? undefined : 'img'}
                aria-label={coins === null ? undefined : headerTexts.coins(coins)}
                aria-busy={coins === null || undefined}
              >
                <CoinIcon size={20} />
                {coins === null ? (
                  <span className="coin-balance__value coin-balance__loading" />
                ) : (
                  <span className="coin-balance__value">{formatNumberRu(coins)}</span>
                )}
              </span>
              <CounterButton href="/gift" label={headerTexts.gifts} count={counters.newGifts} icon={<GiftIcon />} testId="gift-button" />
              <CounterButton
                href="/bell"
                label={headerTexts.notifications}
                count={counters.unreadNotifications}
                icon={<BellIcon />}
                testId="bell-button"
              />
            </>
          )}
        </div>
      </div>
    </header>
  );
}

/** The header's empty bar while Telegram signs the user in: the page does not move down when the header fills in. */
export function HeaderPlaceholder() {
  return (
    <header className="app-header" aria-hidden="true">
      <div className="app-header__inner" />
    </header>
  );
}
