import { type SQL, sql } from 'drizzle-orm';
import { addJobSql, CONTEST_FINALIZE_JOB, CONTEST_SCHEDULE_JOB } from '../../jobs/kinds.ts';

/**
 * The job that finalises a contest at its end (standings, ratings), as SQL for the statement that
 * stores or changes the contest; an edit moves it (the key replaces the earlier job).
 */
export function scheduleFinalizeSql(contestId: string, endsAt: Date): SQL {
  return sql`select ${addJobSql(CONTEST_FINALIZE_JOB, { id: contestId, payload: { contestId }, runAt: endsAt })}`;
}

/** The schedule's next look, at the start of the upcoming weekly (it then makes the next one). */
export function scheduleNextLookSql(at: Date): SQL {
  return sql`select ${addJobSql(CONTEST_SCHEDULE_JOB, { payload: {}, runAt: at })}`;
}
