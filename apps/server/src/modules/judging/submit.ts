import { LANGUAGE_LABELS, type Language, type SubmitRequest } from '@codecoach/contracts';
import type { Config } from '../../config/env.ts';
import { errors } from '../../lib/errors.ts';
import type { SubmissionsRepository } from '../submissions/repository.ts';
import type { JudgeInputs } from './judge-inputs.ts';

/** Throws unless `userId` may submit `problemId` to the contest now. */
export type ContestGate = (userId: string, contestId: string, problemId: string) => Promise<void>;

/**
 * Submit: a pending row and its job, committed together; the verdict arrives through the queue
 * and the event stream (which sends `queued` itself when it opens, so nothing is published here).
 */
export function createSubmit(deps: {
  config: Config;
  inputs: JudgeInputs;
  repo: SubmissionsRepository;
  /** Refuses a contest submission made outside its participant's window (modules/contests). */
  contestGate?: ContestGate;
  /** The cap set at run time (System Settings); the configured one without it. */
  pendingCap?: () => Promise<number>;
  /** False only when it is known that no judge can run `language` now (languages.ts). */
  runnable?: (language: Language) => Promise<boolean>;
}) {
  return async function submit(userId: string, req: SubmitRequest): Promise<string> {
    const p = await deps.inputs.problem(req.problemId, userId);
    if (deps.runnable && !(await deps.runnable(req.language)))
      throw errors.unavailable(`${LANGUAGE_LABELS[req.language]} is not available on this judge right now`);
    if (req.contestId) {
      if (!deps.contestGate) throw errors.unavailable('Contests are not available on this server');
      await deps.contestGate(userId, req.contestId, p.id);
    }
    const cap = deps.pendingCap ? await deps.pendingCap() : deps.config.judge.pendingPerUser;
    const r = await deps.repo.insertPending({
      userId,
      problemId: p.id,
      language: req.language,
      code: req.code,
      contestId: req.contestId ?? null,
      cap,
    });
    if (!r?.id) {
      throw errors.rateLimited(
        5,
        `You already have ${r?.pending ?? cap} submissions being judged. Please wait for their verdicts.`,
      );
    }
    if (r.jobs !== 1) throw new Error('could not enqueue the submission');
    return r.id;
  };
}
