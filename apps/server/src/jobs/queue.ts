import { Logger, makeWorkerUtils, type WorkerUtils } from 'graphile-worker';
import type pg from 'pg';
import { idOfKey, type JobKind } from './kinds.ts';

/** How often a worker process says it is alive (and sweeps). */
export const HEARTBEAT_MS = 2_000;
/**
 * A process silent this long is dead: its locks are released. With a beat every 2 s, a killed
 * worker's job runs elsewhere 10-14 s after the kill (the next sweep, then a poll).
 */
export const DEAD_AFTER_S = 10;
/**
 * Worker deaths a job may go through without spending its attempts (graphile-worker counts an
 * attempt when a job is locked, so each death costs one): the sweep gives it back, up to this many
 * times. Past that, a job that kills every worker that takes it spends its attempts and is handed
 * to its lane as exhausted, so at most `attempts + MAX_WORKER_DEATHS` workers die for it.
 */
export const MAX_WORKER_DEATHS = 4;

/**
 * The lock ids (`locked_by`, a graphile-worker pool id) of jobs of `tasks` that no live process
 * holds: no row of `judge_workers` that beat within DEAD_AFTER_S lists them. One statement, so one
 * snapshot: a process registers its pools before they can lock a job (jobs/runtime.ts), so a lock
 * seen here always comes with its registration.
 */
const ORPHANED_LOCKS = `
  select j.locked_by as lock_id, count(*)::int as jobs
  from graphile_worker.jobs j
  where j.task_identifier = any($1::text[]) and j.locked_by is not null
    and not exists (
      select 1 from judge_workers w
      where w.last_seen_at > now() - make_interval(secs => ${DEAD_AFTER_S}) and j.locked_by = any(w.lock_ids))
  group by j.locked_by`;

/**
 * The queue as every process sees it (graphile-worker's tables and the `judge_workers`
 * registrations): what the health check reads, and what a worker process's sweep does. Enqueueing
 * is done in SQL with the statement that makes a job's reason (`addJobSql`).
 */
export async function createJobQueue(pool: pg.Pool) {
  const utils: WorkerUtils = await makeWorkerUtils({ pgPool: pool, logger: new Logger(() => () => {}) });
  await utils.migrate();
  return {
    /** Judge slots of the processes that beat within DEAD_AFTER_S. */
    async liveSlots(): Promise<number> {
      const r = await pool.query<{ n: number }>(
        `select coalesce(sum(concurrency), 0)::int as n from judge_workers
         where last_seen_at > now() - make_interval(secs => ${DEAD_AFTER_S})`,
      );
      return r.rows[0]?.n ?? 0;
    },

    /** Jobs of `kind` locked by a process that no longer beats (the next sweep releases them). */
    async orphanedJobs(kind: JobKind): Promise<number> {
      const r = await pool.query<{ n: number }>(
        `select coalesce(sum(jobs), 0)::int as n from (${ORPHANED_LOCKS}) o`,
        [[kind.task]],
      );
      return r.rows[0]?.n ?? 0;
    },

    /**
     * Releases every lock of a job of `kinds` that no live process holds (a process that stopped
     * beating, or a pool that stopped), so another worker takes those jobs at its next poll, gives
     * back the attempt each death cost (within MAX_WORKER_DEATHS), and forgets the dead
     * processes. Returns the lock ids released and how many jobs they held.
     */
    async sweepDeadWorkers(kinds: readonly JobKind[]): Promise<{ lockIds: string[]; jobs: number }> {
      const tasks = kinds.map((k) => k.task);
      const orphans = await pool.query<{ lock_id: string; jobs: number }>(ORPHANED_LOCKS, [tasks]);
      const lockIds = orphans.rows.map((r) => r.lock_id);
      if (lockIds.length > 0) {
        const held = await pool.query<{ id: string; task: string; max_attempts: number }>(
          `select id::text, task_identifier as task, max_attempts from graphile_worker.jobs
           where task_identifier = any($1::text[]) and locked_by = any($2::text[])`,
          [tasks, lockIds],
        );
        await utils.forceUnlockWorkers(lockIds);
        // A job another worker locked in the meantime is skipped by rescheduleJobs: it keeps the
        // cost, which is all that can go wrong.
        const startedWith = new Map(kinds.map((k) => [k.task, k.attempts]));
        const byMax = new Map<number, string[]>();
        for (const j of held.rows) {
          if (j.max_attempts >= (startedWith.get(j.task) ?? 0) + MAX_WORKER_DEATHS) continue;
          byMax.set(j.max_attempts, [...(byMax.get(j.max_attempts) ?? []), j.id]);
        }
        for (const [max, ids] of byMax) await utils.rescheduleJobs(ids, { maxAttempts: max + 1 });
      }
      await pool.query(
        `delete from judge_workers where last_seen_at < now() - make_interval(secs => ${DEAD_AFTER_S})`,
      );
      return { lockIds, jobs: orphans.rows.reduce((n, r) => n + r.jobs, 0) };
    },

    /**
     * Jobs of `kind` that will never run again: out of attempts and not locked (the last attempt's
     * worker died, or its failure could not be recorded), with the id each was for.
     */
    async exhaustedJobs(kind: JobKind): Promise<Array<{ jobId: string; id: string; attempts: number }>> {
      const r = await pool.query<{ jobId: string; key: string | null; attempts: number }>(
        `select id::text as "jobId", key, attempts from graphile_worker.jobs
         where task_identifier = $1 and locked_by is null and attempts >= max_attempts
         order by id limit 100`,
        [kind.task],
      );
      return r.rows.flatMap((j) => {
        const id = idOfKey(kind, j.key);
        return id === undefined ? [] : [{ jobId: j.jobId, id, attempts: j.attempts }];
      });
    },

    /** Removes jobs from the queue (graphile-worker's `completeJobs`: only unlocked ones). */
    async completeJobs(jobIds: string[]): Promise<void> {
      if (jobIds.length > 0) await utils.completeJobs(jobIds);
    },

    release: () => utils.release(),
  };
}
export type JobQueue = Awaited<ReturnType<typeof createJobQueue>>;
