import { CATEGORIES, CATEGORY_LABELS, type Category, type Difficulty } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visibleTo } from '../problems/repository.ts';
import { accuracy } from './definitions.ts';

/**
 * Dashboard recommendations by a rule anyone can check (until the AI engine lands, and labelled
 * so): unsolved problems in the learner's weakest categories, at the learner's level.
 */
/** Solves at a level before the rule moves the learner up. */
export const LEVEL_UP_SOLVES = 3;
/** Category accuracy below this counts as weak (the analytics colour threshold too). */
export const WEAK_BELOW = 70;

export const RECOMMENDATION_RULE =
  'Picked by a simple rule, not by AI: unsolved problems from your weakest categories ' +
  `(below ${WEAK_BELOW}% accuracy first, lowest first; then categories you have not tried), at your level ` +
  `(easy until you have solved ${LEVEL_UP_SOLVES} easy problems, then medium until ${LEVEL_UP_SOLVES} medium, then hard).`;

export interface CategoryAccuracy {
  category: string;
  judged: number;
  accepted: number;
}

export interface Candidate {
  id: string;
  title: string;
  difficulty: Difficulty;
  category: Category;
  estimatedMinutes: number;
}

/** The difficulty the learner should practise next, from their solves per difficulty. */
export function targetDifficulty(solvedBy: Record<Difficulty, number>): Difficulty {
  if (solvedBy.easy < LEVEL_UP_SOLVES) return 'easy';
  if (solvedBy.medium < LEVEL_UP_SOLVES) return 'medium';
  return 'hard';
}

/** Categories weakest first, each with the reason it ranks there. */
export function weakestCategories(
  stats: readonly CategoryAccuracy[],
): Array<{ category: Category; reason: string }> {
  const by = new Map(stats.map((s) => [s.category, s]));
  const tried: Array<{ category: Category; acc: number }> = [];
  const untried: Category[] = [];
  for (const c of CATEGORIES) {
    const s = by.get(c);
    const acc = s ? accuracy(s.accepted, s.judged) : null;
    if (acc === null) untried.push(c);
    else tried.push({ category: c, acc });
  }
  // Stable sort keeps the spec's category order among equal accuracies.
  tried.sort((a, b) => a.acc - b.acc);
  const label = (c: Category) => CATEGORY_LABELS[c];
  return [
    ...tried
      .filter((t) => t.acc < WEAK_BELOW)
      .map((t) => ({ category: t.category, reason: `${label(t.category)}: ${Math.floor(t.acc)}% accuracy` })),
    ...untried.map((c) => ({ category: c, reason: `${label(c)}: not tried yet` })),
    ...tried
      .filter((t) => t.acc >= WEAK_BELOW)
      .map((t) => ({ category: t.category, reason: `${label(t.category)}: ${Math.floor(t.acc)}% accuracy` })),
  ];
}

const DIFFICULTY_ORDER: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };

/**
 * The first `n` recommendations: one problem per category in weakness order at the target
 * difficulty; if that leaves fewer than `n`, the nearest difficulty fills in. Within a category
 * the quickest problem first (estimated time, then title).
 */
export function pickRecommendations(
  unsolved: readonly Candidate[],
  categoryStats: readonly CategoryAccuracy[],
  target: Difficulty,
  n = 3,
): Array<Candidate & { reason: string }> {
  const order = weakestCategories(categoryStats);
  const sorted = [...unsolved].sort(
    (a, b) =>
      a.estimatedMinutes - b.estimatedMinutes ||
      (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id < b.id ? -1 : 1),
  );
  const picked: Array<Candidate & { reason: string }> = [];
  const used = new Set<string>();
  const distance = (d: Difficulty) => Math.abs(DIFFICULTY_ORDER[d] - DIFFICULTY_ORDER[target]);
  for (const maxDistance of [0, 1, 2]) {
    for (const { category, reason } of order) {
      if (picked.length >= n) return picked;
      if (picked.some((p) => p.category === category)) continue;
      const found = sorted.find(
        (p) => p.category === category && !used.has(p.id) && distance(p.difficulty) <= maxDistance,
      );
      if (found) {
        used.add(found.id);
        picked.push({ ...found, reason });
      }
    }
  }
  return picked;
}

export type ProblemRow = {
  id: string;
  title: string;
  difficulty: Difficulty;
  category: Category;
  estimated_minutes: number;
  solved: boolean;
};

/** Every problem with whether the learner solved it (the bank is small: hundreds of problems). */
export async function loadCandidates(db: Db, userId: string): Promise<ProblemRow[]> {
  return (
    await db.execute<ProblemRow>(sql`
      select problems.id, problems.title, problems.difficulty, problems.category, problems.estimated_minutes,
        (up.solved_at is not null) as solved
      from problems left join user_problems up on up.problem_id = problems.id and up.user_id = ${userId}
      where ${visibleTo(userId)}`)
  ).rows;
}

/** Applies the rule to the problems and the learner's category accuracy. */
export function recommend(
  problems: readonly ProblemRow[],
  categoryStats: readonly CategoryAccuracy[],
  n = 3,
) {
  const solvedBy: Record<Difficulty, number> = { easy: 0, medium: 0, hard: 0 };
  const unsolved: Candidate[] = [];
  for (const r of problems) {
    if (r.solved) solvedBy[r.difficulty] += 1;
    else
      unsolved.push({
        id: r.id,
        title: r.title,
        difficulty: r.difficulty,
        category: r.category,
        estimatedMinutes: r.estimated_minutes,
      });
  }
  return {
    picks: n > 0 ? pickRecommendations(unsolved, categoryStats, targetDifficulty(solvedBy), n) : [],
    unsolved,
    solvedBy,
  };
}
