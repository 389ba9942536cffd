import type { HealthResponse, Language, TutorStatusData } from '@codecoach/contracts';
import { EDITOR_LANGUAGES, LANGUAGE_LABELS, LANGUAGES } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import pkg from '../../../package.json' with { type: 'json' };
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';

export const APP_VERSION: string = pkg.version;

export interface JudgeStatusSource {
  status(): Promise<{
    sandbox: { ok: boolean; mechanism: string; reason?: string };
    languages: Array<{ id: Language; name: string; version: string; available: boolean; reason?: string }>;
  }>;
}
export interface QueueStatusSource {
  status(): Promise<HealthResponse['queue']>;
}

/** Health as the server really sees it: every field is read, none is assumed. */
export interface BankStatus {
  ready: boolean;
  problems: number;
  failed: number;
}

export function createSystemStatus(deps: {
  config: Config;
  database: Database;
  judge?: JudgeStatusSource;
  queue?: QueueStatusSource;
  /** The AI tutor: the engine really in use and its last call (modules/tutor). */
  tutor?: { status(): Promise<TutorStatusData> };
}) {
  const { config, database } = deps;
  const bank: BankStatus = { ready: false, problems: 0, failed: 0 };
  const aiStatus = async (): Promise<HealthResponse['ai']> => {
    const base = config.ai.baseUrl
      ? { engine: 'openai-compatible', model: config.ai.model ?? null }
      : { engine: 'builtin', model: null };
    const s = await deps.tutor?.status().catch(() => undefined);
    return s ? { ...base, label: s.engine.label, lastCall: s.lastCall } : base;
  };
  return {
    /** Updated by the background seeding (runtime.ts); tests that seed fixtures mark it ready. */
    bank,
    async health(): Promise<Omit<HealthResponse, 'success' | 'message'>> {
      const dbOk = await database.pool
        .query('select 1')
        .then(() => true)
        .catch(() => false);
      const judge = deps.judge
        ? await deps.judge.status()
        : {
            sandbox: { ok: false, mechanism: 'none', reason: 'The judge is not running in this process' },
            languages: LANGUAGES.map((id) => ({
              id,
              name: LANGUAGE_LABELS[id],
              version: 'unknown',
              available: false,
            })),
          };
      const unknownQueue = {
        pending: 0,
        workers: 0,
        oldestPendingSeconds: null,
        orphanedJobs: 0,
        generation: { open: 0, oldestOpenSeconds: null, orphanedJobs: 0 },
      };
      const queue = deps.queue ? await deps.queue.status().catch(() => unknownQueue) : unknownQueue;
      return {
        status: dbOk && judge.sandbox.ok ? 'ok' : 'degraded',
        version: APP_VERSION,
        database: { mode: config.database.mode, ok: dbOk },
        queue,
        sandbox: judge.sandbox,
        languages: judge.languages.map(({ id, name, version, available }) => ({
          id,
          name,
          version,
          available,
        })),
        ai: await aiStatus(),
        demoMode: config.demoMode,
        bank: {
          ...bank,
          problems: await database.pool.query<{ n: number }>('select count(*)::int as n from problems').then(
            (r) => r.rows[0]?.n ?? 0,
            () => 0,
          ),
        },
      };
    },
    /** The landing's "Languages Available": what the editor offers and the judge can run now. */
    async availableLanguages(): Promise<number> {
      if (!deps.judge) return 0;
      const s = await deps.judge.status();
      const offered = new Set<Language>(EDITOR_LANGUAGES);
      return s.sandbox.ok ? s.languages.filter((l) => l.available && offered.has(l.id)).length : 0;
    },
    async dbNow(): Promise<Date> {
      const r = await database.db.execute<{ now: Date }>(sql`select now() as now`);
      return r.rows[0]?.now ?? new Date();
    },
  };
}
export type SystemStatus = ReturnType<typeof createSystemStatus>;
