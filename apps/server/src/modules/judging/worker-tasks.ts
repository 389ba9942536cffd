import type { JudgeResult } from '@codecoach/judge';
import type { Db } from '../../db/client.ts';
import { createProblemRepository } from '../problems/repository.ts';
import { createSubmissionsRepository } from '../submissions/repository.ts';
import type { JudgeJob } from './queue.ts';
import type { JudgingService } from './service.ts';

/**
 * What a judge worker process does with the queue (the API server's workers and `npm run worker`
 * alike): judge a job, keep progress up to date with each heartbeat, and give a verdict to a
 * submission whose job ran out of attempts without one.
 */
export function workerTasks(judging: JudgingService, db: Db) {
  const problems = createProblemRepository(db);
  const repo = createSubmissionsRepository(db);
  return {
    handle: (job: JudgeJob, attempt: { number: number; max: number }) =>
      judging.judgeSubmission(job.submissionId, attempt, job.problemId),
    onBeat: () => judging.sweepProgress(),
    /**
     * The job's last attempt ended without a verdict: its worker died while judging it (each
     * death costs an attempt), or its failure could not be recorded. The submission gets
     * `internal_error`, which is never charged to the learner, rather than staying pending for
     * ever. Nothing is written when it already has a verdict.
     */
    async abandon(submissionId: string, attempts: number): Promise<void> {
      const sub = await repo.pending(submissionId);
      if (!sub) return;
      const found = await problems.forJudge(sub.problemId);
      if (!found) return;
      const result: JudgeResult = {
        verdict: 'internal_error',
        runtimeMs: 0,
        memoryMb: 0,
        testsPassed: 0,
        totalTests: sub.totalTests,
        tests: [],
        error: {
          type: 'JudgeStopped',
          message: `The judge stopped while judging this submission (${attempts} attempts); it was not counted`,
        },
        // Nothing of the learner's code ran outside a box: no judge got as far as a result.
        sandboxed: true,
      };
      await judging.recordVerdict(sub.id, sub.userId, found, result, { announce: true });
    },
  };
}
