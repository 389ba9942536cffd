import { type SQL, sql } from 'drizzle-orm';

export const FINALIZE_TASK = 'contest_finalize';
export const SCHEDULE_TASK = 'contest_schedule';

/**
 * The job that finalises a contest at its end (standings, ratings), as SQL for the statement that
 * stores or changes the contest; an edit moves it (the key replaces the earlier job).
 */
export function scheduleFinalizeSql(contestId: string, endsAt: Date): SQL {
  return sql`select graphile_worker.add_job(
      identifier => ${FINALIZE_TASK}::text,
      payload => json_build_object('contestId', ${contestId}::text),
      run_at => ${endsAt.toISOString()}::timestamptz,
      job_key => ${`contest-finalize:${contestId}`}::text,
      job_key_mode => 'replace',
      max_attempts => 10)`;
}

/** The schedule's next look, at the start of the upcoming weekly (it then makes the next one). */
export function scheduleNextLookSql(at: Date): SQL {
  return sql`select graphile_worker.add_job(
      identifier => ${SCHEDULE_TASK}::text,
      payload => '{}'::json,
      run_at => ${at.toISOString()}::timestamptz,
      job_key => 'contest-schedule'::text,
      job_key_mode => 'replace',
      max_attempts => 10)`;
}
