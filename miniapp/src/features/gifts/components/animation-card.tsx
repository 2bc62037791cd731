import { Text, Title } from '@telegram-apps/telegram-ui';
import type { SelectedAnimation } from '@tracker/shared/contract';
import { DEFAULT_CELEBRATION_ICON, celebrationAnimationOf } from '@tracker/shared/domain';
import { animationCardTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { usePreviewCelebration } from '../../../components/celebration-store.ts';
import { AnimationPicker } from './animation-picker.tsx';
import '../gifts.css';

/** The profile's goal-completion animation (rewards.md 2.6): the current one, change and preview. */
export function AnimationCard({ selected, onChanged }: { selected: SelectedAnimation | null; onChanged: () => void }) {
  const [picking, setPicking] = useState(false);
  const preview = usePreviewCelebration();
  return (
    <section className="card animation-card" data-testid="animation-card">
      <Title level="3" weight="2" Component="h2" className="animation-card__heading">
        {animationCardTexts.title}
      </Title>
      <div className="animation-card__current">
        <span className="animation-option__icon" aria-hidden="true">
          {selected?.icon ?? DEFAULT_CELEBRATION_ICON}
        </span>
        <span className="animation-card__text">
          <Text weight="2" data-testid="animation-card-title">
            {selected?.title ?? animationCardTexts.defaultTitle}
          </Text>
          <span className="animation-card__description">{selected?.description ?? animationCardTexts.defaultDescription}</span>
        </span>
      </div>
      <div className="animation-card__actions">
        <Button size="s" mode="bezeled" onClick={() => setPicking(true)} data-testid="animation-card-change">
          {animationCardTexts.change}
        </Button>
        <Button size="s" mode="plain" onClick={() => preview(celebrationAnimationOf(selected))} data-testid="animation-card-preview">
          {animationCardTexts.preview}
        </Button>
      </div>
      {picking && <AnimationPicker selected={selected} onClose={() => setPicking(false)} onChanged={onChanged} />}
    </section>
  );
}
