import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { emailChanges, passwordResets } from '../../db/schema/index.ts';
import { newToken, tokenHash } from '../auth/tokens.ts';

/** Single-use links sent by e-mail: the database keeps only a SHA-256 of each token. */
export const RESET_TTL_MS = 30 * 60 * 1000;
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** A reset link's token; 30 minutes when e-mailed, longer when an admin hands it over (decision 027). */
export async function createResetLink(db: Db | Tx, userId: string, ttlMs = RESET_TTL_MS): Promise<string> {
  const token = newToken();
  await db
    .insert(passwordResets)
    .values({ tokenHash: tokenHash(token), userId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** The user of a usable reset token (unused, unexpired), without using it. */
export async function peekReset(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  return row?.userId;
}

/** Uses a reset token and every other open one of its user; the user, or undefined if not usable. */
export async function consumeReset(tx: Tx, token: string): Promise<string | undefined> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!row) return undefined;
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
  return row.userId;
}

/** A new pending address replaces any earlier one of the user. */
export async function createEmailChange(db: Db, userId: string, newEmail: string): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      tokenHash: tokenHash(token),
      userId,
      newEmail,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
  });
  return token;
}

export async function consumeEmailChange(
  tx: Tx,
  token: string,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await tx
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash(token)),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row;
}
