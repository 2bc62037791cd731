import { useEffect, useState } from 'react';
import { APP_EVENTS, coinsFromEvent } from '../lib/app-events.ts';

/**
 * The header coin balance: the profile's stats.coins, replaced by the value of the latest
 * `coinsUpdated` window event (core.md 4 "Notes").
 */
export function useCoinBalance(profileCoins: number | null): number | null {
  const [fromEvent, setFromEvent] = useState<number | null>(null);

  useEffect(() => {
    setFromEvent(null);
  }, [profileCoins]);

  useEffect(() => {
    const onCoins = (event: Event) => {
      const coins = coinsFromEvent(event);
      if (coins !== null) setFromEvent(coins);
    };
    window.addEventListener(APP_EVENTS.coinsUpdated, onCoins);
    return () => window.removeEventListener(APP_EVENTS.coinsUpdated, onCoins);
  }, []);

  return fromEvent ?? profileCoins;
}
