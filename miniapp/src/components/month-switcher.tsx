import { Text } from '@telegram-apps/telegram-ui';
import { type YearMonth, formatMonthTitle, shiftYearMonth, yearMonthOf } from '@tracker/shared/domain';
import { monthSwitcherTexts } from '@tracker/shared/texts';
import { useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import './month-switcher.css';
import { IconButton } from './icon-button.tsx';
import { addressWith } from '../lib/search-tab.ts';

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

/** A month as the address writes it, '2026-12'. */
const monthParam = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;

function monthOfParam(value: string | null): YearMonth | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/**
 * The month a calendar shows and its setter. Another month than today's is in the address
 * (`?month=2026-12`, beside the screen's other parameters), so a reload, Back and a shared link keep
 * it; without one the calendar shows today's month and moves on with it when a new month begins.
 */
export function useShownMonth(today: string): [YearMonth, (month: YearMonth) => void] {
  const [path] = useLocation();
  const search = useSearch();
  const current = yearMonthOf(today);
  const month = monthOfParam(new URLSearchParams(search).get('month')) ?? current;
  const setMonth = (next: YearMonth) => navigate(addressWith(path, search, 'month', sameMonth(next, current) ? null : monthParam(next)), { replace: true });
  return [month, setMonth];
}
