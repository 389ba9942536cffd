import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { AccountRepository } from './repository.ts';

/** The name a deleted account's anonymised rows show (leaderboard, contest standings, ratings). */
export const DELETED_NAME = 'Deleted learner';

/**
 * Work other modules add to a deletion (handed in by app.ts), run in its transaction after the
 * account's own rows are cleared: contests anonymise the learner's standings there
 * (modules/contests/forget.ts), keeping scores and ranks so others' standings stay as they were.
 */
export type DeletionStep = (tx: Tx, userId: string) => Promise<void>;

/**
 * Deletes a learner's account: personal data and code are removed, and the rows that others'
 * figures depend on (judged submissions without their code, progress aggregates, leaderboard
 * rows) stay under an anonymous tombstone, so every count and rank stays consistent.
 */
export async function deleteAccount(
  {
    db,
    account,
    deletionSteps,
  }: { db: Db; account: AccountRepository; deletionSteps: readonly DeletionStep[] },
  userId: string,
  password: string,
): Promise<void> {
  await hit(db, `account-delete:user:${userId}`, 5, 15 * 60 * 1000);
  const user = await account.user(userId);
  if (!user || user.deletedAt) throw errors.unauthorized();
  if (!(await verifyPassword(user.passwordHash, password)))
    throw errors.validation([{ field: 'password', message: 'Password is incorrect' }]);
  await db.transaction(async (tx) => {
    const id = sql`${userId}::uuid`;
    const email = user.email;
    await tx.execute(sql`delete from sessions where user_id = ${id}`);
    await tx.execute(sql`delete from password_resets where user_id = ${id}`);
    await tx.execute(sql`delete from email_changes where user_id = ${id}`);
    await tx.execute(sql`delete from user_settings where user_id = ${id}`);
    await tx.execute(sql`delete from contact_messages where user_id = ${id} or email = ${email}`);
    await tx.execute(sql`delete from newsletter_subscriptions where email = ${email}`);
    await tx.execute(sql`delete from newsletter_sends where email = ${email}`);
    // Rate-limit windows are keyed by e-mail for sign-in and reset requests.
    await tx.execute(sql`delete from rate_limits where key like ${`%:email:${email}`}`);
    // Not yet judged: nothing counts them yet, so they go whole (the job then finds no row).
    await tx.execute(sql`delete from submissions where user_id = ${id} and status = 'pending'`);
    // Judged: the verdict stays (problem acceptance, solved-by, points), the code and anything
    // the code printed go.
    await tx.execute(sql`
      update submissions set code = '', compile_output = null, error_message = null, failed_test = null, judge_facts = null
      where user_id = ${id}`);
    await tx.execute(sql`
      update users set name = ${DELETED_NAME}, email = 'deleted-' || id::text || '@deleted.invalid',
        password_hash = '!deleted', role = 'user', is_demo = false, last_active_at = null,
        deleted_at = now()
      where id = ${id}`);
    for (const step of deletionSteps) await step(tx, userId);
  });
}
