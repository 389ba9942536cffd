import type { Difficulty } from '@codecoach/contracts';

/** Points for a problem's first accepted solve (docs/decisions/006-judging-service.md). */
export const SOLVE_POINTS: Record<Difficulty, number> = { easy: 10, medium: 25, hard: 50 };
