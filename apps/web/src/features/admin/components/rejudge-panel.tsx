import type { Rejudge } from '@codecoach/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Meter } from '../../../components/ui/meter.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRejudges, useSourcesAfterRejudge, useStartRejudge } from '../api/authoring.ts';
import { WHEN } from './admin-page.tsx';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** A rejudge's counts in one sentence, as they stand. */
function summary(r: Rejudge): string {
  const changed = `${plural(r.changed, 'verdict')} changed`;
  const failed =
    r.failed > 0 ? `, ${plural(r.failed, 'submission')} the judge could not rejudge (kept as they were)` : '';
  if (r.finishedAt === null) {
    const done = r.judged + r.failed;
    return done < r.total
      ? `Rejudging: ${done.toLocaleString()} of ${plural(r.total, 'submission')} done, ${changed}${failed}.`
      : `Rejudged ${plural(r.total, 'submission')}, ${changed}${failed}. Updating points and progress...`;
  }
  return `Rejudged ${plural(r.total, 'submission')} on ${WHEN.format(new Date(r.finishedAt))}: ${changed}${failed}.`;
}

/**
 * A problem's rejudge (decision 031): how many past submissions were judged on another version
 * than the one in force, a button that judges them again on it (after every learner's practice and
 * contest submission), and the latest rejudge's progress, read every second while it runs.
 */
export function RejudgePanel({ problemId }: { problemId: string }) {
  const query = useRejudges(problemId);
  const start = useStartRejudge(problemId);
  useSourcesAfterRejudge(query.data?.data.rejudges[0]?.finishedAt);
  if (query.isPending) return <Spinner label="Loading the rejudges..." className="py-6" />;
  if (query.isError)
    return (
      <LoadError
        what="this problem's rejudges"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const { stale, rejudges } = query.data.data;
  const latest = rejudges[0];
  const running = latest !== undefined && latest.finishedAt === null;
  return (
    <section aria-labelledby="problem-rejudge" className="flex flex-col gap-3">
      <h2 id="problem-rejudge" className="text-lg font-semibold">
        Rejudge
      </h2>
      <p className="text-sm text-muted">
        {stale > 0
          ? `${plural(stale, 'past submission was', 'past submissions were')} judged on an earlier version. A rejudge judges them on the version in force, after every learner's own submissions; a learner whose verdict changes sees the new one, and points and progress follow.`
          : 'Every past submission was judged on the version in force.'}
      </p>
      {stale > 0 && !running ? (
        <div>
          <Button disabled={start.isPending} onClick={() => start.mutate()}>
            {start.isPending ? 'Starting the rejudge...' : `Rejudge ${plural(stale, 'submission')}`}
          </Button>
        </div>
      ) : null}
      {/* Announced: an error, and the end. The counts of a running rejudge change every second:
          they are shown, and the progress bar carries them, without being read out each time. */}
      <div aria-live="polite" className="flex flex-col gap-2">
        {start.isError ? <Alert tone="error">{start.error.message}</Alert> : null}
        {latest && !running ? <p className="text-sm">{summary(latest)}</p> : null}
      </div>
      {latest && running ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm">{summary(latest)}</p>
          <Meter
            value={latest.judged + latest.failed}
            max={latest.total}
            label="Rejudge progress"
            className="max-w-md"
          />
        </div>
      ) : null}
    </section>
  );
}
