import type { ChatEvent, ChatRequest } from '@codecoach/contracts';
import {
  type ChatChunk,
  type GuardContext,
  guardStream,
  resolveTurn,
  stripInvisible,
} from '@codecoach/tutor';
import { createChatFacts, JUDGE_INTENTS, missingCode } from './chat-facts.ts';
import type { TutorCore } from './core.ts';
import type { HintUseCase } from './hint.ts';
import { tutorRecommendations } from './recommend.ts';

/** Shown while the editor's code runs in the sandbox (a judge-backed answer takes a few seconds). */
const RUNNING = "*Running your code on the problem's tests in the sandbox…*\n\n";

/**
 * The floating chat (docs/decisions/016-ai-tutor.md, "The chat"). Checks the quota and the
 * problem (HTTP errors before any byte of the stream), then returns the stream: the newest
 * message's intent is recognised against the conversation (`resolveTurn`), "give me a hint"
 * climbs the ladder, anything else has its capability's facts computed (chat-facts.ts: the
 * judge on the editor's code, Optimize's growth, the tutorials, the study plan) and goes to the
 * engine with them, through the streaming guard.
 */
export function createChat(core: TutorCore, hint: HintUseCase) {
  const { repo, engine } = core;
  const chatFacts = createChatFacts(core, hint);
  return async function chat(
    userId: string,
    req: ChatRequest,
  ): Promise<(signal: AbortSignal) => AsyncIterable<ChatEvent>> {
    const started = performance.now();
    // The problem first: an unknown problem (404) or one the learner competes on (403) costs no quota.
    const l = req.problemId ? await core.load(userId, req.problemId) : undefined;
    await core.quota(userId);
    const messages = req.messages.map((m) => ({ role: m.role, content: stripInvisible(m.content) }));
    const language = req.language ?? 'javascript';
    const code = stripInvisible(req.code ?? '');
    // Whether the editor holds code of the learner's own: "why is this slow?" is then about it.
    const hasCode = l ? missingCode(l, language, code) === undefined : false;
    const turn = resolveTurn(messages, {
      hasProblem: l !== undefined,
      hasCode,
      ...(l ? { statement: l.problem.statement } : {}),
    });
    const categories = l ? undefined : await tutorRecommendations.categoryResults(repo, userId);
    return async function* stream(signal: AbortSignal): AsyncIterable<ChatEvent> {
      if (l && turn.intent === 'hint') {
        const h = await hint(userId, { problemId: l.row.id, language, ...(code ? { code } : {}) }, false);
        yield { type: 'text', text: h.markdown };
        yield { type: 'done', engine: h.engine, ...(h.fallback ? { fallback: h.fallback } : {}) };
        return;
      }
      if (l && JUDGE_INTENTS.has(turn.intent) && !missingCode(l, language, code))
        yield { type: 'text', text: RUNNING };
      const facts = await chatFacts({ userId, turn, ...(l ? { loaded: l } : {}), language, code });
      if (signal.aborted) return;
      const guard: GuardContext = l?.guard ?? { solved: false, references: [] };
      const learner = l
        ? {
            language,
            ...(code ? { code } : {}),
            solved: l.learner.solved,
            ...(l.learner.lastVerdict ? { lastVerdict: l.learner.lastVerdict } : {}),
          }
        : undefined;
      const source: AsyncIterable<ChatChunk> = engine.chat({
        messages,
        signal,
        facts,
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
