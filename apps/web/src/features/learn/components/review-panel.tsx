import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { useReview } from '../api/summary.ts';

const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const dateLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/** "Due for review": today's share under the daily cap, the backlog spread over the next days. */
export function ReviewPanel({ compact = false }: { compact?: boolean }) {
  const review = useReview();
  const r = review.data?.data;
  return (
    <section
      aria-labelledby="review-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-baseline gap-2">
        <h2 id="review-title" className="text-xl font-semibold">
          Due for review
        </h2>
        {r ? (
          <span className="text-sm text-muted">
            {r.reviewedToday} of {r.dailyCap} reviewed today · {r.scheduled}{' '}
            {r.scheduled === 1 ? 'problem' : 'problems'} scheduled
          </span>
        ) : null}
      </div>
      {review.isPending ? <p className="text-sm text-muted">Loading reviews...</p> : null}
      {review.isError ? (
        <Alert tone="error">Could not load your reviews: {review.error.message}</Alert>
      ) : null}
      {r && r.today.length === 0 ? (
        <p className="text-sm text-muted">
          {r.scheduled === 0
            ? 'Solve a problem and it is scheduled here for a re-solve just before you would forget it.'
            : 'Nothing due today. Solved problems come back here when you are about to forget them.'}
          {r.nextDue ? ` Next review: ${dateLabel.format(new Date(r.nextDue))}.` : ''}
        </p>
      ) : null}
      {r && r.today.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {r.today.map((item) => (
            <li key={item.problem._id} className="flex flex-wrap items-center gap-2 text-sm">
              <Link
                to={`/solve/${item.problem._id}`}
                className="font-medium text-primary underline underline-offset-2"
              >
                {item.problem.title}
              </Link>
              <DifficultyBadge difficulty={item.problem.difficulty} />
              <span className="text-muted">
                recall now about {item.recall}% ·{' '}
                {item.reviews === 0 ? 'first review' : `${item.reviews} reviews`}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {r && r.dueTotal > r.today.length ? (
        <p className="text-sm text-muted">
          {r.dueTotal - r.today.length} more due: spread over the next days, {r.dailyCap} a day at most.
        </p>
      ) : null}
      {r && !compact && r.upcoming.some((d) => d.count > 0) ? (
        <p className="text-xs text-muted">
          Next days:{' '}
          {r.upcoming
            .filter((d) => d.count > 0)
            .map((d) => `${dayLabel.format(new Date(`${d.date}T12:00:00Z`))} ${d.count}`)
            .join(' · ')}
        </p>
      ) : null}
    </section>
  );
}
