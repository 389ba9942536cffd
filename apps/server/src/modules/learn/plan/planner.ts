import {
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  DIFFICULTIES,
  type Difficulty,
  type LearnLevel,
  type LearnProblem,
  STUDY_PLAN_DEFAULT_HOURS,
  STUDY_PLAN_DEFAULT_WEEKS,
  STUDY_PLAN_MAX_WEEKS,
  type StudyPlan,
} from '@codecoach/contracts';
import { addDays, type Day, dayNumber } from '../../progress/definitions.ts';

/**
 * The built-in study planner: a pure function of the learner's real results, the bank and the
 * Learn roadmap (content/learn), so it can be the tutor engine's offline `studyPlan` (issue 14)
 * and a model may only reword its themes and goals (docs/decisions/017-learn.md).
 *
 * Issue 24: topics in prerequisite order, as a roadmap. Among the topics the learner is ready for,
 * weak categories first, then the roadmap's order; mastered topics skipped; weeks of 1 to 3 topics
 * filled up to the hours per week at a stated time per problem of each difficulty.
 */

/** The time the plan counts for a problem of each difficulty (a learner's, reading included). */
export const PROBLEM_MINUTES: Readonly<Record<Difficulty, number>> = { easy: 20, medium: 40, hard: 60 };
/** A week holds at most this many topics, so that it stays about one idea or a few close ones... */
export const MAX_TOPICS_PER_WEEK = 3;
/** ...unless the learner gives it more time: one more topic per this many hours past 3 topics' worth. */
export const HOURS_PER_TOPIC = 2;

/** The topics a week may hold for this many hours a week: 3, or more when the hours would go unused. */
export const topicsPerWeek = (hoursPerWeek: number): number =>
  Math.max(MAX_TOPICS_PER_WEEK, Math.ceil(hoursPerWeek / HOURS_PER_TOPIC));
/** A category with judged submissions of which fewer than this share were accepted is weak. */
export const WEAK_ACCURACY = 0.5;
/** A category in which the learner solved at least this share of the bank's problems (and is not weak) is strong. */
export const STRONG_SHARE = 0.5;
/** Practice days per week, for the daily advice. */
const DAYS_PER_WEEK = 5;

export interface PlannerCategory {
  category: Category;
  solved: number;
  judged: number;
  accepted: number;
}

/** A Learn topic as the planner needs it (content/learn/topics.yaml). */
export interface PlannerTopic {
  id: string;
  name: string;
  /** The category it practises (its category path's). */
  category: Category;
  /** Topic ids to learn before it. */
  prerequisites: string[];
  /** Bank problem slugs, easiest first. */
  problems: string[];
  tutorial: { title: string; done: boolean };
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
  /** The Learn topics in roadmap order (the paths' order), which breaks ties between ready topics. */
  topics: PlannerTopic[];
  generatedAt: Date;
}

/** Weak (tried and mostly failed) first, then untouched or progressing, then strong. */
const BAND = { weak: 0, other: 1, strong: 2 } as const;
interface Standing {
  band: (typeof BAND)[keyof typeof BAND];
  /** Accepted share of judged submissions (0 when none). */
  accuracy: number;
  /** Solved share of the category's bank problems. */
  share: number;
}

/** How the learner stands in each category, from their results and the bank's solved flags. */
export function standings(input: PlannerInput): Map<Category, Standing> {
  const total = new Map<Category, number>();
  const solved = new Map<Category, number>();
  for (const p of input.problems) {
    total.set(p.category, (total.get(p.category) ?? 0) + 1);
    if (p.solved) solved.set(p.category, (solved.get(p.category) ?? 0) + 1);
  }
  const stats = new Map(input.categories.map((c) => [c.category, c]));
  const out = new Map<Category, Standing>();
  for (const cat of CATEGORIES) {
    const s = stats.get(cat);
    const judged = s?.judged ?? 0;
    const accuracy = judged > 0 ? (s?.accepted ?? 0) / judged : 0;
    const share = (solved.get(cat) ?? 0) / Math.max(1, total.get(cat) ?? 0);
    const band =
      judged > 0 && accuracy < WEAK_ACCURACY
        ? BAND.weak
        : (total.get(cat) ?? 0) > 0 && share >= STRONG_SHARE
          ? BAND.strong
          : BAND.other;
    out.set(cat, { band, accuracy, share });
  }
  return out;
}

interface Block {
  /** The topic it practises; none for bank problems no topic lists, and for re-solves. */
  topic?: PlannerTopic | undefined;
  problems: LearnProblem[];
}

/**
 * The roadmap: topics in prerequisite order (a topological order of the topic graph). A topic is
 * ready when each prerequisite is done (mastered, or planned before it) or in a category the
 * learner is strong in; among the ready topics the next is the one of the weakest standing
 * (weak categories first, the lowest accuracy first), then the earliest in the roadmap. A topic
 * whose problems are all solved is mastered and skipped (so is one without stored problems).
 */
export function topicOrder(input: PlannerInput): Block[] {
  const stand = standings(input);
  const bySlug = new Map(input.problems.map((p) => [p.slug, p]));
  const known = new Map(input.topics.map((t) => [t.id, t]));
  const claimed = new Set<string>();
  const problemsOf = new Map<string, LearnProblem[]>();
  for (const t of input.topics) {
    // A problem two topics list belongs to the first in the roadmap.
    const own = t.problems.flatMap((s) => (claimed.has(s) ? [] : (bySlug.get(s) ?? [])));
    for (const p of own) claimed.add(p.slug);
    problemsOf.set(t.id, own);
  }
  const done = new Set(
    input.topics.filter((t) => (problemsOf.get(t.id) ?? []).every((p) => p.solved)).map((t) => t.id),
  );
  const strong = (id: string) => {
    const t = known.get(id);
    return !!t && stand.get(t.category)?.band === BAND.strong;
  };
  const met = (pre: string) => !known.has(pre) || done.has(pre) || strong(pre);
  const rank = new Map(input.topics.map((t, i) => [t.id, i]));
  const key = (t: PlannerTopic): [number, number, number] => {
    const s = stand.get(t.category);
    return [s?.band ?? BAND.other, s?.band === BAND.weak ? s.accuracy : 0, rank.get(t.id) ?? 0];
  };
  const before = (a: PlannerTopic, b: PlannerTopic) => {
    const [x, y] = [key(a), key(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };
  let left = input.topics.filter((t) => !done.has(t.id));
  const blocks: Block[] = [];
  while (left.length > 0) {
    const ready = left.filter((t) => t.prerequisites.every(met));
    // The validator refuses prerequisite cycles; were one to slip through, the plan still ends.
    const next = [...(ready.length > 0 ? ready : left)].sort(before)[0];
    if (!next) break;
    blocks.push({ topic: next, problems: (problemsOf.get(next.id) ?? []).filter((p) => !p.solved) });
    done.add(next.id);
    left = left.filter((t) => t !== next);
  }
  // Bank problems no topic lists: after the roadmap, by category standing, easiest first.
  const catRank = (c: Category) => {
    const s = stand.get(c);
    return (s?.band ?? BAND.other) * 10 + (s?.share ?? 0);
  };
  const byStanding = (a: LearnProblem, b: LearnProblem) =>
    catRank(a.category) - catRank(b.category) ||
    a.category.localeCompare(b.category) ||
    DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty) ||
    a.slug.localeCompare(b.slug);
  const loose = input.problems.filter((p) => !claimed.has(p.slug) && !p.solved).sort(byStanding);
  for (const cat of new Set(loose.map((p) => p.category)))
    blocks.push({ problems: loose.filter((p) => p.category === cat) });
  // Then re-solves of solved problems, weakest categories first, for weeks the roadmap leaves free.
  const solved = input.problems.filter((p) => p.solved).sort(byStanding);
  if (solved.length > 0) blocks.push({ problems: solved });
  return blocks;
}

function levelOf(solved: number): LearnLevel {
  if (solved < 10) return 'Beginner';
  return solved < 50 ? 'Intermediate' : 'Advanced';
}

const halfHours = (minutes: number) => Math.round(minutes / 30) / 2;
const minutesOf = (p: LearnProblem) => PROBLEM_MINUTES[p.difficulty];
/** "easy 20 min, medium 40 min, hard 60 min" */
const MINUTES_TEXT = DIFFICULTIES.map((d) => `${d} ${PROBLEM_MINUTES[d]} min`).join(', ');

/** Weeks between today and the target (at least 1, at most 52); the default target is 8 weeks out. */
export function planWeeks(today: Day, target: Day | undefined): { weeks: number; targetDate: Day } {
  const targetDate = target ?? addDays(today, STUDY_PLAN_DEFAULT_WEEKS * 7);
  const days = dayNumber(targetDate) - dayNumber(today);
  return { weeks: Math.min(STUDY_PLAN_MAX_WEEKS, Math.max(1, Math.ceil(days / 7))), targetDate };
}

interface Week {
  items: { problem: LearnProblem; block: Block }[];
  minutes: number;
  blocks: Block[];
}

/**
 * The roadmap's topics (`topicOrder`) cut into weeks: a week takes the next problems in order while
 * they fit the hours per week at `PROBLEM_MINUTES` (at least one problem) and while it holds at most
 * `topicsPerWeek(hours)` topics; a topic larger than a week goes on the next week.
 */
export function planStudy(input: PlannerInput): StudyPlan {
  const hoursPerWeek = input.hoursPerWeek ?? STUDY_PLAN_DEFAULT_HOURS;
  const { weeks, targetDate } = planWeeks(input.today, input.targetDate);
  const capacity = hoursPerWeek * 60;
  const topicCap = topicsPerWeek(hoursPerWeek);
  const blocks = topicOrder(input);
  const cut: Week[] = [];
  let week: Week | undefined;
  fill: for (const block of blocks) {
    for (const problem of block.problems) {
      const m = minutesOf(problem);
      const full =
        week !== undefined &&
        week.items.length > 0 &&
        (week.minutes + m > capacity || (!week.blocks.includes(block) && week.blocks.length >= topicCap));
      if (week === undefined || full) {
        if (cut.length >= weeks) break fill;
        week = { items: [], minutes: 0, blocks: [] };
        cut.push(week);
      }
      week.items.push({ problem, block });
      week.minutes += m;
      if (!week.blocks.includes(block)) week.blocks.push(block);
    }
  }
  const tutorialsNamed = new Set<string>();
  const planWeeksOut = cut.map((w, i) => weekOf(i + 1, w, tutorialsNamed));
  const stand = standings(input);
  const planned = planWeeksOut.flatMap((w) => w.practiceProblems);
  const firstSeen = [...new Set(planned.filter((p) => !p.solved).map((p) => p.category))];
  const focus = (c: Category): [number, number, number] => {
    const s = stand.get(c);
    return [s?.band ?? BAND.other, s?.share ?? 0, firstSeen.indexOf(c)];
  };
  // Weak categories first, then the least solved, then in the order the plan meets them.
  const focusAreas = [...firstSeen]
    .sort((a, b) => {
      const [x, y] = [focus(a), focus(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    })
    .slice(0, 3);
  const solved = input.problems.filter((p) => p.solved).length;
  return {
    title: `${planWeeksOut.length}-Week Study Plan`,
    duration: `${planWeeksOut.length} ${planWeeksOut.length === 1 ? 'week' : 'weeks'}`,
    difficulty: levelOf(solved),
    focusAreas,
    weeks: planWeeksOut,
    recommendations: {
      dailyPractice: `About ${Math.max(10, Math.round(capacity / DAYS_PER_WEEK))} minutes a day, ${DAYS_PER_WEEK} days a week (${hoursPerWeek} h per week). Each week's hours count ${MINUTES_TEXT} per problem.`,
      resources: focusAreas.map((c) => `${CATEGORY_LABELS[c]} learning path and its tutorial`),
      milestones: milestones(planWeeksOut, planned.length, solved),
    },
    targetDate,
    hoursPerWeek,
    engine: 'Built-in planner (offline)',
    generatedAt: input.generatedAt.toISOString(),
  };
}

function weekOf(week: number, w: Week, tutorialsNamed: Set<string>): StudyPlan['weeks'][number] {
  const picked = w.items.map((i) => i.problem);
  const topics = w.blocks.flatMap((b) => (b.topic ? [b.topic] : []));
  const tutorials: string[] = [];
  for (const t of topics) {
    if (t.tutorial.done || tutorialsNamed.has(t.tutorial.title)) continue;
    tutorialsNamed.add(t.tutorial.title);
    tutorials.push(t.tutorial.title);
  }
  const present = DIFFICULTIES.map(
    (d) => [d, picked.filter((p) => p.difficulty === d).length] as const,
  ).filter(([, n]) => n > 0);
  const counts = present.map(([d, n]) => `${n} ${d}`).join(', ');
  const at = present.map(([d]) => `${PROBLEM_MINUTES[d]} min per ${d}`).join(', ');
  const resolves = picked.filter((p) => p.solved).length;
  const cats = [...new Set(picked.map((p) => p.category))];
  const names = cats.slice(0, 3).map((c) => CATEGORY_LABELS[c]);
  const hardest = Math.max(...picked.map((p) => DIFFICULTIES.indexOf(p.difficulty)));
  const kind =
    resolves === picked.length
      ? 'Review'
      : hardest <= 0
        ? 'Foundations'
        : hardest === 1
          ? 'Building up'
          : 'Hard problems';
  const hours = halfHours(w.minutes);
  return {
    week,
    theme: `${kind}: ${names.join(', ')}${cats.length > 3 ? ' and more' : ''}`,
    topics: topics.map((t) => t.name),
    practiceProblems: picked,
    goals: [
      `Solve ${picked.length} ${picked.length === 1 ? 'problem' : 'problems'} (${counts}), about ${hours} h at ${at}`,
      ...(resolves > 0
        ? [
            `Re-solve ${resolves} ${resolves === 1 ? 'problem' : 'problems'} you solved before, without looking at your old code`,
          ]
        : []),
      ...tutorials.slice(0, 3).map((t) => `Read the tutorial "${t}"`),
    ],
    estimatedHours: hours,
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
