import { Progress, Text } from '@telegram-apps/telegram-ui';
import { type PlanPrices, SUBSCRIPTION_PLANS, type SubscriptionPlan, formatCountRu, freeLimitLines, freeTierPercent } from '@tracker/shared/domain';
import { limitModalTexts, subscriptionUiTexts } from '@tracker/shared/texts';
import { openSubscriptionPurchase } from '../lib/app-events.ts';
import { Button } from './button.tsx';
import type { LimitModalData } from './limit-modal-store.ts';
import { SheetDialog } from './sheet-dialog.tsx';
import './limit-modal.css';

/**
 * The free-tier limit modal (core.md 2 "Modals", 8): title and description, a progress bar of
 * current/max, the free limits, 'Понятно', 'Месяц', 'Год' (each with its price in Stars under it)
 * and 'Получить подписку'.
 */
export function LimitModal({ data, prices, onClose }: { data: LimitModalData; prices: PlanPrices; onClose: () => void }) {
  const buy = (plan: SubscriptionPlan) => {
    onClose();
    openSubscriptionPurchase(plan);
  };
  return (
    <SheetDialog title={data.title} onClose={onClose} variant="center" testId="limit-modal">
      <div className="limit-modal">
        {data.description && <Text className="limit-modal__description">{data.description}</Text>}
        <div className="limit-modal__usage">
          <Progress value={freeTierPercent(data.current, data.max)} aria-label={limitModalTexts.usage(data.current, data.max)} />
          <span className="limit-modal__count" data-testid="limit-modal-count">
            {limitModalTexts.usage(data.current, data.max)}
          </span>
        </div>
        <Text className="limit-modal__reason">{limitModalTexts.reason(data.max)}</Text>
        <div className="limit-modal__limits">
          <span className="limit-modal__limits-title">{limitModalTexts.freeTitle}</span>
          <ul>
            {freeLimitLines().map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <span className="limit-modal__perks">{limitModalTexts.subscriptionPerks}</span>
        </div>
        {/* In core.md 2's order: 'Понятно' acknowledges the limits above, then the ways past them. */}
        <Button mode="plain" size="m" stretched onClick={onClose}>
          {limitModalTexts.understood}
        </Button>
        <div className="limit-modal__plans">
          {SUBSCRIPTION_PLANS.map((plan) => {
            const price = prices[plan];
            return (
              <div key={plan} className="limit-modal__plan">
                <Button mode="bezeled" size="m" stretched onClick={() => buy(plan)}>
                  {subscriptionUiTexts.plans[plan]}
                </Button>
                {/* Under the button, not in its name; a no-break space holds the line until the prices come. */}
                <span className="limit-modal__price" data-testid={`limit-modal-price-${plan}`}>
                  {price === undefined ? '\u00a0' : formatCountRu(price, subscriptionUiTexts.starForms)}
                </span>
              </div>
            );
          })}
        </div>
        <Button mode="filled" size="l" stretched onClick={() => buy('monthly')}>
          {subscriptionUiTexts.getSubscription}
        </Button>
      </div>
    </SheetDialog>
  );
}

export default LimitModal;
