/** Anything ranked by a minimum of activity points: the domain STATUS_LEVELS or the server's list. */
export interface RankedByActivity {
  readonly min_activity: number;
}

export interface StatusProgress<L extends RankedByActivity> {
  /** The highest level whose minimum the points reach (the lowest level for fewer points than any). */
  readonly current: L;
  /** 1-based place of `current` in the ladder: the '2' of '2 из 6'. */
  readonly place: number;
  /** The level after `current`; null at the top. */
  readonly next: L | null;
  /** Points still missing to `next`; 0 at the top. */
  readonly remaining: number;
  /** How far from `current`'s minimum to `next`'s, 0-100 (100 at the top). */
  readonly percent: number;
}

/**
 * Where `points` stand on a ladder of statuses (rewards.md 4.5): the status reached, the next one,
 * the points left to it and the progress percentage, clamped to 0-100. `levels` must not be empty;
 * their order does not matter.
 */
export function statusProgress<L extends RankedByActivity>(levels: readonly L[], points: number): StatusProgress<L> {
  const ladder = [...levels].sort((a, b) => a.min_activity - b.min_activity);
  if (ladder.length === 0) throw new Error('statusProgress needs at least one level');
  let index = 0;
  ladder.forEach((level, i) => {
    if (points >= level.min_activity) index = i;
  });
  const current = ladder[index]!;
  const next = ladder[index + 1] ?? null;
  if (!next) return { current, place: index + 1, next: null, remaining: 0, percent: 100 };
  const span = next.min_activity - current.min_activity;
  const percent = span > 0 ? Math.round(((points - current.min_activity) / span) * 100) : 100;
  return {
    current,
    place: index + 1,
    next,
    remaining: Math.max(0, next.min_activity - points),
    percent: Math.min(100, Math.max(0, percent)),
  };
}
