import { makeWorkerUtils } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { processScenario } from '../../../test/process-scenario.ts';
import { type Proc, waitFor } from '../../../test/processes.ts';
import { GENERATE_JOB } from '../../jobs/kinds.ts';
import { DEAD_AFTER_S, HEARTBEAT_MS, MAX_WORKER_DEATHS } from '../../jobs/queue.ts';
import { STOPPED_REASON } from './repository.ts';

/**
 * A process generating a problem dies and nothing is lost (decision 019): an API server (no
 * workers of its own) and worker processes against one PostgreSQL; the worker proving a
 * generation is killed with SIGKILL. Its job is taken up by the other worker within the sweep's
 * time (silence, then a sweep, then a poll) and the same problem (same seed) is published once; a
 * worker paused and resumed after the other took its generation over stores nothing; a generation
 * whose workers died too often fails with the sentence the learner sees; with every worker dead,
 * health shows it.
 */

/** From the kill to another worker's claim: DEAD_AFTER_S of silence, a sweep (2 s), a poll (2 s), margin. */
const TAKEN_UP_MS = (DEAD_AFTER_S + 2 * (HEARTBEAT_MS / 1000) + 2 + 6) * 1000;
/** A whole proof on a loaded shared machine (one worker, one judge slot). */
const PROOF_MS = 150_000;

const scenario = processScenario('cc_gencrash');
const { sql, http, worker, health } = scenario;
const learner = async () => (await scenario.learner()).token;

/** A built-in generation with a fixed seed; its id. */
async function generate(token: string, seed: number): Promise<string> {
  const r = await http<{ job: { id: string } }>('POST', '/api/generate', token, {
    topic: 'array',
    difficulty: 'easy',
    seed,
  });
  return r.job.id;
}

type State = {
  status: string;
  step: string | null;
  attempt: number;
  reason: string | null;
  problem_id: string | null;
  job_id: string | null;
  locked_by: string | null;
  queue_attempts: number | null;
  process_id: string | null;
};
/** The generation's row and who holds its queue job (lock id, registered process, attempts). */
async function stateOf(id: string): Promise<State> {
  const [row] = await sql<State>(
    `select g.status, g.step, g.attempt, g.reason, g.problem_id::text, j.id::text as job_id,
       j.locked_by, j.attempts as queue_attempts, w.id as process_id
     from generation_jobs g
     left join graphile_worker.jobs j on j.key = 'generate:' || g.id::text
     left join judge_workers w on j.locked_by = any(w.lock_ids)
     where g.id = $1`,
    [id],
  );
  if (!row) throw new Error(`no generation ${id}`);
  return row;
}

/** Waits until a worker is proving the generation (past the tests, into the languages). */
function proving(id: string, attempt: number) {
  return waitFor(
    `generation ${id} proving (attempt ${attempt})`,
    async () => {
      const s = await stateOf(id);
      return s.attempt === attempt && s.step?.startsWith('prove-') && s.process_id ? s : undefined;
    },
    PROOF_MS,
    100,
  );
}

function finished(id: string, withinMs: number) {
  return waitFor(
    `generation ${id} finished`,
    async () => {
      const s = await stateOf(id);
      return s.status === 'succeeded' || s.status === 'failed' ? s : undefined;
    },
    withinMs,
    250,
  );
}

const holderOf = (s: State, pair: Proc[]) => {
  const holder = pair.find((p) => s.process_id?.includes(`:${p.pid}:`));
  const other = pair.find((p) => p !== holder);
  if (!holder || !other) throw new Error(`the generation is held by ${s.process_id}, none of the pair`);
  return { holder, other };
};

/** Every generated problem of a generation (must be exactly one once it succeeded). */
const problemsOf = (id: string) => sql('select problem_id from generated_problems where job_id = $1', [id]);

let a: Proc;
let b: Proc;

describe('a worker that dies while generating a problem', () => {
  it(
    'killed while proving: another worker takes it up with the same seed and publishes it once',
    async () => {
      [a, b] = await Promise.all([worker('worker-a'), worker('worker-b')]);
      const id = await generate(await learner(), 42);
      const first = await proving(id, 1);
      const { holder, other } = holderOf(first, [a, b]);
      await new Promise((r) => setTimeout(r, 1000)); // into the proof's judge runs
      const killedAt = Date.now();
      await holder.kill();

      // The survivor's sweep releases the job and gives the attempt back; it claims it as attempt 2.
      const taken = await waitFor(
        'the other worker to take the generation up',
        async () => {
          const s = await stateOf(id);
          return s.attempt === 2 && s.locked_by ? s : undefined;
        },
        TAKEN_UP_MS,
        100,
      );
      const takenMs = Date.now() - killedAt;
      console.log(`generation taken up by the other worker ${takenMs} ms after the kill`);
      expect(takenMs).toBeLessThan(TAKEN_UP_MS);
      expect(taken.process_id).toContain(`:${other.pid}:`);
      expect(taken.status).toBe('running');
      const done = await finished(id, PROOF_MS);
      expect(done).toMatchObject({ status: 'succeeded', attempt: 2, reason: null });
      await waitFor('its job removed', async () => (await stateOf(id)).job_id === null, 10_000, 250);
      expect(await problemsOf(id)).toHaveLength(1);
      // The same seed, so the same problem as the first attempt was proving.
      const [p] = await sql<{ seed: number; family: string }>(
        'select seed, family from generated_problems where job_id = $1',
        [id],
      );
      expect(p?.seed).toBe(42);
      a = other;
    },
    PROOF_MS * 2 + TAKEN_UP_MS,
  );

  it(
    'paused while proving and resumed after another took it over: only one is published',
    async () => {
      b = await worker('worker-c');
      const id = await generate(await learner(), 43);
      const first = await proving(id, 1);
      const { holder, other } = holderOf(first, [a, b]);
      holder.signal('SIGSTOP'); // alive, holding its generation, silent
      await waitFor(
        'the other worker to take the generation up',
        async () => (await stateOf(id)).attempt === 2,
        TAKEN_UP_MS,
        100,
      );
      // The resumed attempt finds the row no longer its own at its next check and stops.
      holder.signal('SIGCONT');
      const done = await finished(id, PROOF_MS);
      expect(done).toMatchObject({ status: 'succeeded', attempt: 2 });
      await waitFor('its job removed', async () => (await stateOf(id)).job_id === null, 30_000, 250);
      expect(await problemsOf(id)).toHaveLength(1);
      // Both still work: the resumed one beats again.
      await waitFor(
        'the resumed worker to beat again',
        async () =>
          (
            await sql<{ fresh: boolean }>(
              `select last_seen_at > now() - interval '3 seconds' as fresh from judge_workers where id like $1`,
              [`%:${holder.pid}:%`],
            )
          )[0]?.fresh === true,
        30_000,
      );
      [a, b] = [holder, other];
    },
    PROOF_MS * 2 + TAKEN_UP_MS,
  );

  it(
    'whose workers keep dying: failed with the reason the learner reads',
    async () => {
      const token = await learner();
      for (const w of [a, b]) w.signal('SIGSTOP');
      const id = await generate(token, 44);
      // As if its workers had died MAX_WORKER_DEATHS times already: this is its last attempt.
      const most = GENERATE_JOB.attempts + MAX_WORKER_DEATHS;
      const utils = await makeWorkerUtils({ pgPool: scenario.database.pool });
      try {
        const s = await stateOf(id);
        expect(
          await utils.rescheduleJobs([s.job_id as string], { attempts: most - 1, maxAttempts: most }),
        ).toHaveLength(1);
      } finally {
        await utils.release();
      }
      for (const w of [a, b]) w.signal('SIGCONT');
      const last = await waitFor(
        'the generation claimed',
        async () => {
          const s = await stateOf(id);
          return s.attempt === most && s.process_id ? s : undefined;
        },
        PROOF_MS,
        100,
      );
      const { holder, other } = holderOf(last, [a, b]);
      const killedAt = Date.now();
      await holder.kill();
      const done = await finished(id, TAKEN_UP_MS);
      console.log(`generation failed ${Date.now() - killedAt} ms after its last worker’s kill`);
      expect(Date.now() - killedAt).toBeLessThan(TAKEN_UP_MS);
      expect(done).toMatchObject({ status: 'failed', reason: STOPPED_REASON, problem_id: null });
      await waitFor('its job removed', async () => (await stateOf(id)).job_id === null, 10_000, 250);
      // The learner reads it on the job, and may start another at once.
      const job = await http<{ job: { status: string; reason: string } }>(
        'GET',
        `/api/generate/${id}`,
        token,
      );
      expect(job.job).toMatchObject({ status: 'failed', reason: STOPPED_REASON });
      expect(await problemsOf(id)).toHaveLength(0);
      a = other;
    },
    PROOF_MS + TAKEN_UP_MS,
  );

  it(
    'all workers killed: health shows the generation held, and a new worker finishes it',
    async () => {
      const id = await generate(await learner(), 45);
      await proving(id, 1);
      await a.kill();
      const stuck = await waitFor(
        'health to report the generation held by a stopped worker',
        async () => {
          const h = await health();
          return h.queue.generation.orphanedJobs === 1 && h.queue.workers === 0 ? h.queue : undefined;
        },
        (DEAD_AFTER_S + 5) * 1000,
        250,
      );
      expect(stuck.generation).toMatchObject({ open: 1, orphanedJobs: 1 });
      expect(stuck.generation.oldestOpenSeconds).toBeGreaterThanOrEqual(DEAD_AFTER_S - 1);
      await worker('worker-d');
      const done = await finished(id, PROOF_MS);
      expect(done).toMatchObject({ status: 'succeeded', attempt: 2 });
      await waitFor('its job removed', async () => (await stateOf(id)).job_id === null, 10_000, 250);
      expect(await problemsOf(id)).toHaveLength(1);
      expect((await health()).queue.generation).toEqual({
        open: 0,
        oldestOpenSeconds: null,
        orphanedJobs: 0,
      });
      // Nothing left stuck anywhere.
      expect(await sql(`select id from generation_jobs where status in ('queued', 'running')`)).toEqual([]);
      expect(await sql('select key from graphile_worker.jobs')).toEqual([]);
    },
    PROOF_MS * 2 + TAKEN_UP_MS,
  );
});
