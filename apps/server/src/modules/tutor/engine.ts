import { createBuiltinEngine, createOpenAiEngine, type TutorEngine, withFallback } from '@codecoach/tutor';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';

/** The engine in use: the configured model with the built-in tutor behind it, or the built-in tutor. */
export function createTutorEngine(ai: Config['ai'], log: FastifyBaseLogger): TutorEngine {
  const builtin = createBuiltinEngine();
  if (!ai.baseUrl) return builtin;
  const model = createOpenAiEngine({
    baseUrl: ai.baseUrl,
    timeoutMs: ai.timeoutMs,
    ...(ai.apiKey ? { apiKey: ai.apiKey } : {}),
    ...(ai.model ? { model: ai.model } : {}),
  });
  return withFallback(model, builtin, (err) =>
    log.warn({ err }, 'AI model failed; the built-in tutor answered'),
  );
}
