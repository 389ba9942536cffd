import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fullBoard } from './formats/full.ts';
import { boardSpec, toSub } from './live-boards.ts';
import { codeforcesRatings, INITIAL_RATING } from './ratings.ts';
import type { ContestRepository } from './repository.ts';

const SYSTEM = { id: '00000000-0000-0000-0000-000000000000', role: 'admin' as const };

/**
 * The end of a contest (a graphile-worker job at its end time): the final standings from the whole
 * log, and for a rated contest every participant's new rating (the Codeforces formula), written
 * once in one transaction. Participants are those who joined or have a counted submission (a
 * rated contest rates everyone who took part, even with nothing solved); virtual runs are never
 * rated. Returns what it did, or null when there was nothing to do.
 */
export async function finalizeContest(db: Db, repo: ContestRepository, contestId: string) {
  const c = await repo.get(SYSTEM, contestId);
  if (c?.status !== 'ended' || c.finalizedAt) return null;
  const [{ rows }, joined] = await Promise.all([repo.log(c.id), repo.joined(c.id)]);
  const board = fullBoard(
    boardSpec(c, false),
    rows.map((r, i) => toSub(c, r, i)),
    joined,
  );
  return db.transaction(async (tx) => {
    const [locked] = (
      await tx.execute<{ id: string }>(
        sql`select id from contests where id = ${c.id} and finalized_at is null for update`,
      )
    ).rows;
    if (!locked) return null; // another worker finished it
    let rated = 0;
    // A field of one has nobody to be rated against.
    if (c.rated && board.length >= 2) {
      const current = new Map(
        (
          await tx.execute<{ userId: string; rating: number }>(sql`
            select user_id as "userId", rating from user_ratings
            where user_id = any(${sql.param(board.map((r) => r.userId))}::uuid[])`)
        ).rows.map((r) => [r.userId, r.rating]),
      );
      const changes = codeforcesRatings(
        board.map((r) => ({
          userId: r.userId,
          rank: r.rank,
          rating: current.get(r.userId) ?? INITIAL_RATING,
        })),
      );
      // Two statements whatever the field's size: the arrays are unnested on the server.
      const col = <T>(pick: (ch: (typeof changes)[number]) => T) => sql.param(changes.map(pick));
      await tx.execute(sql`
        insert into contest_ratings (contest_id, user_id, rank, seed, old_rating, new_rating, delta)
        select ${c.id}, * from unnest(${col((ch) => ch.userId)}::uuid[], ${col((ch) => ch.rank)}::int[],
          ${col((ch) => ch.seed)}::real[], ${col((ch) => ch.oldRating)}::int[], ${col((ch) => ch.newRating)}::int[],
          ${col((ch) => ch.delta)}::int[])`);
      await tx.execute(sql`
        insert into user_ratings (user_id, rating, contests, last_delta, updated_at)
        select u, r, 1, d, now() from unnest(${col((ch) => ch.userId)}::uuid[], ${col((ch) => ch.newRating)}::int[],
          ${col((ch) => ch.delta)}::int[]) as t(u, r, d)
        on conflict (user_id) do update set rating = excluded.rating, contests = user_ratings.contests + 1,
          last_delta = excluded.last_delta, updated_at = now()`);
      rated = changes.length;
    }
    await tx.execute(sql`update contests set finalized_at = now() where id = ${c.id}`);
    return { participants: board.length, rated };
  });
}
