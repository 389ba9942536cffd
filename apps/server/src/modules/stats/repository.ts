import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Days of activity that make a user "active" (admin stats and the landing counters alike). */
export const ACTIVE_DAYS = 7;

/** The counters of the landing page and the admin overview, each one statement of running totals and counts. */
export function createStatsRepository(db: Db) {
  return {
    async public() {
      const r = await db.execute<{ solved: number; active: number; accepted: number; judged: number }>(sql`
        select
          (select count(*)::int from user_problems where solved_at is not null) as solved,
          (select count(*)::int from users where last_active_at > now() - make_interval(days => ${ACTIVE_DAYS}) and not disabled) as active,
          (select coalesce(sum(accepted_count), 0)::int from problems) as accepted,
          (select coalesce(sum(submissions_count), 0)::int from problems) as judged`);
      return r.rows[0] ?? { solved: 0, active: 0, accepted: 0, judged: 0 };
    },

    async admin() {
      const r = await db.execute<{
        users: number;
        problems: number;
        submissions: number;
        active: number;
      }>(sql`
        select
          (select count(*)::int from users) as users,
          (select count(*)::int from problems) as problems,
          (select count(*)::int from submissions) as submissions,
          (select count(*)::int from users where last_active_at > now() - make_interval(days => ${ACTIVE_DAYS})) as active`);
      return r.rows[0] ?? { users: 0, problems: 0, submissions: 0, active: 0 };
    },
  };
}
