import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSends, newsletterSubscriptions } from '../../db/schema/index.ts';
import { addJobSql, NEWSLETTER_SEND_JOB } from '../../jobs/kinds.ts';

/** How long the record of a sent digest (an address and a week) is kept. */
const SENDS_KEPT_WEEKS = 8;

export function createNewsletterRepository(db: Db) {
  return {
    /** Idempotent: subscribing twice is the same as once. */
    async subscribe(email: string): Promise<void> {
      await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    },

    /** Ends the subscription whose unsubscribe link this is; false when there is none (already ended). */
    async unsubscribe(token: string): Promise<boolean> {
      const gone = await db
        .delete(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.token, token))
        .returning({ email: newsletterSubscriptions.email });
      return gone.length > 0;
    },

    /** The subscription of an address, if it still has one (its unsubscribe token). */
    async subscription(email: string): Promise<{ token: string } | undefined> {
      const [row] = await db
        .select({ token: newsletterSubscriptions.token })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return row;
    },

    /**
     * Queues the week's digest for every subscribed address, one job each, in one statement; the
     * job key (`week:token`) makes a second run for the same week a no-op. Returns how many.
     */
    async queueDigests(week: string): Promise<number> {
      const r = await db.execute(sql`
        select ${addJobSql(NEWSLETTER_SEND_JOB, {
          id: sql`${week}::text || ':' || s.token::text`,
          payload: { email: sql`s.email`, week },
        })} from newsletter_subscriptions s`);
      return r.rows.length;
    },

    /**
     * Claims the digest of `week` for `email`: true once per address and week, whoever asks; the
     * claim is written before the mail leaves (at most one mail; a send that fails gives it back).
     */
    async claimSend(email: string, week: string): Promise<boolean> {
      const rows = await db
        .insert(newsletterSends)
        .values({ email, week })
        .onConflictDoNothing()
        .returning({ email: newsletterSends.email });
      return rows.length > 0;
    },

    /** Gives a claim back (the mail did not leave): a retry may send it. */
    async releaseSend(email: string, week: string): Promise<void> {
      await db
        .delete(newsletterSends)
        .where(and(eq(newsletterSends.email, email), eq(newsletterSends.week, week)));
    },

    /** Forgets sent digests older than SENDS_KEPT_WEEKS (they hold e-mail addresses). */
    async pruneSends(): Promise<void> {
      await db
        .delete(newsletterSends)
        .where(lt(newsletterSends.week, sql`current_date - ${SENDS_KEPT_WEEKS * 7}::int`));
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
