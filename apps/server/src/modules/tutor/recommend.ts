import type { CategoryResult, TutorEngine } from '@codecoach/tutor';
import type { TutorRepository } from './repository.ts';

async function categoryResults(repo: TutorRepository, userId: string): Promise<CategoryResult[]> {
  const rows = await repo.categories(userId);
  return rows.map((r) => ({
    category: r.category,
    solved: r.solved,
    total: r.total,
    attempted: r.attempted,
    accuracy: r.judged > 0 ? Math.round((100 * r.accepted) / r.judged) : null,
  }));
}

/** Recommendations from the learner's real results, written by the engine in use. */
async function recommend(repo: TutorRepository, engine: TutorEngine, userId: string, limit: number) {
  const [categories, { open, attempted }] = await Promise.all([
    categoryResults(repo, userId),
    repo.candidates(userId, 200),
  ]);
  const answer = await engine.recommend({ categories, candidates: open, unsolvedAttempts: attempted, limit });
  const byId = new Map(open.map((p) => [p.id, p]));
  return {
    ...answer,
    items: answer.items.map((i) => {
      const p = i.problemId ? byId.get(i.problemId) : undefined;
      return { ...i, ...(p ? { difficulty: p.difficulty, category: p.category } : {}) };
    }),
  };
}

export const tutorRecommendations = { categoryResults, recommend };
