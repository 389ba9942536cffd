import {
  EDITOR_LANGUAGES,
  formatReadableInput,
  type Problem,
  type ProblemSummary,
} from '@codecoach/contracts';
import { starterCode } from '@codecoach/judge';
import type { ProblemPageRow, ProblemSummaryRow } from './repository.ts';

export function acceptanceRate(accepted: number, judged: number): number {
  return judged === 0 ? 0 : Math.round((accepted / judged) * 1000) / 10;
}

export function toSummary(p: ProblemSummaryRow): ProblemSummary {
  return {
    _id: p.id,
    title: p.title,
    slug: p.slug,
    difficulty: p.difficulty,
    category: p.category,
    tags: p.tags,
    solved: p.solvedAt !== null,
    attempted: (p.attempts ?? 0) > 0,
    statistics: { acceptanceRate: acceptanceRate(p.acceptedCount, p.submissionsCount), solvedBy: p.solvedBy },
    estimatedTime: p.estimatedMinutes,
    source: p.source,
  };
}

export function toProblem(p: ProblemPageRow): Problem {
  return {
    ...toSummary(p),
    description: p.description,
    hints: p.hints,
    examples: p.examples,
    constraints: p.constraints,
    signature: p.signature,
    starterCode: Object.fromEntries(EDITOR_LANGUAGES.map((l) => [l, starterCode(p.signature, l)])),
    testCases: p.visibleTests.map((t) => ({
      input: formatReadableInput(p.signature, t.input),
      args: t.input,
      expectedOutput: t.expected,
      isHidden: false as const,
    })),
    timeLimitMs: p.timeLimitMs,
    memoryLimitMb: p.memoryLimitMb,
    hasSolution: p.hasSolution,
  };
}
