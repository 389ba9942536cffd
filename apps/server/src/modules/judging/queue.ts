import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import {
  Logger,
  makeWorkerUtils,
  type Runner,
  run,
  type WorkerEvents,
  type WorkerUtils,
} from 'graphile-worker';
import type pg from 'pg';

export const JUDGE_TASK = 'judge_submission';
/** Attempts before a submission whose judging keeps failing is marked internal_error. */
export const MAX_JUDGE_ATTEMPTS = 4;
/** Contest submissions go before practice ones (graphile-worker runs lower numbers first). */
export const PRIORITY = { contest: -10, practice: 0 } as const;

const HEARTBEAT_MS = 5_000;
const DEAD_AFTER_S = 30;

export interface JudgeJob {
  submissionId: string;
  /** Lets the worker read the problem while it claims the submission (absent in older jobs). */
  problemId?: string;
}

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

/** The producer side: any API server can enqueue. */
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
    async status(): Promise<{ pending: number; workers: number }> {
      const r = await pool.query<{ pending: number; workers: number }>(`
        select (select count(*)::int from submissions where status = 'pending') as pending,
               (select coalesce(sum(concurrency), 0)::int from judge_workers
                 where last_seen_at > now() - make_interval(secs => ${DEAD_AFTER_S})) as workers`);
      return r.rows[0] ?? { pending: 0, workers: 0 };
    },
    /** Releases the locks of worker processes that stopped beating, so their jobs run elsewhere now. */
    async sweepDeadWorkers(): Promise<number> {
      const dead = await pool.query<{ worker_ids: string[] }>(
        `delete from judge_workers where last_seen_at < now() - make_interval(secs => ${DEAD_AFTER_S}) returning worker_ids`,
      );
      const ids = dead.rows.flatMap((r) => r.worker_ids);
      if (ids.length > 0) await utils.forceUnlockWorkers(ids);
      return ids.length;
    },
    release: () => utils.release(),
  };
}
export type QueueClient = Awaited<ReturnType<typeof createQueueClient>>;

/**
 * The consumer side: `concurrency` workers in this process, registered with a heartbeat. Each
 * job runs `handle`; a thrown error makes graphile-worker retry it with backoff.
 */
export async function startWorkers(opts: {
  pool: pg.Pool;
  queue: QueueClient;
  concurrency: number;
  handle: (job: JudgeJob, attempt: { number: number; max: number }) => Promise<void>;
  /** Housekeeping run at start and with every heartbeat (e.g. progress a crash left unapplied). */
  onBeat?: () => Promise<unknown>;
  log: (m: string) => void;
}): Promise<{ stop: () => Promise<void> }> {
  const { pool, concurrency } = opts;
  const processId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const workerIds: string[] = [];
  // Attached before run(): the workers are created inside it.
  const events: WorkerEvents = new EventEmitter();
  events.on('worker:create', ({ worker }) => {
    workerIds.push(worker.workerId);
  });
  const logger = new Logger((scope) => (level, message) => {
    if (level === 'error') opts.log(`queue error${scope.label ? ` (${scope.label})` : ''}: ${message}`);
  });
  const runner: Runner = await run({
    events,
    logger,
    pgPool: pool,
    concurrency,
    noHandleSignals: true,
    pollInterval: 2000,
    taskList: {
      [JUDGE_TASK]: async (payload, helpers) => {
        await opts.handle(payload as JudgeJob, {
          number: helpers.job.attempts,
          max: helpers.job.max_attempts,
        });
      },
    },
  });
  const beat = async () => {
    await pool.query(
      `insert into judge_workers (id, worker_ids, concurrency, host, last_seen_at) values ($1, $2, $3, $4, now())
       on conflict (id) do update set worker_ids = excluded.worker_ids, last_seen_at = now()`,
      [processId, workerIds, concurrency, os.hostname()],
    );
    await opts.queue.sweepDeadWorkers();
    await opts.onBeat?.();
  };
  await beat();
  const timer = setInterval(
    () => void beat().catch((e) => opts.log(`heartbeat failed: ${(e as Error).message}`)),
    HEARTBEAT_MS,
  );
  timer.unref();
  opts.log(`${concurrency} judge worker(s) started (${processId})`);
  return {
    async stop() {
      clearInterval(timer);
      await runner.stop();
      await pool.query('delete from judge_workers where id = $1', [processId]).catch(() => {});
    },
  };
}
