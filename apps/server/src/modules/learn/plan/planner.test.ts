import { type BankEntry, loadLearnContent, readBankIndex } from '@codecoach/content';
import type { Category, Difficulty, LearnProblem, StudyPlan } from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexCatalog, type LearnCatalog } from '../content.ts';
import { plannerTopics } from '../study-plan.ts';
import {
  MAX_TOPICS_PER_WEEK,
  type PlannerCategory,
  type PlannerInput,
  type PlannerTopic,
  PROBLEM_MINUTES,
  planStudy,
  planWeeks,
  topicsPerWeek,
} from './planner.ts';

const problem = (
  slug: string,
  category: Category,
  difficulty: Difficulty,
  minutes: number,
  solved = false,
): LearnProblem => ({
  _id: `id-${slug}`,
  slug,
  title: slug,
  difficulty,
  category,
  estimatedMinutes: minutes,
  solved,
});

const bank = [
  problem('a-easy', 'array', 'easy', 15, true),
  problem('a-med', 'array', 'medium', 25),
  problem('a-hard', 'array', 'hard', 45),
  problem('g-easy', 'graph', 'easy', 20),
  problem('g-med', 'graph', 'medium', 30),
  problem('g-hard', 'graph', 'hard', 50),
  problem('s-easy', 'string', 'easy', 10),
  problem('s-med', 'string', 'medium', 25, true),
  problem('s-hard', 'string', 'hard', 40),
];

/** A small roadmap: arrays, then strings, then graphs (graphs need both). */
const topics: PlannerTopic[] = [
  {
    id: 'a',
    name: 'Topic a',
    category: 'array',
    prerequisites: [],
    problems: ['a-easy', 'a-med', 'a-hard'],
    tutorial: { title: 'Tutorial a', done: false },
  },
  {
    id: 's',
    name: 'Topic s',
    category: 'string',
    prerequisites: ['a'],
    problems: ['s-easy', 's-med', 's-hard'],
    tutorial: { title: 'Tutorial s', done: true },
  },
  {
    id: 'g',
    name: 'Topic g',
    category: 'graph',
    prerequisites: ['a', 's'],
    problems: ['g-easy', 'g-med', 'g-hard'],
    tutorial: { title: 'Tutorial g', done: false },
  },
];

const input = (over: Partial<PlannerInput> = {}): PlannerInput => ({
  today: '2026-03-02',
  categories: [
    { category: 'array', solved: 1, judged: 2, accepted: 1 },
    { category: 'string', solved: 1, judged: 1, accepted: 1 },
  ],
  problems: bank,
  topics,
  generatedAt: new Date('2026-03-02T10:00:00Z'),
  ...over,
});

const slugs = (plan: StudyPlan) => plan.weeks.flatMap((w) => w.practiceProblems.map((p) => p.slug));
const minutesOf = (w: StudyPlan['weeks'][number]) =>
  w.practiceProblems.reduce((m, p) => m + PROBLEM_MINUTES[p.difficulty], 0);

describe('the built-in study planner', () => {
  it('defaults to 8 weeks and 5 hours; the target date sets the weeks (1 to 52)', () => {
    expect(planWeeks('2026-03-02', undefined)).toEqual({ weeks: 8, targetDate: '2026-04-27' });
    expect(planWeeks('2026-03-02', '2026-03-03').weeks).toBe(1);
    expect(planWeeks('2026-03-02', '2030-01-01').weeks).toBe(52);
    const plan = planStudy(input());
    expect(plan.hoursPerWeek).toBe(5);
    expect(plan.targetDate).toBe('2026-04-27');
    expect(plan.engine).toBe('Built-in planner (offline)');
  });

  it('follows the topics in prerequisite order, each easiest first, and re-solves solved problems last', () => {
    const plan = planStudy(input({ hoursPerWeek: 1 }));
    expect(slugs(plan)).toEqual([
      'a-med',
      'a-hard',
      's-easy',
      's-hard',
      'g-easy',
      'g-med',
      'g-hard',
      'a-easy',
      's-med',
    ]);
    expect(plan.weeks[0]?.topics).toEqual(['Topic a']);
    expect(plan.weeks.at(-1)?.theme).toMatch(/^Review: /);
  });

  it('counts a prerequisite in a category the learner is strong in as met, and puts that category last', () => {
    // Two of the three string problems solved: strong in strings, so graphs need not wait for them.
    const strong = bank.map((p) => (p.slug === 's-easy' ? { ...p, solved: true } : p));
    const plan = planStudy(input({ hoursPerWeek: 1, problems: strong }));
    expect(slugs(plan).slice(0, 6)).toEqual(['a-med', 'a-hard', 'g-easy', 'g-med', 'g-hard', 's-hard']);
  });

  it('skips a mastered topic and starts with a weak category among the ready topics', () => {
    const mastered = bank.map((p) => (p.category === 'array' ? { ...p, solved: true } : p));
    const plan = planStudy(
      input({
        hoursPerWeek: 1,
        problems: mastered,
        categories: [
          { category: 'array', solved: 3, judged: 3, accepted: 3 },
          { category: 'graph', solved: 0, judged: 2, accepted: 0 },
        ],
      }),
    );
    // Topic a is mastered; strings are ready, graphs (weak) still wait for them.
    expect(plan.weeks.flatMap((w) => w.topics)).not.toContain('Topic a');
    expect(slugs(plan).slice(0, 3)).toEqual(['s-easy', 's-hard', 'g-easy']);
    expect(plan.focusAreas[0]).toBe('graph');
    const ready = planStudy(
      input({
        problems: mastered,
        topics: topics.map((t) => (t.id === 'g' ? { ...t, prerequisites: ['a'] } : t)),
        categories: [{ category: 'graph', solved: 0, judged: 2, accepted: 0 }],
      }),
    );
    // With only arrays required, graphs are ready and weak: they come before strings.
    expect(ready.weeks[0]?.topics).toEqual(['Topic g', 'Topic s']);
  });

  it('bounds each week by the hours per week at the stated minutes per difficulty, and says so', () => {
    expect(PROBLEM_MINUTES).toEqual({ easy: 20, medium: 40, hard: 60 });
    const plan = planStudy(input({ hoursPerWeek: 1 }));
    for (const w of plan.weeks) {
      const minutes = minutesOf(w);
      expect(minutes <= 60 || w.practiceProblems.length === 1).toBe(true);
      expect(w.estimatedHours).toBe(Math.round(minutes / 30) / 2);
      expect(w.goals[0]).toMatch(/^Solve \d+ problems? \(.*\), about [\d.]+ h/);
    }
    // 40 + 60 minutes do not fit in 1 hour: the medium and the hard array problems are two weeks.
    expect(plan.weeks[0]?.practiceProblems.map((p) => p.slug)).toEqual(['a-med']);
    expect(plan.weeks[1]?.practiceProblems.map((p) => p.slug)).toEqual(['a-hard']);
    expect(plan.recommendations.dailyPractice).toContain('easy 20 min, medium 40 min, hard 60 min');
    // 2 hours hold 120 minutes: never more.
    const two = planStudy(input({ hoursPerWeek: 2 }));
    for (const w of two.weeks) expect(minutesOf(w)).toBeLessThanOrEqual(120);
    expect(two.weeks[0]?.practiceProblems.map((p) => p.slug)).toEqual(['a-med', 'a-hard', 's-easy']);
    // Many hours: a week still holds at most 3 topics, so the fourth starts week 2.
    const extra: PlannerTopic = {
      id: 'x',
      name: 'Topic x',
      category: 'math',
      prerequisites: [],
      problems: ['x-easy'],
      tutorial: { title: 'Tutorial x', done: false },
    };
    const many = planStudy(
      input({
        hoursPerWeek: 60,
        problems: [...bank, problem('x-easy', 'math', 'easy', 10)],
        topics: [...topics, extra],
      }),
    );
    // 60 hours a week are not left unused for the sake of 3 topics: the week holds all four.
    expect(many.weeks.map((w) => w.topics)).toEqual([['Topic a', 'Topic s', 'Topic g', 'Topic x']]);
    for (const w of many.weeks) expect(w.topics.length).toBeLessThanOrEqual(topicsPerWeek(60));
  });

  it("names a topic's tutorial once, in the week the topic starts, unless already completed", () => {
    const plan = planStudy(input({ hoursPerWeek: 1 }));
    const week1 = plan.weeks[0];
    expect(week1?.goals).toContain('Read the tutorial "Tutorial a"');
    expect(plan.weeks[1]?.goals.some((g) => g.includes('Tutorial a'))).toBe(false); // named in week 1
    expect(plan.weeks.some((w) => w.goals.some((g) => g.includes('Tutorial s')))).toBe(false); // completed
  });

  it('stops at the target date even when problems remain', () => {
    const plan = planStudy(input({ hoursPerWeek: 1, targetDate: '2026-03-10' }));
    expect(plan.weeks).toHaveLength(2);
    expect(plan.duration).toBe('2 weeks');
  });
});

/** The real content/learn roadmap and bank: what a learner's plan looks like on the shipped content. */
describe('the study plan on the real Learn roadmap', () => {
  let catalog: LearnCatalog;
  let bankIndex: Map<string, BankEntry>;
  beforeAll(async () => {
    const [content, b] = await Promise.all([loadLearnContent(), readBankIndex()]);
    bankIndex = b;
    catalog = indexCatalog(content, b);
  });

  const learner = (
    solved: Iterable<string> = [],
    categories: PlannerCategory[] = [],
    over: Partial<PlannerInput> = {},
  ): StudyPlan => {
    const done = new Set(solved);
    return planStudy({
      today: '2026-03-02',
      categories,
      problems: [...bankIndex.values()].map((p) =>
        problem(p.slug, p.category, p.difficulty, p.estimatedMinutes, done.has(p.slug)),
      ),
      topics: plannerTopics(catalog, new Set()),
      generatedAt: new Date('2026-03-02T10:00:00Z'),
      ...over,
    });
  };
  const name = (id: string) => catalog.topics.get(id)?.name ?? id;
  const ids = (names: string[]) =>
    names.map((n) => [...catalog.topics.values()].find((t) => t.name === n)?.id ?? n);
  /** Topic ids in the order the plan starts them. */
  const started = (plan: StudyPlan) => [...new Set(plan.weeks.flatMap((w) => ids(w.topics)))];

  const expectPrerequisitesFirst = (plan: StudyPlan, alreadyDone: string[] = []) => {
    const order = started(plan);
    for (const [i, id] of order.entries()) {
      for (const pre of catalog.topics.get(id)?.prerequisites ?? []) {
        if (alreadyDone.includes(pre)) continue;
        const at = order.indexOf(pre);
        expect(at, `${id} is planned before its prerequisite ${pre}`).toBeGreaterThanOrEqual(0);
        expect(at, `${id} is planned before its prerequisite ${pre}`).toBeLessThan(i);
      }
    }
  };

  it("gives a beginner the roadmap's first topics in week 1, never DP, backtracking or bits", () => {
    const plan = learner();
    const week1 = plan.weeks[0];
    expect(ids(week1?.topics ?? [])).toEqual(['array-basics', 'string-basics', 'sorting-basics']);
    expect(week1?.theme).toBe('Building up: Array, String, Sorting');
    expect(week1?.goals).toContain('Read the tutorial "Arrays and Prefix Sums"');
    for (const w of plan.weeks.slice(0, 3)) {
      expect(w.topics.length).toBeGreaterThanOrEqual(1);
      expect(w.topics.length).toBeLessThanOrEqual(MAX_TOPICS_PER_WEEK);
      expect(minutesOf(w)).toBeLessThanOrEqual(5 * 60);
    }
    const first3 = plan.weeks.slice(0, 3).flatMap((w) => w.practiceProblems.map((p) => p.category));
    for (const late of ['dp', 'backtracking', 'bit-manipulation'] as const)
      expect(first3).not.toContain(late);
    // Week 2 goes on along the roadmap: two pointers come after sorting, sliding windows after them.
    expect(ids(plan.weeks[1]?.topics ?? [])[0]).toBe('two-pointers-basics');
    expect(plan.focusAreas).toEqual(['array', 'string', 'sorting']);
    expectPrerequisitesFirst(plan);
  });

  it('never plans a topic before its prerequisites, over the whole roadmap', () => {
    const plan = learner([], [], { hoursPerWeek: 60, targetDate: '2027-03-01' });
    const order = started(plan);
    // Every topic with problems is planned once, and each after the topics it requires.
    expect([...order].sort()).toEqual([...catalog.topics.keys()].sort());
    expectPrerequisitesFirst(plan);
    for (const w of plan.weeks) expect(w.topics.length).toBeLessThanOrEqual(topicsPerWeek(60));
  });

  it('skips the topics a learner has mastered: one who solved every array problem starts further on', () => {
    const arrays = [
      ...(catalog.topics.get('array-basics')?.problems ?? []),
      ...(catalog.topics.get('array-techniques')?.problems ?? []),
    ];
    const plan = learner(arrays, [{ category: 'array', solved: arrays.length, judged: 10, accepted: 9 }]);
    expect(ids(plan.weeks[0]?.topics ?? [])).toEqual([
      'string-basics',
      'sorting-basics',
      'two-pointers-basics',
    ]);
    expect(started(plan)).not.toContain('array-basics');
    expect(started(plan)).not.toContain('array-techniques');
    expect(
      plan.weeks
        .slice(0, 3)
        .flatMap((w) => w.practiceProblems)
        .some((p) => p.solved),
    ).toBe(false);
    expectPrerequisitesFirst(plan, ['array-basics', 'array-techniques']);
  });

  it('puts a weak category first among the topics the learner is ready for, never before its prerequisites', () => {
    // Three failed submissions on stacks: weak there. Stacks need array basics first.
    const stack = learner([], [{ category: 'stack', solved: 0, judged: 3, accepted: 0 }]);
    // Stacks stay first while they are weak: monotonic stacks are ready once the basics are planned.
    expect(ids(stack.weeks[0]?.topics ?? [])).toEqual(['array-basics', 'stack-basics', 'stack-monotonic']);
    expect(stack.focusAreas[0]).toBe('stack');
    expectPrerequisitesFirst(stack);
    // Linked lists need nothing: a learner weak there starts with them.
    const lists = learner([], [{ category: 'linkedlist', solved: 1, judged: 4, accepted: 1 }]);
    expect(ids(lists.weeks[0]?.topics ?? [])[0]).toBe('linkedlist-basics');
    expect(name('linkedlist-basics')).toBe(lists.weeks[0]?.topics[0]);
    // A learner doing fine on stacks (no failures) keeps the roadmap's order.
    const fine = learner([], [{ category: 'stack', solved: 1, judged: 1, accepted: 1 }]);
    expect(ids(fine.weeks[0]?.topics ?? [])).toEqual(['array-basics', 'string-basics', 'sorting-basics']);
  });

  it('counts hours per week at the stated minutes per difficulty on the real bank', () => {
    for (const hoursPerWeek of [1, 3, 5, 10]) {
      const plan = learner([], [], { hoursPerWeek });
      for (const w of plan.weeks) {
        const minutes = minutesOf(w);
        expect(minutes <= hoursPerWeek * 60 || w.practiceProblems.length === 1).toBe(true);
        expect(w.estimatedHours).toBe(Math.round(minutes / 30) / 2);
      }
    }
    // 1 hour a week: three easy problems (20 min each) of array basics, not four.
    expect(learner([], [], { hoursPerWeek: 1 }).weeks[0]?.practiceProblems).toHaveLength(3);
  });
});
