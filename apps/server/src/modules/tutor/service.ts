/**
 * The tutor's use cases (docs/decisions/016-ai-tutor.md), one file each: hint.ts, explain.ts,
 * optimize.ts, chat.ts; recommendations and the status here. What they share (quota, facts,
 * the contest rule, the guard, the cache, the record of every answer) is core.ts.
 */
import { createChat } from './chat.ts';
import { createTutorCore, type TutorDeps } from './core.ts';
import { createExplain } from './explain.ts';
import { createHint } from './hint.ts';
import { createOptimize } from './optimize.ts';
import { tutorRecommendations } from './recommend.ts';

export type { TutorDeps } from './core.ts';

export function createTutorService(deps: TutorDeps) {
  const core = createTutorCore(deps);
  const { repo, engine } = core;
  const hint = createHint(core);

  async function recommend(userId: string, limit: number) {
    const started = performance.now();
    const answer = await tutorRecommendations.recommend(repo, engine, userId, limit);
    await repo.record({
      userId,
      kind: 'recommend',
      engineKind: answer.engine.kind,
      engineLabel: answer.engine.label,
      ok: true,
      ...(answer.fallback ? { fallback: answer.fallback } : {}),
      cached: false,
      latencyMs: performance.now() - started,
    });
    return answer;
  }

  async function status() {
    const last = await repo.lastCall();
    return {
      engine: engine.info,
      model: deps.model,
      lastCall: last
        ? {
            at: new Date(last.at).toISOString(),
            ok: last.ok,
            kind: last.kind,
            engine: last.engine,
            ...(last.fallback ? { error: last.fallback } : {}),
          }
        : null,
    };
  }

  return {
    hint,
    explain: createExplain(core),
    optimize: createOptimize(core),
    chat: createChat(core, hint),
    recommend,
    status,
  };
}
export type TutorService = ReturnType<typeof createTutorService>;
