import type { HintRequest } from '@codecoach/contracts';
import { HINT_LEVELS, stripInvisible } from '@codecoach/tutor';
import type { FailureFacts, TutorCore } from './core.ts';

/** AI Hint: one rung up this learner's ladder on this problem (the "your code" rung runs the code). */
export function createHint(core: TutorCore) {
  const { repo, engine, caches } = core;
  return async function hint(userId: string, req: HintRequest, countQuota = true) {
    const started = performance.now();
    const l = await core.load(userId, req.problemId);
    if (countQuota) await core.quota(userId);
    const code = stripInvisible(req.code ?? '');
    const level = await repo.climbLadder(userId, l.row.id, HINT_LEVELS.length - 1, req.restart ?? false);
    const k = core.key(['hint', l.row.id, level, req.language, code, l.learner.solved]);
    const { value: answer, cached } = await caches.hint.through(k, async () => {
      let failure: FailureFacts | undefined;
      if (HINT_LEVELS[level] === 'your-code' && code.trim()) {
        const f = await core.factsOf(userId, l, req.language, code);
        if (f.verdict !== 'accepted') failure = f;
      }
      return engine.hint({
        problem: l.problem,
        learner: {
          language: req.language,
          code,
          solved: l.learner.solved,
          ...(l.learner.lastVerdict ? { lastVerdict: l.learner.lastVerdict } : {}),
        },
        level,
        ...(failure ? { failure } : {}),
      });
    });
    return core.finish(userId, 'hint', l.row.id, l.guard, answer, started, cached);
  };
}
export type HintUseCase = ReturnType<typeof createHint>;
