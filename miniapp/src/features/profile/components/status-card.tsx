import { Caption, Progress, Text, Title } from '@telegram-apps/telegram-ui';
import { statusProgress } from '@tracker/shared/domain';
import { statusCardTexts } from '@tracker/shared/texts';
import type { CSSProperties } from 'react';
import { CheckIcon } from '../../../components/icons.tsx';
import { type StatusLevelView, useStatusLevels } from '../hooks/use-status-levels.ts';
import { StatusIcon } from './profile-card-parts.tsx';
import './profile-cards.css';

/** The level's own colour tints its icon's circle. */
const tint = (level: StatusLevelView) => ({ '--status-color': level.color }) as CSSProperties;

function StatusLadder({ levels, current, points }: { levels: readonly StatusLevelView[]; current: StatusLevelView; points: number }) {
  return (
    <div className="status-ladder">
      <Caption weight="1" caps className="status-ladder__title">
        {statusCardTexts.allStatuses}
      </Caption>
      <ol className="status-ladder__list" data-testid="status-ladder">
        {[...levels]
          .sort((a, b) => a.min_activity - b.min_activity)
          .map((level) => {
            const state = level.id === current.id ? 'current' : points >= level.min_activity ? 'reached' : 'ahead';
            return (
              <li key={level.id} className={`status-ladder__item status-ladder__item--${state}`} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="status-ladder__icon" style={tint(level)}>
                  <StatusIcon emoji={level.emoji} iconUrl={level.icon_url} imageClassName="status-ladder__image" />
                </span>
                <span className="status-ladder__text">
                  <Text className="status-ladder__name">{level.name}</Text>
                  <Caption className="status-ladder__min">{statusCardTexts.minActivity(level.min_activity)}</Caption>
                </span>
                {state === 'current' && <span className="status-ladder__current">{statusCardTexts.current}</span>}
                {state === 'reached' && <CheckIcon size={18} className="status-ladder__check" aria-hidden={false} aria-label={statusCardTexts.reached} role="img" />}
              </li>
            );
          })}
      </ol>
    </div>
  );
}

/**
 * The activity status card (rewards.md 2.6, 4.5): the status reached 'N из M', its description,
 * the points, the progress to the next status or the top-status message, and the whole ladder.
 */
export function StatusCard({ points }: { points: number }) {
  const { levels, error } = useStatusLevels();
  const { current, place, next, remaining, percent } = statusProgress(levels, points);
  return (
    <section className="card status-card" data-testid="status-card">
      <div className="status-card__header">
        <Title level="3" weight="2" Component="h2">
          {statusCardTexts.title}
        </Title>
        <span className="status-card__place" data-testid="status-place">
          {statusCardTexts.place(place, levels.length)}
        </span>
      </div>
      {error && (
        <Caption className="status-card__error" role="alert" title={statusCardTexts.loadErrorTitle} data-testid="status-load-error">
          {error}
        </Caption>
      )}
      <div className="status-card__current">
        <span className="status-card__icon" style={tint(current)}>
          <StatusIcon emoji={current.emoji} iconUrl={current.icon_url} imageClassName="status-card__image" />
        </span>
        <div className="status-card__about">
          <Text weight="2" className="status-card__name" data-testid="status-name">
            {current.name}
          </Text>
          <Caption className="status-card__description">{current.description}</Caption>
        </div>
      </div>
      <div className="status-card__points">
        <Text>{statusCardTexts.points}</Text>
        <Text weight="1" data-testid="activity-points">
          {points}
        </Text>
      </div>
      {next ? (
        <div className="status-card__progress">
          <Progress value={percent} aria-label={statusCardTexts.progressLabel(next.name)} data-testid="status-progress" data-percent={percent} />
          <Caption className="status-card__hint" data-testid="status-to-next">
            {statusCardTexts.toNext(next.name, remaining)}
          </Caption>
        </div>
      ) : (
        <Text className="status-card__max" data-testid="status-max">
          {statusCardTexts.maxReached}
        </Text>
      )}
      <StatusLadder levels={levels} current={current} points={points} />
    </section>
  );
}
