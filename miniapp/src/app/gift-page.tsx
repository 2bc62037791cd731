import { Suspense, useEffect, useState } from 'react';
import { TreasuresPage } from '../features/gifts/components/treasures-page.tsx';
import { markGiftsVisited } from '../features/gifts/hooks/use-new-gift-count.ts';
import { refreshProfile, useProfile } from '../features/profile/hooks/use-profile.ts';
import { useCoinBalance } from './use-coin-balance.ts';
import { retryableLazy } from '../lib/retryable-lazy.ts';

const MemoryGameModal = retryableLazy(() => import('../features/memory-game/components/memory-game-modal.tsx'));

/**
 * /gift: the treasures page, fed the header's balance; an animation change reloads the profile (its
 * selected animation). Opening it clears the header's new-gift counter. 'Играть' opens the memory
 * game modal, loaded on first use.
 */
export default function GiftPage() {
  const coins = useCoinBalance();
  const dailyEarned = useProfile().profile?.stats.daily_earned ?? null;
  const [playing, setPlaying] = useState(false);
  useEffect(() => markGiftsVisited(), []);
  return (
    <>
      <TreasuresPage coins={coins} onProfileChanged={refreshProfile} onPlay={() => setPlaying(true)} />
      {playing && (
        <Suspense fallback={null}>
          <MemoryGameModal coins={coins} dailyEarned={dailyEarned} onClose={() => setPlaying(false)} />
        </Suspense>
      )}
    </>
  );
}
