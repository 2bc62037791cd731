import { Text } from '@telegram-apps/telegram-ui';
import { type YearMonth, formatMonthTitle, shiftYearMonth, yearMonthOf } from '@tracker/shared/domain';
import { monthSwitcherTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import './month-switcher.css';
import { IconButton } from './icon-button.tsx';

/** The month above a calendar grid ('Ноябрь 2026') between the previous and next month arrows. */
export function MonthSwitcher({ month, onChange, testId }: { month: YearMonth; onChange: (month: YearMonth) => void; testId: string }) {
  return (
    <div className="month-switcher">
      <IconButton mode="gray" size="s" aria-label={monthSwitcherTexts.previous} onClick={() => onChange(shiftYearMonth(month, -1))}>
        <ChevronLeftIcon size={20} />
      </IconButton>
      <Text weight="2" className="month-switcher__title" aria-live="polite" data-testid={testId}>
        {formatMonthTitle(month.year, month.month)}
      </Text>
      <IconButton mode="gray" size="s" aria-label={monthSwitcherTexts.next} onClick={() => onChange(shiftYearMonth(month, 1))}>
        <ChevronRightIcon size={20} />
      </IconButton>
    </div>
  );
}

const sameMonth = (a: YearMonth, b: YearMonth) => a.year === b.year && a.month === b.month;

/**
 * The month a calendar shows and its setter: today's month at first; when a new month begins while
 * the calendar shows the month that was current, it moves on with it (another month chosen stays).
 */
export function useShownMonth(today: string): [YearMonth, (month: YearMonth) => void] {
  const [month, setMonth] = useState<YearMonth>(() => yearMonthOf(today));
  const [seenToday, setSeenToday] = useState(today);
  if (seenToday !== today) {
    setSeenToday(today);
    if (sameMonth(month, yearMonthOf(seenToday))) setMonth(yearMonthOf(today));
  }
  return [month, setMonth];
}
