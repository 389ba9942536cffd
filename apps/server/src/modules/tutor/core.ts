/**
 * What every tutor use case shares: the quota, the problem and learner facts (refused while the
 * learner competes on the problem), the guard and record of a finished answer, the caches, and
 * the failure facts of a code (docs/decisions/016-ai-tutor.md).
 */
import { createHash } from 'node:crypto';
import { loadProblemSource, type ProblemSource } from '@codecoach/content';
import type { Language } from '@codecoach/contracts';
import type { Judge, JudgeResult, JudgeTest } from '@codecoach/judge';
import { type Answer, type GuardContext, guardAnswer, type TutorEngine } from '@codecoach/tutor';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { Lru } from '../../lib/lru.ts';
import { hit } from '../../lib/rate-limit.ts';
import type { JudgeInputs } from '../judging/judge-inputs.ts';
import { createProblemRepository } from '../problems/repository.ts';
import { TtlCache } from './cache.ts';
import { type CodeContext, problemFacts } from './facts.ts';
import { failureFacts } from './failure-facts.ts';
import { type Judged, judgeWithGrowth, measureGrowth } from './growth-facts.ts';
import type { optimizeFacts } from './optimize-facts.ts';
import { createTutorRepository, type StoredJudgement, type TutorProblemRow } from './repository.ts';
import { createSandbox } from './sandbox.ts';

const CACHE_ENTRIES = 500;
const CACHE_TTL_MS = 10 * 60_000;
/**
 * Explain starts the growth run (needed only for a time limit) beside a judge run that has been
 * running tests this long: most wrong answers are known well before, most time limits are not.
 */
const EXPLAIN_SPECULATE_MS = 700;

/** The answer to any tutor request about a problem the caller is competing on right now. */
export const IN_CONTEST_MESSAGE = 'The AI tutor is off for this problem until your contest is over';

export interface TutorDeps {
  db: Db;
  judge: () => Judge;
  inputs: JudgeInputs;
  engine: TutorEngine;
  /** Questions per learner per hour, as System Settings sets it now. */
  quotaPerHour: () => Promise<number>;
  model: string | null;
}

export type Kind = 'hint' | 'explain' | 'optimize' | 'chat' | 'recommend';
export type FailureFacts = Awaited<ReturnType<typeof failureFacts>>;
type HintAnswer = Awaited<ReturnType<TutorEngine['hint']>>;
type ExplainAnswer = Awaited<ReturnType<TutorEngine['explainFailure']>> & { failure: FailureFacts };
type OptimizeAnswer = Awaited<ReturnType<TutorEngine['optimize']>> & {
  facts: Awaited<ReturnType<typeof optimizeFacts>>;
};

export function createTutorCore(deps: TutorDeps) {
  const repo = createTutorRepository(deps.db);
  const problems = createProblemRepository(deps.db);
  const { engine } = deps;
  const sources = new Lru<string, Promise<ProblemSource | undefined>>(200);
  // One cache per kind of value (each up to CACHE_ENTRIES): facts, and each use case's answers.
  const caches = {
    facts: new TtlCache<FailureFacts>(CACHE_ENTRIES, CACHE_TTL_MS),
    judged: new TtlCache<Promise<Judged>>(CACHE_ENTRIES, CACHE_TTL_MS),
    hint: new TtlCache<HintAnswer>(CACHE_ENTRIES, CACHE_TTL_MS),
    explain: new TtlCache<ExplainAnswer>(CACHE_ENTRIES, CACHE_TTL_MS),
    optimize: new TtlCache<OptimizeAnswer>(CACHE_ENTRIES, CACHE_TTL_MS),
  };

  const sourceOf = (row: TutorProblemRow) => {
    if (row.source !== 'bank') return Promise.resolve(undefined);
    let s = sources.get(row.slug);
    if (!s) {
      s = loadProblemSource(row.slug).catch(() => undefined);
      sources.set(row.slug, s);
    }
    return s;
  };

  async function quota(userId: string) {
    await hit(deps.db, `tutor:user:${userId}`, await deps.quotaPerHour(), 3_600_000);
  }

  /** The problem and the learner's facts; 404 unknown, 403 while they compete on it (decision 015). */
  async function load(userId: string, problemId: string) {
    const row = await repo.problem(problemId);
    if (!row) throw errors.notFound('Problem not found');
    const [source, learner, competing] = await Promise.all([
      sourceOf(row),
      repo.learner(userId, row.id),
      problems.inContestOf(row.id, userId),
    ]);
    if (competing) throw errors.forbidden(IN_CONTEST_MESSAGE);
    const guard: GuardContext = { solved: learner.solved, references: Object.values(row.solutions) };
    return { row, source, learner, problem: problemFacts(row, source), guard };
  }
  type Loaded = Awaited<ReturnType<typeof load>>;

  async function codeContext(loaded: Loaded, language: Language, code: string): Promise<CodeContext> {
    const judgeProblem = await deps.inputs.problem(loaded.row.id);
    return {
      judgeProblem,
      problem: loaded.problem,
      ...(loaded.source ? { source: loaded.source } : {}),
      language,
      code,
      ...(loaded.row.solutions[language] ? { reference: loaded.row.solutions[language] } : {}),
    };
  }

  function key(parts: unknown[]): string {
    return createHash('sha256')
      .update(JSON.stringify([engine.info.label, ...parts]))
      .digest('hex');
  }

  /** Runs the guard on a finished answer and records it. */
  async function finish<T extends Answer>(
    userId: string,
    kind: Kind,
    problemId: string | undefined,
    guard: GuardContext,
    answer: T,
    started: number,
    wasCached: boolean,
  ) {
    const verdict = guardAnswer(answer.markdown, guard);
    const out = verdict.ok ? answer : { ...answer, markdown: verdict.message, withheld: verdict.reason };
    await repo.record({
      userId,
      ...(problemId ? { problemId } : {}),
      kind,
      engineKind: answer.engine.kind,
      engineLabel: answer.engine.label,
      ok: true,
      ...(answer.fallback ? { fallback: answer.fallback } : {}),
      ...(verdict.ok ? {} : { withheld: verdict.reason }),
      cached: wasCached,
      latencyMs: performance.now() - started,
    });
    return out;
  }

  /** A sandbox over the server's judge, for one use case's runs. */
  const sandbox = () => createSandbox({ judge: deps.judge(), inputs: deps.inputs });

  /**
   * The judge's run of one code on every test (and its growth run once made), kept like the
   * answers: Explain, AI Hint and Optimize on the same code judge it once. A verdict the judge
   * already gave on exactly this code (the learner's submission of it, on the same tests) is
   * taken as it is: Explain on a verdict just shown does not wait for the same run again.
   * `speculateAfterMs`: when to start the growth run beside a judge run still going (growth-facts.ts).
   */
  async function judgedOf(c: CodeContext, speculateAfterMs: number, userId: string) {
    const box = sandbox();
    const tests = await deps.inputs.tests(c.judgeProblem);
    const k = key(['judged', c.judgeProblem.id, c.judgeProblem.version, c.language, c.code]);
    let run = caches.judged.get(k);
    if (!run) {
      run = repo.judgement(userId, c.judgeProblem.id, c.language, c.code).then((stored) => {
        const judged = stored && storedResult(stored, c.judgeProblem.version, tests);
        if (!judged) return judgeWithGrowth({ sandbox: box, repo }, c, tests, speculateAfterMs);
        const out: Judged = { judged };
        if (speculateAfterMs === 0) {
          out.growth = measureGrowth({ sandbox: box, repo }, c, tests);
          // Awaited only when needed: a failure here must not be unhandled meanwhile.
          out.growth.catch(() => undefined);
        }
        return out;
      });
      caches.judged.set(k, run);
      run.catch(() => caches.judged.delete(k));
    }
    return { sandbox: box, tests, run: await run };
  }

  /**
   * The failure facts of one code (a sandbox run on every test, then minimisation), kept like the
   * answers: Explain then AI Hint on the same code runs it once.
   */
  async function factsOf(userId: string, l: Loaded, language: Language, code: string): Promise<FailureFacts> {
    const k = key(['facts', l.row.id, language, code]);
    const { value } = await caches.facts.through(k, async () => {
      const started = performance.now();
      const c = await codeContext(l, language, code);
      const { sandbox: box, tests, run } = await judgedOf(c, EXPLAIN_SPECULATE_MS, userId);
      return failureFacts({ sandbox: box, repo }, c, run, tests, started);
    });
    return value;
  }

  return { deps, repo, engine, caches, quota, load, codeContext, key, finish, sandbox, judgedOf, factsOf };
}
export type TutorCore = ReturnType<typeof createTutorCore>;
export type LoadedProblem = Awaited<ReturnType<TutorCore['load']>>;

/**
 * A stored verdict as the judge's result, when it was judged on the tests the problem has now
 * (same version, same count, the failing test still there); undefined otherwise (judged again).
 */
export function storedResult(
  s: StoredJudgement,
  version: string,
  tests: readonly JudgeTest[],
): JudgeResult | undefined {
  const f = s.judgeFacts;
  if (f.version !== version || s.totalTests !== tests.length) return undefined;
  const failed = f.failedIndex === undefined ? undefined : tests[f.failedIndex];
  if (f.failedIndex !== undefined && !failed) return undefined;
  return {
    verdict: s.status,
    runtimeMs: s.runtimeMs ?? 0,
    memoryMb: s.memoryMb ?? 0,
    testsPassed: s.testsPassed,
    totalTests: s.totalTests,
    tests: [],
    ...(failed && f.failedIndex !== undefined
      ? {
          firstFailure: {
            index: f.failedIndex,
            input: failed.input,
            expected: failed.expected,
            actual: s.failedTest?.actualOutput ?? null,
          },
        }
      : {}),
    ...(s.compileOutput ? { compileOutput: s.compileOutput } : {}),
    ...(f.error ? { error: f.error } : {}),
    sandboxed: true,
  };
}
