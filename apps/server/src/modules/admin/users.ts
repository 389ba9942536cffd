import {
  ADMIN_RESET_LINK_HOURS,
  type AdminUserUpdate,
  LAST_ADMIN_MESSAGE,
  type UserRole,
} from '@codecoach/contracts';
import type { Config } from '../../config/env.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor, AuditLog } from '../../lib/audit.ts';
import { errors } from '../../lib/errors.ts';
import { createResetLink } from '../account/links.ts';
import { type AdminUserRow, type AdminUsersRepository, stateOf } from './users-repository.ts';

const HOUR_MS = 60 * 60 * 1000;

const label = (u: AdminUserRow) => `${u.name} <${u.email}>`;
const target = (u: AdminUserRow) => ({ type: 'user', id: u.id, label: label(u) });

/**
 * Manage Users' actions (decision 027). Each runs in one transaction with its audit entry, and
 * none can leave the site without an active admin: the active admins are locked first, so two
 * admins demoting each other at the same moment cannot both succeed.
 */
export function createAdminUsers(deps: {
  db: Db;
  config: Config;
  repo: AdminUsersRepository;
  audit: AuditLog;
}) {
  const { db, config, repo, audit } = deps;

  /** The account, for an action on it; a deleted account is past any action. */
  async function existing(tx: Tx | Db, id: string): Promise<AdminUserRow> {
    const u = await repo.row(id, tx);
    if (!u) throw errors.notFound('No such user');
    if (u.deletedAt) throw errors.conflict('This account was deleted by its owner');
    return u;
  }

  return {
    /** Changes the role and/or the disabled state; disabling ends every session at once. */
    async update(actor: Actor, id: string, change: AdminUserUpdate): Promise<void> {
      await db.transaction(async (tx) => {
        const admins = await repo.lockActiveAdmins(tx);
        const u = await existing(tx, id);
        const role: UserRole = change.role ?? u.role;
        const disabled = change.disabled ?? u.disabled;
        const stillAdmin = role === 'admin' && !disabled;
        if (admins.includes(u.id) && !stillAdmin && admins.length === 1)
          throw errors.conflict(LAST_ADMIN_MESSAGE);
        if (role !== u.role) {
          await repo.update(tx, u.id, { role });
          await audit.append(tx, actor, {
            action: 'user.role',
            target: target(u),
            before: { role: u.role },
            after: { role },
          });
        }
        if (disabled !== u.disabled) {
          await repo.update(tx, u.id, { disabled });
          // The session check reads `disabled` on every request; revoking too keeps a later
          // re-enable from bringing old sessions back.
          const revoked = disabled ? await repo.revokeSessions(tx, u.id) : 0;
          await audit.append(tx, actor, {
            action: disabled ? 'user.disable' : 'user.enable',
            target: target(u),
            before: { state: stateOf(u) },
            after: disabled ? { state: 'disabled', sessionsEnded: revoked } : { state: 'active' },
          });
        }
      });
    },

    /**
     * A single-use password-reset link, shown once to the admin to hand over out of band: how a
     * site without e-mail resets passwords. Only its SHA-256 is stored, and the audit log says
     * that a link was made, never the link.
     */
    async resetLink(actor: Actor, id: string): Promise<{ link: string; expiresAt: string }> {
      const ttlMs = ADMIN_RESET_LINK_HOURS * HOUR_MS;
      return db.transaction(async (tx) => {
        const u = await existing(tx, id);
        const token = await createResetLink(tx, u.id, ttlMs);
        const expiresAt = new Date(Date.now() + ttlMs).toISOString();
        await audit.append(tx, actor, {
          action: 'user.reset-link',
          target: target(u),
          before: null,
          after: { expiresAt },
        });
        return { link: `${config.publicUrl}/reset-password?token=${token}`, expiresAt };
      });
    },

    /** Signs the account out everywhere. */
    async revokeSessions(actor: Actor, id: string): Promise<number> {
      return db.transaction(async (tx) => {
        const u = await existing(tx, id);
        const revoked = await repo.revokeSessions(tx, u.id);
        await audit.append(tx, actor, {
          action: 'user.revoke-sessions',
          target: target(u),
          before: null,
          after: { sessionsEnded: revoked },
        });
        return revoked;
      });
    },
  };
}
export type AdminUsers = ReturnType<typeof createAdminUsers>;
