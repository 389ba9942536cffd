/**
 * Every verdict-derived progress aggregate, in a stable order: what `rebuildProgress` recomputes
 * from the submissions, so a snapshot taken before a rebuild must equal the one taken after it
 * when the incremental path counted every verdict once.
 */
export async function progressSnapshot(query: (text: string) => Promise<Array<Record<string, unknown>>>) {
  return {
    stats:
      await query(`select user_id, points, solved, hard_solved, judged, accepted, points_at, streak_last_day::text,
      streak_last_run, streak_longest from user_stats where judged > 0 order by user_id`),
    days: await query(`select user_id, day::text, judged, accepted, solved, points, easy_solved, medium_solved, hard_solved, seconds
      from user_days order by user_id, day`),
    categories: await query('select * from user_categories order by user_id, category'),
    periods: await query('select * from leaderboard_periods order by period, user_id'),
    categoryDays: await query('select * from user_category_days order by user_id, day, category'),
    // The incremental path leaves emptied totals at 0 learners; only the counts that hold someone matter.
    histogram: await query('select * from points_histogram where learners <> 0 order by scope, points'),
    achievements: await query(
      'select user_id, achievement from user_achievements order by user_id, achievement',
    ),
  };
}
