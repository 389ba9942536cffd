import { z } from 'zod';
import { Difficulty, Language, SubmissionStatus, Verdict } from '../domain.ts';
import { Envelope, Pagination } from './common.ts';

export const SUBMISSION_PAGE_SIZE = 20;
/** Largest source file accepted (bytes of UTF-8). */
export const MAX_CODE_BYTES = 64 * 1024;
/** Run Code uses at most this many visible tests (spec §9). */
export const RUN_VISIBLE_TESTS = 3;

const code = z
  .string()
  .min(1, 'Code is required')
  .refine(
    (c) => new TextEncoder().encode(c).length <= MAX_CODE_BYTES,
    `Code must be at most ${MAX_CODE_BYTES / 1024} KB`,
  );

export const RunRequest = z.object({
  problemId: z.string().min(1).max(100),
  language: Language,
  code,
  /** A JSON array of the arguments in signature order, e.g. `[[2,7,11,15], 9]`. */
  customInput: z
    .string()
    .max(256 * 1024)
    .optional(),
});
export type RunRequest = z.infer<typeof RunRequest>;

export const RunTestResult = z.object({
  input: z.string(),
  expectedOutput: z.unknown(),
  actualOutput: z.unknown(),
  passed: z.boolean(),
  verdict: Verdict,
  runtime: z.number(),
  stdout: z.string(),
  error: z.string().optional(),
  custom: z.boolean(),
});

export const RunResponse = Envelope.extend({
  data: z.object({
    status: Verdict,
    results: z.array(RunTestResult),
    compileOutput: z.string().optional(),
    errorMessage: z.string().optional(),
    runtime: z.number(),
    memory: z.number(),
  }),
});
export type RunResponse = z.infer<typeof RunResponse>;

export const SubmitRequest = z.object({
  problemId: z.string().min(1).max(100),
  language: Language,
  code,
  contestId: z.string().uuid().optional(),
});
export type SubmitRequest = z.infer<typeof SubmitRequest>;

export const SubmitResponse = Envelope.extend({
  data: z.object({
    submission: z.object({ _id: z.string(), status: z.literal('pending') }),
    /** Judging is paused by an admin: the submission waits in the queue (the message says so). */
    judgingPaused: z.boolean().optional(),
  }),
});

export const FailedTest = z.object({
  /** Readable form of the arguments, e.g. `nums = [2,7], target = 9`. */
  input: z.string(),
  expectedOutput: z.unknown(),
  actualOutput: z.unknown(),
});
export type FailedTest = z.infer<typeof FailedTest>;

export const Submission = z.object({
  _id: z.string(),
  problemId: z.object({ _id: z.string(), title: z.string(), difficulty: Difficulty }),
  code: z.string(),
  language: Language,
  status: SubmissionStatus,
  runtime: z.number().nullable(),
  memory: z.number().nullable(),
  testCasesPassed: z.number().int(),
  totalTestCases: z.number().int(),
  submittedAt: z.string(),
  points: z.number().int(),
  errorMessage: z.string().nullable(),
  compileOutput: z.string().nullable().optional(),
  failedTest: FailedTest.nullable().optional(),
});
export type Submission = z.infer<typeof Submission>;

export const SubmissionResponse = Envelope.extend({ data: z.object({ submission: Submission }) });

export const SubmissionListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(SUBMISSION_PAGE_SIZE),
  sort: z.enum(['submittedAt', 'runtime', 'memory']).default('submittedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: SubmissionStatus.optional(),
  language: Language.optional(),
  /** A problem's id (a uuid): anything else is a 400, not a database error. */
  problemId: z.string().uuid('problemId must be a problem id').optional(),
});
export type SubmissionListQuery = z.infer<typeof SubmissionListQuery>;

export const SubmissionListResponse = Envelope.extend({
  data: z.object({ submissions: z.array(Submission), pagination: Pagination }),
});
export type SubmissionListResponse = z.infer<typeof SubmissionListResponse>;

/** Server-Sent Events of `/api/submissions/:id/events`. */
export const SubmissionEvent = z.discriminatedUnion('phase', [
  z.object({ phase: z.literal('queued') }),
  z.object({ phase: z.literal('compiling') }),
  z.object({ phase: z.literal('running'), test: z.number().int(), total: z.number().int() }),
  z.object({ phase: z.literal('verdict'), submission: Submission }),
]);
export type SubmissionEvent = z.infer<typeof SubmissionEvent>;
