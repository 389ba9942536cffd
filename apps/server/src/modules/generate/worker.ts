import type { GenerateProblemInput, GenerationStep } from '@codecoach/contracts';
import { generateProblem, type ModelDrafter } from '@codecoach/generator';
import type { Judge } from '@codecoach/judge';
import type pg from 'pg';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { GENERATE_JOB } from '../../jobs/kinds.ts';
import type { JobLane } from '../../jobs/lane.ts';
import { HEARTBEAT_MS } from '../../jobs/queue.ts';
import { messageOf } from '../../lib/errors.ts';
import { publish } from '../../live/change-bus.ts';
import { GENERATION_NOTES } from './notes.ts';
import { createGenerationRepository } from './repository.ts';

/**
 * The job was taken over by a later attempt (this process was silent long enough to be taken for
 * dead): this attempt stops and writes nothing. Thrown to graphile-worker, whose failure of a job
 * is a no-op unless this pool still holds its lock, so the other attempt's job is left alone.
 */
export class Superseded extends Error {
  override name = 'Superseded';
}

/** A generation job's payload, as `repository.ts` enqueues it. */
const generateJobSchema = z.object({ jobId: z.string() });

/**
 * Runs one generation: each step is written to the job row and announced on the change bus (the
 * browser's stream re-reads the row), then the proven problem is stored, or the failure is kept.
 * Nothing is stored unless the proof passed.
 *
 * A generation runs in a recovered lane of the job runtime (`lane`): its pool is registered in
 * `judge_workers` and beats with the judge's, so when its process dies the sweep releases its job within
 * seconds and gives the attempt back; a live worker takes it up again from the start with the
 * same seed (the same problem). Every write of an attempt is conditional on the row still being
 * that attempt's, so a process that was only paused and resumes stops its proof at its next check
 * (every step, and every HEARTBEAT_MS) and stores nothing. A job whose workers died too often is
 * failed by the sweep with STOPPED_REASON (decision 019).
 */
export function createGenerationWorker(deps: {
  db: Db;
  pool: pg.Pool;
  judge: Judge;
  model?: ModelDrafter;
  log?: (m: string) => void;
}) {
  const repo = createGenerationRepository(deps.db);
  const log = deps.log ?? (() => {});
  // A missed note costs the browser at most a re-read's wait (the stream re-reads on its own).
  const announce = (id: string, step: GenerationStep | 'done') =>
    publish(deps.pool, GENERATION_NOTES, { id, step }).catch(() => {});

  /** Attempt `attempt` of job `jobId` (graphile-worker's count: 1, then 2 after a worker's death...). */
  async function handle(jobId: string, attempt = 1): Promise<void> {
    const job = await repo.claim(jobId, attempt);
    if (!job) {
      const row = await repo.get(jobId);
      if (row && (row.status === 'queued' || row.status === 'running')) throw new Superseded('taken over');
      return; // finished (or deleted): nothing to do
    }
    if (attempt > 1) log(`generation ${jobId}: taken up again (attempt ${attempt}) after its worker stopped`);
    const req: GenerateProblemInput = {
      difficulty: job.difficulty,
      topic: job.topic,
      ...(job.requirements ? { customPrompt: job.requirements } : {}),
      seed: job.seed,
    };
    if (job.engine === 'openai-compatible' && !deps.model) {
      await repo.fail(
        job.id,
        { reason: 'No model is configured on this server; use the built-in generator.' },
        attempt,
      );
      await announce(job.id, 'done');
      return;
    }
    const stop = new AbortController();
    const superseded = () => stop.abort(new Superseded('taken over'));
    const watchdog = setInterval(() => {
      repo.owns(job.id, attempt).then(
        (mine) => mine || superseded(),
        () => {}, // the database away: the next check decides
      );
    }, HEARTBEAT_MS);
    watchdog.unref();
    let steps = Promise.resolve();
    let result: Awaited<ReturnType<typeof generateProblem>>;
    try {
      result = await generateProblem(req, {
        judge: deps.judge,
        seed: job.seed,
        engine: job.engine === 'openai-compatible' && deps.model ? deps.model : 'builtin',
        signal: stop.signal,
        onStep: (step) => {
          steps = steps
            .then(() => repo.setStep(job.id, step, attempt))
            .then((mine) => (mine ? announce(job.id, step) : superseded()));
        },
      });
      await steps;
    } finally {
      clearInterval(watchdog);
    }
    if (stop.signal.aborted) throw new Superseded('taken over');
    if (!result.ok) {
      await repo.fail(
        job.id,
        { reason: result.reason, notes: result.notes, family: result.family, checks: result.checks },
        attempt,
      );
    } else {
      if (await repo.setStep(job.id, 'publishing', attempt)) await announce(job.id, 'publishing');
      const stored = await repo.publish(
        job,
        result.problem,
        { family: result.family ?? 'unknown', notes: result.notes, checks: result.checks },
        attempt,
      );
      if (stored === undefined) throw new Superseded('taken over');
    }
    await announce(job.id, 'done');
  }

  return {
    handle,
    /**
     * The generation lane of the job runtime: one generation at a time per process (a proof keeps
     * the judge's slots busy), recovered like judging; a generation whose job ran out of attempts
     * with its workers is failed.
     */
    lane(): JobLane {
      return {
        name: 'generation',
        concurrency: 1,
        handlers: [
          {
            kind: GENERATE_JOB,
            run: async (payload, attempt) => {
              const { jobId } = generateJobSchema.parse(payload);
              try {
                await handle(jobId, attempt.number);
              } catch (e) {
                if (e instanceof Superseded) throw e;
                const reason = `The generator failed: ${messageOf(e)}`;
                if (await repo.fail(jobId, { reason }, attempt.number)) await announce(jobId, 'done');
              }
            },
          },
        ],
        recovery: {
          exhausted: async (generationId, attempts) => {
            if (await repo.failStopped(generationId)) {
              log(`generation ${generationId}: failed, its workers stopped ${attempts} time(s)`);
              await announce(generationId, 'done');
            }
          },
        },
      };
    },
  };
}
