import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

export function createNewsletterRepository(db: Db) {
  return {
    /** Idempotent: subscribing twice is the same as once. */
    async subscribe(email: string): Promise<void> {
      await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    },
  };
}
