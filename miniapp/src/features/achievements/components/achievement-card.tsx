import { Cell } from '@telegram-apps/telegram-ui';
import type { Achievement } from '@tracker/shared/contract';
import { isAchievementSecret } from '@tracker/shared/domain';
import { achievementsTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { CheckIcon, TrophyIcon } from '../../../components/icons.tsx';
import { earnedDateText } from '../earned-date.ts';

/** The achievement's picture, else a trophy; a question mark while it is a secret. */
function AchievementIcon({ achievement, mystery }: { achievement: Achievement; mystery: boolean }) {
  const [imageFailed, setImageFailed] = useState(false);
  if (mystery) {
    return (
      <span className="achievement-icon achievement-icon--mystery" aria-hidden="true">
        ?
      </span>
    );
  }
  const state = achievement.is_earned ? 'earned' : 'locked';
  return (
    <span className={`achievement-icon achievement-icon--${state}`} aria-hidden="true">
      {achievement.image_url && !imageFailed ? (
        <img src={achievement.image_url} alt="" onError={() => setImageFailed(true)} />
      ) : (
        <TrophyIcon size={24} />
      )}
    </span>
  );
}

/** The coin and status-point rewards, each only when above 0, and the earned date. */
function AchievementMeta({ achievement }: { achievement: Achievement }) {
  const { coins_reward: coins, status_points_reward: points, earned_at: earnedAt } = achievement;
  return (
    <span className="achievement-card__meta">
      {coins > 0 && (
        <span className="achievement-chip achievement-chip--coins" data-testid="achievement-coins">
          {achievementsTexts.coinReward(coins)}
        </span>
      )}
      {points > 0 && (
        <span className="achievement-chip achievement-chip--points" data-testid="achievement-points">
          {achievementsTexts.pointReward(points)}
        </span>
      )}
      {achievement.is_earned && earnedAt && (
        <span className="achievement-card__date" data-testid="achievement-earned-date">
          {achievementsTexts.earnedOn(earnedDateText(earnedAt))}
        </span>
      )}
    </span>
  );
}

/**
 * One achievement (rewards.md 2.8). A hidden one not yet earned keeps its secret: a question mark,
 * blurred text and '🔮 Раскрой тайну'. An earned one shows a check mark and its date.
 */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const mystery = isAchievementSecret(achievement);
  const state = mystery ? 'hidden' : achievement.is_earned ? 'earned' : 'locked';
  return (
    <Cell
      readOnly
      multiline
      className={`achievement-card achievement-card--${state}`}
      data-testid="achievement-card"
      data-key={achievement.key}
      data-state={state}
      before={
        <span className="achievement-icon-wrap">
          <AchievementIcon achievement={achievement} mystery={mystery} />
          {achievement.is_earned && (
            <span className="achievement-card__check" role="img" aria-label={achievementsTexts.earned} data-testid="achievement-check">
              <CheckIcon size={14} strokeWidth={3} />
            </span>
          )}
        </span>
      }
      subtitle={mystery ? <span className="achievement-card__blur" aria-hidden="true">{achievement.description}</span> : achievement.description}
      description={
        mystery ? (
          <span className="achievement-card__mystery" data-testid="achievement-mystery">
            {achievementsTexts.mystery}
          </span>
        ) : (
          <AchievementMeta achievement={achievement} />
        )
      }
    >
      {mystery ? (
        <>
          <span className="visually-hidden">{achievementsTexts.hiddenLabel}</span>
          <span className="achievement-card__blur" aria-hidden="true">
            {achievement.title}
          </span>
        </>
      ) : (
        <span className="achievement-card__title">{achievement.title}</span>
      )}
    </Cell>
  );
}

/** A card's shape while its page loads. */
export function AchievementCardSkeleton() {
  return (
    <Cell
      readOnly
      className="achievement-card achievement-card--skeleton"
      before={<span className="achievement-icon achievement-icon--skeleton" />}
      subtitle={<span className="skeleton-box skeleton-box--line achievement-skeleton-line achievement-skeleton-line--short" />}
      description={<span className="skeleton-box skeleton-box--line achievement-skeleton-line achievement-skeleton-line--chip" />}
    >
      <span className="skeleton-box skeleton-box--line achievement-skeleton-line" />
    </Cell>
  );
}
