/**
 * The growth of the learner's code, measured in the sandbox on inputs of doubling size, and the
 * judge's run that it can start beside (Explain and Optimize share one).
 */

import type { JudgeResult } from '@codecoach/judge';
import {
  classRank,
  fitGrowth,
  type GrowthFacts,
  halves,
  staticComplexity,
  usesSortOrTree,
} from '@codecoach/tutor';
import type { CodeContext, FactsDeps } from './facts.ts';
import { scaledInputs } from './scale.ts';

/**
 * The time cap of each growth input (before the language's multiplier): a time-limited run used
 * to spend the problem's whole limit on its last input; a few timed points below this suffice.
 */
export const GROWTH_TEST_MS = 150;

/** Below this largest time a fit says little (start-up noise): the code's reading decides. */
export const RELIABLE_MS = 20;

/**
 * Growth of the learner's code on inputs of doubling size, from the problem's largest test (or
 * from `from`, the input that hit the time limit). Measured times include reading the input,
 * itself O(n): a code read as O(1) or O(log n) is named so when the fit is at most O(n log n).
 */
export async function measureGrowth(
  deps: FactsDeps,
  c: CodeContext,
  tests: ReadonlyArray<{ input: unknown[] }>,
  from?: unknown[],
): Promise<GrowthFacts | undefined> {
  const scaled = scaledInputs(c.problem.signature, from ? [{ input: from }] : tests);
  if (scaled.length < 3) return undefined;
  // Each size twice, the faster time kept: noise only adds time (a JIT's first calls on the small
  // sizes, a busy moment of the machine), and one slow small size flattens the whole slope.
  const { result, times } = await deps.sandbox.timed(
    c.judgeProblem,
    c.language,
    c.code,
    scaled.flatMap((s) => [s.input, s.input]),
    GROWTH_TEST_MS,
  );
  const fastest = new Map<number, number>();
  for (const t of times) {
    const n = scaled[Math.floor(t.index / 2)]?.n ?? 0;
    fastest.set(n, Math.min(fastest.get(n) ?? Number.POSITIVE_INFINITY, t.ms));
  }
  const points = [...fastest].map(([n, ms]) => ({ n, ms }));
  const g = fitGrowth(points, {
    sorts: usesSortOrTree(c.code),
    halves: halves(c.code),
    truncated: result.verdict !== 'accepted',
  });
  if (!g) return g;
  const read = staticComplexity(c.code, c.language);
  const rank = (x: string) => classRank(x) ?? 0;
  const top = Math.max(0, ...points.map((p) => p.ms));
  const measured = g.complexity;
  if (g.truncated) {
    // The larger sizes hit the time cap (itself a sign of superlinear growth) and the few points
    // left disagree with the code's loops: name the worse of the two, unless those points lie on
    // their line (an ancestor walk timed at slope 2.06 over four clean doublings was named
    // O(2^n) from its recursion; an exponential's times curve away from any line).
    if (!g.clean && rank(read) > rank(g.complexity)) g.complexity = read;
  } else if (top < RELIABLE_MS && !g.clean) {
    // Small times that do not lie on a line are start-up noise. Small times that do are the
    // code's (a nested loop whose inner pointer never moves back measured 2.5 to 19.8 ms over four
    // doublings, slope 1.01, and was named O(n^2) from its loops before this).
    g.complexity = read;
  } else if (
    rank(g.complexity) <= rank('O(n log n)') &&
    rank(read) < rank(g.complexity) &&
    rank(read) <= rank('O(log n)')
  )
    g.complexity = read;
  if (g.complexity !== measured) g.readFromCode = true;
  return g;
}

/**
 * After a time limit: the growth from the problem's largest test, or, if that run never got slow,
 * the growth measured from the input that hit the limit. Both start at once (the judge's two
 * slots): a time limit costs the longer of the two runs, not their sum.
 */
export async function growthAfterLimit(
  deps: FactsDeps,
  c: CodeContext,
  run: Judged,
  tests: ReadonlyArray<{ input: unknown[] }>,
): Promise<GrowthFacts | undefined> {
  run.growth ??= measureGrowth(deps, c, tests);
  const slow = run.judged.firstFailure?.input;
  if (!slow || run.fromLimit) return run.growth;
  run.fromLimit = true;
  const first = run.growth;
  const again = measureGrowth(deps, c, tests, slow);
  // Awaited only when the first run says little: a failure here must not be unhandled meanwhile.
  again.catch(() => undefined);
  run.growth = first.then(async (g) => (g?.truncated ? g : ((await again) ?? g)));
  return run.growth;
}

/**
 * The judge's verdict on every test, and the growth run once started (alongside the judge when
 * that run was slow, else on first need; kept here so Explain and Optimize share one).
 */
export interface Judged {
  judged: JudgeResult;
  growth?: Promise<GrowthFacts | undefined>;
  /** The growth was measured again from the input that hit the time limit. */
  fromLimit?: boolean;
}

/**
 * Runs the learner's code on every test (the verdict is the judge's) and, once that run has been
 * running tests for `speculateAfterMs` without an answer, starts the growth run on the judge's
 * other slot: a time limit then costs the longer of the two runs, not their sum. 0 starts both
 * at once (Optimize needs the growth whenever the code runs).
 */
export async function judgeWithGrowth(
  deps: FactsDeps,
  c: CodeContext,
  tests: ReadonlyArray<{ input: unknown[] }>,
  speculateAfterMs: number,
): Promise<Judged> {
  let growth: Promise<GrowthFacts | undefined> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    growth ??= measureGrowth(deps, c, tests);
    // Awaited only when needed: a failure here must not be unhandled meanwhile.
    growth.catch(() => undefined);
  };
  if (speculateAfterMs === 0) start();
  try {
    const judged = await deps.sandbox.judgeAll(c.judgeProblem, c.language, c.code, {
      onProgress: (e) => {
        if (e.phase === 'running' && !timer && !growth) timer = setTimeout(start, speculateAfterMs);
      },
    });
    return growth ? { judged, growth } : { judged };
  } finally {
    clearTimeout(timer);
  }
}
