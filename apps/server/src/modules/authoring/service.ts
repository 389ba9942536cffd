import {
  AUTHOR_LIMITS,
  type BuiltProblem,
  contentHash,
  fileIssues,
  PROBLEMS_DIR,
  readProblemFiles,
  validateFolder,
} from '@codecoach/content';
import type { Draft, DraftSummary, FolderIssue, ProblemVersion } from '@codecoach/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problemDrafts, problems, problemTests } from '../../db/schema/index.ts';
import { addJobSql, PROVE_DRAFT_JOB } from '../../jobs/kinds.ts';
import type { Actor, AuditLog } from '../../lib/audit.ts';
import { errors } from '../../lib/errors.ts';
import { Lru } from '../../lib/lru.ts';
import { unzipFolder, ZipError, zipFolder } from '../../lib/zip.ts';
import { insertTests, problemRow } from '../problems/seed.ts';
import type { AuthoringRepository, DraftRow } from './repository.ts';

/** Proofs run after everything a learner waits for (graphile-worker runs lower numbers first). */
const PROOF_PRIORITY = 20;

const asMap = (files: Record<string, string>) => new Map(Object.entries(files));

/** What the folder's rules find wrong with `files` as problem `slug`, without running anything. */
export function folderIssues(slug: string, files: Record<string, string>): FolderIssue[] {
  const map = asMap(files);
  const issues = fileIssues(map);
  if (issues.length > 0) return issues;
  const v = validateFolder(slug, map);
  return v.ok ? [] : v.issues;
}

function summary(row: DraftRow): DraftSummary {
  return {
    _id: row.id,
    slug: row.slug,
    problemId: row.problemId,
    version: row.version,
    status: row.status,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    provedAt: row.provedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/**
 * A draft's issues by its slug and version (its files' hash): the editor reads its draft every
 * second while a proof runs, and the folder's rules need not run again on files that did not change.
 */
const issuesByVersion = new Lru<string, FolderIssue[]>(256);

function issuesOf(row: DraftRow): FolderIssue[] {
  const key = `${row.slug}\n${row.version}`;
  const known = issuesByVersion.get(key);
  if (known) return known;
  const issues = folderIssues(row.slug, row.files);
  issuesByVersion.set(key, issues);
  return issues;
}

function draftOf(row: DraftRow): Draft {
  return {
    ...summary(row),
    files: row.files,
    issues: issuesOf(row),
    checks: row.checks,
    reason: row.reason,
  };
}

/**
 * Authoring problems in the browser (decision 028): drafts of a problem's folder, proven in the
 * sandbox by the bank's own proof (worker.ts), published only once proven, each publish a new
 * version of the problem (same id: learners' submissions stay linked, each recording the version
 * it was judged against), audited in its transaction.
 */
export function createAuthoring(deps: { db: Db; repo: AuthoringRepository; audit: AuditLog }) {
  const { db, repo, audit } = deps;

  async function draft(id: string): Promise<DraftRow> {
    const row = await repo.get(id);
    if (!row || row.publishedAt) throw errors.notFound('No such draft');
    return row;
  }

  /** The files of the version in force: an admin's published draft, else the bank's own folder. */
  async function filesInForce(p: { id: string; slug: string; source: string }) {
    if (p.source === 'ai') throw errors.notFound('A generated problem has no folder to edit');
    const [latest] = await repo.published(p.id);
    if (latest) return latest.files;
    try {
      return Object.fromEntries(await readProblemFiles(p.slug, PROBLEMS_DIR));
    } catch {
      throw errors.notFound(`The bank has no folder for ${p.slug}`);
    }
  }

  async function create(actor: Actor, slug: string, files: Record<string, string>): Promise<Draft> {
    const issues = fileIssues(asMap(files));
    if (issues.length > 0)
      throw errors.validation(issues.map((i) => ({ field: i.file, message: i.message })));
    const problem = await repo.problemBySlug(slug);
    if (problem?.source === 'ai')
      throw errors.conflict(`${slug} is a generated problem; choose another slug`);
    const row = await repo.create({
      slug,
      problemId: problem?.id ?? null,
      files,
      version: contentHash(asMap(files)),
      createdBy: actor.id,
    });
    if (!row) throw errors.conflict(`${slug} already has an open draft; open it from Manage Problems`);
    return draftOf(row);
  }

  return {
    async list(): Promise<DraftSummary[]> {
      return (await repo.open()).map(summary);
    },

    async read(id: string): Promise<Draft> {
      return draftOf(await draft(id));
    },

    create,

    /** A zip of a problem folder (at its root or under one top folder named for the slug). */
    async importZip(actor: Actor, bytes: Uint8Array, slug?: string): Promise<Draft> {
      let unzipped: ReturnType<typeof unzipFolder>;
      try {
        unzipped = unzipFolder(bytes, AUTHOR_LIMITS);
      } catch (e) {
        if (e instanceof ZipError) throw errors.validation([{ field: 'zip', message: e.message }], e.message);
        throw e;
      }
      const named = slug ?? unzipped.top;
      if (!named)
        throw errors.validation(
          [{ field: 'slug', message: 'Name the slug, or zip the folder itself (its name is the slug)' }],
          'Name the slug, or zip the folder itself (its name is the slug)',
        );
      return create(actor, named, Object.fromEntries(unzipped.files));
    },

    async save(id: string, files: Record<string, string>): Promise<Draft> {
      const row = await draft(id);
      const issues = fileIssues(asMap(files));
      if (issues.length > 0)
        throw errors.validation(issues.map((i) => ({ field: i.file, message: i.message })));
      const saved = await repo.saveFiles(row.id, files, contentHash(asMap(files)));
      if (!saved) throw errors.notFound('No such draft');
      return draftOf(saved);
    },

    async discard(id: string): Promise<void> {
      if (!(await repo.discard(id))) throw errors.notFound('No such draft');
    },

    /** Queues the proof (a job of the judging machines' authoring lane); the draft row and its job commit together. */
    async prove(id: string): Promise<Draft> {
      const row = await draft(id);
      if (row.status === 'queued' || row.status === 'proving') return draftOf(row);
      if (folderIssues(row.slug, row.files).length > 0)
        throw errors.conflict("Fix the folder's issues before proving it");
      const queued = await db.transaction(async (tx) => {
        const marked = await repo.markQueued(tx, id);
        if (!marked) return undefined;
        await tx.execute(
          sql`select ${addJobSql(PROVE_DRAFT_JOB, { id, payload: { draftId: id }, priority: PROOF_PRIORITY })}`,
        );
        return marked;
      });
      if (!queued) throw errors.notFound('No such draft');
      return draftOf(queued);
    },

    /**
     * Puts a proven draft in force: a new problem, or a new version of the one it edits (its row
     * updated in place, its tests replaced). The draft stays as the record of that version.
     */
    async publish(actor: Actor, id: string): Promise<{ problemId: string; slug: string; version: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(problemDrafts).where(eq(problemDrafts.id, id)).for('update');
        if (!row || row.publishedAt) throw errors.notFound('No such draft');
        if (row.status !== 'proven' || !row.built)
          throw errors.conflict('Only a proven draft can be published: prove it first');
        const built = row.built as BuiltProblem;
        if (built.version !== row.version)
          throw errors.conflict('The draft changed after its proof: prove it again');
        const values = problemRow(built, 'admin');
        const [existing] = await tx
          .select({
            id: problems.id,
            version: problems.version,
            title: problems.title,
            source: problems.source,
          })
          .from(problems)
          .where(eq(problems.slug, row.slug))
          .for('update');
        if (existing?.source === 'ai') throw errors.conflict(`${row.slug} is a generated problem`);
        let problemId: string;
        if (existing) {
          await tx
            .update(problems)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(problems.id, existing.id));
          await tx.delete(problemTests).where(eq(problemTests.problemId, existing.id));
          problemId = existing.id;
        } else {
          const [created] = await tx.insert(problems).values(values).returning({ id: problems.id });
          if (!created) throw new Error('could not store the problem');
          problemId = created.id;
        }
        await insertTests(tx, problemId, built.tests);
        await tx
          .update(problemDrafts)
          .set({ problemId, publishedAt: new Date(), publishedBy: actor.id, built: null })
          .where(eq(problemDrafts.id, id));
        await audit.append(tx, actor, {
          action: existing ? 'problem.version' : 'problem.create',
          target: { type: 'problem', id: problemId, label: values.title },
          before: existing ? { version: existing.version } : null,
          after: { version: row.version, tests: built.tests.length },
        });
        return { problemId, slug: row.slug, version: row.version };
      });
    },

    /** The files in force, the published versions (with the submissions judged against each), the open draft. */
    async source(problemId: string) {
      const p = await repo.problem(problemId);
      if (!p) throw errors.notFound('No such problem');
      const files = await filesInForce(p);
      const [published, counts, open] = await Promise.all([
        repo.published(p.id),
        repo.submissionsByVersion(p.id),
        repo.openOfSlug(p.slug),
      ]);
      const versions: ProblemVersion[] = published.map((v) => ({
        version: v.version,
        publishedAt: (v.publishedAt ?? p.updatedAt).toISOString(),
        publishedBy: v.publishedBy,
        submissions: counts.get(v.version) ?? 0,
        current: v.version === p.version,
      }));
      // Versions no admin published: the bank's (the one in force, and any its learners were judged on).
      for (const [version, n] of counts)
        if (!versions.some((v) => v.version === version))
          versions.push({
            version,
            // When the bank's earlier versions came in force is not recorded.
            publishedAt: version === p.version ? p.updatedAt.toISOString() : null,
            publishedBy: null,
            submissions: n,
            current: version === p.version,
          });
      if (!versions.some((v) => v.current))
        versions.unshift({
          version: p.version,
          publishedAt: p.updatedAt.toISOString(),
          publishedBy: null,
          submissions: 0,
          current: true,
        });
      return {
        problemId: p.id,
        slug: p.slug,
        version: p.version,
        files,
        versions,
        draftId: open?.id ?? null,
      };
    },

    async exportZip(problemId: string): Promise<{ slug: string; zip: Uint8Array }> {
      const p = await repo.problem(problemId);
      if (!p) throw errors.notFound('No such problem');
      return { slug: p.slug, zip: zipFolder(p.slug, asMap(await filesInForce(p))) };
    },
  };
}
export type AuthoringService = ReturnType<typeof createAuthoring>;
