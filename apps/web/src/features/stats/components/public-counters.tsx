import type { PublicStatsResponse } from '@codecoach/contracts';
import { usePublicStats } from '../api/get-public-stats.ts';

type Stats = PublicStatsResponse['data'];

const number = new Intl.NumberFormat('en-US');

/** The landing page's four counters (spec §2), with real figures from the server. */
const COUNTERS: Array<{ label: string; value: (s: Stats) => string }> = [
  { label: 'Problems Solved', value: (s) => number.format(s.problemsSolved) },
  { label: 'Active Learners', value: (s) => number.format(s.activeLearners) },
  { label: 'Acceptance Rate', value: (s) => `${s.acceptanceRate.toFixed(1)}%` },
  { label: 'Languages Available', value: (s) => number.format(s.languagesAvailable) },
];

export function PublicCounters() {
  const stats = usePublicStats();
  return (
    <section
      aria-labelledby="counters-title"
      aria-busy={stats.isPending}
      className="mx-auto w-full max-w-6xl px-4"
    >
      <h2 id="counters-title" className="sr-only">
        CodeCoach in numbers
      </h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {COUNTERS.map((counter) => (
          <div
            key={counter.label}
            className="flex flex-col rounded-xl border border-border bg-surface p-5 text-center"
          >
            <dt className="text-sm text-muted">{counter.label}</dt>
            <dd className="order-first mb-1 text-3xl font-bold text-primary tabular-nums">
              {stats.data ? counter.value(stats.data.data) : '—'}
            </dd>
          </div>
        ))}
      </dl>
      {stats.isError ? (
        <p role="status" className="mt-3 text-center text-sm text-muted">
          Live figures are unavailable right now.
        </p>
      ) : null}
    </section>
  );
}
