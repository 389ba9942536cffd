import { eq } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { normaliseEmail } from '../../lib/email.ts';
import { AppError, errors } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hit } from '../../lib/rate-limit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { AuthRepository } from '../auth/repository.ts';
import type { Credentials } from './credentials.ts';
import { consumeEmailChange, createEmailChange } from './links.ts';
import { confirmEmailMail } from './mail-texts.ts';
import type { AccountRepository } from './repository.ts';

const HOUR = 60 * 60 * 1000;
const TAKEN = 'An account with this e-mail already exists';

export interface EmailChangeDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  users: AuthRepository;
  account: AccountRepository;
  credentials: Credentials;
}

/** A changed e-mail only takes effect once confirmed from the new address. */
export function createEmailChanges({
  db,
  config,
  mailer,
  users: authRepo,
  account,
  credentials,
}: EmailChangeDeps) {
  return {
    async request(userId: string, rawEmail: string, password: string): Promise<string> {
      if (!mailer.enabled)
        throw errors.unavailable(
          "This server cannot send e-mail, so a new address cannot be confirmed. Please contact the site's admin.",
        );
      await hit(db, `email-change:user:${userId}`, 5, HOUR);
      const user = await account.user(userId);
      if (!user) throw errors.unauthorized();
      if (!(await verifyPassword(user.passwordHash, password)))
        throw errors.validation([{ field: 'password', message: 'Current password is incorrect' }]);
      const email = normaliseEmail(rawEmail);
      if (email === user.email)
        throw errors.validation([{ field: 'email', message: 'This is already your e-mail address' }]);
      if (await authRepo.findUserByEmail(email)) throw errors.conflict(TAKEN);
      const token = await createEmailChange(db, userId, email);
      const link = `${config.publicUrl}/confirm-email?token=${token}`;
      try {
        await mailer.send(confirmEmailMail(email, link));
      } catch {
        throw errors.unavailable('We could not send the confirmation e-mail. Please try again later.');
      }
      await credentials.alert(
        userId,
        user.email,
        `A change of your CodeCoach account's e-mail address to ${email} was asked for. It takes effect once confirmed from that address.`,
      );
      return email;
    },

    async confirm(token: string, ip: string): Promise<string> {
      await hit(db, `email-confirm:ip:${ip}`, config.authRateLimit.perIp, config.authRateLimit.windowMs);
      try {
        return await db.transaction(async (tx) => {
          const change = await consumeEmailChange(tx, token);
          if (!change)
            throw errors.validation([
              { field: 'token', message: 'This link is invalid or has expired. Please request a new one.' },
            ]);
          const [row] = await tx
            .update(users)
            .set({ email: change.newEmail })
            .where(eq(users.id, change.userId))
            .returning({ id: users.id });
          if (!row) throw errors.notFound('This account no longer exists');
          return change.newEmail;
        });
      } catch (e) {
        if (e instanceof AppError) throw e;
        // The address was taken by another account between the request and the confirmation.
        if (isUniqueViolation(e)) throw errors.conflict(TAKEN);
        throw e;
      }
    },
  };
}

/** PostgreSQL's unique_violation, directly or as the cause of drizzle's wrapper. */
function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e, i = 0; cur && i < 3; i++) {
    if (typeof cur === 'object' && 'code' in cur && cur.code === '23505') return true;
    cur = typeof cur === 'object' && 'cause' in cur ? cur.cause : undefined;
  }
  return false;
}
