import { addDays, weekdayOf } from '@tracker/shared/domain';
import { type FocusEvent, type KeyboardEvent, useState } from 'react';

/** How far each key moves in a Monday-first month grid of days. */
const STEP_OF_KEY: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
};

/** Monday 0 .. Sunday 6 of a day key. */
const weekdayFromMonday = (day: string) => (weekdayOf(day) + 6) % 7;

const EDGE_OF_KEY: Record<string, (day: string) => string> = {
  Home: (day) => addDays(day, -weekdayFromMonday(day)),
  End: (day) => addDays(day, 6 - weekdayFromMonday(day)),
};

export interface DayGridKeys {
  /** 0 for the grid's one Tab stop, -1 for every other day. */
  tabIndexOf: (day: string) => 0 | -1;
  /** On the grid: a day that takes focus (a click, a key) becomes the Tab stop. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  /** On the grid: arrows move a day or a week, Home and End to the week's ends. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A calendar's days as one Tab stop (the WAI-ARIA grid pattern): Tab enters at `firstStop` (today,
 * or the month's first day) or at the day last focused, and the arrow keys walk the days. The day
 * buttons carry `data-day="YYYY-MM-DD"`; a move to a day the grid does not show is ignored.
 */
export function useDayGridKeys(days: readonly string[], firstStop: string): DayGridKeys {
  const [focused, setFocused] = useState<string | null>(null);
  const stop = focused !== null && days.includes(focused) ? focused : firstStop;
  return {
    tabIndexOf: (day) => (day === stop ? 0 : -1),
    onFocus: (event) => {
      const day = (event.target as HTMLElement).dataset.day;
      if (day && days.includes(day)) setFocused(day);
    },
    onKeyDown: (event) => {
      const move = STEP_OF_KEY[event.key] ?? EDGE_OF_KEY[event.key];
      const from = (event.target as HTMLElement).dataset.day;
      if (!move || !from || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.currentTarget.querySelector<HTMLElement>(`[data-day="${move(from)}"]`);
      event.preventDefault();
      target?.focus();
    },
  };
}
