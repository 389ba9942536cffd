import type { ChatEvent, ChatRequest } from '@codecoach/contracts';
import {
  type ChatChunk,
  type GuardContext,
  guardStream,
  isHintRequest,
  stripInvisible,
} from '@codecoach/tutor';
import type { TutorCore } from './core.ts';
import type { HintUseCase } from './hint.ts';
import { tutorRecommendations } from './recommend.ts';

/**
 * The floating chat. Checks the quota and the problem (HTTP errors before any byte of the stream),
 * then returns the stream: the learner's "give me a hint" climbs the ladder, anything else goes to
 * the engine through the streaming guard.
 */
export function createChat(core: TutorCore, hint: HintUseCase) {
  const { repo, engine } = core;
  return async function chat(
    userId: string,
    req: ChatRequest,
  ): Promise<(signal: AbortSignal) => AsyncIterable<ChatEvent>> {
    const started = performance.now();
    // The problem first: an unknown problem (404) or one the learner competes on (403) costs no quota.
    const l = req.problemId ? await core.load(userId, req.problemId) : undefined;
    await core.quota(userId);
    const messages = req.messages.map((m) => ({ role: m.role, content: stripInvisible(m.content) }));
    const last = messages[messages.length - 1]?.content ?? '';
    const categories = l ? undefined : await tutorRecommendations.categoryResults(repo, userId);
    return async function* stream(signal: AbortSignal): AsyncIterable<ChatEvent> {
      if (l && isHintRequest(last)) {
        const h = await hint(
          userId,
          {
            problemId: l.row.id,
            language: req.language ?? 'javascript',
            ...(req.code ? { code: req.code } : {}),
          },
          false,
        );
        yield { type: 'text', text: h.markdown };
        yield { type: 'done', engine: h.engine, ...(h.fallback ? { fallback: h.fallback } : {}) };
        return;
      }
      const guard: GuardContext = l?.guard ?? { solved: false, references: [] };
      const learner = l
        ? {
            language: req.language ?? 'javascript',
            ...(req.code ? { code: stripInvisible(req.code) } : {}),
            solved: l.learner.solved,
            ...(l.learner.lastVerdict ? { lastVerdict: l.learner.lastVerdict } : {}),
          }
        : undefined;
      const source: AsyncIterable<ChatChunk> = engine.chat({
        messages,
        signal,
        ...(l ? { problem: l.problem } : {}),
        ...(learner ? { learner } : {}),
        ...(categories ? { categories } : {}),
      });
      let withheld: string | undefined;
      let done: Extract<ChatChunk, { type: 'done' }> | undefined;
      try {
        for await (const c of guardStream(source, guard, (r) => {
          if (!r.ok) withheld = r.reason;
        })) {
          if (signal.aborted) break;
          if (c.type === 'done') done = c;
          yield c;
          if (c.type === 'withheld') break;
        }
      } finally {
        const info = done?.engine ?? engine.info;
        await repo.record({
          userId,
          ...(l ? { problemId: l.row.id } : {}),
          kind: 'chat',
          engineKind: info.kind,
          engineLabel: info.label,
          ok: done !== undefined || withheld !== undefined,
          ...(done?.fallback ? { fallback: done.fallback } : {}),
          ...(withheld ? { withheld } : {}),
          cached: false,
          latencyMs: performance.now() - started,
        });
      }
    };
  };
}
