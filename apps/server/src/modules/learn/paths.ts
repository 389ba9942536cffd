import { CATEGORIES, type Category, type LearningPath, type LearnProblem } from '@codecoach/contracts';
import type { LearnCatalog } from './content.ts';

/** What the learner has done, as the paths need it. */
export interface LearnerFacts {
  /** Solved (accepted at least once) problem slugs. */
  solved: ReadonlySet<string>;
  completedTutorials: ReadonlySet<string>;
  /** Stored problem ids by slug (problems not yet seeded have none and are not listed). */
  ids: ReadonlyMap<string, string>;
}

/** 0-100, never above 100 and 100 only when all are done. */
export function percent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((100 * Math.min(done, total)) / total)));
}

export function formatDuration(minutes: number): string {
  if (minutes < 60) return `About ${Math.max(5, Math.round(minutes / 5) * 5)} min`;
  const hours = Math.round(minutes / 60);
  return `About ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export function learnProblem(c: LearnCatalog, f: LearnerFacts, slug: string): LearnProblem | undefined {
  const p = c.bank.get(slug);
  const id = f.ids.get(slug);
  if (!p || !id) return undefined;
  return {
    _id: id,
    slug,
    title: p.title,
    difficulty: p.difficulty,
    category: p.category,
    estimatedMinutes: p.estimatedMinutes,
    solved: f.solved.has(slug),
  };
}

/**
 * Every path with the learner's progress: a topic's solved count is its problems (as the content
 * lists them now) that the learner solved, so an edit that removes a problem cannot push a topic
 * past 100% and one that adds a problem lowers it honestly; nothing is stored that could go stale.
 */
export function buildPaths(c: LearnCatalog, f: LearnerFacts): LearningPath[] {
  return c.paths.map((path) => {
    const slugs = new Set<string>();
    const tutorials = new Set<string>();
    const topics = path.topics.flatMap((id) => {
      const t = c.topics.get(id);
      if (!t) return [];
      const tutorial = c.tutorials.get(t.tutorial);
      for (const s of t.problems) slugs.add(s);
      tutorials.add(t.tutorial);
      const solved = t.problems.filter((s) => f.solved.has(s)).length;
      return [
        {
          id: t.id,
          name: t.name,
          completed: solved >= t.problems.length,
          problems: t.problems.length,
          solvedProblems: Math.min(solved, t.problems.length),
          tutorial: {
            id: t.tutorial,
            title: tutorial?.title ?? t.tutorial,
            completed: f.completedTutorials.has(t.tutorial),
          },
          prerequisites: t.prerequisites.map((pre) => {
            const p = c.topics.get(pre);
            return { id: pre, name: p?.name ?? pre, met: !!p && p.problems.every((s) => f.solved.has(s)) };
          }),
          problemList: t.problems.flatMap((s) => learnProblem(c, f, s) ?? []),
        },
      ];
    });
    const total = slugs.size;
    const solved = [...slugs].filter((s) => f.solved.has(s)).length;
    const minutes =
      [...slugs].reduce((m, s) => m + (c.bank.get(s)?.estimatedMinutes ?? 30), 0) +
      [...tutorials].reduce((m, id) => m + (c.tutorials.get(id)?.durationMinutes ?? 0), 0);
    return {
      id: path.id,
      title: path.title,
      icon: path.icon,
      difficulty: path.difficulty,
      duration: formatDuration(minutes),
      durationMinutes: minutes,
      progress: percent(solved, total),
      description: path.description,
      practiceCategory: practiceCategory(c, path.id, topics),
      topics,
      totalProblems: total,
      solvedProblems: Math.min(solved, total),
    };
  });
}

/** A category path practises its category; another the category of its first unfinished topic. */
function practiceCategory(c: LearnCatalog, pathId: string, topics: LearningPath['topics']): Category {
  const own = CATEGORIES.find((x) => x === pathId);
  if (own) return own;
  const next = topics.find((t) => !t.completed) ?? topics[0];
  const slug = next ? c.topics.get(next.id)?.problems[0] : undefined;
  return (slug && c.bank.get(slug)?.category) || 'array';
}
