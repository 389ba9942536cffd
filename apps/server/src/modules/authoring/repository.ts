import type { DraftStatus } from '@codecoach/contracts';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { type DraftCheckRow, problemDrafts, problems, submissions } from '../../db/schema/index.ts';

export type DraftRow = typeof problemDrafts.$inferSelect;

/** The rows of authoring (decision 028): drafts, their proofs, and the published versions. */
export function createAuthoringRepository(db: Db) {
  /** The proof's writes of attempt `attempt` on draft `id` of version `version`: still its own? */
  const ownedBy = (id: string, attempt: number, version: string) =>
    and(eq(problemDrafts.id, id), eq(problemDrafts.attempt, attempt), eq(problemDrafts.version, version));

  return {
    async get(id: string, tx: Executor = db): Promise<DraftRow | undefined> {
      const [row] = await tx.select().from(problemDrafts).where(eq(problemDrafts.id, id));
      return row;
    },

    async open(): Promise<DraftRow[]> {
      return db
        .select()
        .from(problemDrafts)
        .where(isNull(problemDrafts.publishedAt))
        .orderBy(desc(problemDrafts.updatedAt));
    },

    async openOfSlug(slug: string): Promise<DraftRow | undefined> {
      const [row] = await db
        .select()
        .from(problemDrafts)
        .where(and(eq(problemDrafts.slug, slug), isNull(problemDrafts.publishedAt)));
      return row;
    },

    async problemBySlug(slug: string) {
      const [p] = await db
        .select({ id: problems.id, source: problems.source })
        .from(problems)
        .where(eq(problems.slug, slug));
      return p;
    },

    async problem(id: string) {
      const [p] = await db
        .select({
          id: problems.id,
          slug: problems.slug,
          title: problems.title,
          source: problems.source,
          version: problems.version,
          updatedAt: problems.updatedAt,
        })
        .from(problems)
        .where(eq(problems.id, id));
      return p;
    },

    /** A new open draft; undefined when the slug already has one (the unique index). */
    async create(values: {
      slug: string;
      problemId: string | null;
      files: Record<string, string>;
      version: string;
      createdBy: string;
    }): Promise<DraftRow | undefined> {
      const [row] = await db.insert(problemDrafts).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** New files: the proof of the old ones no longer counts (a running one's writes are refused). */
    async saveFiles(
      id: string,
      files: Record<string, string>,
      version: string,
    ): Promise<DraftRow | undefined> {
      const [row] = await db
        .update(problemDrafts)
        .set({
          files,
          version,
          status: 'draft',
          checks: [],
          reason: null,
          built: null,
          provedAt: null,
          updatedAt: new Date(),
        })
        .where(and(eq(problemDrafts.id, id), isNull(problemDrafts.publishedAt)))
        .returning();
      return row;
    },

    async discard(id: string): Promise<boolean> {
      const gone = await db
        .delete(problemDrafts)
        .where(and(eq(problemDrafts.id, id), isNull(problemDrafts.publishedAt)))
        .returning({ id: problemDrafts.id });
      return gone.length > 0;
    },

    /** Marks a draft queued for a proof, in the transaction that enqueues its job. */
    async markQueued(tx: Executor, id: string): Promise<DraftRow | undefined> {
      const [row] = await tx
        .update(problemDrafts)
        .set({ status: 'queued', checks: [], reason: null, built: null, provedAt: null })
        .where(and(eq(problemDrafts.id, id), isNull(problemDrafts.publishedAt)))
        .returning();
      return row;
    },

    /**
     * Attempt `attempt` takes the proof of draft `id`: only while it is queued or proving under an
     * earlier attempt (a worker's death gives the job to a later one). Its version is what it proves.
     */
    async claim(id: string, attempt: number): Promise<DraftRow | undefined> {
      const [row] = await db
        .update(problemDrafts)
        .set({ status: 'proving', attempt, checks: [] })
        .where(
          and(
            eq(problemDrafts.id, id),
            isNull(problemDrafts.publishedAt),
            or(
              eq(problemDrafts.status, 'queued'),
              and(eq(problemDrafts.status, 'proving'), lt(problemDrafts.attempt, attempt)),
            ),
          ),
        )
        .returning();
      return row;
    },

    /** Appends one ended check; false when the proof is no longer this attempt's (or the files changed). */
    async addCheck(id: string, attempt: number, version: string, check: DraftCheckRow): Promise<boolean> {
      const r = await db
        .update(problemDrafts)
        .set({ checks: sql`${problemDrafts.checks} || ${JSON.stringify([check])}::jsonb` })
        .where(and(ownedBy(id, attempt, version), eq(problemDrafts.status, 'proving')))
        .returning({ id: problemDrafts.id });
      return r.length > 0;
    },

    async finish(
      id: string,
      attempt: number,
      version: string,
      outcome: { status: Extract<DraftStatus, 'proven' | 'failed'>; reason?: string; built?: unknown },
    ): Promise<boolean> {
      const r = await db
        .update(problemDrafts)
        .set({
          status: outcome.status,
          reason: outcome.reason ?? null,
          built: outcome.built ?? null,
          provedAt: outcome.status === 'proven' ? new Date() : null,
        })
        .where(and(ownedBy(id, attempt, version), eq(problemDrafts.status, 'proving')))
        .returning({ id: problemDrafts.id });
      return r.length > 0;
    },

    /** A proof whose workers kept dying: failed, with why. */
    async failStopped(id: string, reason: string): Promise<boolean> {
      const r = await db
        .update(problemDrafts)
        .set({ status: 'failed', reason })
        .where(and(eq(problemDrafts.id, id), inArray(problemDrafts.status, ['queued', 'proving'])))
        .returning({ id: problemDrafts.id });
      return r.length > 0;
    },

    /** The published drafts of a problem, newest first: its versions written in the browser. */
    async published(problemId: string) {
      return db
        .select({
          id: problemDrafts.id,
          version: problemDrafts.version,
          files: problemDrafts.files,
          publishedAt: problemDrafts.publishedAt,
          publishedBy: problemDrafts.publishedBy,
        })
        .from(problemDrafts)
        .where(and(eq(problemDrafts.problemId, problemId), isNotNull(problemDrafts.publishedAt)))
        .orderBy(desc(problemDrafts.publishedAt));
    },

    /** How many of a problem's submissions were judged against each version. */
    async submissionsByVersion(problemId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({
          version: sql<string>`${submissions.judgeFacts}->>'version'`,
          n: sql<number>`count(*)::int`,
        })
        .from(submissions)
        .where(and(eq(submissions.problemId, problemId), isNotNull(submissions.judgeFacts)))
        .groupBy(sql`1`);
      return new Map(rows.map((r) => [r.version, r.n]));
    },
  };
}
export type AuthoringRepository = ReturnType<typeof createAuthoringRepository>;
