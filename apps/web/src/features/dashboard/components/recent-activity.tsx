import type { ActivityItem } from '@codecoach/contracts';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { statusLabel, statusTone, timeAgo } from './format.ts';

/** Recent Activity: the 5 latest submissions, View All to /submissions, or a way to start. */
export function RecentActivity({ items }: { items: readonly ActivityItem[] }) {
  return (
    <section aria-labelledby="recent-activity" className="rounded-xl border border-border bg-surface p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="recent-activity" className="text-lg font-semibold">
          Recent Activity
        </h2>
        {items.length > 0 ? (
          <Link to="/submissions" className="text-sm font-medium text-primary hover:underline">
            View All
          </Link>
        ) : null}
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 py-4">
          <p className="text-sm text-muted">No submissions yet. Solve your first problem to see it here.</p>
          <ButtonLink to="/practice">Start Practicing</ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <li key={item._id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <div className="min-w-0">
                <Link to={`/solve/${item.problem._id}`} className="font-medium hover:text-primary">
                  {item.problem.title}
                </Link>
                <div className="mt-0.5 flex items-center gap-2 text-xs text-muted">
                  <DifficultyBadge difficulty={item.problem.difficulty} />
                  <time dateTime={item.submittedAt} title={new Date(item.submittedAt).toLocaleString()}>
                    {timeAgo(item.submittedAt)}
                  </time>
                </div>
              </div>
              <div className="text-right text-xs">
                <span className={`font-semibold ${statusTone(item.status)}`}>{statusLabel(item.status)}</span>
                {item.points > 0 ? <span className="ml-2 text-success">+{item.points} pts</span> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
