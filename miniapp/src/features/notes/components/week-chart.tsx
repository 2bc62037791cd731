import type { WeekBar } from '@tracker/shared/domain';
import { PLURAL_FORMS, WEEK_DAYS_FROM_MONDAY, formatCountRu } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { formatScore } from '../note-format.ts';
import { moodColor } from './mood-icon.tsx';
import { NotesCard } from './notes-card.tsx';

/**
 * 'Шкала настроения за неделю': a bar per day Monday to Sunday, its height the day's combined mood
 * out of 5, the number above it, the count of entries beneath, the colour of the mood it rounds to.
 * `pending`: the week's notes are not loaded (yet, or their load failed: the list below says so),
 * so no day claims 0 entries; the counts' line keeps its height.
 */
export function WeekChart({ bars, pending }: { bars: readonly WeekBar[]; pending: boolean }) {
  return (
    <NotesCard id="week-chart-title" title={moodTexts.chartTitle} className="week-chart" testId="week-chart">
      <ol className="week-chart__bars" aria-busy={pending}>
        {bars.map((bar) => {
          const weekday = WEEK_DAYS_FROM_MONDAY[bar.index]!.label;
          const score = bar.score === null ? null : formatScore(bar.score);
          return (
            <li
              key={bar.date}
              className={`week-chart__day${bar.isToday ? ' week-chart__day--today' : ''}`}
              aria-label={pending ? weekday : moodTexts.barLabel(weekday, score, formatCountRu(bar.count, PLURAL_FORMS.entry))}
              data-testid="week-bar"
              data-date={bar.date}
              data-mood={bar.mood ?? ''}
              data-count={pending ? '' : bar.count}
            >
              <span className="week-chart__score" aria-hidden="true">
                {score ?? ''}
              </span>
              <span className="week-chart__track" aria-hidden="true">
                {bar.mood !== null && (
                  <span className="week-chart__bar" style={{ height: `${Math.round(bar.share * 100)}%`, background: moodColor(bar.mood) }} />
                )}
              </span>
              <span className="week-chart__weekday" aria-hidden="true">
                {weekday}
              </span>
              <span className="week-chart__count" aria-hidden="true">
                {pending ? '\u00a0' : bar.count}
              </span>
            </li>
          );
        })}
      </ol>
    </NotesCard>
  );
}
