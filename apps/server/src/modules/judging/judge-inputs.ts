import type { Language } from '@codecoach/contracts';
import type { JudgeRequest, JudgeTest } from '@codecoach/judge';
import { errors } from '../../lib/errors.ts';
import { Lru } from '../../lib/lru.ts';
import type { JudgeProblem, ProblemRepository } from '../problems/repository.ts';

/** Test data a worker keeps in memory, as JSON bytes (the parsed form and its encodings take a few times more). */
const TEST_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * What the judge is given for a problem: the problem, its checker and its tests. Tests are kept
 * per problem version, which never changes (an edited problem gets a new one). A custom
 * checker is handed to the judge as its source, which runs it in a box of its own
 * (packages/judge checker-box.ts): no problem code ever runs in this process.
 */
export function createJudgeInputs(problemsRepo: ProblemRepository) {
  // A problem's tests, kept so that a submission does not read and parse megabytes of test data
  // again, and handed to the judge as the same array, so it reuses their encoding too. Weighed
  // by their JSON size: the largest problems have about 20 MB of tests.
  const judgeTests = new Lru<string, JudgeTest[]>(TEST_CACHE_BYTES);

  return {
    /** The problem, by id or slug, if there is one. */
    find: (idOrSlug: string): Promise<JudgeProblem | undefined> => problemsRepo.forJudge(idOrSlug),

    /** The problem, by id or slug (one `viewer` may see, when given); a 404 when there is none. */
    async problem(idOrSlug: string, viewer?: string): Promise<JudgeProblem> {
      const p = await problemsRepo.forJudge(idOrSlug, viewer);
      if (!p) throw errors.notFound('Problem not found');
      return p;
    },

    /** Every test of the problem (hidden ones too), in order. */
    async tests(p: JudgeProblem): Promise<JudgeTest[]> {
      const key = `${p.id}:${p.version}`;
      const hit = judgeTests.get(key);
      if (hit) return hit;
      const tests = await problemsRepo.tests(p.id);
      const bytes = tests.reduce(
        (n, t) => n + JSON.stringify(t.input).length + JSON.stringify(t.expected ?? null).length,
        0,
      );
      judgeTests.set(key, tests, bytes);
      return tests;
    },

    /** A judge request for this problem and code, without its tests. */
    async request(p: JudgeProblem, language: Language, code: string) {
      const customChecker = p.checker === 'custom' ? p.checkerCode : undefined;
      return {
        language,
        code,
        signature: p.signature,
        checker: p.checker,
        ...(customChecker ? { customChecker } : {}),
        timeLimitMs: p.timeLimitMs,
        memoryLimitMb: p.memoryLimitMb,
      } satisfies Omit<JudgeRequest, 'tests' | 'stopOnFirstFailure'>;
    },
  };
}
export type JudgeInputs = ReturnType<typeof createJudgeInputs>;
