/**
 * The configured model first, the built-in engine when it fails (timeout, HTTP error, an answer
 * that does not validate after one repair): the answer says so in `fallback`, and the screen shows
 * it. A streamed chat falls back only if the model failed before its first chunk.
 */
import type { ChatChunk, TutorEngine } from './engine.ts';

const reason = (e: unknown) =>
  `The configured model failed (${e instanceof Error ? e.message : String(e)}); the built-in tutor answered instead.`;

export function withFallback(
  primary: TutorEngine,
  builtin: TutorEngine,
  onError?: (e: unknown) => void,
): TutorEngine {
  async function attempt<T extends object>(
    a: () => Promise<T>,
    b: () => Promise<T>,
  ): Promise<T & { fallback?: string }> {
    try {
      return await a();
    } catch (e) {
      if ((e as Error).name === 'AbortError') throw e;
      onError?.(e);
      return { ...(await b()), fallback: reason(e) };
    }
  }
  return {
    info: primary.info,
    hint: (i, s) =>
      attempt(
        () => primary.hint(i, s),
        () => builtin.hint(i, s),
      ),
    explainFailure: (i, s) =>
      attempt(
        () => primary.explainFailure(i, s),
        () => builtin.explainFailure(i, s),
      ),
    optimize: (i, s) =>
      attempt(
        () => primary.optimize(i, s),
        () => builtin.optimize(i, s),
      ),
    recommend: (i, s) =>
      attempt(
        () => primary.recommend(i, s),
        () => builtin.recommend(i, s),
      ),
    studyPlan: (i, s) =>
      attempt(
        () => primary.studyPlan(i, s),
        () => builtin.studyPlan(i, s),
      ),
    chat: (input) =>
      (async function* (): AsyncIterable<ChatChunk> {
        let started = false;
        try {
          for await (const c of primary.chat(input)) {
            started = true;
            yield c;
          }
        } catch (e) {
          if ((e as Error).name === 'AbortError' || input.signal?.aborted) return;
          onError?.(e);
          if (started) {
            yield {
              type: 'withheld',
              message: `The model stopped answering: ${(e as Error).message}`,
              engine: primary.info,
            };
            return;
          }
          for await (const c of builtin.chat(input))
            yield c.type === 'done' ? { ...c, fallback: reason(e) } : c;
        }
      })(),
  };
}
