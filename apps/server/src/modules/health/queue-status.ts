import type { HealthResponse } from '@codecoach/contracts';
import { GENERATE_JOB, JUDGE_JOB } from '../../jobs/kinds.ts';
import type { JobQueue } from '../../jobs/queue.ts';

/**
 * The queue as GET /api/health shows it: what waits (asked of the modules that own it), the live
 * judge slots and the jobs a dead process still holds (asked of the job queue).
 */
export function queueStatus(deps: {
  jobs: JobQueue;
  submissions: { waiting(): Promise<{ pending: number; oldestPendingSeconds: number | null }> };
  generations: { waiting(): Promise<{ open: number; oldestOpenSeconds: number | null }> };
}) {
  return {
    async status(): Promise<HealthResponse['queue']> {
      const [submissions, generations, workers, orphanedJobs, orphanedGenerations] = await Promise.all([
        deps.submissions.waiting(),
        deps.generations.waiting(),
        deps.jobs.liveSlots(),
        deps.jobs.orphanedJobs(JUDGE_JOB),
        deps.jobs.orphanedJobs(GENERATE_JOB),
      ]);
      return {
        ...submissions,
        workers,
        orphanedJobs,
        generation: { ...generations, orphanedJobs: orphanedGenerations },
      };
    },
  };
}
