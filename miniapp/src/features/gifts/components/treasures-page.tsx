import { Spinner, TabsList, Title } from '@telegram-apps/telegram-ui';
import type { Gift } from '@tracker/shared/contract';
import { GIFT_FILTER_TYPES, type GiftFilterType, giftTexts } from '@tracker/shared/texts';
import { Suspense, useId, useState } from 'react';
import { CountedTabLabel } from '../../../components/counted-tab-label.tsx';
import { FilterChip } from '../../../components/filter-chip.tsx';
import { GiftIcon } from '../../../components/icons.tsx';
import { EmptyCard } from '../../../components/empty-card.tsx';
import { LoadErrorCard } from '../../../components/load-error-card.tsx';
import { GIFT_TABS, type GiftLists, type GiftTab, notOwnedGifts, ownedActionOf, ownedGifts, purchaseActionOf, toggledFilter } from '../gift-view.ts';
import { type Treasures, useTreasures } from '../hooks/use-treasures.ts';
import { TreasureCard } from './treasure-card.tsx';
import '../gifts.css';
import { retryableLazy } from '../../../lib/retryable-lazy.ts';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { searchTab, tabAddress } from '../../../lib/search-tab.ts';
import { TabItem } from '../../../components/tab-items.tsx';

// The previews load on first use (rewards.md 2.2: a sticker-set modal, an animation popup).
const StickerSetModal = retryableLazy(() => import('./sticker-set-modal.tsx'));
const AnimationPreviewModal = retryableLazy(() => import('./animation-preview-modal.tsx'));

function EmptyState({ tab, filtered }: { tab: GiftTab; filtered: boolean }) {
  const [header, text] = filtered
    ? [giftTexts.emptyFiltered, giftTexts.emptyFilteredText]
    : tab === 'available'
      ? [giftTexts.emptyAvailable, giftTexts.emptyAvailableText]
      : [giftTexts.emptyOwned, giftTexts.emptyOwnedText];
  return <EmptyCard icon={<GiftIcon size={44} />} header={header} description={text} className="treasures-state" testId={`treasures-empty-${tab}`} />;
}

interface ListProps {
  lists: GiftLists;
  tab: GiftTab;
  filter: GiftFilterType | null;
  coins: number | null;
  treasures: Treasures;
  onPlay: () => void;
  /** A sticker-set or animation card was tapped: open its preview. */
  onOpenPreview: (giftId: number) => void;
}

/** The types whose card opens a preview; the others have none. */
const PREVIEWED: ReadonlySet<Gift['gift_type']> = new Set(['stickers', 'animation']);
const opener = (gift: Gift, onOpenPreview: (giftId: number) => void) => (PREVIEWED.has(gift.gift_type) ? () => onOpenPreview(gift.id) : undefined);

function TreasureList({ lists, tab, filter, coins, treasures, onPlay, onOpenPreview }: ListProps) {
  if (tab === 'available') {
    const gifts = notOwnedGifts(lists, filter);
    if (gifts.length === 0) return <EmptyState tab={tab} filtered={filter !== null} />;
    return (
      <div className="treasures-list" data-testid="treasures-list">
        {gifts.map((gift) => (
          <TreasureCard
            key={gift.id}
            gift={gift}
            action={purchaseActionOf(gift, coins)}
            busy={treasures.isBusy({ giftId: gift.id })}
            onAction={() => treasures.receive(gift.id)}
            onOpen={opener(gift, onOpenPreview)}
          />
        ))}
      </div>
    );
  }
  const owned = ownedGifts(lists, filter);
  if (owned.length === 0) return <EmptyState tab={tab} filtered={filter !== null} />;
  return (
    <div className="treasures-list" data-testid="treasures-list">
      {owned.map((userGift) => {
        const action = ownedActionOf(userGift);
        return (
          <TreasureCard
            key={userGift.id}
            gift={userGift.gift}
            action={action}
            equipped={userGift.is_equipped}
            busy={treasures.isBusy({ userGiftId: userGift.id })}
            onAction={() => (action.kind === 'play' ? onPlay() : treasures.toggleEquipped(userGift))}
            onOpen={opener(userGift.gift, onOpenPreview)}
          />
        );
      })}
    </div>
  );
}

/** The preview of the treasure `giftId` (its type's modal), following the lists (bought, equipped) while it is open. */
function OpenPreview({ lists, giftId, coins, treasures, onClose }: { lists: GiftLists; giftId: number; coins: number | null; treasures: Treasures; onClose: () => void }) {
  const gift = lists.gifts.find((g) => g.id === giftId);
  if (!gift) return null;
  const userGift = lists.userGifts.find((u) => u.gift.id === giftId);
  const Modal = gift.gift_type === 'animation' ? AnimationPreviewModal : StickerSetModal;
  return (
    <Suspense fallback={null}>
      <Modal
        gift={userGift?.gift ?? gift}
        userGift={userGift}
        coins={coins}
        busy={treasures.isBusy(userGift ? { userGiftId: userGift.id } : { giftId })}
        onBuy={() => treasures.receive(giftId)}
        onToggleEquipped={treasures.toggleEquipped}
        onClose={onClose}
      />
    </Suspense>
  );
}

interface Props {
  /** The user's balance (header value), or null while unknown. */
  coins: number | null;
  /** An animation was bought or (un)equipped: the profile's selected animation may have changed. */
  onProfileChanged: () => void;
  /** 'Играть' on a mini-game treasure: the app opens the memory game (features do not import each other). */
  onPlay: () => void;
}

/** /gift 'Сокровища' (rewards.md 2.2, 4.1): two tabs with counts, type chips, the cards. */
export function TreasuresPage({ coins, onProfileChanged, onPlay }: Props) {
  const treasures = useTreasures(onProfileChanged);
  const tab = searchTab(useSearch(), GIFT_TABS);
  const setTab = (next: GiftTab) => navigate(tabAddress('/gift', GIFT_TABS, next), { replace: true });
  const [filter, setFilter] = useState<GiftFilterType | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const { state } = treasures;
  const lists = state.status === 'loaded' ? state.lists : null;
  const tabsId = useId();
  const counts = { available: lists ? notOwnedGifts(lists, null).length : null, owned: lists ? lists.userGifts.length : null };

  return (
    <section className="page treasures-page" data-testid="treasures-page">
      <Title level="2" weight="1" Component="h1" className="page-title">
        {giftTexts.title}
      </Title>
      <TabsList className="app-tabs" aria-label={giftTexts.title}>
        {GIFT_TABS.map((t) => (
          <TabItem
            key={t}
            selected={tab === t}
            aria-describedby={counts[t] !== null ? `${tabsId}-${t}-count` : undefined}
            onClick={() => setTab(t)}
            data-testid={`treasures-tab-${t}`}
          >
            <CountedTabLabel
              label={giftTexts.tabs[t]}
              count={counts[t]}
              countId={`${tabsId}-${t}-count`}
              countClassName="treasures-tabs__count"
              countTestId={`treasures-count-${t}`}
            />
          </TabItem>
        ))}
      </TabsList>
      <div className="treasures-filter" role="group" aria-label={giftTexts.filterLabel}>
        {GIFT_FILTER_TYPES.map((type) => (
          <FilterChip key={type} selected={filter === type} onClick={() => setFilter(toggledFilter(filter, type))} data-testid={`treasures-filter-${type}`}>
            {giftTexts.filters[type]}
          </FilterChip>
        ))}
      </div>
      {state.status === 'loading' && (
        <div className="card treasures-state treasures-loading" role="status" data-testid="treasures-loading">
          <Spinner size="m" />
          <span>{giftTexts.loading}</span>
        </div>
      )}
      {state.status === 'error' && <LoadErrorCard message={state.message} onRetry={treasures.retry} className="treasures-state" testId="treasures-error" />}
      {lists && <TreasureList lists={lists} tab={tab} filter={filter} coins={coins} treasures={treasures} onPlay={onPlay} onOpenPreview={setPreviewId} />}
      {lists && previewId !== null && <OpenPreview lists={lists} giftId={previewId} coins={coins} treasures={treasures} onClose={() => setPreviewId(null)} />}
    </section>
  );
}
