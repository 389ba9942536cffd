import type { HealthResponse } from '@codecoach/contracts';

type Queue = HealthResponse['queue'];

/** A queue wait as an operator reads it: 45 s, 12 min, 3 h. */
export function age(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/** The judge queue in a line: what waits, for how long, who judges, and what a dead worker holds. */
export function queueDetail(queue: Queue): string {
  const oldest = queue.oldestPendingSeconds === null ? '' : ` (oldest ${age(queue.oldestPendingSeconds)})`;
  const orphaned = queue.orphanedJobs > 0 ? `; ${queue.orphanedJobs} held by a stopped worker` : '';
  const g = queue.generation.orphanedJobs;
  const generations = g > 0 ? `; ${g} problem generation${g === 1 ? '' : 's'} held by a stopped worker` : '';
  return (
    `queue: ${queue.pending} pending${oldest}, ` +
    `${queue.workers} worker${queue.workers === 1 ? '' : 's'}${orphaned}${generations}`
  );
}

/**
 * Submissions (or problem generations) are stuck even while the sandbox works: jobs held by a
 * worker that died, or work waiting with no worker to do it.
 */
export function queueStuck(queue: Queue): boolean {
  return (
    queue.orphanedJobs > 0 ||
    queue.generation.orphanedJobs > 0 ||
    ((queue.pending > 0 || queue.generation.open > 0) && queue.workers === 0)
  );
}
