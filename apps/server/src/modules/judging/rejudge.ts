import type { Rejudge, RejudgesView } from '@codecoach/contracts';
import type { Judge, JudgeResult } from '@codecoach/judge';
import type { Database } from '../../db/client.ts';
import type { Actor, AuditLog } from '../../lib/audit.ts';
import { errors } from '../../lib/errors.ts';
import { COUNTED_VERDICTS, SOLVE_POINTS } from '../progress/definitions.ts';
import { rebuildProgress } from '../progress/rebuild.ts';
import type { RejudgeRow, RejudgesRepository } from '../submissions/rejudges.ts';
import type { JudgeInputs } from './judge-inputs.ts';
import { judgeBudgetMs, outcomeOf } from './judge-worker.ts';
import { verdictRow } from './verdict.ts';

/** The rejudges a problem's page lists. */
const LISTED = 5;

const isDifficulty = (d: string): d is keyof typeof SOLVE_POINTS => d in SOLVE_POINTS;

function view(r: RejudgeRow): Rejudge {
  return {
    _id: r.id,
    version: r.version,
    requestedBy: r.requestedBy,
    total: r.total,
    judged: r.judged,
    changed: r.changed,
    failed: r.failed,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Rejudging a problem's past submissions against the version in force (decision 031). An admin
 * asks; each submission judged on another version gets a job at a lower priority than practice
 * and contests (paused with judging); each new verdict replaces the old in the learner's row (the
 * learner sees it, with a note to an open page) and is counted in the rejudge; the last one
 * queues the finish: the problem's points, its learners' solved state and its counters from the
 * verdicts as they are now, then every learner's progress rebuilt (rebuildProgress).
 */
export function createRejudging(deps: {
  database: Database;
  judge: () => Judge;
  inputs: JudgeInputs;
  repo: RejudgesRepository;
  audit: AuditLog;
}) {
  const { database, inputs, repo, audit } = deps;
  const { db } = database;

  return {
    /** The problem's rejudges, newest first, and how many of its submissions one would take now. */
    async list(problemId: string): Promise<RejudgesView> {
      const p = await inputs.problem(problemId);
      const [rejudges, stale] = await Promise.all([
        repo.list(p.id, LISTED),
        repo.staleCount(p.id, p.version),
      ]);
      return { version: p.version, stale, rejudges: rejudges.map(view) };
    },

    /** Starts a rejudge of every submission judged on another version; audited with it. */
    async start(actor: Actor, problemId: string): Promise<Rejudge> {
      const p = await inputs.problem(problemId);
      const id = await db.transaction(async (tx) => {
        const r = await repo.start(tx, { problemId: p.id, version: p.version, requestedBy: actor.id });
        if (!r.id) {
          throw r.stale === 0
            ? errors.conflict('Every submission of this problem was judged on the version in force')
            : errors.conflict('A rejudge of this problem is running: wait for it to finish');
        }
        await audit.append(tx, actor, {
          action: 'problem.rejudge',
          target: { type: 'problem', id: p.id, label: r.title },
          before: null,
          after: { rejudge: r.id, version: p.version, submissions: r.total },
        });
        return r.id;
      });
      const [made] = (await repo.list(p.id, LISTED)).filter((r) => r.id === id);
      if (!made) throw new Error(`rejudge ${id} vanished`);
      return view(made);
    },

    /**
     * One submission judged again. A judge fault throws (the queue retries); on the last attempt
     * the submission keeps its verdict and counts as failed. Nothing happens for a submission
     * judged on this version already (a job that ran twice) or a rejudge already finished.
     */
    async judgeItem(rejudgeId: string, submissionId: string, attempt: { number: number; max: number }) {
      const item = await repo.item(submissionId, rejudgeId);
      if (!item) return;
      const p = await inputs.problem(item.problemId);
      const request = await inputs.request(p, item.language, item.code);
      const tests = await inputs.tests(p);
      let result: JudgeResult | undefined;
      let fault: unknown;
      try {
        result = await deps.judge().run({
          ...request,
          tests,
          stopOnFirstFailure: true,
          signal: AbortSignal.timeout(judgeBudgetMs(item.language, request.timeLimitMs, tests.length)),
        });
      } catch (e) {
        fault = e;
      }
      // Sorted as a new submission's attempt is: the problem's own faults are verdicts too.
      const outcome = outcomeOf(result, fault);
      if ('result' in outcome) {
        await repo.rewrite(rejudgeId, verdictRow(item.id, item.userId, p, outcome.result));
        return;
      }
      if (attempt.number < attempt.max)
        throw new Error(`judge failure on attempt ${attempt.number} of a rejudge: ${outcome.fault}`, {
          cause: outcome.thrown,
        });
      await repo.fail(submissionId);
    },

    /** A rejudged submission's workers all died: it keeps its verdict, counted as failed. */
    abandon: (submissionId: string) => repo.fail(submissionId),

    /** The rejudge's end (its finish job): points, solved state, counters, then progress. */
    async finish(rejudgeId: string): Promise<void> {
      const settled = await db.transaction((tx) =>
        repo.settle(tx, rejudgeId, {
          solvePoints: (d) => (isDifficulty(d) ? SOLVE_POINTS[d] : 0),
          counted: COUNTED_VERDICTS,
        }),
      );
      if (!settled) return;
      await rebuildProgress(db);
      await repo.finish(rejudgeId);
    },
  };
}
export type Rejudging = ReturnType<typeof createRejudging>;
