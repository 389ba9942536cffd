import { LINK_INVALID_MESSAGE, MAIL_DISABLED_MESSAGE, RESET_REQUESTED_MESSAGE } from '@codecoach/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { bestEffort } from '../../lib/best-effort.ts';
import { normaliseEmail } from '../../lib/email.ts';
import { errors } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hit } from '../../lib/rate-limit.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords.ts';
import type { AuthRepository } from '../auth/repository.ts';
import { consumeReset, createResetLink, peekReset } from './links.ts';
import { resetMail, securityAlertMail } from './mail-texts.ts';
import type { AccountRepository } from './repository.ts';

const HOUR = 60 * 60 * 1000;

export interface CredentialDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  users: AuthRepository;
  account: AccountRepository;
}

/** Password reset by e-mail and password change (docs/decisions/018-accounts.md). */
export function createCredentials({ db, config, mailer, users: authRepo, account }: CredentialDeps) {
  const { perIp, windowMs } = config.authRateLimit;

  /** A notice to the account's own address, when the learner kept security alerts on. */
  async function alert(userId: string, email: string, what: string): Promise<void> {
    if (!mailer.enabled) return;
    const settings = await account.settings(userId);
    if (settings && !settings.emailSecurityAlerts) return;
    void bestEffort('sending a security notice', mailer.send(securityAlertMail(email, what)));
  }

  return {
    alert,

    /** The same answer whether the address has an account or not; the mail leaves after it. */
    async forgot(rawEmail: string, ip: string): Promise<string> {
      if (!mailer.enabled) throw errors.unavailable(MAIL_DISABLED_MESSAGE);
      const email = normaliseEmail(rawEmail);
      await hit(db, `forgot:ip:${ip}`, perIp, windowMs);
      await hit(db, `forgot:email:${email}`, 3, HOUR);
      const user = await authRepo.findUserByEmail(email);
      if (user && !user.disabled && !user.deletedAt) {
        const token = await createResetLink(db, user.id);
        const link = `${config.publicUrl}/reset-password?token=${token}`;
        void bestEffort('sending a password reset e-mail', mailer.send(resetMail(user.email, link)));
      }
      return RESET_REQUESTED_MESSAGE;
    },

    /** Sets the new password, uses the link, and ends every session of the account. */
    async reset(token: string, password: string, ip: string): Promise<void> {
      await hit(db, `reset:ip:${ip}`, perIp, windowMs);
      const invalid = () => errors.validation([{ field: 'token', message: LINK_INVALID_MESSAGE }]);
      const userId = await peekReset(db, token);
      const user = userId ? await account.user(userId) : undefined;
      if (!user || user.deletedAt) throw invalid();
      const problem = passwordProblem(password, user.email);
      if (problem) throw errors.validation([{ field: 'password', message: problem }]);
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const owner = await consumeReset(tx, token);
        if (owner !== user.id) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, owner));
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.userId, owner), isNull(sessions.revokedAt)));
        return true;
      });
      if (!done) throw invalid();
      await alert(
        user.id,
        user.email,
        'The password of your CodeCoach account was reset with a link sent to this address.',
      );
    },

    /** Needs the current password; ends every other session of the account. */
    async change(userId: string, sessionHash: string, current: string, next: string): Promise<number> {
      await hit(db, `password-change:user:${userId}`, 5, windowMs);
      const user = await account.user(userId);
      if (!user) throw errors.unauthorized();
      if (!(await verifyPassword(user.passwordHash, current)))
        throw errors.validation([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
      const problem = passwordProblem(next, user.email);
      if (problem) throw errors.validation([{ field: 'newPassword', message: problem }]);
      if (current === next)
        throw errors.validation([
          { field: 'newPassword', message: 'The new password must differ from the current one' },
        ]);
      await account.setPassword(userId, await hashPassword(next));
      const revoked = await account.revokeOtherSessions(userId, sessionHash);
      await alert(userId, user.email, 'The password of your CodeCoach account was changed.');
      return revoked;
    },
  };
}
export type Credentials = ReturnType<typeof createCredentials>;
