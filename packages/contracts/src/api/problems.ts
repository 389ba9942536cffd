import { z } from 'zod';
import { Category, Difficulty } from '../domain.ts';
import { Signature } from '../signature.ts';
import { Envelope, Pagination } from './common.ts';

export const PROBLEM_PAGE_SIZE = 12;

export const ProblemListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PROBLEM_PAGE_SIZE),
  sort: z.enum(['createdAt', 'difficulty', 'title']).default('createdAt'),
  order: z.enum(['asc', 'desc']).optional(),
  difficulty: Difficulty.optional(),
  category: Category.optional(),
  search: z.string().trim().max(100).optional(),
});
export type ProblemListQuery = z.infer<typeof ProblemListQuery>;

export const ProblemStatistics = z.object({
  /** Percent of judged submissions accepted, one decimal; 0 before any submission. */
  acceptanceRate: z.number(),
  /** Distinct learners with an accepted submission. */
  solvedBy: z.number().int(),
});

export const ProblemSummary = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  difficulty: Difficulty,
  category: Category,
  tags: z.array(z.string()),
  solved: z.boolean(),
  attempted: z.boolean(),
  statistics: ProblemStatistics,
  estimatedTime: z.number().int(),
  source: z.enum(['bank', 'ai', 'admin']),
});
export type ProblemSummary = z.infer<typeof ProblemSummary>;

export const ProblemListResponse = Envelope.extend({
  problems: z.array(ProblemSummary),
  pagination: Pagination,
});
export type ProblemListResponse = z.infer<typeof ProblemListResponse>;

export const RandomProblemQuery = z.object({
  difficulty: Difficulty.optional(),
  category: Category.optional(),
});
export const RandomProblemResponse = Envelope.extend({ problem: ProblemSummary });

export const CategoryCountsResponse = Envelope.extend({
  categories: z.array(z.object({ id: Category, count: z.number().int() })),
});

export const TestCase = z.object({
  /** The readable form of the arguments, e.g. `nums = [2,7,11,15], target = 9`. */
  input: z.string(),
  /** The JSON arguments in signature order. */
  args: z.array(z.unknown()),
  expectedOutput: z.unknown(),
  isHidden: z.literal(false),
});

export const Problem = ProblemSummary.extend({
  description: z.string(),
  hints: z.array(z.object({ order: z.number().int(), content: z.string() })),
  examples: z.array(z.object({ input: z.string(), output: z.string(), explanation: z.string().optional() })),
  constraints: z.array(z.string()),
  signature: Signature,
  starterCode: z.record(z.string(), z.string()),
  /** Only the visible tests; hidden tests never leave the server. */
  testCases: z.array(TestCase),
  timeLimitMs: z.number().int(),
  memoryLimitMb: z.number().int(),
  hasSolution: z.boolean(),
});
export type Problem = z.infer<typeof Problem>;

export const ProblemResponse = Envelope.extend({ problem: Problem });
export type ProblemResponse = z.infer<typeof ProblemResponse>;

export const SolutionResponse = Envelope.extend({
  data: z.object({ editorial: z.string(), solutions: z.record(z.string(), z.string()) }),
});
export type SolutionResponse = z.infer<typeof SolutionResponse>;
