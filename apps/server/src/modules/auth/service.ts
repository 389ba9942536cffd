import { ACCOUNT_DISABLED_MESSAGE, LOGIN_FAILED_MESSAGE, type User } from '@codecoach/contracts';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { normaliseEmail } from '../../lib/email.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import { dummyVerify, hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { createAuthRepository, type UserRow } from './repository.ts';
import { looksLikeToken, newToken, tokenHash } from './tokens.ts';

export interface AuthedUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  createdAt: Date;
  sessionHash: string;
}

export function toUserDto(row: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'createdAt'>): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAuthService(db: Db, config: Config) {
  const repo = createAuthRepository(db);
  const { perIp, perEmail, windowMs } = config.authRateLimit;

  async function issueToken(userId: string, userAgent?: string): Promise<string> {
    const token = newToken();
    await repo.insertSession(
      userId,
      tokenHash(token),
      new Date(Date.now() + config.session.absoluteMs),
      userAgent?.slice(0, 512),
    );
    await repo.markActive(userId);
    return token;
  }

  return {
    repo,
    async register(input: { name: string; email: string; password: string }, ip: string, userAgent?: string) {
      const email = normaliseEmail(input.email);
      await hit(db, `register:ip:${ip}`, perIp, windowMs);
      const problem = passwordProblem(input.password, email);
      if (problem) throw errors.validation([{ field: 'password', message: problem }]);
      const passwordHash = await hashPassword(input.password);
      const row = await repo.insertUser({ name: input.name.trim(), email, passwordHash });
      if (!row) throw errors.conflict('An account with this e-mail already exists');
      return { user: toUserDto(row), token: await issueToken(row.id, userAgent) };
    },

    async login(input: { email: string; password: string }, ip: string, userAgent?: string) {
      const email = normaliseEmail(input.email);
      await hit(db, `login:ip:${ip}`, perIp, windowMs);
      await hit(db, `login:email:${email}`, perEmail, windowMs);
      const row = await repo.findUserByEmail(email);
      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await dummyVerify(input.password);
      if (!row || !ok || row.deletedAt) throw new AppError(401, 'UNAUTHORIZED', LOGIN_FAILED_MESSAGE);
      // Said only to whoever knows the password: the address alone reveals nothing.
      if (row.disabled) throw errors.forbidden(ACCOUNT_DISABLED_MESSAGE);
      return { user: toUserDto(row), token: await issueToken(row.id, userAgent) };
    },

    /** Resolves a bearer token to its user, or undefined. Never throws for a bad token. */
    async authenticate(token: string): Promise<AuthedUser | undefined> {
      if (!looksLikeToken(token)) return undefined;
      const hash = tokenHash(token);
      const found = await repo.findLiveSession(hash, config.session.idleMs);
      if (!found) return undefined;
      // Written at most once a minute per session: skip the round trip when it cannot write.
      if (Date.now() - new Date(found.session.lastUsedAt).getTime() >= 60_000)
        await repo.touch(found.session.id, found.user.id);
      const u = found.user;
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        createdAt: u.createdAt,
        sessionHash: hash,
      };
    },

    logout: (sessionHash: string) => repo.revokeSession(sessionHash),

    /** Creates or updates an admin account (ADMIN_EMAIL/ADMIN_PASSWORD, the CLI, the demo admin). */
    async ensureAdmin(opts: { email: string; password: string; name: string; isDemo?: boolean }) {
      const email = normaliseEmail(opts.email);
      const passwordHash = await hashPassword(opts.password);
      const existing = await repo.findUserByEmail(email);
      if (existing) {
        await repo.updateUser(existing.id, {
          role: 'admin',
          passwordHash,
          disabled: false,
          isDemo: opts.isDemo ?? false,
        });
        if (!(await verifyPassword(existing.passwordHash, opts.password)))
          await repo.revokeAllForUser(existing.id);
        return existing.id;
      }
      const row = await repo.insertUser({
        name: opts.name,
        email,
        passwordHash,
        role: 'admin',
        isDemo: opts.isDemo ?? false,
      });
      if (row) return row.id;
      // Another server inserted it between our read and our insert (servers starting together on
      // a fresh database, each with ADMIN_EMAIL or demo mode): it holds the same settings.
      const made = await repo.findUserByEmail(email);
      if (!made) throw new Error(`Could not create admin ${email}`);
      return made.id;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
