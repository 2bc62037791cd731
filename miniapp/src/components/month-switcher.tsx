import { Text } from '@telegram-apps/telegram-ui';
import { type YearMonth, formatMonthTitle, shiftYearMonth } from '@tracker/shared/domain';
import { monthSwitcherTexts } from '@tracker/shared/texts';
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
