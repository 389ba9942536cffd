import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';

/** The contest rating board and one learner's rating history (for the leaderboard and profile). */
export function createRatingReads(db: Db) {
  return {
    async board(page: number, limit: number) {
      const ratings = (
        await db.execute<{
          rank: number;
          userId: string;
          user: string;
          rating: number;
          contests: number;
          lastDelta: number | null;
        }>(sql`
          select (select count(*)::int from user_ratings x where x.rating > r.rating) + 1 as rank,
            r.user_id as "userId", u.name as "user", r.rating, r.contests, r.last_delta as "lastDelta"
          from user_ratings r join users u on u.id = r.user_id
          where not u.disabled
          order by r.rating desc, r.user_id limit ${limit} offset ${(page - 1) * limit}`)
      ).rows;
      const [n] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from user_ratings`)).rows;
      const total = n?.n ?? 0;
      return {
        ratings,
        pagination: { pages: Math.max(1, Math.ceil(total / limit)), current: page, total, limit },
      };
    },

    /** The learner's current rating, null when no rated contest has rated them (the profile's). */
    async current(userId: string): Promise<number | null> {
      const [r] = (
        await db.execute<{ rating: number }>(sql`select rating from user_ratings where user_id = ${userId}`)
      ).rows;
      return r?.rating ?? null;
    },

    /** A learner's rating and its history, oldest first; 404 as their public profile (unknown, deleted, disabled). */
    async user(userId: string) {
      const [current] = (
        await db.execute<{ listed: boolean; rating: number | null; contests: number | null }>(sql`
          select u.deleted_at is null and not u.disabled as listed, r.rating, r.contests
          from users u left join user_ratings r on r.user_id = u.id where u.id = ${userId}`)
      ).rows;
      if (!current?.listed) throw errors.notFound('No such learner');
      const history = (
        await db.execute<{
          contestId: string;
          contest: string;
          endTime: string;
          rank: number;
          oldRating: number;
          newRating: number;
          delta: number;
        }>(sql`
          select cr.contest_id as "contestId", c.name as contest,
            c.starts_at + make_interval(mins => c.duration_minutes) as "endTime",
            cr.rank, cr.old_rating as "oldRating", cr.new_rating as "newRating", cr.delta
          from contest_ratings cr join contests c on c.id = cr.contest_id
          where cr.user_id = ${userId} order by c.starts_at`)
      ).rows;
      return {
        rating: current?.rating ?? null,
        contests: current?.contests ?? 0,
        history: history.map((h) => ({ ...h, endTime: new Date(h.endTime).toISOString() })),
      };
    },
  };
}
