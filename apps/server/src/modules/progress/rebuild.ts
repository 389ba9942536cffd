import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { CATEGORY_EXPERT_SOLVED, SHARPSHOOTER, SPEED_DEMON_MAX_SECONDS } from './achievements.ts';
import { COUNTED_VERDICTS } from './definitions.ts';

/**
 * Recomputes every verdict-derived aggregate from the submissions, set-based: for a database
 * that had submissions before these tables existed, for the benchmark's seeded data, and as the
 * oracle the tests compare the incremental path with. Time reports (seconds, per-problem time,
 * rank snapshots) cannot be derived from submissions and are kept.
 *
 * Days use each learner's current time zone (the incremental path uses the zone at the time);
 * achievements get the moment their threshold was crossed. Run it with no verdicts being
 * written (it takes the tables as a whole).
 */
export async function rebuildProgress(db: Db): Promise<void> {
  const counted = sql.join(
    COUNTED_VERDICTS.map((v) => sql`${v}`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`lock table user_stats, user_days, user_categories, leaderboard_periods, user_achievements in exclusive mode`,
    );
    await tx.execute(sql`
      create temp table rebuild_subs on commit drop as
      select s.id, s.user_id, s.problem_id, s.status, s.points, s.submitted_at, p.difficulty, p.category,
        (s.submitted_at at time zone u.time_zone)::date as day,
        (s.status = 'accepted')::int as acc, (s.points > 0)::int as first_solve
      from submissions s join users u on u.id = s.user_id join problems p on p.id = s.problem_id
      where s.status in (${counted})`);

    // Per day, keeping the browser-reported seconds.
    await tx.execute(sql`update user_days set judged = 0, accepted = 0, solved = 0, points = 0,
      easy_solved = 0, medium_solved = 0, hard_solved = 0`);
    await tx.execute(sql`
      insert into user_days as d (user_id, day, judged, accepted, solved, points, easy_solved, medium_solved, hard_solved)
      select user_id, day, count(*), sum(acc), sum(first_solve), sum(points),
        coalesce(sum(first_solve) filter (where difficulty = 'easy'), 0),
        coalesce(sum(first_solve) filter (where difficulty = 'medium'), 0),
        coalesce(sum(first_solve) filter (where difficulty = 'hard'), 0)
      from rebuild_subs group by user_id, day
      on conflict (user_id, day) do update set judged = excluded.judged, accepted = excluded.accepted,
        solved = excluded.solved, points = excluded.points, easy_solved = excluded.easy_solved,
        medium_solved = excluded.medium_solved, hard_solved = excluded.hard_solved`);
    await tx.execute(sql`delete from user_days where judged = 0 and seconds = 0`);

    // Totals, keeping the time columns.
    await tx.execute(sql`update user_stats set points = 0, solved = 0, hard_solved = 0, judged = 0, accepted = 0,
      points_at = null, streak_last_day = null, streak_last_run = 0, streak_longest = 0`);
    await tx.execute(sql`
      insert into user_stats as s (user_id, points, solved, hard_solved, judged, accepted, points_at)
      select user_id, sum(points), sum(first_solve), coalesce(sum(first_solve) filter (where difficulty = 'hard'), 0),
        count(*), sum(acc), max(submitted_at) filter (where points > 0)
      from rebuild_subs group by user_id
      on conflict (user_id) do update set points = excluded.points, solved = excluded.solved,
        hard_solved = excluded.hard_solved, judged = excluded.judged, accepted = excluded.accepted,
        points_at = excluded.points_at`);
    // Streaks: consecutive days share (day - row number) ("gaps and islands").
    await tx.execute(sql`
      with d as (
        select user_id, day, day - (row_number() over (partition by user_id order by day))::int as grp
        from user_days where accepted > 0),
      runs as (select user_id, count(*)::int as len, max(day) as last from d group by user_id, grp),
      agg as (
        select distinct on (user_id) user_id, last as last_day, len as last_run,
          max(len) over (partition by user_id) as longest
        from runs order by user_id, last desc)
      update user_stats s set streak_last_day = a.last_day, streak_last_run = a.last_run, streak_longest = a.longest
      from agg a where s.user_id = a.user_id`);

    await tx.execute(sql`delete from user_categories`);
    await tx.execute(sql`
      insert into user_categories (user_id, category, judged, accepted, solved)
      select user_id, category, count(*), sum(acc), sum(first_solve) from rebuild_subs group by user_id, category`);

    await tx.execute(sql`delete from leaderboard_periods`);
    await tx.execute(sql`
      insert into leaderboard_periods (period, user_id, points, solved, judged, accepted, points_at)
      select period, user_id, sum(points), sum(first_solve), count(*), sum(acc),
        max(submitted_at) filter (where points > 0)
      from (
        select 'week:' || to_char(date_trunc('week', submitted_at at time zone 'UTC'), 'YYYY-MM-DD') as period, * from rebuild_subs
        union all
        select 'month:' || to_char(submitted_at at time zone 'UTC', 'YYYY-MM') as period, * from rebuild_subs
      ) x group by period, user_id`);

    await rebuildAchievements(tx);
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Each rule's earning moment: when the running count first reached its threshold. */
async function rebuildAchievements(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from user_achievements`);
  const insert = (query: ReturnType<typeof sql>) =>
    tx.execute(sql`insert into user_achievements (user_id, achievement, earned_at)
      select user_id, achievement, min(earned_at) from (${query}) q group by user_id, achievement
      on conflict do nothing`);
  // Running totals over each learner's submissions in time order.
  await tx.execute(sql`
    create temp table rebuild_running on commit drop as
    select user_id, submitted_at, day, difficulty, category, acc, first_solve,
      sum(first_solve) over w as solved, sum(points) over w as points, count(*) over w as judged,
      sum(acc) over w as accepted,
      sum(first_solve) over (partition by user_id, category order by submitted_at, id rows unbounded preceding) as in_category
    from rebuild_subs window w as (partition by user_id order by submitted_at, id rows unbounded preceding)`);
  for (const [id, n] of [
    ['first-solve', 1],
    ['solver-10', 10],
    ['solver-25', 25],
    ['solver-50', 50],
  ] as const) {
    await insert(sql`select user_id, ${id} as achievement, submitted_at as earned_at from rebuild_running
      where first_solve = 1 and solved >= ${n}`);
  }
  for (const [id, n] of [
    ['points-100', 100],
    ['points-500', 500],
    ['points-1000', 1000],
  ] as const) {
    await insert(
      sql`select user_id, ${id} as achievement, submitted_at as earned_at from rebuild_running where points >= ${n}`,
    );
  }
  await insert(sql`select user_id, 'hard-solve' as achievement, submitted_at as earned_at from rebuild_running
    where first_solve = 1 and difficulty = 'hard'`);
  await insert(sql`select user_id, 'category-expert' as achievement, submitted_at as earned_at from rebuild_running
    where first_solve = 1 and in_category >= ${CATEGORY_EXPERT_SOLVED}`);
  await insert(sql`
    select user_id, 'well-rounded' as achievement, submitted_at as earned_at from (
      select user_id, submitted_at, count(*) over (partition by user_id order by submitted_at) as categories
      from (select user_id, category, min(submitted_at) as submitted_at from rebuild_running where first_solve = 1
        group by user_id, category) f) c
    where categories >= 5`);
  await insert(sql`select user_id, 'sharpshooter' as achievement, submitted_at as earned_at from rebuild_running
    where acc = 1 and judged >= ${SHARPSHOOTER.minJudged} and accepted * 100 >= ${SHARPSHOOTER.minAccuracy} * judged`);
  // A streak rule is earned by the first accepted submission of the day the run reached its length.
  for (const [id, n] of [
    ['streak-3', 3],
    ['streak-7', 7],
    ['streak-30', 30],
  ] as const) {
    await insert(sql`
      with d as (
        select user_id, day, day - (row_number() over (partition by user_id order by day))::int as grp
        from user_days where accepted > 0),
      r as (select user_id, day, row_number() over (partition by user_id, grp order by day) as run from d)
      select r.user_id, ${id} as achievement, min(s.submitted_at) as earned_at from r
      join rebuild_subs s on s.user_id = r.user_id and s.day = r.day and s.acc = 1
      where r.run >= ${n} group by r.user_id, r.day`);
  }
  await insert(sql`
    select s.user_id, 'speed-demon' as achievement, s.submitted_at as earned_at from rebuild_subs s
    join user_problem_time t on t.user_id = s.user_id and t.problem_id = s.problem_id
    where s.first_solve = 1 and s.difficulty <> 'easy' and t.seconds between 1 and ${SPEED_DEMON_MAX_SECONDS}
      and not exists (select 1 from rebuild_subs e where e.user_id = s.user_id and e.problem_id = s.problem_id
        and e.submitted_at < s.submitted_at)`);
}
