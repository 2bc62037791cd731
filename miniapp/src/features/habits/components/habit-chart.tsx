import type { Habit } from '@tracker/shared/contract';
import {
  type ChartDayStatus,
  chartCurrentDay,
  chartDayStatuses,
  chartLengthDays,
  chartProgressPercent,
  isLabelledMarker,
  progressMessageLevel,
  sectorMarkers,
  statusRuns,
} from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import './habits.css';

const SIZE = 240;
const CENTER = SIZE / 2;
const RADIUS = 98;
const STROKE = 18;
/** Up to this many days each day is its own segment with a gap; longer periods draw runs. */
const PER_DAY_LIMIT = 60;

const LEGEND_ORDER: readonly ChartDayStatus[] = ['completed', 'partial', 'missed', 'current', 'future', 'off'];

function point(angleDeg: number, radius: number) {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return { x: CENTER + radius * Math.cos(a), y: CENTER + radius * Math.sin(a) };
}

function arc(fromDeg: number, toDeg: number): string {
  const start = point(fromDeg, RADIUS);
  const end = point(toDeg, RADIUS);
  const large = toDeg - fromDeg > 180 ? 1 : 0;
  return `M ${start.x.toFixed(2)} ${start.y.toFixed(2)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
}

/**
 * The circular progress chart of a period habit (core.md 4): one sector per day coloured by its
 * status, markers every 7, 10 or 15 days, the current day, the percent and the progress message.
 */
export function HabitChart({ habit, today }: { habit: Habit; today: string }) {
  const length = chartLengthDays(habit);
  if (length === null) return null;
  const statuses = chartDayStatuses(habit, length, today);
  const currentDay = chartCurrentDay(habit.start_date, today, length);
  const percent = chartProgressPercent(statuses);
  const per = 360 / length;
  const gap = length <= PER_DAY_LIMIT ? Math.min(2, per * 0.25) : 0;
  const segments =
    length <= PER_DAY_LIMIT
      ? statuses.map((status, i) => ({ status, from: i, count: 1 }))
      : statusRuns(statuses);
  const counts = LEGEND_ORDER.map((status) => ({ status, n: statuses.filter((s) => s === status).length })).filter((c) => c.n > 0);
  const full = length === 1 || (segments.length === 1 && gap === 0);

  return (
    <div className="habit-chart" data-testid="habit-chart">
      <svg className="habit-chart__svg" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={`${goalTexts.chartDay(currentDay, length)}, ${goalTexts.percent(percent)}`}>
        {full ? (
          <circle cx={CENTER} cy={CENTER} r={RADIUS} className={`habit-chart__seg habit-chart__seg--${statuses[0]}`} strokeWidth={STROKE} fill="none" />
        ) : (
          segments.map((s) => (
            <path
              key={s.from}
              d={arc(s.from * per + gap / 2, (s.from + s.count) * per - gap / 2)}
              className={`habit-chart__seg habit-chart__seg--${s.status}`}
              strokeWidth={STROKE}
              fill="none"
              data-status={s.status}
            />
          ))
        )}
        {sectorMarkers(length).map((day, i, markers) => {
          const angle = day * per;
          const inner = point(angle, RADIUS - STROKE / 2 - 4);
          const outer = point(angle, RADIUS + STROKE / 2 + 2);
          const label = point(angle - per / 2, RADIUS - STROKE / 2 - 14);
          return (
            <g key={day} className="habit-chart__marker">
              <line x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} />
              {isLabelledMarker(i, markers.length) && (
                <text x={label.x} y={label.y} textAnchor="middle" dominantBaseline="central">
                  {day}
                </text>
              )}
            </g>
          );
        })}
        <text x={CENTER} y={CENTER - 10} textAnchor="middle" className="habit-chart__percent">
          {goalTexts.percent(percent)}
        </text>
        <text x={CENTER} y={CENTER + 18} textAnchor="middle" className="habit-chart__day">
          {goalTexts.chartDay(currentDay, length)}
        </text>
      </svg>
      <p className="habit-chart__message" data-testid="habit-chart-message">
        {goalTexts.chartMessages[progressMessageLevel(percent)]}
      </p>
      <ul className="habit-chart__legend">
        {counts.map(({ status, n }) => (
          <li key={status}>
            <span className={`habit-chart__dot habit-chart__dot--${status}`} aria-hidden="true" />
            {goalTexts.chartStatuses[status]}: {n}
          </li>
        ))}
      </ul>
    </div>
  );
}
