import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import {
  Logger,
  parseCrontab,
  type Runner,
  run,
  type TaskList,
  type WorkerEvents,
  type WorkerPool,
} from 'graphile-worker';
import type pg from 'pg';
import { whileUnreachable } from '../db/retry.ts';
import { messageOf } from '../lib/errors.ts';
import type { JobLane } from './lane.ts';
import { DEAD_AFTER_S, HEARTBEAT_MS, type JobQueue } from './queue.ts';

/** How often an idle pool looks for jobs it was not told about (released locks, retries, run_at). */
const POLL_INTERVAL_MS = 2_000;
/** Wait before a pool that stopped on its own (e.g. the database went away) is replaced. */
const RESTART_DELAY_MS = 2_000;
/**
 * Session advisory lock held while a process sweeps: one sweep at a time across all processes, so
 * one cannot find a job exhausted between another's unlock and its giving back of the attempt.
 */
const SWEEP_LOCK = 727_275;

interface RunningLane {
  spec: JobLane;
  current?: Runner;
}

export interface JobRuntime {
  /** `host:pid:random`, this process's row in `judge_workers` (when it has recovered lanes). */
  processId: string;
  /** The pool ids of the recovered lanes' pools now running (what the registration lists). */
  lockIds(): string[];
  /** Stops every pool (finishing the jobs running) and forgets this process's registration. */
  stop(): Promise<void>;
}

/**
 * The one background-job runtime of a process: a graphile-worker pool per lane, each replaced when
 * it stops on its own (graphile-worker shuts a pool down when it cannot record a job's end, e.g.
 * while PostgreSQL restarts).
 *
 * When a lane is recovered, graphile-worker locks its jobs with the pool's id (`locked_by =
 * pool-...`), so that is what this process registers in `judge_workers`, before the pool's first
 * job: the `startWorker` hook runs before each worker's first `getJob` and waits until the
 * registration is committed. The process then beats every HEARTBEAT_MS; every beat also sweeps
 * (releases the locks no live process holds, hands exhausted jobs to their lane) once this process
 * has itself beaten without a gap for DEAD_AFTER_S, so that after a database restart it does not
 * take the others, not yet reconnected, for dead. A stopped pool's id leaves the registration, so
 * the sweep releases whatever it still held.
 *
 * `slots` is what the registration reports as this process's judge slots (GET /api/health).
 */
export async function startJobRuntime(opts: {
  pool: pg.Pool;
  queue: JobQueue;
  lanes: readonly JobLane[];
  slots: number;
  /** The languages this process's judge runs, shown per worker in System Settings. */
  languages?: readonly string[];
  log: (m: string) => void;
  /** Flags whose jobs this process leaves queued for now, asked before each job is taken. */
  forbiddenFlags?: () => Promise<string[] | null>;
}): Promise<JobRuntime> {
  const { pool, queue, slots, log } = opts;
  const lanes: RunningLane[] = opts.lanes.map((spec) => ({ spec }));
  const recovered = opts.lanes.filter((l) => l.recovery);
  const recoveredKinds = recovered.flatMap((l) => l.handlers.map((h) => h.kind));
  const processId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /** The recovered lanes' pools of this process that have not stopped: its registered lock ids. */
  const pools = new Map<string, WorkerPool>();
  const registered = new Map<string, Promise<void>>();
  let stopping = false;
  let beatingSince: number | undefined;
  let sweeping = false;

  const upsert = () =>
    pool.query(
      `insert into judge_workers (id, lock_ids, concurrency, host, languages, last_seen_at)
       values ($1, $2, $3, $4, $5, now())
       on conflict (id) do update set lock_ids = excluded.lock_ids, last_seen_at = now()`,
      [processId, [...pools.keys()], slots, os.hostname(), opts.languages ?? null],
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
            log(`could not register worker pool ${poolId}: ${messageOf(e)}; retrying`);
            await new Promise((r) => setTimeout(r, 1000));
          }
        }
      })();
      registered.set(poolId, p);
    }
    return p;
  };

  const registration: GraphileConfig.Plugin = {
    name: 'CodeCoachWorkerRegistration',
    version: '1.0.0',
    description: 'Registers a recovered lane’s pool in judge_workers before its first job',
    worker: {
      hooks: {
        // Awaited by graphile-worker before the worker's first getJob; only recovered pools are known.
        startWorker: (_ctx, event) =>
          pools.has(event.worker.workerPool.id) ? register(event.worker.workerPool.id) : undefined,
      },
    },
  };

  const logger = new Logger((scope) => (level, message) => {
    if (level === 'error') log(`queue error${scope.label ? ` (${scope.label})` : ''}: ${message}`);
  });

  const launch = async (lane: RunningLane): Promise<Runner> => {
    const events: WorkerEvents = new EventEmitter();
    let poolId: string | undefined;
    // Emitted synchronously inside run(), before the pool's workers exist.
    events.on('pool:create', ({ workerPool }) => {
      poolId = workerPool.id;
      if (lane.spec.recovery) pools.set(workerPool.id, workerPool);
    });
    const taskList: TaskList = {};
    for (const h of lane.spec.handlers) {
      taskList[h.kind.task] = (payload, helpers) =>
        h.run(payload, { number: helpers.job.attempts, max: helpers.job.max_attempts });
    }
    const started = run({
      events,
      logger,
      pgPool: pool,
      concurrency: lane.spec.concurrency,
      noHandleSignals: true,
      pollInterval: POLL_INTERVAL_MS,
      ...(opts.forbiddenFlags ? { forbiddenFlags: opts.forbiddenFlags } : {}),
      // No crontab file is read: a lane's cron lines are its own (or none).
      parsedCronItems: parseCrontab(lane.spec.crontab ?? ''),
      preset: {
        plugins: [registration],
        // Batched (delay 0 = the same tick) so that a job's end that cannot be recorded (the
        // database restarting) reaches graphile-worker's error handler, which stops the pool (we
        // start another; the sweep releases the job). Unbatched, 0.17.3 leaves that promise
        // unhandled and the rejection ends the whole process, API server included.
        worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 },
      },
      taskList,
    });
    // A pool that failed to start took no job: forget it, so its lock id is never registered.
    const runner = await started.catch((e: unknown) => {
      if (poolId) pools.delete(poolId);
      throw e;
    });
    runner.promise.then(
      () => ended(lane, runner, poolId, undefined),
      (e: unknown) => ended(lane, runner, poolId, e),
    );
    return runner;
  };

  const ended = (lane: RunningLane, runner: Runner, poolId: string | undefined, error: unknown) => {
    if (poolId) {
      pools.delete(poolId);
      registered.delete(poolId);
    }
    if (stopping || runner !== lane.current) return;
    log(
      `${lane.spec.name} worker pool ${poolId ?? '?'} stopped${error ? ` (${messageOf(error)})` : ''}; starting a new one`,
    );
    lane.current = undefined;
    void relaunch(lane);
  };

  const relaunch = async (lane: RunningLane) => {
    while (!stopping && !lane.current) {
      await new Promise((r) => setTimeout(r, RESTART_DELAY_MS));
      if (stopping) return;
      try {
        const runner = await launch(lane);
        if (stopping) await runner.stop();
        else lane.current = runner;
      } catch (e) {
        log(`could not start a ${lane.spec.name} worker pool: ${messageOf(e)}; retrying`);
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
        const released = await queue.sweepDeadWorkers(recoveredKinds);
        if (released.lockIds.length > 0) {
          log(`released ${released.jobs} job(s) held by stopped worker(s): ${released.lockIds.join(', ')}`);
          for (const p of pools.values()) p.nudge(released.jobs);
        }
        for (const lane of recovered) {
          for (const h of lane.handlers) {
            for (const job of await queue.exhaustedJobs(h.kind)) {
              await (h.exhausted ?? lane.recovery?.exhausted)?.(job.id, job.attempts);
              await queue.completeJobs([job.jobId]);
            }
          }
        }
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
      for (const lane of recovered) await lane.onBeat?.();
    } finally {
      sweeping = false;
    }
  };

  // A connection dropped or refused while starting (PostgreSQL restarting, a flaky link) is waited
  // out here as in the worker's own start (db/retry.ts), rather than ending the process.
  for (const lane of lanes)
    lane.current = await whileUnreachable(`starting the ${lane.spec.name} worker pool`, () => launch(lane), {
      log,
    });
  let timer: ReturnType<typeof setInterval> | undefined;
  if (recovered.length > 0) {
    await whileUnreachable('registering this worker', beat, { log });
    timer = setInterval(
      () => void beat().catch((e) => log(`heartbeat failed: ${messageOf(e)}`)),
      HEARTBEAT_MS,
    );
    timer.unref();
  }
  log(
    `${lanes.map((l) => `${l.spec.concurrency} ${l.spec.name} worker(s)`).join(', ')} started (${processId})`,
  );
  return {
    processId,
    lockIds: () => [...pools.keys()],
    async stop() {
      stopping = true;
      clearInterval(timer);
      // A pool that stopped on its own is stopped already.
      await Promise.all(lanes.map((l) => l.current?.stop().catch(() => {})));
      if (recovered.length > 0)
        await pool.query('delete from judge_workers where id = $1', [processId]).catch(() => {});
    },
  };
}
