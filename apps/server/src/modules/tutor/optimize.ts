import type { CodeRequest } from '@codecoach/contracts';
import { stripInvisible } from '@codecoach/tutor';
import type { TutorCore } from './core.ts';
import { optimizeFacts } from './facts.ts';

/** Optimize: measured growth, static signals and a percentile from real accepted runtimes. */
export function createOptimize(core: TutorCore) {
  const { repo, engine, caches } = core;
  return async function optimize(userId: string, req: CodeRequest) {
    const started = performance.now();
    const l = await core.load(userId, req.problemId);
    await core.quota(userId);
    const code = stripInvisible(req.code);
    const k = core.key(['optimize', l.row.id, req.language, code, l.learner.solved]);
    const hitValue = caches.optimize.get(k);
    let answer = hitValue;
    if (!answer) {
      const c = await core.codeContext(l, req.language, code);
      const { sandbox, tests, run } = await core.judgedOf(c, 0, userId);
      const facts = await optimizeFacts({ sandbox, repo }, c, run, tests);
      const a = await engine.optimize({
        problem: l.problem,
        learner: { language: req.language, code, solved: l.learner.solved },
        facts,
      });
      answer = { ...a, facts };
      caches.optimize.set(k, answer);
    }
    const { facts, ...rest } = answer;
    const out = await core.finish(
      userId,
      'optimize',
      l.row.id,
      l.guard,
      rest,
      started,
      hitValue !== undefined,
    );
    return {
      ...out,
      staticSignals: facts.staticSignals,
      ...(facts.targetComplexity ? { targetComplexity: facts.targetComplexity } : {}),
      ...(facts.growth ? { growth: facts.growth } : {}),
      ...(facts.percentile ? { percentile: facts.percentile } : {}),
    };
  };
}
