/**
 * What the tutor's tests share (not a test file itself): the real app on its own database with
 * the real judge, every run it is asked for counted; a Two Sum problem with three hints and one
 * large hidden test (the pair at the very end: growth is measured on it); Two Sum as
 * test/builders.ts writes it; learner code that fails it; and the calls the tests make.
 */
import type { Signature } from '@codecoach/contracts';
import { createJudge, type Judge } from '@codecoach/judge';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createProblem, twoSumFixture } from '../../../test/builders.ts';
import { build, type TestApp } from '../../../test/helper.ts';
import type { JudgeInputs } from '../judging/judge-inputs.ts';
import type { JudgeProblem } from '../problems/repository.ts';
import type { CodeContext, FactsDeps } from './facts.ts';
import { createSandbox } from './sandbox.ts';

const TWO_SUM = twoSumFixture({ slug: 'two-sum' });
/** Two Sum's signature, as test/builders.ts gives it. */
export const TWO_SUM_SIGNATURE = TWO_SUM.meta.signature;
/** Two Sum's three examples (test/builders.ts), as the judge takes them; the third is `[3,3], 6`. */
export const TWO_SUM_EXAMPLES: Array<{ input: unknown[]; expected: unknown }> = TWO_SUM.tests
  .filter((x) => !x.hidden)
  .map(({ input, expected }) => ({ input, expected }));

/**
 * The real judge (2 slots) for a test file, started before its tests and closed after them:
 * `judge()` answers it inside a test.
 */
export function fileJudge(): () => Judge {
  let judge: Judge | undefined;
  beforeAll(async () => {
    judge = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 2 });
  }, 60_000);
  afterAll(async () => {
    await judge?.close();
  });
  return () => {
    if (!judge) throw new Error('the judge is started before the tests run');
    return judge;
  };
}

/**
 * A problem known only by its signature (exact checker, 1 s, 256 MB) and the learner's code on it,
 * with a sandbox over `judge`: the tutor's facts without an app or a database.
 */
export function bareCodeContext(
  judge: Judge,
  signature: Signature,
  language: string,
  code: string,
): { deps: FactsDeps; c: CodeContext } {
  const limits = { checker: 'exact', timeLimitMs: 1000, memoryLimitMb: 256 } as const;
  const judgeProblem = {
    id: 'p',
    slug: signature.function,
    version: 1,
    signature,
    ...limits,
  } as unknown as JudgeProblem;
  const inputs = {
    request: async (_p: JudgeProblem, lang: string, source: string) => ({
      language: lang,
      code: source,
      signature,
      ...limits,
    }),
  } as unknown as JudgeInputs;
  return {
    deps: { sandbox: createSandbox({ judge, inputs }), repo: undefined as never },
    c: {
      judgeProblem,
      problem: { signature, constraints: [] } as unknown as CodeContext['problem'],
      language,
      code,
    } as CodeContext,
  };
}

// Skips the last element: fails whenever the pair ends at the last index (line 4).
export const OFF_BY_ONE_PY = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i in range(len(nums) - 1):
            if target - nums[i] in seen:
                return [seen[target - nums[i]], i]
            seen[nums[i]] = i
        return []
`;
export const QUADRATIC_JS = `var twoSum = function(nums, target) {
  for (let i = 0; i < nums.length; i++)
    for (let j = i + 1; j < nums.length; j++)
      if (nums[i] + nums[j] === target) return [i, j];
  return [];
};`;

/** The hourly quota of tutor calls the tests run with, unless they ask for another. */
export const QUOTA = 40;

export interface TutorTestApp {
  t: TestApp;
  /** The judge as the app has it: every run counted in `runs`. */
  judge: Judge;
  /** Every run the judge was asked for (the tutor's and the judge worker's), to count them. */
  runs: Array<{ tests: number; stopOnFirstFailure: boolean }>;
  /** The Two Sum problem stored under the slug asked for. */
  problemId: string;
  /** POST /api/tutor/<url> as the learner with `token`. */
  post(token: string, url: string, payload: unknown): Promise<LightMyRequestResponse>;
}

/**
 * Starts the judge and the app (`TUTOR_QUOTA_PER_HOUR: quota`, QUOTA by default) and stores the
 * problem as `slug`; called from `beforeAll` (give it 120 s). The judge is closed after the file's
 * tests.
 */
export async function startTutorApp(opts: { slug: string; quota?: number }): Promise<TutorTestApp> {
  const real = await createJudge({
    allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true',
    slots: 2,
  });
  afterAll(async () => {
    await real.close();
  });
  const runs: TutorTestApp['runs'] = [];
  const judge: Judge = {
    status: () => real.status(),
    close: () => real.close(),
    run: (req) => {
      runs.push({ tests: req.tests.length, stopOnFirstFailure: req.stopOnFirstFailure ?? false });
      return real.run(req);
    },
  };
  const t = await build({ TUTOR_QUOTA_PER_HOUR: opts.quota ?? QUOTA }, { judge });
  await createProblem(t.ctx.database.db, {
    slug: opts.slug,
    constraints: ['2 <= nums.length <= 10^4', '-10^9 <= nums[i] <= 10^9'],
    hints: [
      'What does the inner loop search for?',
      'Which value completes the pair?',
      'Keep a map from value to index.',
    ],
  });
  const problemId = (await t.sql<{ id: string }>('select id from problems where slug = $1', [opts.slug]))[0]
    ?.id as string;
  // One large hidden test (the pair at the very end), as the bank's generators write: growth is
  // measured on it.
  const n = 16_000;
  const nums = Array.from({ length: n }, (_, i) => 3 * i + 10);
  nums[n - 2] = 2;
  nums[n - 1] = 4;
  await t.sql(
    `insert into problem_tests (problem_id, ordinal, input, expected, hidden) values ($1, 99, $2::jsonb, $3::jsonb, true)`,
    [problemId, JSON.stringify([nums, 6]), JSON.stringify([n - 2, n - 1])],
  );
  const post = (token: string, url: string, payload: unknown) =>
    t.injectAs(token, {
      method: 'POST',
      url: `/api/tutor/${url}`,
      payload: payload as Record<string, unknown>,
    });
  return { t, judge, runs, problemId, post };
}

/** The events of a chat answer's stream (server-sent events), in order. */
export function events(body: string) {
  return body
    .split('\n\n')
    .filter((b) => b.includes('data: '))
    .map(
      (b) =>
        JSON.parse(b.slice(b.indexOf('data: ') + 6)) as {
          type: string;
          text?: string;
          engine?: { label: string };
        },
    );
}
