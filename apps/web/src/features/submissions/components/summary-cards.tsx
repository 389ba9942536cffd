import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSubmissionSummary } from '../api/get-submissions.ts';
import { successRate } from '../lib/filters.ts';

const number = new Intl.NumberFormat('en-US');

/** Total, accepted, not accepted and the success rate (spec §2), over every submission. */
export function SummaryCards() {
  const summary = useSubmissionSummary();
  const c = summary.counts;
  const cards = [
    { label: 'Total Submissions', value: c ? number.format(c.total) : '—' },
    { label: 'Accepted', value: c ? number.format(c.accepted) : '—' },
    { label: 'Not Accepted', value: c ? number.format(c.total - c.accepted - c.pending) : '—' },
    { label: 'Success Rate', value: c ? successRate(c.accepted, c.total) : '—' },
  ];
  return (
    <section aria-labelledby="summary-title" aria-busy={summary.isPending} className="flex flex-col gap-3">
      <h2 id="summary-title" className="sr-only">
        Summary
      </h2>
      {summary.error ? (
        <div className="flex flex-wrap items-center gap-3">
          <Alert tone="error">Could not load the summary: {summary.error.message}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-border bg-surface p-4">
            <dt className="text-sm text-muted">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
