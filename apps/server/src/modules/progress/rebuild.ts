import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { CATEGORY_EXPERT_SOLVED, SHARPSHOOTER, SPEED_DEMON_MAX_SECONDS } from './achievements.ts';
import { COUNTED_VERDICTS } from './definitions.ts';
import { PROGRESS_LOCK } from './on-verdict.ts';

/**
 * Recomputes every verdict-derived aggregate from the submissions, set-based: for a database
 * that had submissions before these tables existed, for the benchmark's seeded data, and as the
 * oracle the tests compare the incremental path with. Time reports (seconds, per-problem time,
 * rank snapshots) cannot be derived from submissions and are kept.
 *
 * Days use each learner's current time zone (the incremental path uses the zone at the time);
 * achievements get the moment their threshold was crossed. Verdicts may go on being written:
 * the rebuild waits for progress steps in flight (PROGRESS_LOCK), counts every verdict committed
 * before its snapshot and clears their `progress_pending` flags, and the steps of later verdicts
 * wait for it and then apply them on top.
 */
export async function rebuildProgress(db: Db): Promise<void> {
  const counted = sql.join(
    COUNTED_VERDICTS.map((v) => sql`${v}`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PROGRESS_LOCK})`);
    await tx.execute(
      sql`lock table user_stats, user_days, user_categories, user_category_days, leaderboard_periods,
      points_histogram, user_achievements in exclusive mode`,
    );
    await tx.execute(sql`
      create temp table rebuild_subs on commit drop as
      select s.id, s.user_id, s.problem_id, s.status, s.points, s.submitted_at, p.difficulty, p.category,
        (s.submitted_at at time zone u.time_zone)::date as day,
        (s.status = 'accepted')::int as acc, (s.points > 0)::int as first_solve
      from submissions s join users u on u.id = s.user_id join problems p on p.id = s.problem_id
      where s.status in (${counted})`);
    // Counted here, so never again by a progress step.
    await tx.execute(sql`
      update submissions set progress_pending = false
      where progress_pending and id in (select id from rebuild_subs)`);
    await tx.execute(sql`create index on rebuild_subs (user_id, problem_id, submitted_at)`);
    await tx.execute(sql`analyze rebuild_subs`);

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

    await tx.execute(sql`delete from user_category_days`);
    await tx.execute(sql`
      insert into user_category_days (user_id, day, category, judged, accepted)
      select user_id, day, category, count(*), sum(acc) from rebuild_subs group by user_id, day, category`);

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

    await tx.execute(sql`delete from points_histogram`);
    await tx.execute(sql`
      insert into points_histogram (scope, points, learners)
      select 'all', points, count(*) from user_stats where points > 0 group by points
      union all
      select period, points, count(*) from leaderboard_periods where points > 0 group by period, points`);

    await rebuildAchievements(tx);
  });
}

/** Each rule's earning moment: when the running count first reached its threshold. */
async function rebuildAchievements(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from user_achievements`);
  // Running totals over each learner's submissions in time order.
  await tx.execute(sql`
    create temp table rebuild_running on commit drop as
    select user_id, submitted_at, difficulty, acc, first_solve,
      sum(first_solve) over w as solved, sum(points) over w as points, count(*) over w as judged,
      sum(acc) over w as accepted,
      sum(first_solve) over (partition by user_id, category order by submitted_at, id rows unbounded preceding) as in_category
    from rebuild_subs window w as (partition by user_id order by submitted_at, id rows unbounded preceding)`);
  // The count rules in one pass: each submission yields the rules that hold once it is counted.
  const threshold = (id: string, holds: ReturnType<typeof sql>) => sql`(${id}, ${holds})`;
  const rules = [
    threshold('first-solve', sql`r.first_solve = 1 and r.solved >= 1`),
    threshold('solver-10', sql`r.first_solve = 1 and r.solved >= 10`),
    threshold('solver-25', sql`r.first_solve = 1 and r.solved >= 25`),
    threshold('solver-50', sql`r.first_solve = 1 and r.solved >= 50`),
    threshold('points-100', sql`r.points >= 100`),
    threshold('points-500', sql`r.points >= 500`),
    threshold('points-1000', sql`r.points >= 1000`),
    threshold('hard-solve', sql`r.first_solve = 1 and r.difficulty = 'hard'`),
    threshold('category-expert', sql`r.first_solve = 1 and r.in_category >= ${CATEGORY_EXPERT_SOLVED}`),
    threshold(
      'sharpshooter',
      sql`r.acc = 1 and r.judged >= ${SHARPSHOOTER.minJudged} and r.accepted * 100 >= ${SHARPSHOOTER.minAccuracy} * r.judged`,
    ),
  ];
  await tx.execute(sql`
    insert into user_achievements (user_id, achievement, earned_at)
    select r.user_id, v.id, min(r.submitted_at) from rebuild_running r
    cross join lateral (values ${sql.join(rules, sql`, `)}) v(id, holds)
    where v.holds group by r.user_id, v.id`);
  // Well Rounded: the first solve in a fifth category.
  await tx.execute(sql`
    insert into user_achievements (user_id, achievement, earned_at)
    select user_id, 'well-rounded', min(submitted_at) from (
      select user_id, submitted_at, row_number() over (partition by user_id order by submitted_at) as categories
      from (select user_id, category, min(submitted_at) as submitted_at from rebuild_subs where first_solve = 1
        group by user_id, category) f) c
    where categories >= 5 group by user_id`);
  // A streak rule is earned by the first accepted submission of the day the run reached its length.
  await tx.execute(sql`
    insert into user_achievements (user_id, achievement, earned_at)
    select r.user_id, t.id, min(s.submitted_at) from (
      select user_id, day, row_number() over (partition by user_id, grp order by day) as run from (
        select user_id, day, day - (row_number() over (partition by user_id order by day))::int as grp
        from user_days where accepted > 0) d) r
    join (values ('streak-3', 3), ('streak-7', 7), ('streak-30', 30)) t(id, days) on r.run >= t.days
    join rebuild_subs s on s.user_id = r.user_id and s.day = r.day and s.acc = 1
    group by r.user_id, t.id`);
  // Speed Demon: a first-try medium or hard solve with 1 s to 10 min of tracked time on it.
  await tx.execute(sql`
    insert into user_achievements (user_id, achievement, earned_at)
    select s.user_id, 'speed-demon', min(s.submitted_at) from rebuild_subs s
    join user_problem_time t on t.user_id = s.user_id and t.problem_id = s.problem_id
    where s.first_solve = 1 and s.difficulty <> 'easy' and t.seconds between 1 and ${SPEED_DEMON_MAX_SECONDS}
      and not exists (select 1 from rebuild_subs e where e.user_id = s.user_id and e.problem_id = s.problem_id
        and e.submitted_at < s.submitted_at)
    group by s.user_id`);
}
