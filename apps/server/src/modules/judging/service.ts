import type { Judge } from '@codecoach/judge';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { createAuditLog } from '../../lib/audit.ts';
import { errors } from '../../lib/errors.ts';
import { createProblemRepository } from '../problems/repository.ts';
import { createRejudgesRepository } from '../submissions/rejudges.ts';
import { createSubmissionsRepository } from '../submissions/repository.ts';
import { createJudgeInputs } from './judge-inputs.ts';
import { createJudgeWorker } from './judge-worker.ts';
import { createLanguageCheck } from './languages.ts';
import { createSubmissionReads } from './read-submissions.ts';
import { createRejudging } from './rejudge.ts';
import { createRunCode } from './run-code.ts';
import { type ContestGate, createSubmit } from './submit.ts';

/**
 * Judging, wired: the use cases (Run Code, submit, the judge worker, a learner's reads) over the
 * one `submissions` repository and the problem repository. Routes and workers call these; none
 * of them runs SQL of its own.
 */
export function createJudgingService(deps: {
  config: Config;
  database: Database;
  judge: Judge | undefined;
  contestGate?: ContestGate;
  /** The per-learner cap on submissions waiting for a verdict, as System Settings sets it now. */
  pendingCap?: () => Promise<number>;
  /** Where a problem's own faults met while judging are reported (a validator that fails). */
  log?: (message: string) => void;
}) {
  const { config, database } = deps;
  const problemsRepo = createProblemRepository(database.db);
  const repo = createSubmissionsRepository(database.db);
  const inputs = createJudgeInputs(problemsRepo);
  const judge = (): Judge => {
    if (!deps.judge) throw errors.unavailable('Code execution is not available on this server right now');
    return deps.judge;
  };
  return {
    /** The problem's judge inputs (checker, tests in memory), shared with the tutor's sandbox runs. */
    inputs,
    judge,
    run: createRunCode({
      db: database.db,
      judge,
      inputs,
      problemsRepo,
      ...(deps.log ? { log: deps.log } : {}),
    }),
    submit: createSubmit({
      config,
      inputs,
      repo,
      ...(deps.contestGate ? { contestGate: deps.contestGate } : {}),
      ...(deps.pendingCap ? { pendingCap: deps.pendingCap } : {}),
      runnable: createLanguageCheck({ pool: database.pool, judge: deps.judge }),
    }),
    rejudging: createRejudging({
      database,
      judge,
      inputs,
      repo: createRejudgesRepository(database.db),
      audit: createAuditLog(database.db),
    }),
    ...createSubmissionReads(repo),
    ...createJudgeWorker({ database, judge, inputs, repo }),
  };
}
export type JudgingService = ReturnType<typeof createJudgingService>;
