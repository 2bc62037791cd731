import { Text } from '@telegram-apps/telegram-ui';
import { FREE_LIMITS, LIMIT_TEXTS, type LimitType, freeTierUsage } from '@tracker/shared/domain';
import { goalTexts, limitModalTexts } from '@tracker/shared/texts';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { localStore } from '../lib/storage.ts';
import { Button } from './button.tsx';
import { CloseIcon, SparklesIcon } from './icons.tsx';
import { localLimitModal, openLimitModal, useLimitStatedInDialog } from './limit-modal-store.ts';
import { limitNotice } from './limit-notice-text.ts';
import './subscription-guard.css';
import { IconButton } from './icon-button.tsx';

const DISMISS_PREFIX = 'subscription-guard-dismissed:';

export function isGuardDismissed(key: string): boolean {
  return localStore.get(DISMISS_PREFIX + key) === '1';
}

/**
 * A page's limit card or notice is not drawn while a dialog states the limit (useLimitStatedInDialog:
 * its text would be on the screen twice). `keeper` stands in its place meanwhile, an empty box of
 * the height it last had, so the page behind the dialog neither shortens nor jumps (blind audit CD).
 */
function useKeptPlace<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const height = useRef(0);
  useLayoutEffect(() => {
    if (ref.current) height.current = ref.current.offsetHeight;
  });
  return { ref, keeper: <div aria-hidden="true" style={{ height: height.current }} data-testid="limit-place-kept" /> };
}

/**
 * The subscription guard (core.md 4): subscribed -> the content; a free user at the limit -> an
 * upgrade card (dismissible; the dismissal is stored under its own key); otherwise the content.
 * The card's title and button differ from the limit modal's, and the card is not drawn while that
 * modal or a form stating the limit is open over it (useLimitStatedInDialog).
 * `subscribed` null (profile not loaded yet) shows the content.
 */
export function SubscriptionGuard({
  type,
  current,
  subscribed,
  dismissKey,
  children,
  max = FREE_LIMITS[type],
}: {
  type: LimitType;
  current: number;
  subscribed: boolean | null;
  dismissKey: string;
  children?: ReactNode;
  max?: number;
}) {
  const [dismissed, setDismissed] = useState(() => isGuardDismissed(dismissKey));
  const statedInDialog = useLimitStatedInDialog();
  const place = useKeptPlace<HTMLElement>();
  if (subscribed !== false || dismissed || freeTierUsage(current, max, false) !== 'reached') return <>{children}</>;
  // The limit modal or a form over the page says it now; the card comes back when they close.
  if (statedInDialog) return place.keeper;
  const texts = LIMIT_TEXTS[type];
  const limitModal = localLimitModal(type, current);
  if (!limitModal) return <>{children}</>;
  return (
    <section ref={place.ref} className="subscription-guard" data-testid={`subscription-guard-${type}`} aria-label={limitModalTexts.guardTitle}>
      <div className="subscription-guard__icon" aria-hidden="true">
        <SparklesIcon size={22} />
      </div>
      <div className="subscription-guard__body">
        <Text weight="2">{limitModalTexts.guardTitle}</Text>
        <Text className="subscription-guard__text">{texts.message}</Text>
        <Text className="subscription-guard__hint">{goalTexts.limitReachedHint(goalTexts.limitWhat[type])}</Text>
        {/* The limit modal, where the plans and their prices are, rather than a purchase of one of them. */}
        <Button mode="filled" size="s" onClick={() => openLimitModal(limitModal)}>
          {limitModalTexts.guardAction}
        </Button>
      </div>
      <IconButton
        mode="plain"
        size="s"
        className="subscription-guard__dismiss"
        aria-label={limitModalTexts.dismiss}
        onClick={() => {
          localStore.set(DISMISS_PREFIX + dismissKey, '1');
          setDismissed(true);
        }}
      >
        <CloseIcon size={18} />
      </IconButton>
    </section>
  );
}

/**
 * The limit hint of core.md 8: 'У вас осталось N из M …' from 80 percent of the limit (rounded
 * up), 'Вы достигли лимита …' at it; nothing for subscribers or below the notice.
 */
export function LimitNotice({
  type,
  current,
  subscribed,
  max = FREE_LIMITS[type],
  testId = 'limit-notice',
  onPage = false,
}: {
  type: LimitType;
  current: number;
  subscribed: boolean | null;
  max?: number;
  testId?: string;
  /** A notice of the page, not of a dialog: not drawn while a dialog states the limit. */
  onPage?: boolean;
}) {
  const statedInDialog = useLimitStatedInDialog();
  const place = useKeptPlace<HTMLDivElement>();
  const notice = limitNotice(type, current, subscribed !== false, max);
  if (!notice) return null;
  if (onPage && statedInDialog) return place.keeper;
  return (
    <div ref={place.ref} className={`limit-notice limit-notice--${notice.usage}`} role="status" data-testid={testId}>
      {notice.text}
    </div>
  );
}
