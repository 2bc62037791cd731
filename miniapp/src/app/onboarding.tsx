import { Text, Title } from '@telegram-apps/telegram-ui';
import { onboardingTexts } from '@tracker/shared/texts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, NoteIcon, PhoneIcon, TargetIcon, TrophyIcon } from '../components/icons.tsx';
import { finishOnboarding } from './onboarding-store.ts';
import { IconButton } from '../components/icon-button.tsx';
import { useBackdropPress, useModalLayer } from '../components/sheet-dialog.tsx';
import { chosenProps } from '../components/chosen-props.ts';

const pictures = [TargetIcon, NoteIcon, TrophyIcon, PhoneIcon] as const;

/**
 * Four slides on the first visit (onboarding-host.tsx loads them); close, backdrop click, Escape or
 * 'Начать' finish them.
 * A modal dialog like the app's sheets (useModalLayer: the focus moves in, stays in, and goes back),
 * over a live page: it opens by itself over whatever page is visited first, whose fields stay
 * reachable to scripts behind its backdrop (aria-modal tells screen readers to stay in the slides).
 */
export default function OnboardingDialog() {
  const [index, setIndex] = useState(0);
  const slides = onboardingTexts.slides;
  const total = slides.length;
  const layer = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  useModalLayer(layer, card, finishOnboarding, { inertPage: false });
  const backdropPress = useBackdropPress(finishOnboarding);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(i + 1, total - 1));
      if (event.key === 'ArrowLeft') setIndex((i) => Math.max(i - 1, 0));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [total]);

  const last = index === total - 1;
  const Picture = pictures[index] ?? TargetIcon;

  return (
    <div ref={layer} className="onboarding" data-testid="onboarding" {...backdropPress}>
      <div
        ref={card}
        className="onboarding__card"
        role="dialog"
        aria-modal="true"
        aria-label={onboardingTexts.label}
        tabIndex={-1}
      >
        <IconButton
          mode="plain"
          size="s"
          className="onboarding__close"
          aria-label={onboardingTexts.close}
          data-testid="onboarding-close"
          onClick={finishOnboarding}
        >
          <CloseIcon size={20} />
        </IconButton>
        <div className={`onboarding__picture onboarding__picture--${index + 1}`}>
          <Picture size={48} />
        </div>
        {/* Every slide's words lie in one cell, the others unseen: the card is as tall as the longest, so its buttons never move. */}
        <div className="onboarding__slides">
          {slides.map((s, i) => (
            <div key={s.title} className={i === index ? 'onboarding__slide' : 'onboarding__slide onboarding__slide--away'} aria-hidden={i === index ? undefined : true}>
              <Title level="2" weight="1" Component="h2" className="onboarding__title">
                {s.title}
              </Title>
              <Text className="onboarding__text">{s.text}</Text>
            </div>
          ))}
        </div>
        <div className="onboarding__dots" role="tablist">
          {slides.map((s, i) => (
            <button
              key={s.title}
              type="button"
              role="tab"
              {...chosenProps(i === index)}
              aria-label={`${i + 1} / ${total}`}
              className={`onboarding__dot${i === index ? ' onboarding__dot--active' : ''}`}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        <div className="onboarding__nav">
          <IconButton
            mode="bezeled"
            size="m"
            aria-label={onboardingTexts.prev}
            disabled={index === 0}
            onClick={() => setIndex((i) => Math.max(i - 1, 0))}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Text className="onboarding__counter" data-testid="onboarding-counter">
            {onboardingTexts.counter(index + 1, total)}
          </Text>
          {last ? (
            <Button size="m" onClick={finishOnboarding}>
              {onboardingTexts.start}
            </Button>
          ) : (
            <IconButton mode="bezeled" size="m" aria-label={onboardingTexts.next} onClick={() => setIndex((i) => i + 1)}>
              <ChevronRightIcon />
            </IconButton>
          )}
        </div>
      </div>
    </div>
  );
}
