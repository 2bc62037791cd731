import { Title } from '@telegram-apps/telegram-ui';
import { type CelebrationAnimation, celebrationAnimationOf } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { useEffect, useMemo } from 'react';
import { announce } from '../lib/announce.ts';
import './celebration-overlay.css';

const PARTICLES: Readonly<Record<CelebrationAnimation, readonly string[]>> = {
  stars: ['⭐', '🌟', '✨'],
  crown: ['👑', '✨'],
  fireworks: ['🎆', '🎇', '✨'],
  confetti: ['🎉', '🎊'],
  hearts: ['❤️', '💖', '💕'],
  rainbow: ['🌈', '☁️'],
  fire: ['🔥'],
  pumpkin: ['🎃', '🦇'],
  lightning: ['⚡'],
  sakura: ['🌸', '💮'],
  snowflake: ['❄️', '⛄'],
  thumbsup: ['👍', '👏', '✨'],
  bubble: ['🫧', '🔵'],
};

/** Fewer particles in mobile webviews (core.md 9). */
function particleCount(): number {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches ? 14 : 24;
}

/** The global celebration: particles of the chosen animation and 'Цель завершена!'. */
export function CelebrationOverlay({
  playId,
  requested,
  selected,
}: {
  playId: number;
  /** The animation asked for, else the user's: selected gift animation, else thumbsup (core.md 9). */
  requested: CelebrationAnimation | null;
  selected: { animation_type?: string | null; title?: string | null } | null;
}) {
  const animation = requested ?? celebrationAnimationOf(selected);
  // Said through the page's announcer: a live region born with its text is often not read.
  useEffect(() => announce(goalTexts.celebration), [playId]);
  const particles = useMemo(() => {
    const set = PARTICLES[animation];
    return Array.from({ length: particleCount() }, (_, i) => ({
      char: set[i % set.length],
      left: (i * 37 + playId * 11) % 100,
      delay: ((i * 53) % 900) / 1000,
      size: 22 + ((i * 7) % 18),
    }));
  }, [animation, playId]);
  return (
    <div className={`celebration celebration--${animation}`} data-testid="celebration" data-animation={animation}>
      <div className="celebration__particles" aria-hidden="true">
        {particles.map((p, i) => (
          <span key={i} style={{ left: `${p.left}%`, animationDelay: `${p.delay}s`, fontSize: p.size }}>
            {p.char}
          </span>
        ))}
      </div>
      <div className="celebration__card">
        <span className="celebration__emoji" aria-hidden="true">
          {PARTICLES[animation][0]}
        </span>
        <Title level="2" weight="1" Component="p">
          {goalTexts.celebration}
        </Title>
      </div>
    </div>
  );
}

export default CelebrationOverlay;
