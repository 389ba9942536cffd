/** Optimize's facts: static signals, the measured growth and the percentile among accepted runtimes. */
import { type GrowthFacts, type OptimizeFacts, staticComplexity, staticSignals } from '@codecoach/tutor';
import type { CodeContext, FactsDeps } from './facts.ts';
import { growthAfterLimit, type Judged, measureGrowth } from './growth-facts.ts';

export async function optimizeFacts(
  deps: FactsDeps,
  c: CodeContext,
  run: Judged,
  tests: ReadonlyArray<{ input: unknown[] }>,
): Promise<OptimizeFacts> {
  const { judged } = run;
  const facts: OptimizeFacts = { staticSignals: staticSignals(c.code, c.language) };
  if (c.problem.targetComplexity) facts.targetComplexity = c.problem.targetComplexity;
  if (judged.verdict !== 'accepted' && judged.verdict !== 'time_limit_exceeded') {
    facts.blockedBy = judged.verdict;
    return facts;
  }
  let g: GrowthFacts | undefined;
  if (judged.verdict === 'time_limit_exceeded') g = await growthAfterLimit(deps, c, run, tests);
  else {
    run.growth ??= measureGrowth(deps, c, tests);
    g = await run.growth;
  }
  if (g) facts.growth = g;
  else facts.staticComplexity = staticComplexity(c.code, c.language);
  if (judged.verdict === 'accepted') {
    const pct = await deps.repo.percentile(c.judgeProblem.id, c.language, judged.runtimeMs);
    if (pct) facts.percentile = { ...pct, language: c.language, runtimeMs: Math.round(judged.runtimeMs) };
  } else facts.blockedBy = judged.verdict;
  return facts;
}
