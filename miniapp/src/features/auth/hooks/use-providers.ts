import type { ProvidersResponse } from '@tracker/shared/contract';
import { useEffect, useState } from 'react';
import { getProviders } from '../api/get-providers.ts';

export type ProvidersState =
  | { status: 'loading' }
  | { status: 'ready'; providers: ProvidersResponse }
  | { status: 'error' };

/** The sign-in ways the server offers (Telegram bot name, VK app id). */
export function useProviders(): ProvidersState {
  const [state, setState] = useState<ProvidersState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    getProviders().then(
      (providers) => alive && setState({ status: 'ready', providers }),
      () => alive && setState({ status: 'error' }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
