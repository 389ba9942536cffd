import type { AuditAction, AuditEntry, AuditQuery } from '@codecoach/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { adminAudit } from '../db/schema/index.ts';

/** Who acted: the signed-in admin. */
export interface Actor {
  id: string;
  name: string;
}

/** One admin action, recorded in the transaction that does it: both happen or neither. */
export interface AuditRecord {
  action: AuditAction;
  target: { type: string; id: string; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The audit log (table `admin_audit`, decision 027): append and read, nothing else. The table's
 * trigger refuses UPDATE, DELETE and TRUNCATE, so no code path could edit it even by mistake.
 */
export function createAuditLog(db: Db) {
  return {
    async append(tx: Tx | Db, actor: Actor, r: AuditRecord): Promise<void> {
      await tx.insert(adminAudit).values({
        actorId: actor.id,
        actorName: actor.name,
        action: r.action,
        targetType: r.target.type,
        targetId: r.target.id,
        targetLabel: r.target.label,
        before: r.before,
        after: r.after,
      });
    },

    /** A page of entries, newest first, with the filters given. */
    async page(q: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
      const where: SQL[] = [];
      if (q.action) where.push(eq(adminAudit.action, q.action));
      if (q.actor) where.push(eq(adminAudit.actorId, q.actor));
      if (q.target) where.push(eq(adminAudit.targetId, q.target));
      const filter = where.length > 0 ? and(...where) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(adminAudit)
          .where(filter)
          .orderBy(desc(adminAudit.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(adminAudit).where(filter),
      ]);
      return {
        total: count?.n ?? 0,
        entries: rows.map((r) => ({
          _id: String(r.id),
          at: r.at.toISOString(),
          actor: { _id: r.actorId, name: r.actorName },
          action: r.action,
          target: { type: r.targetType, _id: r.targetId, label: r.targetLabel },
          before: r.before ?? null,
          after: r.after ?? null,
        })),
      };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
