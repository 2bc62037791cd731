import { Caption, Spinner, Title } from '@telegram-apps/telegram-ui';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { TextLink } from './text-link.tsx';
import './home-section.css';

/** A Home card with a title (and an optional icon link beside it), its body and a foot row. */
export function HomeSection({
  testId,
  title,
  titleAction,
  foot,
  busy,
  children,
}: {
  testId: string;
  title: string;
  titleAction?: ReactNode;
  foot?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  const titleId = `${testId}-title`;
  return (
    <section className="home-section" data-testid={testId} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className="home-section__head">
        <Title level="3" weight="2" Component="h2" id={titleId} className="home-section__title">
          {title}
        </Title>
        {titleAction}
      </div>
      {children}
      <div className="home-section__foot">{foot}</div>
    </section>
  );
}

/**
 * A Home section whose code loads after the first screen (bundle budget): until it arrives, the same
 * frame, busy, with `placeholder` (its loading line or boxes) holds its place, so nothing jumps.
 */
export function LazyHomeSection({ testId, title, placeholder, children }: { testId: string; title: string; placeholder: ReactNode; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <HomeSection testId={testId} title={title} busy>
          {placeholder}
        </HomeSection>
      }
    >
      {children}
    </Suspense>
  );
}

/** A mouse wheel's notch (a trackpad sends small steps, and scrolls sideways by itself). */
const WHEEL_NOTCH = 40;

/**
 * A row of cards that scrolls sideways (a swipe on a phone). With a mouse the wheel scrolls it a
 * card a notch, until its end, where the page scrolls on; a thin scrollbar shows there is more.
 */
export function HomeSectionRow({ label, children }: { label: string; children: ReactNode }) {
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      const down = event.deltaY > 0;
      if (event.shiftKey || Math.abs(event.deltaX) >= Math.abs(event.deltaY)) return;
      if (event.deltaMode === WheelEvent.DOM_DELTA_PIXEL && Math.abs(event.deltaY) < WHEEL_NOTCH) return;
      const end = element.scrollWidth - element.clientWidth;
      if (end <= 0 || (down ? element.scrollLeft >= end - 1 : element.scrollLeft <= 0)) return;
      event.preventDefault();
      const card = element.firstElementChild?.getBoundingClientRect().width ?? element.clientWidth;
      const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
      element.scrollBy({ left: (down ? 1 : -1) * (card + gap), behavior: 'smooth' });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);
  return (
    <ul ref={row} className="home-section__row" aria-label={label}>
      {children}
    </ul>
  );
}

/** A section's foot with only its link on the right ('Все достижения'). */
export function HomeSectionFootLink({ href, text }: { href: string; text: string }) {
  return (
    <>
      <span />
      <TextLink href={href}>
        {text}
      </TextLink>
    </>
  );
}

/**
 * The loading line of a Home section ('Загружаем цели...'). Without `text` (the section's code is
 * still on its way, no call is made yet) the spinner stands alone on a line of the same height, so
 * the text's arrival moves nothing and 'Загружаем…' always means the call is under way.
 */
export function HomeSectionLoading({ text }: { text?: string }) {
  return (
    <div className="home-section__state" role="status">
      <Spinner size="s" />
      <Caption aria-hidden={text === undefined || undefined}>{text ?? '\u00a0'}</Caption>
    </div>
  );
}

/** The loading boxes of a Home row that scrolls sideways: what a phone shows of it. */
const ROW_LOADING_BOXES = 2;

/**
 * Placeholder boxes of a Home section while its code or its data loads: `count` rows the height of
 * an achievement card, or a row of card-sized boxes. Both waits draw the same boxes, and the boxes
 * are the size of what replaces them, so nothing jumps.
 */
export function HomeSectionSkeleton(props: { shape: 'list'; count: number } | { shape: 'row' }) {
  const count = props.shape === 'list' ? props.count : ROW_LOADING_BOXES;
  return (
    <div className={`home-skeleton home-skeleton--${props.shape}`} role="status" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="home-skeleton__item skeleton-box" />
      ))}
    </div>
  );
}
