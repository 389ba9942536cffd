import type { GenerateProblemInput, GenerationInfoResponse, GenerationJob } from '@codecoach/contracts';
import { freshSeedFor, type ModelDrafter } from '@codecoach/generator';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { type Actor, createAuditLog } from '../../lib/audit.ts';
import { errors } from '../../lib/errors.ts';
import { createGenerationRepository, toJob } from './repository.ts';

/** The use cases of Generate AI Problem that the API process runs (the work itself is the worker's). */
export function createGenerationService(deps: { config: Config; db: Db; model?: ModelDrafter }) {
  const repo = createGenerationRepository(deps.db);
  const audit = createAuditLog(deps.db);
  const perDay = deps.config.ai.generatePerDay;
  return {
    repo,
    modelAvailable: () => deps.model !== undefined,

    async info(userId: string): Promise<Omit<GenerationInfoResponse, 'success' | 'message'>> {
      return {
        engines: [
          { id: 'builtin', available: true, label: 'Built-in generator (offline)' },
          {
            id: 'openai-compatible',
            available: deps.model !== undefined,
            label: deps.model ? deps.model.label : 'Model (not configured)',
          },
        ],
        quota: { perDay, usedToday: await repo.usedToday(userId) },
      };
    },

    /** Queues a generation for the user; 429 when one is already running or the day's quota is spent. */
    async start(userId: string, req: GenerateProblemInput): Promise<GenerationJob> {
      const useModel = req.engine === 'model' || (req.engine === undefined && deps.model !== undefined);
      if (useModel && !deps.model)
        throw errors.unavailable('No model is configured on this server; use the built-in generator.');
      const seed = req.seed ?? freshSeedFor();
      const inserted = await repo.insert(
        {
          userId,
          difficulty: req.difficulty,
          topic: req.topic,
          requirements: req.customPrompt || null,
          engine: useModel ? 'openai-compatible' : 'builtin',
          seed,
        },
        { perDay },
      );
      if ('refused' in inserted) {
        throw inserted.refused === 'busy'
          ? errors.rateLimited(
              5,
              'A problem is already being generated for you. Please wait for it to finish.',
            )
          : errors.rateLimited(
              3600,
              `You have generated ${perDay} problems in the last 24 hours, the daily limit. Please try again later.`,
            );
      }
      return toJob(inserted.job);
    },

    /** The user's own job; 404 for anyone else's. */
    async own(id: string, userId: string): Promise<GenerationJob> {
      const row = await repo.get(id);
      if (!row || row.userId !== userId) throw errors.notFound('Generation not found');
      return toJob(row);
    },

    /** An admin's action: published and audited in one transaction (decision 027). */
    async publishToBank(actor: Actor, problemId: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const title = await repo.publishToBank(problemId, tx);
        if (!title) throw errors.notFound('Generated problem not found');
        await audit.append(tx, actor, {
          action: 'problem.publish',
          target: { type: 'problem', id: problemId, label: title },
          before: { published: false },
          after: { published: true },
        });
      });
    },
  };
}
export type GenerationService = ReturnType<typeof createGenerationService>;
