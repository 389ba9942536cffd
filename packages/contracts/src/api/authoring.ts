import { z } from 'zod';
import { Envelope } from './common.ts';

/**
 * Authoring problems in the browser (issue 26, docs/decisions/028-authoring.md): an admin edits a
 * problem as the files of its folder (content/FORMAT.md), saves them as a draft, proves the draft
 * in the sandbox with the bank's own proof, and publishes only a proven draft. Every route is
 * under /api/admin and needs the admin role.
 */

/** A problem's slug: lower-case kebab-case, as the bank's folder names. */
export const ProblemSlug = z
  .string()
  .trim()
  .min(3, 'Slug must be at least 3 characters')
  .max(60, 'Slug must be at most 60 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug must be lower-case words joined by hyphens, like two-sum');

/** A problem folder: relative path -> text (problem.yaml, statement.md, solutions/solution.js...). */
export const ProblemFiles = z.record(z.string().max(200), z.string());
export type ProblemFiles = z.infer<typeof ProblemFiles>;

export const DRAFT_STATUSES = ['draft', 'queued', 'proving', 'proven', 'failed'] as const;
export const DraftStatus = z.enum(DRAFT_STATUSES);
export type DraftStatus = z.infer<typeof DraftStatus>;

/** One rule a folder breaks, found without running anything (content/FORMAT.md). */
export const FolderIssue = z.object({
  file: z.string(),
  field: z.string().optional(),
  message: z.string(),
});
export type FolderIssue = z.infer<typeof FolderIssue>;

/** One check of a proof, as it ended. */
export const DraftCheck = z.object({ name: z.string(), ok: z.boolean(), detail: z.string(), ms: z.number() });
export type DraftCheck = z.infer<typeof DraftCheck>;

export const DraftSummary = z.object({
  _id: z.string(),
  slug: z.string(),
  /** The problem this draft edits (or became, once published); null for a new problem. */
  problemId: z.string().nullable(),
  /** The content hash of its files: the version a publish puts in force. */
  version: z.string(),
  status: DraftStatus,
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  provedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type DraftSummary = z.infer<typeof DraftSummary>;

export const Draft = DraftSummary.extend({
  files: ProblemFiles,
  /** What the folder's rules find wrong now; a draft with any cannot be proven. */
  issues: z.array(FolderIssue),
  /** The proof's checks so far (live while it runs), in the bank's order. */
  checks: z.array(DraftCheck),
  /** Why the proof stopped, when it failed outside a check (e.g. its worker stopped). */
  reason: z.string().nullable(),
});
export type Draft = z.infer<typeof Draft>;

export const DraftResponse = Envelope.extend({ data: z.object({ draft: Draft }) });
export type DraftResponse = z.infer<typeof DraftResponse>;
export const DraftsResponse = Envelope.extend({ data: z.object({ drafts: z.array(DraftSummary) }) });
export type DraftsResponse = z.infer<typeof DraftsResponse>;

export const CreateDraftInput = z.object({
  slug: ProblemSlug,
  files: ProblemFiles,
});
export type CreateDraftInput = z.infer<typeof CreateDraftInput>;
export const UpdateDraftInput = z.object({ files: ProblemFiles });
export type UpdateDraftInput = z.infer<typeof UpdateDraftInput>;

/** A published version of a problem: what its learners' submissions were judged against. */
export const ProblemVersion = z.object({
  version: z.string(),
  /** Null for an earlier version of the bank's, whose date is not recorded. */
  publishedAt: z.string().nullable(),
  /** The admin who published it; null for the bank's own versions. */
  publishedBy: z.string().nullable(),
  /** Submissions judged against this version. */
  submissions: z.number().int(),
  current: z.boolean(),
});
export type ProblemVersion = z.infer<typeof ProblemVersion>;

export const ProblemSourceResponse = Envelope.extend({
  data: z.object({
    problemId: z.string(),
    slug: z.string(),
    version: z.string(),
    files: ProblemFiles,
    versions: z.array(ProblemVersion),
    /** The open draft of this problem, if any (one at a time). */
    draftId: z.string().nullable(),
  }),
});
export type ProblemSourceResponse = z.infer<typeof ProblemSourceResponse>;

export const PublishDraftResponse = Envelope.extend({
  data: z.object({ problemId: z.string(), slug: z.string(), version: z.string() }),
});
export type PublishDraftResponse = z.infer<typeof PublishDraftResponse>;

/** A rejudge of a problem's past submissions against the version in force (decision 031). */
export const Rejudge = z.object({
  _id: z.string(),
  /** The version in force when it was asked for. */
  version: z.string(),
  /** The admin who asked; null once that account is gone. */
  requestedBy: z.string().nullable(),
  total: z.number().int(),
  /** Judged again so far; `changed` of them got another verdict. */
  judged: z.number().int(),
  changed: z.number().int(),
  /** The judge failed on every attempt: those keep their verdict. */
  failed: z.number().int(),
  createdAt: z.string(),
  /** Set once every submission is done and points, counters and progress follow. */
  finishedAt: z.string().nullable(),
});
export type Rejudge = z.infer<typeof Rejudge>;

export const RejudgesView = z.object({
  version: z.string(),
  /** Past submissions judged on another version: what a rejudge would take now. */
  stale: z.number().int(),
  /** The latest rejudges, newest first. */
  rejudges: z.array(Rejudge),
});
export type RejudgesView = z.infer<typeof RejudgesView>;

export const RejudgesResponse = Envelope.extend({ data: RejudgesView });
export type RejudgesResponse = z.infer<typeof RejudgesResponse>;

export const RejudgeResponse = Envelope.extend({ data: z.object({ rejudge: Rejudge }) });
export type RejudgeResponse = z.infer<typeof RejudgeResponse>;
