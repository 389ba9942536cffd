import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type WeeklyProgress as Progress,
} from '@codecoach/contracts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatNumber } from './format.ts';

interface Props {
  progress: Progress;
  period: DashboardPeriod;
  onPeriodChange: (period: DashboardPeriod) => void;
  loading: boolean;
}

const CHART_HEIGHT = 120;

/**
 * Weekly Progress: problems solved per day (week, month) or per month (year), in the learner's
 * time zone. Bars are SVG attributes (no inline styles under the CSP); the same figures are in a
 * table for screen readers and anyone who prefers numbers.
 */
export function WeeklyProgress({ progress, period, onPeriodChange, loading }: Props) {
  const { buckets, totals } = progress;
  const max = Math.max(1, ...buckets.map((b) => b.solved));
  const width = 100 / Math.max(1, buckets.length);
  const periodLabel = DASHBOARD_PERIOD_LABELS[period];
  return (
    <section
      aria-labelledby="weekly-progress"
      aria-busy={loading}
      className="rounded-xl border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="weekly-progress" className="text-lg font-semibold">
          Weekly Progress
        </h2>
        <SelectField
          label="Period"
          hideLabel
          value={period}
          onChange={(e) => onPeriodChange(e.target.value as DashboardPeriod)}
          options={DASHBOARD_PERIODS.map((p) => ({ value: p, label: DASHBOARD_PERIOD_LABELS[p] }))}
        />
      </div>
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {periodLabel}: {formatNumber(totals.solved)} solved · {formatNumber(totals.submissions)} submissions ·{' '}
        {formatNumber(totals.points)} points · {formatNumber(totals.minutes)} min active
      </p>
      <svg
        role="img"
        aria-label={`Problems solved per ${period === 'year' ? 'month' : 'day'}, ${periodLabel.toLowerCase()}: ${formatNumber(totals.solved)} in all`}
        viewBox={`0 0 100 ${CHART_HEIGHT + 16}`}
        preserveAspectRatio="none"
        className={`mt-4 h-40 w-full ${loading ? 'opacity-60' : ''}`}
      >
        <line
          x1="0"
          x2="100"
          y1={CHART_HEIGHT}
          y2={CHART_HEIGHT}
          className="stroke-border"
          strokeWidth="0.3"
        />
        {buckets.map((b, i) => {
          const h = (b.solved / max) * (CHART_HEIGHT - 8);
          return (
            <rect
              key={b.from}
              x={i * width + width * 0.15}
              y={CHART_HEIGHT - h}
              width={width * 0.7}
              height={h}
              rx="0.6"
              className="fill-primary"
            />
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        {buckets.map((b, i) => (
          <span key={b.from} className={buckets.length > 12 && i % 5 !== 0 ? 'invisible' : ''}>
            {b.label}
          </span>
        ))}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted">Show as a table</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 font-medium">
                {period === 'year' ? 'Month' : 'Day'}
              </th>
              <th scope="col" className="py-1 font-medium">
                Solved
              </th>
              <th scope="col" className="py-1 font-medium">
                Submissions
              </th>
              <th scope="col" className="py-1 font-medium">
                Points
              </th>
              <th scope="col" className="py-1 font-medium">
                Active min
              </th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((b) => (
              <tr key={b.from} className="border-t border-border">
                <th scope="row" className="py-1 font-normal">
                  {period === 'year' ? b.label : b.from}
                </th>
                <td>{b.solved}</td>
                <td>{b.submissions}</td>
                <td>{b.points}</td>
                <td>{b.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
