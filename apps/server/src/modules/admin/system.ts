import type { AdminSystemResponse, AdminSystemUpdate } from '@codecoach/contracts';
import { desc, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { judgeWorkers } from '../../db/schema/index.ts';
import { DEAD_AFTER_S } from '../../jobs/queue.ts';
import type { Actor, AuditLog } from '../../lib/audit.ts';
import type { RuntimeSettings, RuntimeSettingsStore, SettingsChange } from '../../lib/runtime-settings.ts';

type SystemData = AdminSystemResponse['data'];

/** The configuration in force, as System Settings lists it: secrets only as set or unset. */
export function configInForce(config: Config): SystemData['config'] {
  const plain = (name: string, value: string | number | boolean | undefined) => ({
    name,
    value: value === undefined ? '(not set)' : String(value),
    secret: false,
  });
  const secret = (name: string, value: unknown) => ({ name, value: value ? 'set' : 'unset', secret: true });
  return [
    plain('NODE_ENV', config.nodeEnv),
    plain('PORT', config.port),
    plain('PUBLIC_URL', config.publicUrl),
    plain('DATABASE', config.database.mode === 'external' ? 'external (DATABASE_URL)' : 'embedded'),
    secret('DATABASE_URL', config.database.mode === 'external'),
    plain('DEMO_MODE', config.demoMode),
    secret('ADMIN_PASSWORD', config.bootstrapAdmin),
    plain('LOG_LEVEL', config.logLevel),
    plain('TRUST_PROXY', config.trustProxy),
    plain('SESSION_IDLE_DAYS', config.session.idleMs / 86_400_000),
    plain('SESSION_ABSOLUTE_DAYS', config.session.absoluteMs / 86_400_000),
    plain('JUDGE_WORKERS', config.judge.workers ?? 'one per core'),
    plain('SUBMISSIONS_PENDING_PER_USER', config.judge.pendingPerUser),
    plain('SEED_PROBLEM_BANK', config.seedBank),
    plain('AI_BASE_URL', config.ai.baseUrl),
    secret('AI_API_KEY', config.ai.apiKey),
    plain('AI_MODEL', config.ai.model),
    plain('TUTOR_QUOTA_PER_HOUR', config.ai.quotaPerHour),
    plain('AI_GENERATE_PER_DAY', config.ai.generatePerDay),
    secret('SMTP_URL', config.mail),
    plain('MAIL_FROM', config.mail?.from),
  ];
}

const toSettings = (s: RuntimeSettings, config: Config): SystemData['settings'] => ({
  judgingPaused: s.judgingPaused,
  pausedAt: s.pausedAt?.toISOString() ?? null,
  pausedBy: s.pausedBy,
  pendingPerUser: s.pendingPerUser,
  tutorQuotaPerHour: s.tutorQuotaPerHour,
  configured: { pendingPerUser: config.judge.pendingPerUser, tutorQuotaPerHour: config.ai.quotaPerHour },
});

/** System Settings (decision 027): what is in force, and the run-time settings with their audit. */
export function createSystemAdmin(deps: {
  db: Db;
  config: Config;
  settings: RuntimeSettingsStore;
  audit: AuditLog;
}) {
  const { db, config, settings, audit } = deps;
  return {
    async read(): Promise<SystemData> {
      const [now, workers, size] = await Promise.all([
        settings.fresh(),
        db
          .select({
            w: judgeWorkers,
            alive: sql<boolean>`${judgeWorkers.lastSeenAt} > now() - make_interval(secs => ${DEAD_AFTER_S})`,
          })
          .from(judgeWorkers)
          .orderBy(desc(judgeWorkers.lastSeenAt)),
        db.execute<{ bytes: string }>(sql`select pg_database_size(current_database())::text as bytes`),
      ]);
      return {
        settings: toSettings(now, config),
        config: configInForce(config),
        workers: workers.map(({ w, alive }) => ({
          _id: w.id,
          host: w.host,
          slots: w.concurrency,
          lastSeenAt: w.lastSeenAt.toISOString(),
          alive,
          // As its own judge reported them when it registered (null: a process from before that).
          languages: w.languages,
        })),
        database: { mode: config.database.mode, sizeBytes: Number(size.rows[0]?.bytes ?? 0) },
        mail: config.mail !== undefined,
      };
    },

    /** Pauses or resumes judging and sets the caps, each change audited in the same transaction. */
    async update(actor: Actor, change: AdminSystemUpdate): Promise<void> {
      const before = await settings.fresh();
      await db.transaction(async (tx) => {
        const next: SettingsChange = {};
        if (change.judgingPaused !== undefined && change.judgingPaused !== before.judgingPaused) {
          next.judgingPaused = change.judgingPaused;
          next.pausedBy = actor.name;
          await audit.append(tx, actor, {
            action: 'system.judging',
            target: { type: 'system', id: 'judging', label: 'Judging' },
            before: { paused: before.judgingPaused },
            after: { paused: change.judgingPaused },
          });
        }
        const limits: Record<string, unknown> = {};
        const was: Record<string, unknown> = {};
        if (change.pendingPerUser !== undefined) {
          next.pendingPerUser = change.pendingPerUser;
          was.pendingPerUser = before.defaults.pendingPerUser ? null : before.pendingPerUser;
          limits.pendingPerUser = change.pendingPerUser;
        }
        if (change.tutorQuotaPerHour !== undefined) {
          next.tutorQuotaPerHour = change.tutorQuotaPerHour;
          was.tutorQuotaPerHour = before.defaults.tutorQuotaPerHour ? null : before.tutorQuotaPerHour;
          limits.tutorQuotaPerHour = change.tutorQuotaPerHour;
        }
        if (Object.keys(limits).length > 0)
          await audit.append(tx, actor, {
            action: 'system.limits',
            target: { type: 'system', id: 'limits', label: 'Run-time limits' },
            before: was,
            after: limits,
          });
        if (Object.keys(next).length > 0) await settings.update(tx, next);
      });
    },
  };
}
