import { z } from 'zod';
import { JUDGE_JOB } from '../../jobs/kinds.ts';
import type { JobLane } from '../../jobs/lane.ts';
import type { JudgingService } from './service.ts';

/** A judging job's payload, checked when a worker takes it (it is JSON from the jobs table). */
const judgeJobSchema = z.object({
  submissionId: z.string(),
  /** Lets the worker read the problem while it claims the submission (absent in older jobs). */
  problemId: z.string().optional(),
});

/**
 * Judging's lane of the job runtime (the API server's workers and `npm run worker` alike):
 * `concurrency` submissions judged at once; recovered, so a worker's death costs its submission
 * seconds, not its verdict; progress a crash left unapplied is applied with each heartbeat; a
 * submission whose job ran out of attempts without a verdict gets internal_error (never charged).
 */
export function judgingLane(judging: JudgingService, concurrency: number): JobLane {
  return {
    name: 'judge',
    concurrency,
    handlers: [
      {
        kind: JUDGE_JOB,
        run: (payload, attempt) => {
          const job = judgeJobSchema.parse(payload);
          return judging.judgeSubmission(job.submissionId, attempt, job.problemId);
        },
      },
    ],
    recovery: { exhausted: (submissionId, attempts) => judging.abandon(submissionId, attempts) },
    onBeat: () => judging.sweepProgress(),
  };
}
