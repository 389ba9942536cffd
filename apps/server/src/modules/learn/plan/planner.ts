import {
  CATEGORY_LABELS,
  type Category,
  DIFFICULTIES,
  type LearnLevel,
  type LearnProblem,
  STUDY_PLAN_DEFAULT_HOURS,
  STUDY_PLAN_DEFAULT_WEEKS,
  STUDY_PLAN_MAX_WEEKS,
  type StudyPlan,
} from '@codecoach/contracts';
import { addDays, type Day, dayNumber } from '../../progress/definitions.ts';

/**
 * The built-in study planner: a pure function of the learner's real results and the bank, so it
 * can be the tutor engine's offline `studyPlan` (issue 14) and a model may only reword its themes
 * and goals (docs/decisions/017-learn.md).
 */

export interface PlannerCategory {
  category: Category;
  solved: number;
  judged: number;
  accepted: number;
}

export interface PlannerInput {
  /** The learner's today (their time zone). */
  today: Day;
  targetDate?: Day | undefined;
  hoursPerWeek?: number | undefined;
  /** Per-category results (user_categories); missing categories count as untouched. */
  categories: PlannerCategory[];
  /** Every bank problem with the learner's solved flag. */
  problems: LearnProblem[];
  /** Topic name and tutorial of each problem slug (content/learn), for the weeks' topics and goals. */
  topicOf: (slug: string) => { topic: string; tutorial: string; tutorialDone: boolean } | undefined;
  generatedAt: Date;
}

/** Categories weakest first: least solved share of their problems, then lower accuracy. */
export function weakestCategories(input: PlannerInput): Category[] {
  const totals = new Map<Category, number>();
  for (const p of input.problems) totals.set(p.category, (totals.get(p.category) ?? 0) + 1);
  const stats = new Map(input.categories.map((c) => [c.category, c]));
  const score = (cat: Category) => {
    const s = stats.get(cat);
    const share = (s?.solved ?? 0) / Math.max(1, totals.get(cat) ?? 1);
    const acc = s && s.judged > 0 ? s.accepted / s.judged : 0;
    return share * 10 + acc;
  };
  return [...totals.keys()].sort((a, b) => score(a) - score(b) || a.localeCompare(b));
}

function levelOf(solved: number): LearnLevel {
  if (solved < 10) return 'Beginner';
  return solved < 50 ? 'Intermediate' : 'Advanced';
}

const halfHours = (minutes: number) => Math.round(minutes / 30) / 2;

/** Weeks between today and the target (at least 1, at most 52); the default target is 8 weeks out. */
export function planWeeks(today: Day, target: Day | undefined): { weeks: number; targetDate: Day } {
  const targetDate = target ?? addDays(today, STUDY_PLAN_DEFAULT_WEEKS * 7);
  const days = dayNumber(targetDate) - dayNumber(today);
  return { weeks: Math.min(STUDY_PLAN_MAX_WEEKS, Math.max(1, Math.ceil(days / 7))), targetDate };
}

/**
 * Unsolved problems first (weakest categories first within a difficulty), difficulty rising,
 * then solved ones as re-solves; weeks filled up to the hours per week from `estimatedMinutes`.
 */
export function planStudy(input: PlannerInput): StudyPlan {
  const hoursPerWeek = input.hoursPerWeek ?? STUDY_PLAN_DEFAULT_HOURS;
  const { weeks, targetDate } = planWeeks(input.today, input.targetDate);
  const weak = weakestCategories(input);
  const rank = (p: LearnProblem) =>
    (p.solved ? 1000 : 0) + DIFFICULTIES.indexOf(p.difficulty) * 100 + weak.indexOf(p.category);
  const queue = [...input.problems].sort((a, b) => rank(a) - rank(b) || a.slug.localeCompare(b.slug));
  const capacity = hoursPerWeek * 60;
  const planWeeksOut: StudyPlan['weeks'] = [];
  let next = 0;
  for (let w = 1; w <= weeks && next < queue.length; w++) {
    const picked: LearnProblem[] = [];
    let minutes = 0;
    while (next < queue.length) {
      const p = queue[next];
      if (!p || (picked.length > 0 && minutes + p.estimatedMinutes > capacity)) break;
      picked.push(p);
      minutes += p.estimatedMinutes;
      next++;
    }
    planWeeksOut.push(weekOf(w, picked, minutes, input));
  }
  const focusAreas = weak.filter((c) => queue.some((p) => p.category === c && !p.solved)).slice(0, 3);
  const solved = input.problems.filter((p) => p.solved).length;
  const planned = planWeeksOut.reduce((n, w) => n + w.practiceProblems.length, 0);
  return {
    title: `${planWeeksOut.length}-Week Study Plan`,
    duration: `${planWeeksOut.length} ${planWeeksOut.length === 1 ? 'week' : 'weeks'}`,
    difficulty: levelOf(solved),
    focusAreas,
    weeks: planWeeksOut,
    recommendations: {
      dailyPractice: `About ${Math.max(10, Math.round(capacity / 5))} minutes a day, 5 days a week (${hoursPerWeek} h per week).`,
      resources: focusAreas.map((c) => `${CATEGORY_LABELS[c]} learning path and its tutorial`),
      milestones: milestones(planWeeksOut, planned, solved),
    },
    targetDate,
    hoursPerWeek,
    engine: 'Built-in planner (offline)',
    generatedAt: input.generatedAt.toISOString(),
  };
}

function weekOf(
  week: number,
  picked: LearnProblem[],
  minutes: number,
  input: PlannerInput,
): StudyPlan['weeks'][number] {
  const cats = [...new Set(picked.map((p) => p.category))];
  const topics = [...new Set(picked.map((p) => input.topicOf(p.slug)?.topic).filter((t) => t !== undefined))];
  const tutorials = [
    ...new Set(
      picked
        .map((p) => input.topicOf(p.slug))
        .filter((t) => t !== undefined && !t.tutorialDone)
        .map((t) => t?.tutorial ?? ''),
    ),
  ];
  const counts = DIFFICULTIES.map((d) => [d, picked.filter((p) => p.difficulty === d).length] as const)
    .filter(([, n]) => n > 0)
    .map(([d, n]) => `${n} ${d}`);
  const resolves = picked.filter((p) => p.solved).length;
  const names = cats.slice(0, 3).map((c) => CATEGORY_LABELS[c]);
  const hardest = picked.at(-1)?.difficulty ?? 'easy';
  return {
    week,
    theme: `${hardest === 'easy' ? 'Foundations' : hardest === 'medium' ? 'Building up' : 'Hard problems'}: ${names.join(', ')}${cats.length > 3 ? ' and more' : ''}`,
    topics,
    practiceProblems: picked,
    goals: [
      `Solve ${picked.length} problems (${counts.join(', ')})`,
      ...(resolves > 0
        ? [`Re-solve ${resolves} problems you solved before, without looking at your old code`]
        : []),
      ...tutorials.slice(0, 3).map((t) => `Read the tutorial "${t}"`),
    ],
    estimatedHours: halfHours(minutes),
  };
}

function milestones(weeks: StudyPlan['weeks'], planned: number, solved: number): string[] {
  const out: string[] = [];
  let total = solved;
  const mid = Math.ceil(weeks.length / 2);
  weeks.forEach((w, i) => {
    total += w.practiceProblems.filter((p) => !p.solved).length;
    if (i + 1 === mid || i + 1 === weeks.length)
      out.push(`Week ${w.week}: ${total} problems solved in total`);
  });
  if (planned === 0) out.push('Every problem of the bank is solved: review them as they come due');
  return [...new Set(out)];
}
