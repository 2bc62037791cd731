import { Caption, Text, Title } from '@telegram-apps/telegram-ui';
import { DEFAULT_SUBSCRIPTION_PLAN, SUBSCRIPTION_PLANS, type SubscriptionPlan, formatCountRu, freeLimitLines } from '@tracker/shared/domain';
import { subscriptionUiTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { CheckIcon, ChevronRightIcon, StarIcon } from '../../../components/icons.tsx';
import { openSubscriptionPurchase } from '../../../lib/app-events.ts';
import { refreshProfile } from '../../profile/hooks/use-profile.ts';
import { useRetryWhenOnline } from '../../../lib/use-retry-when-online.ts';
import { usePlanPrices } from '../use-plan-prices.ts';
import { syncSubscription, useLatestSubscription } from '../subscription-status.ts';
import { type SubscriptionFields, subscriptionStatusLine } from '../subscription-view.ts';
import '../subscription.css';

/** What the plan gives: ticks for the unlimited lists, plain bullets for the free limits. */
function Features({ items, limits = false }: { items: readonly string[]; limits?: boolean }) {
  return (
    <ul className={`subscription-card__features${limits ? ' subscription-card__features--limits' : ''}`}>
      {items.map((item) => (
        <li key={item}>
          {limits ? <span className="subscription-card__bullet" aria-hidden="true" /> : <CheckIcon size={18} className="subscription-card__check" />}
          <Text>{item}</Text>
        </li>
      ))}
    </ul>
  );
}

function PlanPicker({ plan, onChange }: { plan: SubscriptionPlan; onChange: (plan: SubscriptionPlan) => void }) {
  const prices = usePlanPrices();
  return (
    <div className="subscription-card__plans" role="radiogroup" aria-label={subscriptionUiTexts.planLabel}>
      {SUBSCRIPTION_PLANS.map((option) => {
        const price = prices[option];
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={plan === option}
            tabIndex={plan === option ? 0 : -1}
            className={`subscription-plan${plan === option ? ' subscription-plan--selected' : ''}`}
            onClick={() => onChange(option)}
            data-testid={`subscription-plan-${option}`}
          >
            <span className="subscription-plan__name">{subscriptionUiTexts.plans[option]}</span>
            {/* The price's line stands empty until the plans answer: the cards below do not move down. */}
            <span className="subscription-plan__price">
              {price === undefined ? '\u00a0' : formatCountRu(price, subscriptionUiTexts.starForms)}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * The profile's subscription card (rewards.md 2.6), collapsible: 'Premium access' and the unlimited
 * lists when active, the free-plan limits and 'Получить подписку' when not, and the status line.
 * Opening it refreshes the status; the purchase itself is the shell's openSubscriptionPurchase.
 */
export function SubscriptionCard({ profile }: { profile: SubscriptionFields }) {
  const bodyId = useId();
  // The status call is newer than the profile's copy once it has answered.
  const subscription = useLatestSubscription() ?? profile;
  const [expanded, setExpanded] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [plan, setPlan] = useState<SubscriptionPlan>(DEFAULT_SUBSCRIPTION_PLAN);
  const active = subscription.is_subscription_active;
  useRetryWhenOnline(
    loadFailed,
    useCallback(() => setAttempt((n) => n + 1), []),
  );

  useEffect(() => {
    let alive = true;
    void syncSubscription(profile, refreshProfile).then((fresh) => {
      if (alive) setLoadFailed(fresh === null);
    });
    return () => {
      alive = false;
    };
    // Once per visit (and again back online after a failure): later changes arrive through the profile and the status store.
  }, [attempt]);

  return (
    <section className={`card subscription-card${active ? ' subscription-card--active' : ''}`} data-testid="subscription-card" data-active={active}>
      <button type="button" className="plain-button subscription-card__header" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
        <span className="subscription-card__icon" aria-hidden="true">
          <StarIcon size={20} />
        </span>
        <Title level="3" weight="2" Component="h2" className="subscription-card__title">
          {subscriptionUiTexts.cardTitle}
        </Title>
        <span className="subscription-card__badge">{subscription.subscription_status}</span>
        <ChevronRightIcon size={20} className={`subscription-card__chevron${expanded ? ' subscription-card__chevron--open' : ''}`} />
      </button>
      {expanded && (
        <div id={bodyId} className="subscription-card__body">
          {active ? (
            <>
              <Text weight="2" className="subscription-card__plan">
                {subscriptionUiTexts.premium}
              </Text>
              <Features items={subscriptionUiTexts.unlimited} />
            </>
          ) : (
            <>
              <Text weight="2" className="subscription-card__plan">
                {subscriptionUiTexts.freePlan}
              </Text>
              <Features items={freeLimitLines()} limits />
              <Caption className="field-hint">{subscriptionUiTexts.freeHint}</Caption>
              <PlanPicker plan={plan} onChange={setPlan} />
              <Button size="l" stretched onClick={() => openSubscriptionPurchase(plan)} data-testid="get-subscription">
                {subscriptionUiTexts.getSubscription}
              </Button>
            </>
          )}
          <Caption className="field-hint" data-testid="subscription-status">
            {subscriptionStatusLine(subscription)}
          </Caption>
          {loadFailed && (
            <Caption className="field-error" role="alert">
              {subscriptionUiTexts.loadError}
            </Caption>
          )}
        </div>
      )}
    </section>
  );
}
