import {
  CATEGORIES,
  type Category,
  type GeneratePlanRequest,
  type LearningPath,
  type LearnProblem,
  type StudyPlan,
  type StudyPlanResponse,
} from '@codecoach/contracts';
import type { TutorEngine } from '@codecoach/tutor';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { dayNumber, localDay } from '../progress/definitions.ts';
import { loadCategories } from '../progress/queries.ts';
import { type LearnCatalog, learnCatalog } from './content.ts';
import { buildPaths, type LearnerFacts, learnProblem, percent } from './paths.ts';
import { type PlannerTopic, planStudy } from './plan/planner.ts';
import { completedTutorials, loadPlan, problemIds, savePlan, solvedSlugs, timeZoneOf } from './repository.ts';

export async function facts(db: Db, userId: string): Promise<LearnerFacts> {
  const [solved, completed, ids] = await Promise.all([
    solvedSlugs(db, userId),
    completedTutorials(db, userId),
    problemIds(db),
  ]);
  return { solved, completedTutorials: completed, ids };
}

/** GET /api/learn/paths: every path with the learner's progress. */
export async function readPaths(db: Db, userId: string): Promise<LearningPath[]> {
  const [c, f] = await Promise.all([learnCatalog(), facts(db, userId)]);
  return buildPaths(c, f);
}

/**
 * The Learn topics as the planner reads them, in roadmap order: the paths' topics in paths.yaml's
 * order (interview-essentials first, then beginners, then the category paths), each at its first
 * appearance. A topic's category is its category path's (else its first problem's).
 */
export function plannerTopics(c: LearnCatalog, completedTutorials: ReadonlySet<string>): PlannerTopic[] {
  const categoryOf = new Map<string, Category>();
  for (const p of c.paths) {
    const category = CATEGORIES.find((x) => x === p.id);
    if (category) for (const id of p.topics) categoryOf.set(id, category);
  }
  const ids = new Set(c.paths.flatMap((p) => p.topics));
  for (const id of c.topics.keys()) ids.add(id); // a topic in no path (the validator refuses one) goes last
  return [...ids].flatMap((id) => {
    const t = c.topics.get(id);
    const category = categoryOf.get(id) ?? c.bank.get(t?.problems[0] ?? '')?.category;
    if (!t || !category) return [];
    return [
      {
        id,
        name: t.name,
        category,
        prerequisites: t.prerequisites,
        problems: t.problems,
        tutorial: {
          title: c.tutorials.get(t.tutorial)?.title ?? t.tutorial,
          done: completedTutorials.has(t.tutorial),
        },
      },
    ];
  });
}

/**
 * Generate My Study Plan (not saved): the built-in planner on the learner's real results and the
 * Learn roadmap (topics in prerequisite order) decides the problems, weeks and hours; the tutor engine's `studyPlan` may only reword the weeks' themes
 * and goals (a model), and its plan's `engine` says who wrote it.
 */
export async function generatePlan(
  db: Db,
  engine: TutorEngine,
  userId: string,
  req: GeneratePlanRequest,
  now: Date,
): Promise<{ plan: StudyPlan; fallback?: string }> {
  const [c, f, cats, tz] = await Promise.all([
    learnCatalog(),
    facts(db, userId),
    loadCategories(db, userId),
    timeZoneOf(db, userId),
  ]);
  const today = localDay(now, tz);
  if (req.targetDate && dayNumber(req.targetDate) <= dayNumber(today)) {
    throw errors.validation([{ field: 'targetDate', message: 'Target date must be after today' }]);
  }
  const problems = [...f.ids.keys()].flatMap((slug) => learnProblem(c, f, slug) ?? []);
  if (problems.length === 0) throw errors.unavailable('The problem bank is not loaded yet');
  const plan = planStudy({
    today,
    targetDate: req.targetDate,
    hoursPerWeek: req.hoursPerWeek,
    categories: cats.flatMap((r) => {
      const category = CATEGORIES.find((x) => x === r.category);
      return category ? [{ ...r, category }] : [];
    }),
    problems,
    topics: plannerTopics(c, f.completedTutorials),
    generatedAt: now,
  });
  const answer = await engine.studyPlan({ plan });
  return { plan: answer.plan, ...(answer.fallback ? { fallback: answer.fallback } : {}) };
}

/**
 * Save Plan: the plan's problems must be the bank's (id, slug and estimate as stored), so a
 * client cannot save invented problems or hours; themes and goals are the learner's to keep.
 */
export async function saveStudyPlan(db: Db, userId: string, plan: StudyPlan): Promise<Date> {
  const c = await learnCatalog();
  const ids = await problemIds(db);
  const bad: string[] = [];
  for (const w of plan.weeks) {
    for (const p of w.practiceProblems) {
      const bank = c.bank.get(p.slug);
      if (ids.get(p.slug) !== p._id || !bank || bank.estimatedMinutes !== p.estimatedMinutes)
        bad.push(p.slug);
    }
  }
  if (bad.length > 0) {
    throw errors.validation([
      { field: 'plan', message: `Unknown problems in the plan: ${bad.slice(0, 5).join(', ')}` },
    ]);
  }
  return savePlan(db, userId, plan);
}

/** Problems of the plan with an accepted submission since it was generated. */
async function doneSince(db: Db, userId: string, since: string): Promise<Set<string>> {
  const rows = (
    await db.execute<{ problem_id: string }>(sql`
      select distinct problem_id from submissions
      where user_id = ${userId} and status = 'accepted' and submitted_at >= ${since}::timestamptz`)
  ).rows;
  return new Set(rows.map((r) => r.problem_id));
}

export function planProblems(plan: StudyPlan): LearnProblem[] {
  const seen = new Map<string, LearnProblem>();
  for (const w of plan.weeks) for (const p of w.practiceProblems) seen.set(p._id, p);
  return [...seen.values()];
}

/** The saved plan with its progress from real solves (accepted since it was generated). */
export async function readStudyPlan(db: Db, userId: string): Promise<StudyPlanResponse['data']> {
  const saved = await loadPlan(db, userId);
  if (!saved) return { plan: null, progress: null, savedAt: null };
  const done = await doneSince(db, userId, saved.plan.generatedAt);
  const problems = planProblems(saved.plan);
  const solved = problems.filter((p) => done.has(p._id)).length;
  const plan: StudyPlan = {
    ...saved.plan,
    weeks: saved.plan.weeks.map((w) => ({
      ...w,
      practiceProblems: w.practiceProblems.map((p) => ({ ...p, solved: done.has(p._id) })),
    })),
  };
  return {
    plan,
    progress: { solved, total: problems.length, percent: percent(solved, problems.length) },
    savedAt: saved.savedAt.toISOString(),
  };
}
