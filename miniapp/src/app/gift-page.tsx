import { TreasuresPage } from '../features/gifts/components/treasures-page.tsx';
import { loadProfile, useProfile } from '../features/profile/hooks/use-profile.ts';
import { useCoinBalance } from './use-coin-balance.ts';

const reloadProfile = () => void loadProfile();

/** /gift: the treasures page, fed the header's balance; a purchase reloads the profile (coins, animation). */
export default function GiftPage() {
  const { profile } = useProfile();
  const coins = useCoinBalance(profile?.stats.coins ?? null);
  return <TreasuresPage coins={coins} onProfileChanged={reloadProfile} />;
}
