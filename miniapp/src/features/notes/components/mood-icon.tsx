import { MOODS, type Mood, moodOfScore } from '@tracker/shared/domain';

/** One colour per mood 1-5, the same on faces, bars, cards and the calendar (CSS: --mood-1 .. --mood-5). */
export const moodColor = (mood: Mood) => `var(--mood-${mood})`;

export function moodLabel(mood: number): string {
  return MOODS.find((m) => m.value === mood)?.label ?? '';
}

const ink = 'rgba(40, 26, 10, 0.86)';

function Eyes({ y = 13.5 }: { y?: number }) {
  return (
    <>
      <circle cx="11.5" cy={y} r="1.9" fill={ink} />
      <circle cx="20.5" cy={y} r="1.9" fill={ink} />
    </>
  );
}

const Mouth = ({ d }: { d: string }) => <path d={d} fill="none" stroke={ink} strokeWidth="2.2" strokeLinecap="round" />;

/** Eyes and a mouth, nothing else (moods 2-4). */
const plainFace = (mouth: string) => (
  <>
    <Eyes />
    <Mouth d={mouth} />
  </>
);

/** The face of each mood key: terrible, badly, normally, good, great. */
const faces: Record<Mood, JSX.Element> = {
  1: (
    <>
      <path d="M8 10.5l5 2.2M24 10.5l-5 2.2" stroke={ink} strokeWidth="2" strokeLinecap="round" />
      <Eyes y={15.5} />
      <Mouth d="M10 24.5q6-6 12 0" />
    </>
  ),
  2: plainFace('M11 22.5q5-3.6 10 0'),
  3: plainFace('M11 21h10'),
  4: plainFace('M10 19.5q6 5.5 12 0'),
  5: (
    <>
      <path d="M8.5 14.5q3-3.6 6 0M17.5 14.5q3-3.6 6 0" fill="none" stroke={ink} strokeWidth="2" strokeLinecap="round" />
      <path d="M9 18.5h14q-1 7-7 7t-7-7Z" fill={ink} />
      <path d="M12 22.6q4 2.4 8 0" fill="none" stroke="#ff7a8a" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
};

/** A small flat face for a mood 1-5 (core.md 3 "Mood scale"), labelled with the mood's name unless decorative. */
export function MoodIcon({ mood, size = 28, decorative = false, className }: { mood: number; size?: number; decorative?: boolean; className?: string }) {
  const m = moodOfScore(mood);
  const key = MOODS[m - 1]!.key;
  return (
    <svg
      className={`mood-icon mood-icon--${key}${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : moodLabel(m)}
      data-mood={m}
      focusable="false"
    >
      <circle cx="16" cy="16" r="15" style={{ fill: moodColor(m) }} />
      {faces[m]}
    </svg>
  );
}
