import type { AnalyticsData } from '@codecoach/contracts';
import { CATEGORY_LABELS, type Category, type Difficulty } from '@codecoach/contracts';
import { accuracy } from './definitions.ts';
import { type Candidate, targetDifficulty, WEAK_BELOW } from './recommendations.ts';

/**
 * The Insights tab, computed from the learner's own history in the range (rules written out in
 * docs/progress.md): what to work on, what is going well, and how regularly they practise.
 */

export interface RangeCategory {
  category: Category;
  judged: number;
  accepted: number;
}

/** Enough submissions in a category to call its accuracy a weakness or a strength. */
export const MIN_EVIDENCE = 3;
/** A daily session worth suggesting, minutes. */
export const DAILY_SESSION_MINUTES = 30;

/** The next accuracy to aim for: at least the 70% threshold, otherwise 15 points higher (at most 100). */
export function improvementTarget(acc: number): number {
  return Math.max(WEAK_BELOW, Math.min(100, Math.floor(acc) + 15));
}

export function weakAreas(cats: readonly RangeCategory[]): AnalyticsData['weakAreas'] {
  return cats
    .filter((c) => c.judged >= MIN_EVIDENCE)
    .map((c) => ({ c, acc: accuracy(c.accepted, c.judged) ?? 0 }))
    .filter((x) => x.acc < WEAK_BELOW)
    .sort((a, b) => a.acc - b.acc)
    .slice(0, 3)
    .map(({ c, acc }) => ({
      topic: CATEGORY_LABELS[c.category],
      category: c.category,
      accuracy: acc,
      improvement: improvementTarget(acc),
    }));
}

function minutesOf(problems: readonly Candidate[], n: number): number {
  return problems.slice(0, n).reduce((m, p) => m + p.estimatedMinutes, 0);
}

export interface InsightInput {
  categories: readonly RangeCategory[];
  unsolved: readonly Candidate[];
  solvedBy: Record<Difficulty, number>;
  /** Days in the range and how many of them had any judged submission or tracked time. */
  rangeDays: number;
  activeDays: number;
  currentStreak: number;
  practisedToday: boolean;
  judgedInRange: number;
}

export function insights(x: InsightInput): AnalyticsData['recommendations'] {
  const out: AnalyticsData['recommendations'] = [];
  const quickest = (pred: (p: Candidate) => boolean) =>
    x.unsolved.filter(pred).sort((a, b) => a.estimatedMinutes - b.estimatedMinutes);
  const target = targetDifficulty(x.solvedBy);

  if (x.judgedInRange === 0) {
    const first = quickest((p) => p.difficulty === target);
    out.push({
      type: 'time',
      title: 'Start practising',
      description: `No judged submissions in this period yet. Start with a ${target} problem${first[0] ? ` such as "${first[0].title}"` : ''}.`,
      priority: 'high',
      estimatedTime: first[0]?.estimatedMinutes ?? DAILY_SESSION_MINUTES,
    });
    return out;
  }

  const weak = weakAreas(x.categories)[0];
  if (weak) {
    const todo = quickest((p) => p.category === weak.category);
    out.push({
      type: 'weakness',
      title: `Strengthen ${weak.topic}`,
      description:
        `Your accuracy in ${weak.topic} is ${Math.floor(weak.accuracy)}% in this period (aim for ${weak.improvement}%). ` +
        (todo.length > 0
          ? `Work through ${Math.min(3, todo.length)} unsolved ${weak.topic} problem${todo.length > 1 ? 's' : ''}, quickest first, and read the hints before submitting.`
          : `You have solved every ${weak.topic} problem: revisit them and read the editorials.`),
      priority: 'high',
      estimatedTime: todo.length > 0 ? minutesOf(todo, 3) : DAILY_SESSION_MINUTES,
    });
  }

  const strong = x.categories
    .filter((c) => c.judged >= MIN_EVIDENCE)
    .map((c) => ({ c, acc: accuracy(c.accepted, c.judged) ?? 0 }))
    .filter((s) => s.acc >= WEAK_BELOW)
    .sort((a, b) => b.acc - a.acc || b.c.judged - a.c.judged)[0];
  if (strong) {
    const label = CATEGORY_LABELS[strong.c.category];
    const harder = quickest((p) => p.category === strong.c.category && p.difficulty !== 'easy');
    out.push({
      type: 'strength',
      title: `Build on ${label}`,
      description:
        `${Math.floor(strong.acc)}% accuracy in ${label} over ${strong.c.judged} submissions. ` +
        (harder[0]
          ? `Take on "${harder[0].title}" (${harder[0].difficulty}) next.`
          : `You have covered its medium and hard problems: help your weaker categories catch up.`),
      priority: 'low',
      estimatedTime: harder[0]?.estimatedMinutes ?? DAILY_SESSION_MINUTES,
    });
  }

  if (x.currentStreak > 0 && !x.practisedToday) {
    out.push({
      type: 'time',
      title: `Keep your ${x.currentStreak}-day streak`,
      description: 'No accepted submission yet today: one solved problem keeps the streak alive.',
      priority: 'high',
      estimatedTime: quickest(() => true)[0]?.estimatedMinutes ?? DAILY_SESSION_MINUTES,
    });
  } else if (x.activeDays * 2 < x.rangeDays) {
    out.push({
      type: 'time',
      title: 'Practise a little every day',
      description: `You practised on ${x.activeDays} of the last ${x.rangeDays} days. A short daily session builds a streak and keeps what you learn.`,
      priority: 'medium',
      estimatedTime: DAILY_SESSION_MINUTES,
    });
  }
  return out;
}
