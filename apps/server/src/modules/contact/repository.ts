import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The /contact form's messages (table `contact_messages`). */
export function createContactRepository(db: Db) {
  return {
    async insert(message: {
      userId: string | null;
      name: string;
      email: string;
      topic: ContactMessageRow['topic'];
      message: string;
    }): Promise<void> {
      await db.insert(contactMessages).values(message);
    },

    /** One page of the messages, newest first, and how many there are in all. */
    async page(page: number, limit: number): Promise<{ rows: ContactMessageRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: sql<number>`count(*)::int` }).from(contactMessages),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
