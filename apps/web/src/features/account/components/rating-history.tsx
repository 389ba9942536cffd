import type { UserRatingResponse } from '@codecoach/contracts';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRatingHistory } from '../api/rating.ts';

type Entry = UserRatingResponse['data']['history'][number];

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const W = 240;
const H = 48;
const PAD = 4;

/** The rating after each contest as a line: a picture of the list below it, hidden from screen readers. */
function Sparkline({ history }: { history: Entry[] }) {
  const dots = [
    { key: 'start', v: history[0]?.oldRating ?? 0 },
    ...history.map((h) => ({ key: h.contestId, v: h.newRating })),
  ];
  const values = dots.map((d) => d.v);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / Math.max(1, values.length - 1);
  const y = (v: number) => (hi === lo ? H / 2 : PAD + ((hi - v) * (H - 2 * PAD)) / (hi - lo));
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-12 w-full max-w-60 text-primary"
      aria-hidden="true"
      focusable="false"
      data-testid="rating-sparkline"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      {dots.map((d, i) => (
        <circle key={d.key} cx={x(i)} cy={y(d.v)} r="2.5" fill="currentColor" />
      ))}
    </svg>
  );
}

function Delta({ delta }: { delta: number }) {
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  return (
    <span className={delta > 0 ? 'text-success' : delta < 0 ? 'text-danger' : 'text-muted'}>
      {sign}
      {Math.abs(delta)}
    </span>
  );
}

/**
 * The learner's contest history (rated contests only): a sparkline of the rating, then each
 * contest with its rank and the change, newest first. The list is the accessible form.
 */
export function RatingHistory({ userId }: { userId: string }) {
  const query = useRatingHistory(userId);
  if (query.isPending) return <Spinner label="Loading contest history..." className="py-4" />;
  if (query.isError)
    return (
      <LoadError
        what="the contest history"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const { history } = query.data.data;
  if (history.length === 0)
    return (
      <p className="text-sm text-muted">No rated contest yet: a rated contest's results give a rating.</p>
    );
  return (
    <div className="flex flex-col gap-3">
      <Sparkline history={history} />
      <ol className="flex flex-col gap-2 text-sm" aria-label="Rated contests, newest first">
        {[...history].reverse().map((h) => (
          <li key={h.contestId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span>
              <Link
                to={`/contest/${h.contestId}`}
                className="font-medium text-primary underline underline-offset-2"
              >
                {h.contest}
              </Link>
              <span className="text-muted"> · {DATE.format(new Date(h.endTime))}</span>
            </span>
            <span className="tabular-nums">
              Rank {h.rank} · {h.oldRating} → <strong>{h.newRating}</strong> (<Delta delta={h.delta} />)
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
