import type { CodeRequest } from '@codecoach/contracts';
import { localisableFailure, stripInvisible } from '@codecoach/tutor';
import type { TutorCore } from './core.ts';

const NOTHING_TO_EXPLAIN =
  'Your code passes every test of this problem: there is no failure to explain. Submit it, or ask Optimize how fast it is.';

/** Explain my failure: the code judged on every test in the sandbox, the first failure minimised. */
export function createExplain(core: TutorCore) {
  const { engine, caches } = core;
  return async function explain(userId: string, req: CodeRequest) {
    const started = performance.now();
    const l = await core.load(userId, req.problemId);
    await core.quota(userId);
    const code = stripInvisible(req.code);
    const k = core.key(['explain', l.row.id, req.language, code, l.learner.solved]);
    const { value: answer, cached } = await caches.explain.through(k, async () => {
      const failure = await core.factsOf(userId, l, req.language, code);
      const learner = { language: req.language, code, solved: l.learner.solved };
      const a =
        failure.verdict === 'accepted'
          ? { markdown: NOTHING_TO_EXPLAIN, engine: engine.info, causes: [] }
          : await engine.explainFailure({ problem: l.problem, learner, failure });
      return { ...a, failure };
    });
    const { failure, ...rest } = answer;
    // The line the screen marks is the one the text may name: none where localisation is not there yet.
    const { suspect } = localisableFailure(failure, req.language);
    const out = await core.finish(userId, 'explain', l.row.id, l.guard, rest, started, cached);
    return {
      ...out,
      verdict: failure.verdict,
      ...(suspect ? { suspect } : {}),
      ...(failure.test ? { failingTest: failure.test } : {}),
      ...(failure.growth ? { growth: failure.growth } : {}),
    };
  };
}
