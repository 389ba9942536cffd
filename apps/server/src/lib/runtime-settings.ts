import { eq } from 'drizzle-orm';
import type { Config } from '../config/env.ts';
import type { Db, Tx } from '../db/client.ts';
import { systemSettings } from '../db/schema/index.ts';
import { JUDGING_FLAG } from '../jobs/kinds.ts';

/** What System Settings sets at run time, with the configured defaults filled in. */
export interface RuntimeSettings {
  judgingPaused: boolean;
  pausedAt: Date | null;
  pausedBy: string | null;
  pendingPerUser: number;
  tutorQuotaPerHour: number;
  /** Whether each number is the configured default (no value stored). */
  defaults: { pendingPerUser: boolean; tutorQuotaPerHour: boolean };
}

export interface SettingsChange {
  judgingPaused?: boolean;
  pausedBy?: string;
  /** null goes back to the configured default. */
  pendingPerUser?: number | null;
  tutorQuotaPerHour?: number | null;
}

/** How long a server keeps what it read: every server follows a change within about this. */
const FRESH_MS = 1000;

/**
 * The run-time settings (table `system_settings`, one row; decision 027), read by every server
 * and worker through a one-second cache, so a change in System Settings holds on all of them
 * within a second without a message between them.
 */
export function createRuntimeSettings(db: Db, config: Pick<Config, 'judge' | 'ai'>) {
  let kept: { at: number; value: Promise<RuntimeSettings> } | undefined;

  async function read(): Promise<RuntimeSettings> {
    const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1));
    return {
      judgingPaused: row?.judgingPaused ?? false,
      pausedAt: row?.pausedAt ?? null,
      pausedBy: row?.pausedBy ?? null,
      pendingPerUser: row?.pendingPerUser ?? config.judge.pendingPerUser,
      tutorQuotaPerHour: row?.tutorQuotaPerHour ?? config.ai.quotaPerHour,
      defaults: {
        pendingPerUser: row?.pendingPerUser == null,
        tutorQuotaPerHour: row?.tutorQuotaPerHour == null,
      },
    };
  }

  const current = (): Promise<RuntimeSettings> => {
    if (!kept || Date.now() - kept.at > FRESH_MS) {
      const value = read();
      kept = { at: Date.now(), value };
      // A failed read is not kept: the next call asks again.
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };

  return {
    current,
    /** Read now, not from the cache (the admin's own screen after a change). */
    fresh: (): Promise<RuntimeSettings> => {
      kept = undefined;
      return current();
    },
    async update(tx: Tx, change: SettingsChange): Promise<void> {
      const values: Partial<typeof systemSettings.$inferInsert> = { updatedAt: new Date() };
      if (change.judgingPaused !== undefined) {
        values.judgingPaused = change.judgingPaused;
        values.pausedAt = change.judgingPaused ? new Date() : null;
        values.pausedBy = change.judgingPaused ? (change.pausedBy ?? null) : null;
      }
      if (change.pendingPerUser !== undefined) values.pendingPerUser = change.pendingPerUser;
      if (change.tutorQuotaPerHour !== undefined) values.tutorQuotaPerHour = change.tutorQuotaPerHour;
      await tx
        .insert(systemSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({
          target: systemSettings.id,
          set: values,
        });
      kept = undefined;
    },
    /** For the job runtime: judge jobs stay queued while judging is paused. */
    forbiddenFlags: async (): Promise<string[] | null> =>
      (await current()).judgingPaused ? [JUDGING_FLAG] : null,
  };
}
export type RuntimeSettingsStore = ReturnType<typeof createRuntimeSettings>;
