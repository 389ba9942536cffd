import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { CONTEST_NOTES, RESET } from './notes.ts';

/**
 * A deleted learner in contests (an account deletion step, run in its transaction after the
 * account became an anonymous tombstone; docs/decisions/018-accounts.md).
 *
 * Contest rows hold ids, never a name, an e-mail or code: the registration, the board's log
 * (`submissions`, whose code the deletion already cleared, and `contest_events`) and the ratings
 * stay, so every other participant keeps their rank, score and rating, and participant counts do
 * not move; the standings read the name from the tombstone ('Deleted learner'). What remains is
 * every API server's boards in memory, which cache names: each contest of the learner (only a
 * participant submits, so their registrations name every one) is announced
 * as reset (at commit), so every server rebuilds it from the log on its next read and ends its
 * open streams (the browser reconnects to the rebuilt board). The rebuild also drops the pending
 * submissions the deletion removed.
 */
export async function forgetParticipant(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    select pg_notify(${CONTEST_NOTES.channel}::text, json_build_object('contestId', id::text, 'eventId', ${RESET}::text)::text)
    from (select contest_id as id from contest_registrations where user_id = ${userId}) mine`);
}
