/**
 * The chat's facts from the Learn module (docs/decisions/017-learn.md): a MiniSearch index over
 * the tutorials' sections, built once from the catalog the Learn screen already loads; the
 * tutorial of an open problem (its topic's, else its pattern's); and for interview preparation,
 * the roadmap path with the learner's progress, the study plan's week, the review queue and the
 * recommendations, the last three computed by the code that computes them for their own screens.
 */

import { type LearnContent, loadLearnContent } from '@codecoach/content';
import {
  type ConceptIndex,
  createBuiltinEngine,
  createConceptIndex,
  type GlossaryEntry,
  type PreparationFacts,
  type ProblemFacts,
  patternEntry,
  type TutorialSection,
} from '@codecoach/tutor';
import type { Db } from '../../db/client.ts';
import { learnCatalog } from '../learn/content.ts';
import { solvedSlugs } from '../learn/repository.ts';
import { readReview } from '../learn/review.ts';
import { generatePlan, readStudyPlan } from '../learn/study-plan.ts';
import { tutorRecommendations } from './recommend.ts';
import type { TutorRepository } from './repository.ts';

/** The Learn path whose order is the interview roadmap (content/learn/paths.yaml). */
export const ROADMAP_PATH = 'interview-essentials';

/** The value, or undefined once `ms` have passed or when it fails. */
export function within<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([p.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

interface ChatContent {
  learn: LearnContent;
  index: ConceptIndex;
  /** The tutorial of the first topic (in path order) that practises each bank problem. */
  tutorialOfSlug: Map<string, string>;
}

let content: Promise<ChatContent | undefined> | undefined;

/**
 * The tutorials' index, built on first use from content/learn alone (`loadLearnContent`, what the
 * Learn catalog reads, without the catalog's parse of every problem of the bank); undefined when
 * the content cannot be read (concepts are then answered from the glossary).
 */
function chatContent(): Promise<ChatContent | undefined> {
  content ??= loadLearnContent()
    .then((c) => {
      const topics = new Map(c.topics.map((t) => [t.id, t]));
      const tutorialOfSlug = new Map<string, string>();
      for (const path of c.paths)
        for (const id of path.topics)
          for (const slug of topics.get(id)?.problems ?? [])
            if (!tutorialOfSlug.has(slug)) tutorialOfSlug.set(slug, topics.get(id)?.tutorial ?? '');
      return { learn: c, index: createConceptIndex(c.tutorials), tutorialOfSlug };
    })
    .catch(() => {
      content = undefined; // retried on the next question
      return undefined;
    });
  return content;
}

/**
 * How long an answer waits for content/learn while it is still loading (a process just started:
 * runtime.ts loads it at start); past it the answer goes without it (the glossary and its links
 * still answer a concept), never with something made up.
 */
const CONTENT_WAIT_MS = 1500;
const readyContent = () => within(chatContent(), CONTENT_WAIT_MS);

export const conceptIndex = async () => (await readyContent())?.index;

/**
 * Loads what the chat reads in the background at start (runtime.ts): the tutorials' index and
 * the Learn catalog (preparation's roadmap), so the first question does not wait for them.
 */
export function warmChatContent(): Promise<unknown> {
  return Promise.all([
    chatContent(),
    learnCatalog()
      .then(() => {
        catalogLoaded = true;
      })
      .catch(() => undefined),
  ]);
}

/**
 * Whether the Learn catalog was loaded by warmChatContent. A chat answer never starts that load
 * itself: it parses every problem of the bank (seconds of CPU), which an answer must not wait
 * for nor slow others with; until then preparation goes without the review queue and the plan.
 */
let catalogLoaded = false;

/** The best tutorial sections for a concept question. */
export async function conceptSections(question: string, topic: GlossaryEntry | undefined) {
  return (await conceptIndex())?.search(question, { ...(topic ? { topic } : {}), limit: 2 }) ?? [];
}

/**
 * The tutorial section of an open problem's approach: from its Learn topic's tutorial (a bank
 * problem), else from the tutorial of its pattern's glossary entry, the section best matching the
 * pattern.
 */
export async function problemTutorial(p: ProblemFacts): Promise<TutorialSection | undefined> {
  const c = await readyContent();
  if (!c) return undefined;
  const idx = c.index;
  const pattern = patternEntry(p.category, p.tags);
  const tutorialId = c.tutorialOfSlug.get(p.slug) || pattern?.tutorial;
  if (!tutorialId) return undefined;
  const query = [pattern?.search ?? pattern?.name ?? '', ...p.tags].join(' ');
  const best = idx.search(query, { tutorial: tutorialId, limit: 3 });
  return best.find((s) => s.tutorialId === tutorialId) ?? idx.opening(tutorialId);
}

async function planWeek(db: Db, userId: string, now: Date): Promise<PreparationFacts['plan']> {
  const saved = await readStudyPlan(db, userId);
  if (saved.plan) {
    const weeks = saved.plan.weeks;
    const current = weeks.find((w) => w.practiceProblems.some((p) => !p.solved)) ?? weeks[weeks.length - 1];
    if (!current) return undefined;
    return {
      saved: true,
      week: current.week,
      weeks: weeks.length,
      theme: current.theme,
      problems: current.practiceProblems.map((p) => ({ id: p._id, title: p.title, solved: p.solved })),
    };
  }
  // No saved plan: the week the planner would start with now (the built-in planner, not saved).
  const { plan } = await generatePlan(db, createBuiltinEngine(), userId, {}, now);
  const first = plan.weeks[0];
  return first
    ? {
        saved: false,
        week: 1,
        weeks: plan.weeks.length,
        theme: first.theme,
        problems: first.practiceProblems.map((p) => ({ id: p._id, title: p.title, solved: p.solved })),
      }
    : undefined;
}

/** How long preparation waits for the review queue and the study plan (database reads once the catalog is loaded). */
const CATALOG_WAIT_MS = 600;

/** The roadmap path's topics in order, with the learner's solved problems of each (as buildPaths counts them). */
function roadmapOf(c: ChatContent | undefined, solved: ReadonlySet<string>) {
  const path = c?.learn.paths.find((p) => p.id === ROADMAP_PATH) ?? c?.learn.paths[0];
  if (!c || !path) return { roadmap: [] };
  const topics = new Map(c.learn.topics.map((t) => [t.id, t]));
  const titles = new Map(c.learn.tutorials.map((t) => [t.id, t.title]));
  return {
    roadmapTitle: path.title,
    roadmap: path.topics.flatMap((id) => {
      const t = topics.get(id);
      if (!t) return [];
      const done = t.problems.filter((slug) => solved.has(slug)).length;
      return [
        {
          topic: t.name,
          tutorialId: t.tutorial,
          tutorialTitle: titles.get(t.tutorial) ?? t.tutorial,
          solved: done,
          total: t.problems.length,
          done: done >= t.problems.length,
        },
      ];
    }),
  };
}

/**
 * What general interview preparation is answered from. The roadmap needs only content/learn and
 * the learner's solves; the review queue and the plan need the Learn catalog (read once it is
 * loaded, each waited for at most CATALOG_WAIT_MS); a part not ready is left out, not made up.
 */
export async function preparationFacts(
  db: Db,
  repo: TutorRepository,
  userId: string,
  now = new Date(),
): Promise<PreparationFacts> {
  const [c, solved, review, plan, recs, categories] = await Promise.all([
    readyContent(),
    solvedSlugs(db, userId),
    catalogLoaded ? within(readReview(db, userId, now), CATALOG_WAIT_MS) : undefined,
    catalogLoaded ? within(planWeek(db, userId, now), CATALOG_WAIT_MS) : undefined,
    within(tutorRecommendations.recommend(repo, createBuiltinEngine(), userId, 3), 5_000),
    tutorRecommendations.categoryResults(repo, userId),
  ]);
  return {
    ...roadmapOf(c, solved),
    ...(plan ? { plan } : {}),
    review: (review?.today ?? []).map((r) => ({ id: r.problem._id, title: r.problem.title })),
    recommendations: recs?.items ?? [],
    categories,
  };
}
