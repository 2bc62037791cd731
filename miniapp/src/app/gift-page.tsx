import { Suspense, lazy, useState } from 'react';
import { TreasuresPage } from '../features/gifts/components/treasures-page.tsx';
import { loadProfile, useProfile } from '../features/profile/hooks/use-profile.ts';
import { useCoinBalance } from './use-coin-balance.ts';

const reloadProfile = () => void loadProfile();
const MemoryGameModal = lazy(() => import('../features/memory-game/components/memory-game-modal.tsx'));

/**
 * /gift: the treasures page, fed the header's balance; a purchase reloads the profile (coins,
 * animation). 'Играть' opens the memory game modal, loaded on first use.
 */
export default function GiftPage() {
  const { profile } = useProfile();
  const coins = useCoinBalance(profile?.stats.coins ?? null);
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <TreasuresPage coins={coins} onProfileChanged={reloadProfile} onPlay={() => setPlaying(true)} />
      {playing && (
        <Suspense fallback={null}>
          <MemoryGameModal coins={coins} onClose={() => setPlaying(false)} />
        </Suspense>
      )}
    </>
  );
}
