import { formatReadableInput } from '@codecoach/content';
import { type Category, EDITOR_LANGUAGES, type Problem, type ProblemSummary } from '@codecoach/contracts';
import { starterCode } from '@codecoach/judge';
import type { ProblemRow, ProgressCols } from './repository.ts';

export function acceptanceRate(accepted: number, judged: number): number {
  return judged === 0 ? 0 : Math.round((accepted / judged) * 1000) / 10;
}

export function toSummary(p: ProblemRow, progress: ProgressCols): ProblemSummary {
  return {
    _id: p.id,
    title: p.title,
    slug: p.slug,
    difficulty: p.difficulty,
    category: p.category as Category,
    tags: p.tags,
    solved: progress.solvedAt !== null,
    attempted: (progress.attempts ?? 0) > 0,
    statistics: { acceptanceRate: acceptanceRate(p.acceptedCount, p.submissionsCount), solvedBy: p.solvedBy },
    estimatedTime: p.estimatedMinutes,
    source: p.source,
  };
}

export function toProblem(
  p: ProblemRow,
  progress: ProgressCols,
  visibleTests: Array<{ input: unknown[]; expected: unknown }>,
): Problem {
  return {
    ...toSummary(p, progress),
    description: p.description,
    hints: p.hints,
    examples: p.examples,
    constraints: p.constraints,
    signature: p.signature,
    starterCode: Object.fromEntries(EDITOR_LANGUAGES.map((l) => [l, starterCode(p.signature, l)])),
    testCases: visibleTests.map((t) => ({
      input: formatReadableInput(p.signature, t.input),
      args: t.input,
      expectedOutput: t.expected,
      isHidden: false as const,
    })),
    timeLimitMs: p.timeLimitMs,
    memoryLimitMb: p.memoryLimitMb,
    hasSolution: Object.keys(p.solutions).length > 0,
  };
}
