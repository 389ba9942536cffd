import { GOAL_KINDS, type GoalKind, type StudyPlan } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { COUNTED_VERDICTS, type Day } from '../progress/definitions.ts';
import type { Attempt } from './review/schedule.ts';

/** Every statement of the Learn module; each reads one learner's rows through an index. */

/** Stored problems: slug -> id (the bank, ~150 rows). */
export async function problemIds(db: Db): Promise<Map<string, string>> {
  const rows = (await db.execute<{ id: string; slug: string }>(sql`select id, slug from problems`)).rows;
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export async function solvedSlugs(db: Db, userId: string): Promise<Set<string>> {
  const rows = (
    await db.execute<{ slug: string }>(sql`
      select p.slug from user_problems up join problems p on p.id = up.problem_id
      where up.user_id = ${userId} and up.solved_at is not null`)
  ).rows;
  return new Set(rows.map((r) => r.slug));
}

export async function completedTutorials(db: Db, userId: string): Promise<Set<string>> {
  const rows = (
    await db.execute<{ tutorial_id: string }>(
      sql`select tutorial_id from tutorial_completions where user_id = ${userId}`,
    )
  ).rows;
  return new Set(rows.map((r) => r.tutorial_id));
}

/** Idempotent: completing twice keeps the first time. */
export async function completeTutorial(db: Db, userId: string, tutorialId: string): Promise<void> {
  await db.execute(sql`
    insert into tutorial_completions (user_id, tutorial_id) values (${userId}, ${tutorialId})
    on conflict (user_id, tutorial_id) do nothing`);
}

/** The learner's judged submissions (outside contests too), for the review schedule. */
export async function attempts(db: Db, userId: string): Promise<Attempt[]> {
  const statuses = sql.join(
    COUNTED_VERDICTS.map((v) => sql`${v}`),
    sql`, `,
  );
  const rows = (
    await db.execute<{ problem_id: string; submitted_at: Date; status: string }>(sql`
      select problem_id, submitted_at, status from submissions
      where user_id = ${userId} and status in (${statuses}) order by submitted_at`)
  ).rows;
  return rows.map((r) => ({
    problemId: r.problem_id,
    at: new Date(r.submitted_at),
    accepted: r.status === 'accepted',
  }));
}

export async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const [r] = (await db.execute<{ time_zone: string }>(sql`select time_zone from users where id = ${userId}`))
    .rows;
  return r?.time_zone ?? 'UTC';
}

export async function loadPlan(db: Db, userId: string): Promise<{ plan: StudyPlan; savedAt: Date } | null> {
  const [r] = (
    await db.execute<{ plan: StudyPlan; saved_at: Date }>(
      sql`select plan, saved_at from study_plans where user_id = ${userId}`,
    )
  ).rows;
  return r ? { plan: r.plan, savedAt: new Date(r.saved_at) } : null;
}

export async function savePlan(db: Db, userId: string, plan: StudyPlan): Promise<Date> {
  const [r] = (
    await db.execute<{ saved_at: Date }>(sql`
      insert into study_plans (user_id, plan, saved_at) values (${userId}, ${JSON.stringify(plan)}::jsonb, now())
      on conflict (user_id) do update set plan = excluded.plan, saved_at = excluded.saved_at
      returning saved_at`)
  ).rows;
  return new Date(r?.saved_at ?? Date.now());
}

export async function loadGoal(db: Db, userId: string): Promise<{ kind: GoalKind; target: number } | null> {
  const [r] = (
    await db.execute<{ kind: string; target: number }>(
      sql`select kind, target from weekly_goals where user_id = ${userId}`,
    )
  ).rows;
  const kind = GOAL_KINDS.find((k) => k === r?.kind);
  return r && kind ? { kind, target: r.target } : null;
}

export async function saveGoal(db: Db, userId: string, kind: GoalKind, target: number): Promise<void> {
  await db.execute(sql`
    insert into weekly_goals (user_id, kind, target) values (${userId}, ${kind}, ${target})
    on conflict (user_id) do update set kind = excluded.kind, target = excluded.target, updated_at = now()`);
}

/** First solves and active seconds since `from` (the learner's days, user_days). */
export async function weekTotals(
  db: Db,
  userId: string,
  from: Day,
): Promise<{ solved: number; seconds: number }> {
  const [r] = (
    await db.execute<{ solved: number | null; seconds: number | null }>(sql`
      select sum(solved)::int as solved, sum(seconds)::int as seconds from user_days
      where user_id = ${userId} and day >= ${from}::date`)
  ).rows;
  return { solved: r?.solved ?? 0, seconds: r?.seconds ?? 0 };
}
