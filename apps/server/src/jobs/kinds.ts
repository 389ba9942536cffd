import { type SQL, sql } from 'drizzle-orm';

/**
 * Every kind of background job, in one place: its graphile-worker task, the prefix of its job key
 * and the attempts a job starts with. A job of a kind for one thing (a submission, a generation, a
 * contest) is keyed `prefix:id`, so enqueueing the same thing twice is a no-op or a replacement,
 * and the thing a job is for is read back from its key by `idOfKey` (nowhere else).
 */
export interface JobKind {
  readonly task: string;
  readonly keyPrefix: string;
  readonly attempts: number;
  /**
   * The graphile-worker flag its jobs carry: a runtime asked to skip the flag (`forbiddenFlags`,
   * e.g. judging paused by an admin) leaves them queued.
   */
  readonly flag?: string;
}

/** Judging paused in System Settings (decision 027): judge jobs wait, everything else runs. */
export const JUDGING_FLAG = 'judging';

/** A submission to judge (modules/judging): retried on judge faults, then internal_error. */
export const JUDGE_JOB: JobKind = {
  task: 'judge_submission',
  keyPrefix: 'judge',
  attempts: 4,
  flag: JUDGING_FLAG,
};
/**
 * One past submission judged again against the version in force (modules/judging/rejudge.ts), at
 * `PRIORITY.rejudge`; paused with judging. A submission is in one rejudge at a time (one runs per
 * problem), so its key is the submission's id.
 */
export const REJUDGE_JOB: JobKind = {
  task: 'rejudge_submission',
  keyPrefix: 'rejudge',
  attempts: 3,
  flag: JUDGING_FLAG,
};
/** A rejudge's end, queued with its last submission's count: points, counters and progress follow. */
export const REJUDGE_FINISH_JOB: JobKind = {
  task: 'rejudge_finish',
  keyPrefix: 'rejudge-finish',
  attempts: 10,
};
/** A Generate AI Problem request (modules/generate): one attempt, given back after a worker's death. */
export const GENERATE_JOB: JobKind = { task: 'generate_problem', keyPrefix: 'generate', attempts: 1 };
/** The proof of an admin's problem draft (modules/authoring): one attempt, given back after a worker's death. */
export const PROVE_DRAFT_JOB: JobKind = {
  task: 'prove_problem_draft',
  keyPrefix: 'prove-draft',
  attempts: 1,
};
/** A contest's end: standings and ratings (modules/contests). */
export const CONTEST_FINALIZE_JOB: JobKind = {
  task: 'contest_finalize',
  keyPrefix: 'contest-finalize',
  attempts: 10,
};
/** The weekly contest schedule's next look (modules/contests); one such job at a time. */
export const CONTEST_SCHEDULE_JOB: JobKind = {
  task: 'contest_schedule',
  keyPrefix: 'contest-schedule',
  attempts: 10,
};
/** Pruning expired account data, hourly by graphile-worker's cron (modules/account). */
export const HOUSEKEEPING_JOB: JobKind = {
  task: 'prune_account_data',
  keyPrefix: 'housekeeping',
  attempts: 3,
};

/** The weekly newsletter: the digest of a week (graphile-worker's cron, Mondays), once. */
export const NEWSLETTER_DIGEST_JOB: JobKind = {
  task: 'newsletter_digest',
  keyPrefix: 'newsletter',
  attempts: 3,
};
/** One address's digest of one week (`<week>:<subscription token>`): at most one mail each. */
export const NEWSLETTER_SEND_JOB: JobKind = {
  task: 'newsletter_send',
  keyPrefix: 'newsletter-send',
  attempts: 5,
};

/**
 * Contest submissions go before practice ones, and both before a rejudge's (graphile-worker runs
 * lower numbers first): a learner waits for at most one rejudged submission in flight per slot.
 */
export const PRIORITY = { contest: -10, practice: 0, rejudge: 10 } as const;

/** The key of `kind`'s job for `id` (or the kind's only job, without an id). */
export function jobKey(kind: JobKind, id?: string): string {
  return id === undefined ? kind.keyPrefix : `${kind.keyPrefix}:${id}`;
}

/** The id a job key of `kind` was made for, or undefined for a key of another kind. */
export function idOfKey(kind: JobKind, key: string | null): string | undefined {
  const prefix = `${kind.keyPrefix}:`;
  return key?.startsWith(prefix) ? key.slice(prefix.length) : undefined;
}

/**
 * graphile-worker's public `add_job` call for a job of `kind`, as an SQL expression, so the job
 * commits with the statement or transaction that made its reason (a submission's row, a
 * generation's, a contest's end). `id` is the thing's id, as a value or as SQL (a column of the
 * statement's own rows). A job whose key is already queued is replaced (graphile-worker's default
 * key mode): a contest's edited end moves its job, a re-enqueued submission stays one job.
 */
export function addJobSql(
  kind: JobKind,
  job: {
    id?: string | SQL;
    payload: Record<string, string | SQL>;
    priority?: number;
    runAt?: Date;
  },
): SQL {
  const fields = Object.entries(job.payload).map(
    ([name, value]) => sql`${name}::text, ${typeof value === 'string' ? sql`${value}::text` : value}`,
  );
  const payload = fields.length ? sql`json_build_object(${sql.join(fields, sql`, `)})` : sql`'{}'::json`;
  const key =
    job.id === undefined
      ? sql`${jobKey(kind)}::text`
      : typeof job.id === 'string'
        ? sql`${jobKey(kind, job.id)}::text`
        : sql`${`${kind.keyPrefix}:`}::text || ${job.id}::text`;
  const options = [
    sql`identifier => ${kind.task}::text`,
    sql`payload => ${payload}`,
    sql`job_key => ${key}`,
    sql`max_attempts => ${kind.attempts}::int`,
    ...(job.priority !== undefined ? [sql`priority => ${job.priority}::int`] : []),
    ...(job.runAt ? [sql`run_at => ${job.runAt.toISOString()}::timestamptz`] : []),
    ...(kind.flag ? [sql`flags => array[${kind.flag}::text]`] : []),
  ];
  return sql`graphile_worker.add_job(${sql.join(options, sql`, `)})`;
}
