import { z } from 'zod';
import { Language, SubmissionStatus } from '../domain.ts';
import { Envelope, Pagination } from './common.ts';

/**
 * The operator's screens (issue 26, docs/decisions/027-operators.md): Manage Users and the audit
 * log. Every route here is under /api/admin and needs the admin role.
 */

export const USER_ROLES = ['user', 'admin'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;
/** An account is active, disabled by an admin, or deleted by its owner (anonymised, kept). */
export const USER_STATES = ['active', 'disabled', 'deleted'] as const;
export const UserState = z.enum(USER_STATES);
export type UserState = z.infer<typeof UserState>;

export const ADMIN_USERS_PAGE_SIZE = 20;

export const AdminUsersQuery = z.object({
  /** Part of a name or an e-mail address, any case. */
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  role: UserRole.optional(),
  state: UserState.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserSummary = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: UserRole,
  state: UserState,
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
  solved: z.number().int(),
  /** Judged submissions. */
  submissions: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummary>;

export const AdminUsersResponse = Envelope.extend({
  data: z.object({ users: z.array(AdminUserSummary), pagination: Pagination }),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

/** A session an admin sees: the device and the times, never the token or its hash. */
export const AdminSession = z.object({
  _id: z.string(),
  /** Browser and system, from the User-Agent at sign-in. */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
});
export const AdminUserSubmission = z.object({
  _id: z.string(),
  problemTitle: z.string(),
  problemSlug: z.string(),
  language: Language,
  status: SubmissionStatus,
  createdAt: z.string(),
  contestId: z.string().nullable(),
});
export const AdminUserContest = z.object({
  _id: z.string(),
  name: z.string(),
  startTime: z.string(),
  registeredAt: z.string(),
  /** Accepted submissions of the learner in the contest. */
  solved: z.number().int(),
});
export const AdminUserDetail = AdminUserSummary.extend({
  timeZone: z.string(),
  sessions: z.array(AdminSession),
  recentSubmissions: z.array(AdminUserSubmission),
  contests: z.array(AdminUserContest),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;
export const AdminUserResponse = Envelope.extend({ data: z.object({ user: AdminUserDetail }) });
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;

export const AdminUserUpdate = z
  .object({ role: UserRole.optional(), disabled: z.boolean().optional() })
  .refine((u) => u.role !== undefined || u.disabled !== undefined, {
    message: 'Give a role or a disabled state to change',
  });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

/** How long a reset link made by an admin works: long enough to hand over out of band. */
export const ADMIN_RESET_LINK_HOURS = 24;
export const AdminResetLinkResponse = Envelope.extend({
  data: z.object({ link: z.string(), expiresAt: z.string() }),
});
export type AdminResetLinkResponse = z.infer<typeof AdminResetLinkResponse>;
export const AdminRevokeResponse = Envelope.extend({ data: z.object({ revoked: z.number().int() }) });

export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be disabled or demoted';
export const ACCOUNT_DISABLED_MESSAGE = "This account has been disabled. Please contact the site's admin.";

/** What the audit log records (decision 027). */
export const AUDIT_ACTIONS = [
  'user.role',
  'user.disable',
  'user.enable',
  'user.reset-link',
  'user.revoke-sessions',
  'problem.publish',
  'problem.unpublish',
  'problem.republish',
  'problem.create',
  'problem.version',
  'problem.rejudge',
  'system.judging',
  'system.limits',
  'contest.create',
  'contest.update',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.role': 'Changed a role',
  'user.disable': 'Disabled an account',
  'user.enable': 'Re-enabled an account',
  'user.reset-link': 'Made a password-reset link',
  'user.revoke-sessions': 'Signed out every session',
  'problem.publish': 'Published a generated problem',
  'problem.unpublish': 'Unpublished a problem',
  'problem.republish': 'Published a problem again',
  'problem.create': 'Published a new problem',
  'problem.version': 'Published a new version of a problem',
  'problem.rejudge': 'Rejudged past submissions of a problem',
  'system.judging': 'Paused or resumed judging',
  'system.limits': 'Changed a run-time limit',
  'contest.create': 'Created a contest',
  'contest.update': 'Edited a contest',
};

export const AUDIT_PAGE_SIZE = 25;
export const AuditQuery = z.object({
  action: AuditAction.optional(),
  /** The admin who acted. */
  actor: z.string().uuid('actor must be an id').optional(),
  /** The id of what was acted on. */
  target: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string(), name: z.string() }),
  action: AuditAction,
  target: z.object({ type: z.string(), _id: z.string(), label: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditResponse = Envelope.extend({
  data: z.object({ entries: z.array(AuditEntry), pagination: Pagination }),
});
export type AuditResponse = z.infer<typeof AuditResponse>;

/** System Settings (decision 027): what is in force, and what an admin sets at run time. */
export const ConfigEntry = z.object({
  name: z.string(),
  /** A secret is only ever 'set' or 'unset'. */
  value: z.string(),
  secret: z.boolean(),
});
export const JudgeWorkerRow = z.object({
  _id: z.string(),
  host: z.string(),
  slots: z.number().int(),
  lastSeenAt: z.string(),
  /** Beat within the last 10 s. */
  alive: z.boolean(),
  /**
   * The languages this worker's judge can run (its toolchains found at start); null when the
   * worker did not report them: the screen says so rather than guess from this server's judge.
   */
  languages: z.array(Language).nullable(),
});
export const RunTimeSettings = z.object({
  judgingPaused: z.boolean(),
  pausedAt: z.string().nullable(),
  pausedBy: z.string().nullable(),
  pendingPerUser: z.number().int(),
  tutorQuotaPerHour: z.number().int(),
  /** The configured values that apply when none is set here. */
  configured: z.object({ pendingPerUser: z.number().int(), tutorQuotaPerHour: z.number().int() }),
});
export type RunTimeSettings = z.infer<typeof RunTimeSettings>;
export const AdminSystemResponse = Envelope.extend({
  data: z.object({
    settings: RunTimeSettings,
    config: z.array(ConfigEntry),
    workers: z.array(JudgeWorkerRow),
    database: z.object({ mode: z.enum(['embedded', 'external']), sizeBytes: z.number().int() }),
    mail: z.boolean(),
  }),
});
export type AdminSystemResponse = z.infer<typeof AdminSystemResponse>;
export const AdminSystemUpdate = z
  .object({
    judgingPaused: z.boolean().optional(),
    /** null: back to the configured value. */
    pendingPerUser: z
      .number({ error: 'Pending submissions per learner must be a whole number' })
      .int('Pending submissions per learner must be a whole number')
      .min(1, 'Pending submissions per learner must be at least 1')
      .max(100, 'Pending submissions per learner must be at most 100')
      .nullable()
      .optional(),
    tutorQuotaPerHour: z
      .number({ error: 'Tutor questions per hour must be a whole number' })
      .int('Tutor questions per hour must be a whole number')
      .min(0, 'Tutor questions per hour must be at least 0')
      .max(10000, 'Tutor questions per hour must be at most 10000')
      .nullable()
      .optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), { message: 'Nothing to change' });
export type AdminSystemUpdate = z.infer<typeof AdminSystemUpdate>;
/** What a learner's submission says while judging is paused. */
export const JUDGING_PAUSED_MESSAGE =
  "Judging is paused by the site's admin: your submission is queued and will be judged when judging resumes.";

/** Manage Problems (decision 027): every problem, bank, generated and authored. */
export const PROBLEM_SOURCES = ['bank', 'ai', 'admin'] as const;
export const ADMIN_PROBLEMS_PAGE_SIZE = 20;
export const AdminProblemsQuery = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  source: z.enum(PROBLEM_SOURCES).optional(),
  state: z.enum(['published', 'unpublished']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PROBLEMS_PAGE_SIZE),
});
export type AdminProblemsQuery = z.infer<typeof AdminProblemsQuery>;
export const AdminProblemRow = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  difficulty: z.string(),
  category: z.string(),
  source: z.enum(PROBLEM_SOURCES),
  /** The content hash of the version in force (a bank folder's, or a generated problem's). */
  version: z.string(),
  /**
   * A generated problem still private to its learner (not published to the bank): learners other
   * than its owner do not see it, whatever its state here.
   */
  privateToOwner: z.boolean(),
  published: z.boolean(),
  unpublishedAt: z.string().nullable(),
  submissions: z.number().int(),
  accepted: z.number().int(),
  solvedBy: z.number().int(),
  tests: z.number().int(),
  createdAt: z.string(),
});
export type AdminProblemRow = z.infer<typeof AdminProblemRow>;
export const AdminProblemsResponse = Envelope.extend({
  data: z.object({ problems: z.array(AdminProblemRow), pagination: Pagination }),
});
export type AdminProblemsResponse = z.infer<typeof AdminProblemsResponse>;
export const AdminProblemUpdate = z.object({ published: z.boolean() });
export type AdminProblemUpdate = z.infer<typeof AdminProblemUpdate>;
