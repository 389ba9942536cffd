import type { BuiltProblem } from '@codecoach/content';
import { GENERATION_STEPS, type GenerationJob, type GenerationStep } from '@codecoach/contracts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { generatedProblems, generationJobs, problems } from '../../db/schema/index.ts';
import { addJobSql, GENERATE_JOB } from '../../jobs/kinds.ts';
import { insertTests, problemRow } from '../problems/seed.ts';

/** What the learner reads when the generation's worker died too often to take it up again. */
export const STOPPED_REASON = 'The server generating your problem stopped; please try again';

type JobRow = typeof generationJobs.$inferSelect;
export type NewJob = typeof generationJobs.$inferInsert;

/** The progress bar: each step's share of the whole, at its start. */
export function progressAt(step: GenerationStep): number {
  return Math.round((100 * GENERATION_STEPS.indexOf(step)) / GENERATION_STEPS.length);
}

export function toJob(r: JobRow): GenerationJob {
  return {
    id: r.id,
    status: r.status,
    difficulty: r.difficulty,
    topic: r.topic,
    customPrompt: r.requirements,
    engine: r.engine,
    step: r.step,
    progress: r.progress,
    problemId: r.problemId,
    reason: r.reason,
    notes: r.notes,
    family: r.family,
    seed: r.seed,
    checks: r.checks,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

/** The running job as attempt `attempt`'s. */
const ownedBy = (id: string, attempt: number) =>
  and(eq(generationJobs.id, id), eq(generationJobs.status, 'running'), eq(generationJobs.attempt, attempt));

export function createGenerationRepository(db: Db) {
  return {
    /** Generations queued or running, and the oldest one's age in whole seconds (null when none). */
    async waiting(): Promise<{ open: number; oldestOpenSeconds: number | null }> {
      const [r] = (
        await db.execute<{ open: number; oldestOpenSeconds: number | null }>(sql`
          select count(*)::int as open,
            floor(extract(epoch from now() - min(created_at)))::int as "oldestOpenSeconds"
          from generation_jobs where status in ('queued', 'running')`)
      ).rows;
      return { open: r?.open ?? 0, oldestOpenSeconds: r?.oldestOpenSeconds ?? null };
    },

    /** Inserts a job unless the user has one unfinished or is over the daily quota; returns why not. */
    async insert(
      job: NewJob & { userId: string },
      limits: { perDay: number },
    ): Promise<{ job: JobRow } | { refused: 'busy' | 'quota' }> {
      return db.transaction(async (tx) => {
        // One request at a time per learner: serialise this user's inserts.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`generate:${job.userId}`}))`);
        const [open] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(generationJobs)
          .where(
            and(eq(generationJobs.userId, job.userId), inArray(generationJobs.status, ['queued', 'running'])),
          );
        if ((open?.n ?? 0) > 0) return { refused: 'busy' as const };
        const [today] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(generationJobs)
          .where(
            and(
              eq(generationJobs.userId, job.userId),
              gte(generationJobs.createdAt, sql`now() - interval '1 day'`),
            ),
          );
        if ((today?.n ?? 0) >= limits.perDay) return { refused: 'quota' as const };
        const [row] = await tx.insert(generationJobs).values(job).returning();
        if (!row) throw new Error('could not create the generation job');
        // The job and its queue entry commit together; the key names the generation (the sweep
        // hands a job that ran out of attempts back to the generation lane by it).
        await tx.execute(sql`select ${addJobSql(GENERATE_JOB, { id: row.id, payload: { jobId: row.id } })}`);
        return { job: row };
      });
    },

    async usedToday(userId: string): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(generationJobs)
        .where(
          and(
            eq(generationJobs.userId, userId),
            gte(generationJobs.createdAt, sql`now() - interval '1 day'`),
          ),
        );
      return r?.n ?? 0;
    },

    async get(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id)).limit(1);
      return row;
    },

    /**
     * Takes the job for queue attempt `attempt` (graphile-worker's count): it must be unfinished
     * and not already taken by this or a later attempt. Undefined when it is not to be worked on.
     */
    async claim(id: string, attempt: number): Promise<JobRow | undefined> {
      const [row] = await db
        .update(generationJobs)
        .set({ status: 'running', attempt })
        .where(
          and(
            eq(generationJobs.id, id),
            inArray(generationJobs.status, ['queued', 'running']),
            lt(generationJobs.attempt, attempt),
          ),
        )
        .returning();
      return row;
    },

    /** Whether attempt `attempt` still owns the running job (no later attempt took it over). */
    async owns(id: string, attempt: number): Promise<boolean> {
      const [row] = await db
        .select({ id: generationJobs.id })
        .from(generationJobs)
        .where(ownedBy(id, attempt))
        .limit(1);
      return row !== undefined;
    },

    /** false when the job is no longer this attempt's (nothing written). */
    async setStep(id: string, step: GenerationStep, attempt: number): Promise<boolean> {
      const r = await db
        .update(generationJobs)
        .set({ step, progress: progressAt(step) })
        .where(ownedBy(id, attempt))
        .returning({ id: generationJobs.id });
      return r.length > 0;
    },

    /** false when the job is no longer this attempt's (nothing written). */
    async fail(
      id: string,
      fields: { reason: string; notes?: string[]; family?: string | null; checks?: JobRow['checks'] },
      attempt: number,
    ): Promise<boolean> {
      const r = await db
        .update(generationJobs)
        .set({ ...fields, status: 'failed', finishedAt: new Date() })
        .where(ownedBy(id, attempt))
        .returning({ id: generationJobs.id });
      return r.length > 0;
    },

    /** A job whose queue entry ran out of attempts with its workers: failed, whoever had it. */
    async failStopped(id: string): Promise<boolean> {
      const r = await db
        .update(generationJobs)
        .set({ status: 'failed', reason: STOPPED_REASON, finishedAt: new Date() })
        .where(and(eq(generationJobs.id, id), inArray(generationJobs.status, ['queued', 'running'])))
        .returning({ id: generationJobs.id });
      return r.length > 0;
    },

    /**
     * Stores the proven problem as the user's own, and finishes the job, in one transaction;
     * undefined (nothing stored) when the job is no longer attempt `attempt`'s.
     */
    async publish(
      job: JobRow,
      built: BuiltProblem,
      info: { family: string; notes: string[]; checks: JobRow['checks'] },
      attempt: number,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        // The row stays this attempt's until the commit: a later one's claim waits, then finds it done.
        const [mine] = await tx
          .select({ id: generationJobs.id })
          .from(generationJobs)
          .where(ownedBy(job.id, attempt))
          .for('update');
        if (!mine) return undefined;
        const slug = `${built.slug}-${job.id.slice(0, 8)}`;
        const [row] = await tx
          .insert(problems)
          .values({ ...problemRow({ ...built, slug }, 'ai') })
          .returning({ id: problems.id });
        if (!row) throw new Error('could not store the problem');
        await insertTests(tx, row.id, built.tests);
        await tx.insert(generatedProblems).values({
          problemId: row.id,
          ownerId: job.userId,
          jobId: job.id,
          family: info.family,
          seed: job.seed,
          engine: job.engine,
        });
        await tx
          .update(generationJobs)
          .set({
            status: 'succeeded',
            step: 'publishing',
            progress: 100,
            problemId: row.id,
            family: info.family,
            notes: info.notes,
            checks: info.checks,
            finishedAt: new Date(),
          })
          .where(eq(generationJobs.id, job.id));
        return row.id;
      });
    },

    /** An admin publishes a generated problem to everyone. */
    /** Marks it published; its title, or undefined when no generated problem has this id. */
    async publishToBank(problemId: string, tx: Tx | Db = db): Promise<string | undefined> {
      const [r] = await tx
        .update(generatedProblems)
        .set({ published: true })
        .where(eq(generatedProblems.problemId, problemId))
        .returning({ id: generatedProblems.problemId });
      if (!r) return undefined;
      const [p] = await tx.select({ title: problems.title }).from(problems).where(eq(problems.id, problemId));
      return p?.title ?? problemId;
    },
  };
}
export type GenerationRepository = ReturnType<typeof createGenerationRepository>;
