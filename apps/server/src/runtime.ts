import os from 'node:os';
import { loadBank } from '@codecoach/content';
import { createOpenAiDrafter, type ModelDrafter } from '@codecoach/generator';
import { createJudge, type Judge } from '@codecoach/judge';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { bootstrapAccounts } from './bootstrap.ts';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { problems } from './db/schema/index.ts';
import type { JobLane } from './jobs/lane.ts';
import { startJobRuntime } from './jobs/runtime.ts';
import { messageOf } from './lib/errors.ts';
import type { Mailer } from './lib/mailer.ts';
import { housekeepingLane } from './modules/account/housekeeping.ts';
import { createProofWorker } from './modules/authoring/worker.ts';
import { contestLane, contestTasks } from './modules/contests/tasks.ts';
import { createGenerationWorker } from './modules/generate/worker.ts';
import type { BankStatus } from './modules/health/status.ts';
import { judgingLane } from './modules/judging/lane.ts';
import type { JudgingService } from './modules/judging/service.ts';
import { newsletterLane } from './modules/newsletter/lane.ts';
import { seedProblems } from './modules/problems/seed.ts';
import { warmChatContent } from './modules/tutor/chat-learn.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

const log = (m: string) => console.log(`[codecoach] ${m}`);

/** The model engine of Generate AI Problem, when AI_BASE_URL and AI_MODEL are set. */
export function createModel(config: Config, database: Database): ModelDrafter | undefined {
  const { baseUrl, model, apiKey, timeoutMs } = config.ai;
  if (!baseUrl || !model) return undefined;
  return createOpenAiDrafter({
    baseUrl,
    model,
    apiKey: apiKey ?? 'none',
    timeoutMs,
    // Duplicates of bank problems are refused.
    bank: () =>
      database.db
        .select({ slug: problems.slug, title: problems.title, statement: problems.description })
        .from(problems)
        .where(eq(problems.source, 'bank')),
  });
}

/**
 * The lanes of a process that judges (an API server with JUDGE_WORKERS > 0, `npm run worker`):
 * `workers` submissions at once and, as lanes of their own, Generate AI Problem and the proofs of
 * admins' problem drafts one at a time each, proven with the same judge; all recovered when the
 * process dies.
 */
export function judgeLanes(
  judging: JudgingService,
  judge: Judge,
  deps: { database: Database; workers: number; model: ModelDrafter | undefined; log: (m: string) => void },
): JobLane[] {
  const generator = createGenerationWorker({
    db: deps.database.db,
    pool: deps.database.pool,
    judge,
    log: deps.log,
    ...(deps.model ? { model: deps.model } : {}),
  });
  const proofs = createProofWorker({ db: deps.database.db, judge, log: deps.log });
  return [judgingLane(judging, deps.workers), generator.lane(), proofs.lane()];
}

/** The languages `judge` can run here (its toolchains found), as a worker registers them. */
export async function judgeLanguages(judge: Judge): Promise<string[]> {
  return (await judge.status()).languages.filter((l) => l.available).map((l) => l.id);
}

export function workerCount(config: Config): number {
  return config.judge.workers ?? os.availableParallelism();
}

/** The judge, or undefined (with the reason logged) when it cannot start: the server still serves. */
export async function startJudge(config: Config, slots: number): Promise<Judge | undefined> {
  try {
    const judge = await createJudge({ ...config.judge.config, slots });
    const status = await judge.status();
    if (!status.sandbox.ok)
      log(
        `judge: the sandbox is unavailable (${status.sandbox.reason ?? 'unknown reason'}); code will not run`,
      );
    const missing = status.languages.filter((l) => !l.available).map((l) => l.name);
    if (missing.length) log(`judge: unavailable languages: ${missing.join(', ')}`);
    return judge;
  } catch (err) {
    log(`judge could not start: ${messageOf(err)}`);
    return undefined;
  }
}

/**
 * Builds (cached by content hash) and seeds the problem bank, each problem as soon as it is built,
 * skipping those whose version is already in the database. A failing problem is reported and left
 * out; the rest of the bank is served.
 */
export async function seedBank(
  database: Database,
  judge: Judge | undefined,
  status: BankStatus,
  only?: readonly string[],
): Promise<void> {
  const t0 = Date.now();
  const failures: string[] = [];
  const rows = await database.db
    .select({ slug: problems.slug, version: problems.version, source: problems.source })
    .from(problems);
  const current = new Map(rows.map((r) => [r.slug, r.version]));
  // A bank problem an admin published a version of in the browser is theirs now (decision 028):
  // the bank's folder neither rebuilds nor overwrites it.
  const edited = new Set(rows.filter((r) => r.source === 'admin').map((r) => r.slug));
  const counts = { inserted: 0, updated: 0 };
  await loadBank({
    ...(judge ? { judge } : {}),
    ...(only ? { only } : {}),
    isCurrent: (slug, version) => edited.has(slug) || current.get(slug) === version,
    onBuilt: async (p) => {
      const c = await seedProblems(database.db, [p]);
      counts.inserted += c.inserted;
      counts.updated += c.updated;
    },
    onProblemError: (slug, e) => failures.push(`${slug}: ${e.message.split('\n')[0]}`),
  });
  status.failed = failures.length;
  status.ready = true;
  log(
    `problem bank ready in ${Date.now() - t0} ms: ${counts.inserted} new, ${counts.updated} updated, ${current.size - counts.updated} unchanged`,
  );
  for (const f of failures) log(`problem bank: skipped ${f}`);
}

/**
 * The steps a running server stops, in this order, each after the one before: the workers
 * (finish the submissions being judged), the app (finish in-flight requests, end the live
 * streams), the judge (its boxes; a bank build still running then fails fast instead of keeping
 * the server up for minutes), the bank seeding (waited for), the database (and the embedded
 * PostgreSQL). A start that fails half-way stops the steps it had reached, in the same order.
 */
export const STOP_ORDER = ['workers', 'app', 'judge', 'seeding', 'database'] as const;
type StopStep = (typeof STOP_ORDER)[number];

export function shutdownPlan(
  report = (step: string, e: unknown) => console.error(`[codecoach] shutdown step "${step}" failed:`, e),
) {
  const steps = new Map<StopStep, () => Promise<void>>();
  return {
    on(step: StopStep, stop: () => Promise<void>): void {
      steps.set(step, stop);
    },
    async run(): Promise<void> {
      for (const step of STOP_ORDER) {
        const stop = steps.get(step);
        steps.delete(step);
        if (stop) await stop().catch((e) => report(step, e));
      }
    },
  };
}

/** Says at start whether e-mail can leave: without it, password reset by e-mail is off. */
function reportMail(config: Config, mailer: Mailer): void {
  if (!config.mail) {
    log(
      "mail: SMTP_URL is not set; password reset and e-mail change by e-mail are off (the screens tell learners to contact the site's admin)",
    );
    return;
  }
  const where = new URL(config.mail.smtpUrl).host;
  mailer.verify().then(
    () => log(`mail: sending through ${where} as ${config.mail?.from}`),
    (e: unknown) =>
      log(
        `mail: the SMTP server at ${where} does not answer (${e instanceof Error ? e.message : String(e)}); e-mails will fail until it does`,
      ),
  );
}

/** Start order: database (+migrations), judge, app, accounts, workers, listen, then the bank in the background. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase(config, log);
  const shutdown = shutdownPlan();
  shutdown.on('database', () => database.close());
  try {
    const workers = workerCount(config);
    // One slot per worker, plus one for Run Code requests answered by this API server.
    const judge = await startJudge(config, workers + 1);
    if (judge) shutdown.on('judge', () => judge.close());
    const model = createModel(config, database);
    const { app, ctx, judging } = await buildApp({
      config,
      database,
      ...(judge ? { judge } : {}),
      ...(model ? { model } : {}),
    });
    shutdown.on('app', () => app.close());
    // The tutor chat's tutorial index and the Learn catalog, loaded in the background.
    void warmChatContent();
    const contestJobs = contestTasks(database.db, { demoMode: config.demoMode, log });
    // Every API server runs contest ends (standings, ratings), the weekly schedule and the
    // housekeeping as jobs any server may take; with judge workers, it also judges and generates.
    const lanes: JobLane[] = [contestLane(contestJobs), housekeepingLane(database.db, config)];
    // The weekly newsletter, where mail can leave.
    if (ctx.mailer.enabled) lanes.push(newsletterLane({ db: database.db, mailer: ctx.mailer, config, log }));
    if (judge && workers > 0) lanes.unshift(...judgeLanes(judging, judge, { database, workers, model, log }));
    await bootstrapAccounts(config, ctx.auth, log);
    reportMail(config, ctx.mailer);
    const runtime = await startJobRuntime({
      pool: database.pool,
      queue: ctx.jobs,
      lanes,
      slots: judge ? workers : 0,
      languages: judge && workers > 0 ? await judgeLanguages(judge) : [],
      log,
      forbiddenFlags: ctx.settings.forbiddenFlags,
    });
    shutdown.on('workers', () => runtime.stop());
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
    log(`serving the app and the API at ${url}`);
    // The bank is built and seeded after the server is up: a cold first build takes minutes, a
    // warm one about a second. /api/health says when it is ready.
    if (config.seedBank) {
      const seeding = seedBank(database, judge, ctx.system.bank, config.seedSlugs)
        .then(() => contestJobs.keepSchedule())
        .catch((e) =>
          log(`problem bank or contest schedule failed: ${e instanceof Error ? e.message : String(e)}`),
        );
      shutdown.on('seeding', () => seeding);
    } else {
      ctx.system.bank.ready = true;
      log('problem bank: not seeded by this server (SEED_PROBLEM_BANK=false)');
      void contestJobs.keepSchedule().catch((e) => log(`contest schedule failed: ${messageOf(e)}`));
    }
    return { app, url, stop: () => shutdown.run() };
  } catch (err) {
    await shutdown.run();
    throw err;
  }
}
