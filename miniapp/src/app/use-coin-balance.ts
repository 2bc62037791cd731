import { useProfile } from '../features/profile/hooks/use-profile.ts';

/**
 * The coin balance the header, the profile and the shop show: the profile's stats.coins, which every
 * `coinsUpdated` event updates (features/profile/hooks/use-profile.ts); null while no profile is loaded.
 */
export function useCoinBalance(): number | null {
  return useProfile().profile?.stats.coins ?? null;
}
