import type { CodeRequest } from '@codecoach/contracts';
import { stripInvisible } from '@codecoach/tutor';
import type { TutorCore } from './core.ts';
import { optimizeFacts } from './optimize-facts.ts';

/** Optimize: measured growth, static signals and a percentile from real accepted runtimes. */
export function createOptimize(core: TutorCore) {
  const { repo, engine, caches } = core;
  return async function optimize(userId: string, req: CodeRequest) {
    const started = performance.now();
    const l = await core.load(userId, req.problemId);
    await core.quota(userId);
    const code = stripInvisible(req.code);
    const k = core.key(['optimize', l.row.id, req.language, code, l.learner.solved]);
    const { value: answer, cached } = await caches.optimize.through(k, async () => {
      const c = await core.codeContext(l, req.language, code);
      const { sandbox, tests, run } = await core.judgedOf(c, 0, userId);
      const facts = await optimizeFacts({ sandbox, repo }, c, run, tests);
      const a = await engine.optimize({
        problem: l.problem,
        learner: { language: req.language, code, solved: l.learner.solved },
        facts,
      });
      return { ...a, facts };
    });
    const { facts, ...rest } = answer;
    const out = await core.finish(userId, 'optimize', l.row.id, l.guard, rest, started, cached);
    return {
      ...out,
      staticSignals: facts.staticSignals,
      ...(facts.targetComplexity ? { targetComplexity: facts.targetComplexity } : {}),
      ...(facts.growth ? { growth: facts.growth } : {}),
      ...(facts.percentile ? { percentile: facts.percentile } : {}),
    };
  };
}
