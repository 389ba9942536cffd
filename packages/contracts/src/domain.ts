import { z } from 'zod';

/** The 18 problem categories of spec §9, in the spec's order. */
export const CATEGORIES = [
  'array',
  'string',
  'linkedlist',
  'tree',
  'graph',
  'dp',
  'greedy',
  'backtracking',
  'sorting',
  'searching',
  'math',
  'bit-manipulation',
  'two-pointers',
  'sliding-window',
  'stack',
  'queue',
  'heap',
  'trie',
] as const;
export const Category = z.enum(CATEGORIES);
export type Category = z.infer<typeof Category>;
/** How each category is named on screen. */
export const CATEGORY_LABELS: Record<Category, string> = {
  array: 'Array',
  string: 'String',
  linkedlist: 'Linked List',
  tree: 'Tree',
  graph: 'Graph',
  dp: 'Dynamic Programming',
  greedy: 'Greedy',
  backtracking: 'Backtracking',
  sorting: 'Sorting',
  searching: 'Searching',
  math: 'Math',
  'bit-manipulation': 'Bit Manipulation',
  'two-pointers': 'Two Pointers',
  'sliding-window': 'Sliding Window',
  stack: 'Stack',
  queue: 'Queue',
  heap: 'Heap',
  trie: 'Trie',
};

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const Difficulty = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof Difficulty>;

/** Submission languages of spec §9, with the labels the spec shows. */
export const LANGUAGES = ['javascript', 'python', 'java', 'cpp', 'c', 'csharp', 'typescript'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const LANGUAGE_LABELS: Record<Language, string> = {
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  c: 'C',
  csharp: 'C#',
  typescript: 'TypeScript',
};
/**
 * Each language's time limit is the problem's (stated for C++) times this: what its runtime
 * costs on the same algorithm, measured on this judge (bench/judge). The judge applies it; the
 * problem page shows it.
 */
export const TIME_MULTIPLIER: Record<Language, number> = {
  javascript: 2,
  python: 3,
  java: 2,
  cpp: 1,
  c: 1,
  csharp: 2,
  typescript: 2,
};
/** The languages the solve screen offers (spec §9). */
export const EDITOR_LANGUAGES = [
  'javascript',
  'python',
  'java',
  'cpp',
  'c',
  'csharp',
] as const satisfies readonly Language[];

/** Final verdicts of spec §4, plus the judge's own failure. */
export const VERDICTS = [
  'accepted',
  'wrong_answer',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'runtime_error',
  'compilation_error',
  'internal_error',
] as const;
export const Verdict = z.enum(VERDICTS);
export type Verdict = z.infer<typeof Verdict>;

export const SUBMISSION_STATUSES = [...VERDICTS, 'pending'] as const;
export const SubmissionStatus = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

export const ROLES = ['user', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const CHECKERS = ['exact', 'unordered', 'unordered-deep', 'float', 'custom'] as const;
export const CheckerKind = z.enum(CHECKERS);
export type CheckerKind = z.infer<typeof CheckerKind>;
