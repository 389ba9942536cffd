/**
 * The schema of a problem folder (content/FORMAT.md).
 *
 * How to change this: FORMAT.md is the contract other authors write against, so change it first,
 * then this file, then run `npm run content:check -- --all`. Keep error messages naming the file
 * and the field: authors read them, not stack traces.
 */
import { Category, CheckerKind, Difficulty, Signature } from '@codecoach/contracts';
import { z } from 'zod';

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case kebab-case');

/** Languages a reference or a planted solution may be written in, by file extension. */
export const SOURCE_LANGUAGES = { js: 'javascript', py: 'python', java: 'java', cpp: 'cpp' } as const;
export type SourceLanguage = (typeof SOURCE_LANGUAGES)[keyof typeof SOURCE_LANGUAGES];
/** Every problem has a reference in each of these. */
export const REFERENCE_LANGUAGES: readonly SourceLanguage[] = ['javascript', 'python', 'java', 'cpp'];
export const REFERENCE_FILES: Record<SourceLanguage, string> = {
  javascript: 'solutions/solution.js',
  python: 'solutions/solution.py',
  java: 'solutions/solution.java',
  cpp: 'solutions/solution.cpp',
};
/** A problem may have a reference in these too (issue 29): proven like the others when it does. */
export const OPTIONAL_REFERENCE_LANGUAGES = ['c', 'csharp', 'typescript', 'go', 'rust', 'ruby'] as const;
export type OptionalLanguage = (typeof OPTIONAL_REFERENCE_LANGUAGES)[number];
export type ReferenceLanguage = SourceLanguage | OptionalLanguage;
export const OPTIONAL_REFERENCE_FILES: Record<OptionalLanguage, string> = {
  c: 'solutions/solution.c',
  csharp: 'solutions/solution.cs',
  ruby: 'solutions/solution.rb',
  rust: 'solutions/solution.rs',
  go: 'solutions/solution.go',
  typescript: 'solutions/solution.ts',
};
/** The languages a problem's references are in: the required ones, then the optional it has. */
export function referenceLanguages(source: { solutions: Solutions }): ReferenceLanguage[] {
  return [
    ...REFERENCE_LANGUAGES,
    ...OPTIONAL_REFERENCE_LANGUAGES.filter((l) => source.solutions[l] !== undefined),
  ];
}
/** A problem's references: the four required, and C, C#, TypeScript, Go, Rust and Ruby where it has them. */
export type Solutions = Record<SourceLanguage, string> & Partial<Record<OptionalLanguage, string>>;

/** Verdicts a planted wrong solution may be planted for (never accepted, never the judge's fault). */
export const PlantedVerdict = z.enum([
  'wrong_answer',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'runtime_error',
]);
export type PlantedVerdict = z.infer<typeof PlantedVerdict>;

export const Example = z.strictObject({
  /** Readable form, `nums = [2,7,11,15], target = 9`; checked against `args`. */
  input: z.string().min(1),
  args: z.array(z.unknown()),
  /** Readable form of the reference's answer; must be JSON (`[0,1]`, `true`, `"bab"`, `2.00000`). */
  output: z.string().min(1),
  explanation: z.string().min(1).optional(),
});
export type Example = z.infer<typeof Example>;

export const WrongEntry = z.strictObject({
  file: z
    .string()
    .regex(/^wrong\/[a-z0-9][a-z0-9-]*\.(js|py|java|cpp)$/, 'must be wrong/<kebab-name>.(js|py|java|cpp)'),
  expect: PlantedVerdict,
  why: z.string().min(1),
});
export type WrongEntry = z.infer<typeof WrongEntry>;

export const ProblemMeta = z.strictObject({
  title: z.string().min(1).max(100),
  slug: kebab,
  difficulty: Difficulty,
  category: Category,
  tags: z
    .array(kebab)
    .min(1)
    .max(6)
    .refine((tags) => new Set(tags).size === tags.length, 'tags must be unique'),
  estimatedMinutes: z.number().int().min(1).max(240),
  timeLimitMs: z.number().int().min(50).max(10_000),
  memoryLimitMb: z.number().int().min(32).max(1024),
  /** The editorial's best time complexity, `O(...)`: what the tutor's Optimize compares against. */
  targetComplexity: z.string().regex(/^O\(.+\)$/, 'must be a big-O expression such as "O(n log n)"'),
  signature: Signature,
  checker: CheckerKind,
  constraints: z.array(z.string().min(1)).min(1),
  // A nudge first, the key idea last: one hint cannot be both.
  hints: z.array(z.string().min(1)).min(2).max(8),
  examples: z.array(Example).min(1).max(6),
  tests: z.strictObject({
    seed: z.number().int().min(0),
    random: z.number().int().min(0).max(200),
    // The issue asks for agreement on "hundreds" of small inputs.
    small: z.number().int().min(200).max(5000),
  }),
  wrong: z
    .array(WrongEntry)
    .min(1)
    .refine((w) => new Set(w.map((x) => x.file)).size === w.length, 'wrong files must be unique'),
  /**
   * Inputs that break the statement, planted for validator.py to reject (at least one per stated
   * precondition); `rule` is a piece of the message it must give (FORMAT.md "validator.py").
   */
  invalid: z
    .array(z.strictObject({ args: z.array(z.unknown()), rule: z.string().min(3) }))
    .min(1)
    .optional(),
});
export type ProblemMeta = z.infer<typeof ProblemMeta>;

export const EdgeTest = z.strictObject({
  name: z.string().min(1),
  input: z.array(z.unknown()),
  /** Worked out by hand; the build checks it against the reference's answer. */
  expected: z.unknown().optional(),
});
export type EdgeTest = z.infer<typeof EdgeTest>;
export const EdgeFile = z
  .array(EdgeTest)
  .refine(
    (tests) => new Set(tests.map((t) => t.name)).size === tests.length,
    'edge test names must be unique',
  );

/** Hidden tests the build must produce, at least (FORMAT.md). */
export const MIN_HIDDEN_TESTS = 15;
/** Inputs at the top of the constraints `gen.py large` must print, at least. */
export const MIN_LARGE_TESTS = 2;

/** One problem found with a problem folder: the file, the field inside it, and what is wrong. */
export interface Issue {
  file: string;
  field?: string;
  message: string;
}

export function formatIssue(slug: string, issue: Issue): string {
  return `${slug}/${issue.file}${issue.field ? ` ${issue.field}` : ''}: ${issue.message}`;
}

/** Thrown when a problem folder is invalid; carries every issue found, not only the first. */
export class ContentError extends Error {
  constructor(
    readonly slug: string,
    readonly issues: Issue[],
  ) {
    super(issues.map((i) => formatIssue(slug, i)).join('\n'));
    this.name = 'ContentError';
  }
}

/** `examples[0].args` from a zod path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

export function zodIssues(file: string, error: z.ZodError, prefix = ''): Issue[] {
  return error.issues.map((i) => {
    const field = `${prefix}${fieldPath(i.path)}`;
    return field ? { file, field, message: i.message } : { file, message: i.message };
  });
}
