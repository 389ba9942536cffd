import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import {
  Logger,
  makeWorkerUtils,
  type Runner,
  run,
  type TaskList,
  type WorkerEvents,
  type WorkerPool,
  type WorkerUtils,
} from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import { messageOf } from '../../lib/errors.ts';

export const JUDGE_TASK = 'judge_submission';
/** Attempts before a submission whose judging keeps failing is marked internal_error. */
export const MAX_JUDGE_ATTEMPTS = 4;
/**
 * Worker deaths a job may go through without spending its attempts (graphile-worker counts an
 * attempt when a job is locked, so each death costs one): the sweep gives it back, up to this many
 * times. Past that, a submission that kills every worker that judges it spends its attempts and
 * ends as internal_error, so at most MAX_JUDGE_ATTEMPTS + MAX_WORKER_DEATHS workers die for it.
 */
export const MAX_WORKER_DEATHS = 4;
/** Generate AI Problem jobs (modules/generate): one attempt each, given back after a worker's death. */
export const GENERATE_TASK = 'generate_problem';
export const GENERATE_ATTEMPTS = 1;
/**
 * The tasks whose workers register in `judge_workers` and whose jobs the sweep releases when their
 * worker dies, with the attempts each job starts with (deaths are given back above that). Other
 * tasks (contest ends) run in pools that do not register: the sweep leaves them alone.
 */
const RECOVERED_TASKS: Record<string, number> = {
  [JUDGE_TASK]: MAX_JUDGE_ATTEMPTS,
  [GENERATE_TASK]: GENERATE_ATTEMPTS,
};
const RECOVERED_LIST = `(${Object.keys(RECOVERED_TASKS)
  .map((t) => `'${t}'`)
  .join(', ')})`;

/** Contest submissions go before practice ones (graphile-worker runs lower numbers first). */
export const PRIORITY = { contest: -10, practice: 0 } as const;

/** How often a worker process says it is alive (and sweeps). */
export const HEARTBEAT_MS = 2_000;
/**
 * A process silent this long is dead: its locks are released. With a beat every 2 s, a killed
 * worker's submission runs elsewhere 10-14 s after the kill (the next sweep, then a poll).
 */
export const DEAD_AFTER_S = 10;
/** How often an idle worker looks for jobs it was not told about (released locks, retries). */
const POLL_INTERVAL_MS = 2_000;
/** Wait before a worker pool that stopped on its own (e.g. the database went away) is replaced. */
const RESTART_DELAY_MS = 2_000;
/**
 * Session advisory lock held while a process sweeps: one sweep at a time across all processes, so
 * one cannot find a job exhausted between another's unlock and its giving back of the attempt.
 */
const SWEEP_LOCK = 727_275;

/** Pools of one kind of job in a worker process (startWorkers). */
export interface WorkerLane {
  /** For the log. */
  name: string;
  concurrency: number;
  /** Tasks of RECOVERED_TASKS only: the sweep releases their jobs when this process dies. */
  taskList: TaskList;
  /** Run with every sweep (one process at a time): e.g. ending jobs that ran out of attempts. */
  onSweep?: () => Promise<void>;
}
interface Lane {
  spec: WorkerLane;
  current?: Runner;
}

/** A judging job's payload, checked when a worker takes it (it is JSON from the jobs table). */
const judgeJobSchema = z.object({
  submissionId: z.string(),
  /** Lets the worker read the problem while it claims the submission (absent in older jobs). */
  problemId: z.string().optional(),
});
export type JudgeJob = z.infer<typeof judgeJobSchema>;

/**
 * The job of a submission inserted in the same statement, as SQL: graphile-worker's public
 * `add_job` function, so the row and its job are one round trip and commit together. `inserted`
 * names a CTE with the submission's `id`; the job key makes a re-enqueue a no-op.
 */
export function addJudgeJobSql(inserted: SQL, problemId: string, priority: number): SQL {
  return sql`select graphile_worker.add_job(
      identifier => ${JUDGE_TASK}::text,
      payload => json_build_object('submissionId', i.id, 'problemId', ${problemId}::text),
      job_key => 'judge:' || i.id,
      priority => ${priority}::int,
      max_attempts => ${MAX_JUDGE_ATTEMPTS}::int
    ) from ${inserted} i`;
}

/**
 * The lock ids (`locked_by`, a graphile-worker pool id) of judge and generation jobs that no live
 * process holds: no row of `judge_workers` that beat within DEAD_AFTER_S lists them. One
 * statement, so one snapshot: a process registers its pools before they can lock a job
 * (startWorkers), so a lock seen here always comes with its registration.
 */
const orphanedLocks = (tasks: string) => `
  select j.locked_by as lock_id, count(*)::int as jobs
  from graphile_worker.jobs j
  where j.task_identifier in ${tasks} and j.locked_by is not null
    and not exists (
      select 1 from judge_workers w
      where w.last_seen_at > now() - make_interval(secs => ${DEAD_AFTER_S}) and j.locked_by = any(w.lock_ids))
  group by j.locked_by`;
const ORPHANED_LOCKS = orphanedLocks(RECOVERED_LIST);

export interface QueueStatus {
  /** Submissions waiting for a verdict. */
  pending: number;
  /** Judge workers (slots) in processes that beat within DEAD_AFTER_S. */
  workers: number;
  /** Age of the oldest pending submission, or null when none is pending. */
  oldestPendingSeconds: number | null;
  /** Judge jobs locked by a process that no longer beats (released by the next sweep). */
  orphanedJobs: number;
  /** Generate AI Problem jobs: queued or running, the oldest's age, and those held by a dead process. */
  generation: { open: number; oldestOpenSeconds: number | null; orphanedJobs: number };
}

/** The producer side: any API server can enqueue, and read the queue's state. */
export async function createQueueClient(pool: pg.Pool) {
  const utils: WorkerUtils = await makeWorkerUtils({ pgPool: pool, logger: new Logger(() => () => {}) });
  await utils.migrate();
  return {
    async enqueue(job: JudgeJob, priority: number): Promise<void> {
      // The job key makes a re-enqueue of the same submission a no-op rather than a duplicate.
      await utils.addJob(JUDGE_TASK, job, {
        jobKey: `judge:${job.submissionId}`,
        priority,
        maxAttempts: MAX_JUDGE_ATTEMPTS,
      });
    },
    async status(): Promise<QueueStatus> {
      const r = await pool.query<
        Omit<QueueStatus, 'generation'> & {
          open: number;
          oldestOpenSeconds: number | null;
          orphanedGenerations: number;
        }
      >(`
        select p.pending, p."oldestPendingSeconds",
          (select coalesce(sum(concurrency), 0)::int from judge_workers
            where last_seen_at > now() - make_interval(secs => ${DEAD_AFTER_S})) as workers,
          (select coalesce(sum(jobs), 0)::int from (${orphanedLocks(`('${JUDGE_TASK}')`)}) o) as "orphanedJobs",
          g.open, g."oldestOpenSeconds",
          (select coalesce(sum(jobs), 0)::int from (${orphanedLocks(`('${GENERATE_TASK}')`)}) o) as "orphanedGenerations"
        from (select count(*)::int as pending,
                floor(extract(epoch from now() - min(submitted_at)))::int as "oldestPendingSeconds"
              from submissions where status = 'pending') p,
          (select count(*)::int as open,
                floor(extract(epoch from now() - min(created_at)))::int as "oldestOpenSeconds"
              from generation_jobs where status in ('queued', 'running')) g`);
      const row = r.rows[0];
      return {
        pending: row?.pending ?? 0,
        workers: row?.workers ?? 0,
        oldestPendingSeconds: row?.oldestPendingSeconds ?? null,
        orphanedJobs: row?.orphanedJobs ?? 0,
        generation: {
          open: row?.open ?? 0,
          oldestOpenSeconds: row?.oldestOpenSeconds ?? null,
          orphanedJobs: row?.orphanedGenerations ?? 0,
        },
      };
    },
    /**
     * Releases every judge job lock that no live process holds (a process that stopped beating,
     * or a pool that stopped), so another worker takes those jobs at its next poll, and forgets
     * the dead processes. Returns the lock ids released and how many jobs they held.
     */
    async sweepDeadWorkers(): Promise<{ lockIds: string[]; jobs: number }> {
      const orphans = await pool.query<{ lock_id: string; jobs: number }>(ORPHANED_LOCKS);
      const lockIds = orphans.rows.map((r) => r.lock_id);
      if (lockIds.length > 0) {
        const held = await pool.query<{ id: string; task: string; max_attempts: number }>(
          `select id::text, task_identifier as task, max_attempts from graphile_worker.jobs
           where task_identifier in ${RECOVERED_LIST} and locked_by = any($1::text[])`,
          [lockIds],
        );
        await utils.forceUnlockWorkers(lockIds);
        // The attempt the death cost is given back (one more allowed), within MAX_WORKER_DEATHS.
        // A job another worker locked in the meantime is skipped by rescheduleJobs: it keeps the
        // cost, which is all that can go wrong.
        const byMax = new Map<number, string[]>();
        for (const j of held.rows) {
          if (j.max_attempts >= (RECOVERED_TASKS[j.task] ?? 0) + MAX_WORKER_DEATHS) continue;
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
     * Judge jobs that will never run again: out of attempts and not locked (the last attempt's
     * worker died, or its failure could not be recorded). Their submissions need a verdict.
     */
    async exhaustedJobs(): Promise<Array<{ jobId: string; submissionId: string; attempts: number }>> {
      const r = await pool.query<{ jobId: string; submissionId: string; attempts: number }>(
        `select id::text as "jobId", substring(key from 7) as "submissionId", attempts
         from graphile_worker.jobs
         where task_identifier = $1 and key like 'judge:%' and locked_by is null and attempts >= max_attempts
         order by id limit 100`,
        [JUDGE_TASK],
      );
      return r.rows;
    },
    /**
     * Generation jobs that will never run again: out of attempts (their workers died
     * GENERATE_ATTEMPTS + MAX_WORKER_DEATHS times, or a failure could not be recorded) and not
     * locked. Their generations must be failed.
     */
    async exhaustedGenerations(): Promise<Array<{ jobId: string; generationId: string; attempts: number }>> {
      const r = await pool.query<{ jobId: string; generationId: string; attempts: number }>(
        `select id::text as "jobId", substring(key from 10) as "generationId", attempts
         from graphile_worker.jobs
         where task_identifier = $1 and key like 'generate:%' and locked_by is null and attempts >= max_attempts
         order by id limit 100`,
        [GENERATE_TASK],
      );
      return r.rows;
    },
    /** Removes jobs from the queue (graphile-worker's `completeJobs`: only unlocked ones). */
    async completeJobs(jobIds: string[]): Promise<void> {
      if (jobIds.length > 0) await utils.completeJobs(jobIds);
    },
    release: () => utils.release(),
  };
}
export type QueueClient = Awaited<ReturnType<typeof createQueueClient>>;

/**
 * The consumer side: `concurrency` workers in this process.
 *
 * graphile-worker locks a job with its worker pool's id (`locked_by = pool-...`), so that is what
 * this process registers in `judge_workers`, and it does so before the pool's first job: the
 * `startWorker` hook runs before each worker's first `getJob` and waits until the registration is
 * committed. The process then beats every HEARTBEAT_MS; every beat also releases the locks no live
 * process holds (once this process has itself beaten without a gap for DEAD_AFTER_S, so that
 * after a database restart it does not take the others, not yet reconnected, for dead).
 *
 * A pool that stops on its own (graphile-worker shuts a pool down when it cannot record a job's
 * end, e.g. while PostgreSQL restarts) is replaced by a new one; its id leaves the registration
 * once it has stopped, so the sweep releases whatever it still held.
 *
 * Each job runs `handle`; a thrown error makes graphile-worker retry it with backoff. A job whose
 * attempts ran out without a verdict (the worker died on the last one) is given to `abandon`.
 *
 * Other `lanes` (Generate AI Problem) run in pools of their own in the same process, registered,
 * beating, swept and replaced exactly like the judge's: their pool ids are in the same row.
 */
export async function startWorkers(opts: {
  pool: pg.Pool;
  queue: QueueClient;
  concurrency: number;
  handle: (job: JudgeJob, attempt: { number: number; max: number }) => Promise<void>;
  /** Gives a verdict to a submission whose job ran out of attempts without one. */
  abandon?: (submissionId: string, attempts: number) => Promise<void>;
  /** Housekeeping run at start and with every heartbeat (e.g. progress a crash left unapplied). */
  onBeat?: () => Promise<unknown>;
  /** More pools for other tasks of RECOVERED_TASKS (not counted as judge workers). */
  lanes?: WorkerLane[];
  log: (m: string) => void;
}): Promise<{ processId: string; lockIds: () => string[]; stop: () => Promise<void> }> {
  const { pool, queue, concurrency } = opts;
  const judgeLane: WorkerLane = {
    name: 'judge',
    concurrency,
    taskList: {
      [JUDGE_TASK]: async (payload, helpers) => {
        await opts.handle(judgeJobSchema.parse(payload), {
          number: helpers.job.attempts,
          max: helpers.job.max_attempts,
        });
      },
    },
  };
  const lanes: Lane[] = [judgeLane, ...(opts.lanes ?? [])].map((spec) => ({ spec }));
  const processId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /** The pools of this process that have not stopped: what it registers as its lock ids. */
  const pools = new Map<string, WorkerPool>();
  const registered = new Map<string, Promise<void>>();
  let stopping = false;
  let beatingSince: number | undefined;
  let sweeping = false;

  const upsert = () =>
    pool.query(
      `insert into judge_workers (id, lock_ids, concurrency, host, last_seen_at) values ($1, $2, $3, $4, now())
       on conflict (id) do update set lock_ids = excluded.lock_ids, last_seen_at = now()`,
      [processId, [...pools.keys()], concurrency, os.hostname()],
    );

  /** Resolves once `poolId` is committed in this process's row; retries while the database is away. */
  const register = (poolId: string): Promise<void> => {
    let p = registered.get(poolId);
    if (!p) {
      p = (async () => {
        for (;;) {
          try {
            await upsert();
            return;
          } catch (e) {
            if (stopping) throw e;
            opts.log(`could not register worker pool ${poolId}: ${messageOf(e)}; retrying`);
            await new Promise((r) => setTimeout(r, 1000));
          }
        }
      })();
      registered.set(poolId, p);
    }
    return p;
  };

  const plugin: GraphileConfig.Plugin = {
    name: 'CodeCoachJudgeRegistration',
    version: '1.0.0',
    description: 'Registers the worker pool in judge_workers before its first job',
    worker: {
      hooks: {
        // Awaited by graphile-worker before the worker's first getJob.
        startWorker: (_ctx, event) => register(event.worker.workerPool.id),
      },
    },
  };

  const logger = new Logger((scope) => (level, message) => {
    if (level === 'error') opts.log(`queue error${scope.label ? ` (${scope.label})` : ''}: ${message}`);
  });

  const launch = async (lane: Lane): Promise<Runner> => {
    const events: WorkerEvents = new EventEmitter();
    let poolId: string | undefined;
    // Emitted synchronously inside run(), before the pool's workers exist.
    events.on('pool:create', ({ workerPool }) => {
      poolId = workerPool.id;
      pools.set(workerPool.id, workerPool);
    });
    const runner = await run({
      events,
      logger,
      pgPool: pool,
      concurrency: lane.spec.concurrency,
      noHandleSignals: true,
      pollInterval: POLL_INTERVAL_MS,
      preset: {
        plugins: [plugin],
        // Batched (delay 0 = the same tick) so that a job's end that cannot be recorded (the
        // database restarting) reaches graphile-worker's error handler, which stops the pool (we
        // start another; the sweep releases the job). Unbatched, 0.17.3 leaves that promise
        // unhandled and the rejection ends the whole process, API server included.
        worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 },
      },
      taskList: lane.spec.taskList,
    });
    runner.promise.then(
      () => ended(lane, runner, poolId, undefined),
      (e: unknown) => ended(lane, runner, poolId, e),
    );
    return runner;
  };

  const ended = (lane: Lane, runner: Runner, poolId: string | undefined, error: unknown) => {
    if (poolId) {
      pools.delete(poolId);
      registered.delete(poolId);
    }
    if (stopping || runner !== lane.current) return;
    opts.log(
      `${lane.spec.name} worker pool ${poolId ?? '?'} stopped${error ? ` (${messageOf(error)})` : ''}; starting a new one`,
    );
    lane.current = undefined;
    void relaunch(lane);
  };

  const relaunch = async (lane: Lane) => {
    while (!stopping && !lane.current) {
      await new Promise((r) => setTimeout(r, RESTART_DELAY_MS));
      if (stopping) return;
      try {
        const runner = await launch(lane);
        if (stopping) await runner.stop();
        else lane.current = runner;
      } catch (e) {
        opts.log(`could not start a worker pool: ${messageOf(e)}; retrying`);
      }
    }
  };

  const sweep = async () => {
    const client = await pool.connect();
    let broken = false;
    try {
      // This session holds the sweep lock while idle: were this process paused mid-sweep (SIGSTOP,
      // a frozen VM), no process could sweep until it resumed. PostgreSQL ends a session idle this
      // long (14+; older ones refuse the setting and keep the previous behaviour), which frees it.
      await client.query(`set idle_session_timeout = '${DEAD_AFTER_S}s'`).catch(() => {});
      const [got] = (
        await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [SWEEP_LOCK])
      ).rows;
      if (!got?.ok) return; // another process is sweeping
      try {
        const released = await queue.sweepDeadWorkers();
        if (released.lockIds.length > 0) {
          opts.log(
            `released ${released.jobs} job(s) held by stopped worker(s): ${released.lockIds.join(', ')}`,
          );
          for (const p of pools.values()) p.nudge(released.jobs);
        }
        if (opts.abandon) {
          for (const job of await queue.exhaustedJobs()) {
            await opts.abandon(job.submissionId, job.attempts);
            await queue.completeJobs([job.jobId]);
          }
        }
        for (const lane of lanes) await lane.spec.onSweep?.();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SWEEP_LOCK]).catch(() => {
          broken = true; // the lock went with the session
        });
      }
    } finally {
      // Back in the pool it must not be ended for being idle (nor may one whose reset failed).
      if (!broken) await client.query('reset idle_session_timeout').catch(() => (broken = true));
      client.release(broken);
    }
  };

  const beat = async () => {
    try {
      await upsert();
    } catch (e) {
      beatingSince = undefined;
      throw e;
    }
    beatingSince ??= Date.now();
    if (sweeping) return;
    sweeping = true;
    try {
      if (Date.now() - beatingSince >= DEAD_AFTER_S * 1000) await sweep();
      await opts.onBeat?.();
    } finally {
      sweeping = false;
    }
  };

  for (const lane of lanes) lane.current = await launch(lane);
  await beat();
  const timer = setInterval(
    () => void beat().catch((e) => opts.log(`heartbeat failed: ${messageOf(e)}`)),
    HEARTBEAT_MS,
  );
  timer.unref();
  const others = lanes.slice(1).map((l) => `, ${l.spec.concurrency} ${l.spec.name} worker(s)`);
  opts.log(`${concurrency} judge worker(s) started (${processId})${others.join('')}`);
  return {
    processId,
    lockIds: () => [...pools.keys()],
    async stop() {
      stopping = true;
      clearInterval(timer);
      // A pool that stopped on its own is stopped already.
      await Promise.all(lanes.map((l) => l.current?.stop().catch(() => {})));
      await pool.query('delete from judge_workers where id = $1', [processId]).catch(() => {});
    },
  };
}
