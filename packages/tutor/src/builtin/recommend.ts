import { CATEGORY_LABELS } from '@codecoach/contracts';
import { BUILTIN_INFO, type RecommendAnswer, type Recommendation, type RecommendInput } from '../engine.ts';

/** Recommendations from the learner's real per-category results, each with the numbers behind it. */
export function builtinRecommend(input: RecommendInput): RecommendAnswer {
  const items: Recommendation[] = [];
  const used = new Set<string>();
  const pick = (category: string) => {
    const c = input.candidates.find((p) => p.category === category && !used.has(p.id));
    if (c) used.add(c.id);
    return c;
  };
  const tried = input.categories.filter((c) => c.accuracy !== null && c.attempted > 0);
  for (const c of [...tried].sort((a, b) => (a.accuracy ?? 0) - (b.accuracy ?? 0))) {
    if ((c.accuracy ?? 100) >= 60) break;
    const p = pick(c.category);
    if (!p) continue;
    items.push({
      type: 'weakness',
      title: p.title,
      description: `Strengthen ${CATEGORY_LABELS[c.category]}: try ${p.title} (${p.difficulty}).`,
      reason: `${c.accuracy}% of your ${CATEGORY_LABELS[c.category]} submissions are accepted (${c.solved} of ${c.total} solved).`,
      priority: (c.accuracy ?? 0) < 40 ? 'high' : 'medium',
      estimatedTime: `${p.estimatedMinutes} min`,
      problemId: p.id,
    });
  }
  for (const a of input.unsolvedAttempts) {
    if (used.has(a.id)) continue;
    used.add(a.id);
    items.push({
      type: 'weakness',
      title: a.title,
      description: `Finish what you started: ${a.title} is attempted but not solved.`,
      reason: 'You have submissions on it and none accepted yet.',
      priority: 'medium',
      estimatedTime: '20 min',
      problemId: a.id,
    });
  }
  const untried = input.categories.filter((c) => c.attempted === 0).map((c) => c.category);
  for (const cat of untried) {
    const p = pick(cat);
    if (!p) continue;
    items.push({
      type: 'time',
      title: p.title,
      description: `Explore ${CATEGORY_LABELS[cat]}: you have not tried it yet.`,
      reason: `No submissions in ${CATEGORY_LABELS[cat]} so far.`,
      priority: 'low',
      estimatedTime: `${p.estimatedMinutes} min`,
      problemId: p.id,
    });
  }
  for (const c of [...tried].sort((a, b) => (b.accuracy ?? 0) - (a.accuracy ?? 0))) {
    if ((c.accuracy ?? 0) < 80) break;
    const p = pick(c.category);
    if (!p) continue;
    items.push({
      type: 'strength',
      title: p.title,
      description: `Build on ${CATEGORY_LABELS[c.category]}: ${p.title} is next.`,
      reason: `${c.accuracy}% accepted in ${CATEGORY_LABELS[c.category]}: ready for more.`,
      priority: 'low',
      estimatedTime: `${p.estimatedMinutes} min`,
      problemId: p.id,
    });
  }
  for (const p of input.candidates) {
    if (items.length >= input.limit) break;
    if (used.has(p.id)) continue;
    used.add(p.id);
    items.push({
      type: 'time',
      title: p.title,
      description: `A ${p.difficulty} ${CATEGORY_LABELS[p.category]} problem you have not solved.`,
      reason: 'Unsolved, and among the easiest left for you.',
      priority: 'low',
      estimatedTime: `${p.estimatedMinutes} min`,
      problemId: p.id,
    });
  }
  return { items: items.slice(0, input.limit), engine: BUILTIN_INFO };
}
