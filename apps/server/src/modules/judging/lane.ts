import { z } from 'zod';
import { JUDGE_JOB, REJUDGE_FINISH_JOB, REJUDGE_JOB } from '../../jobs/kinds.ts';
import type { JobLane } from '../../jobs/lane.ts';
import type { JudgingService } from './service.ts';

/** A judging job's payload, checked when a worker takes it (it is JSON from the jobs table). */
const judgeJobSchema = z.object({
  submissionId: z.string(),
  /** Lets the worker read the problem while it claims the submission (absent in older jobs). */
  problemId: z.string().optional(),
});

const rejudgeJobSchema = z.object({ submissionId: z.string(), rejudgeId: z.string() });
const rejudgeFinishSchema = z.object({ rejudgeId: z.string() });

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
      // A rejudge's submissions share the judge's slots at a lower priority (PRIORITY.rejudge):
      // one pool, so a learner's submission is the next job a freed slot takes.
      {
        kind: REJUDGE_JOB,
        run: (payload, attempt) => {
          const job = rejudgeJobSchema.parse(payload);
          return judging.rejudging.judgeItem(job.rejudgeId, job.submissionId, attempt);
        },
        exhausted: (submissionId) => judging.rejudging.abandon(submissionId),
      },
      {
        kind: REJUDGE_FINISH_JOB,
        run: (payload) => judging.rejudging.finish(rejudgeFinishSchema.parse(payload).rejudgeId),
        // Its failures are in the log; the rejudge shows as running, and no other starts, until an
        // operator looks (a finish is a few statements: ten failures mean the database is unwell).
        exhausted: async () => {},
      },
    ],
    recovery: { exhausted: (submissionId, attempts) => judging.abandon(submissionId, attempts) },
    onBeat: () => judging.sweepProgress(),
  };
}
