import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { whenSubmitted } from '../submissions/queries.ts';
import { type AchievementFacts, newlyEarned, SPEED_DEMON_MAX_SECONDS } from './achievements.ts';
import { currentStreak, isCounted, localDay, periodKeys, summarizeStreaks } from './definitions.ts';

export interface VerdictFacts {
  submissionId: string;
  userId: string;
  problem: { id: string; difficulty: string; category: string };
  verdict: string;
  /** The learner's first accepted solve of this problem. */
  firstSolve: boolean;
  points: number;
}

/**
 * Transaction-level advisory lock key of the progress step: each verdict's step holds it shared,
 * rebuildProgress holds it exclusively, so a rebuild never races a step (decision 007).
 */
export const PROGRESS_LOCK = 0x63637072; // "ccpr"

/**
 * Brings the learner's progress aggregates up to date with one written verdict, in the
 * transaction that clears the submission's `progress_pending` flag (JudgingService.applyProgress,
 * right after the verdict's own transaction), so each verdict is counted exactly once. The
 * first upsert locks the learner's user_stats row: two verdicts of one learner are applied one
 * after the other.
 */
export async function recordProgress(tx: Executor, v: VerdictFacts, now = new Date()): Promise<void> {
  if (!isCounted(v.verdict)) return; // internal_error and pending never count
  const sub = await whenSubmitted(tx, v.submissionId);
  if (!sub) return;
  const at = sub.submittedAt;
  // The day is the learner's calendar day when they submitted (their time zone at that moment).
  const day = localDay(at, sub.timeZone);
  const acc = v.verdict === 'accepted' ? 1 : 0;
  const solved = v.firstSolve ? 1 : 0;
  const hard = v.firstSolve && v.problem.difficulty === 'hard' ? 1 : 0;
  const pts = v.points;
  const scoredAt = pts > 0 ? at : null;

  const [stats] = (
    await tx.execute<{
      points: number;
      solved: number;
      hard_solved: number;
      judged: number;
      accepted: number;
      streak_longest: number;
      streak_last_run: number;
      streak_last_day: string | null;
    }>(sql`
      insert into user_stats as s (user_id, points, solved, hard_solved, judged, accepted, points_at)
      values (${v.userId}, ${pts}, ${solved}, ${hard}, 1, ${acc}, ${scoredAt})
      on conflict (user_id) do update set
        points = s.points + excluded.points,
        solved = s.solved + excluded.solved,
        hard_solved = s.hard_solved + excluded.hard_solved,
        judged = s.judged + 1,
        accepted = s.accepted + excluded.accepted,
        points_at = case when excluded.points > 0
          then greatest(coalesce(s.points_at, excluded.points_at), excluded.points_at) else s.points_at end
      returning points, solved, hard_solved, judged, accepted, streak_longest, streak_last_run,
        streak_last_day::text`)
  ).rows;
  if (!stats) return;

  const [dayRow] = (
    await tx.execute<{ accepted: number }>(sql`
      insert into user_days as d (user_id, day, judged, accepted, solved, points, easy_solved, medium_solved, hard_solved)
      values (${v.userId}, ${day}, 1, ${acc}, ${solved}, ${pts},
        ${v.firstSolve && v.problem.difficulty === 'easy' ? 1 : 0},
        ${v.firstSolve && v.problem.difficulty === 'medium' ? 1 : 0}, ${hard})
      on conflict (user_id, day) do update set
        judged = d.judged + 1, accepted = d.accepted + excluded.accepted, solved = d.solved + excluded.solved,
        points = d.points + excluded.points, easy_solved = d.easy_solved + excluded.easy_solved,
        medium_solved = d.medium_solved + excluded.medium_solved, hard_solved = d.hard_solved + excluded.hard_solved
      returning accepted`)
  ).rows;

  const keys = periodKeys(at);
  // Points totals that moved, per ranking scope, for the histogram below.
  const moves: Array<{ scope: string; from: number; to: number }> = [];
  if (pts > 0) moves.push({ scope: 'all', from: stats.points - pts, to: stats.points });
  for (const period of [keys.week, keys.month]) {
    const [row] = (
      await tx.execute<{ points: number }>(sql`
        insert into leaderboard_periods as p (period, user_id, points, solved, judged, accepted, points_at)
        values (${period}, ${v.userId}, ${pts}, ${solved}, 1, ${acc}, ${scoredAt})
        on conflict (period, user_id) do update set
          points = p.points + excluded.points, solved = p.solved + excluded.solved,
          judged = p.judged + 1, accepted = p.accepted + excluded.accepted,
          points_at = case when excluded.points > 0
            then greatest(coalesce(p.points_at, excluded.points_at), excluded.points_at) else p.points_at end
        returning points`)
    ).rows;
    if (pts > 0 && row) moves.push({ scope: period, from: row.points - pts, to: row.points });
  }
  await moveInHistogram(tx, moves);

  await tx.execute(sql`
    insert into user_categories as c (user_id, category, judged, accepted, solved)
    values (${v.userId}, ${v.problem.category}, 1, ${acc}, ${solved})
    on conflict (user_id, category) do update set
      judged = c.judged + 1, accepted = c.accepted + excluded.accepted, solved = c.solved + excluded.solved`);
  await tx.execute(sql`
    insert into user_category_days as c (user_id, day, category, judged, accepted)
    values (${v.userId}, ${day}, ${v.problem.category}, 1, ${acc})
    on conflict (user_id, day, category) do update set judged = c.judged + 1, accepted = c.accepted + excluded.accepted`);

  if (!acc) return; // only an accepted verdict can extend a streak or earn an achievement

  let streak = {
    longest: stats.streak_longest,
    lastRun: stats.streak_last_run,
    lastDay: stats.streak_last_day,
  };
  if (dayRow?.accepted === 1) {
    // A new practised day: recount the runs from the day list (a few hundred rows at most),
    // which stays right even when a late verdict fills a gap in the past.
    const days = (
      await tx.execute<{ day: string }>(
        sql`select day::text from user_days where user_id = ${v.userId} and accepted > 0`,
      )
    ).rows.map((r) => r.day);
    streak = summarizeStreaks(days);
    await tx.execute(sql`
      update user_stats set streak_longest = ${streak.longest}, streak_last_run = ${streak.lastRun},
        streak_last_day = ${streak.lastDay} where user_id = ${v.userId}`);
  }

  const [cats] = (
    await tx.execute<{ max_solved: number; categories: number }>(sql`
      select coalesce(max(solved), 0)::int as max_solved, count(*) filter (where solved > 0)::int as categories
      from user_categories where user_id = ${v.userId}`)
  ).rows;
  let speedSolve = false;
  if (v.firstSolve && v.problem.difficulty !== 'easy') {
    const [p] = (
      await tx.execute<{ attempts: number; seconds: number | null }>(sql`
        select up.attempts, t.seconds from user_problems up
        left join user_problem_time t on t.user_id = up.user_id and t.problem_id = up.problem_id
        where up.user_id = ${v.userId} and up.problem_id = ${v.problem.id}`)
    ).rows;
    // Time must have been tracked: a solve with no recorded time proves nothing about speed.
    speedSolve =
      !!p && p.attempts === 1 && (p.seconds ?? 0) > 0 && (p.seconds ?? 0) <= SPEED_DEMON_MAX_SECONDS;
  }
  const facts: AchievementFacts = {
    solved: stats.solved,
    points: stats.points,
    judged: stats.judged,
    accepted: stats.accepted,
    hardSolved: stats.hard_solved,
    longestStreak: streak.longest,
    currentStreak: currentStreak(streak, localDay(now, sub.timeZone)),
    maxCategorySolved: cats?.max_solved ?? 0,
    categoriesSolved: cats?.categories ?? 0,
    speedSolve,
  };
  const have = new Set(
    (
      await tx.execute<{ achievement: string }>(
        sql`select achievement from user_achievements where user_id = ${v.userId}`,
      )
    ).rows.map((r) => r.achievement),
  );
  for (const id of newlyEarned(facts, have)) {
    await tx.execute(sql`
      insert into user_achievements (user_id, achievement, earned_at) values (${v.userId}, ${id}, ${now})
      on conflict do nothing`);
  }
}

/**
 * Moves a learner from one points total to another in each scope's histogram. The rows are
 * locked in one global order (scope, then points), so concurrent verdicts never deadlock on them.
 */
async function moveInHistogram(
  tx: Executor,
  moves: ReadonlyArray<{ scope: string; from: number; to: number }>,
) {
  const steps = moves
    .flatMap((m) => [
      { scope: m.scope, points: m.to, delta: 1 },
      ...(m.from > 0 ? [{ scope: m.scope, points: m.from, delta: -1 }] : []),
    ])
    .sort((a, b) => (a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : a.points - b.points));
  for (const step of steps) {
    await tx.execute(sql`
      insert into points_histogram as h (scope, points, learners) values (${step.scope}, ${step.points}, ${step.delta})
      on conflict (scope, points) do update set learners = h.learners + excluded.learners`);
  }
}
