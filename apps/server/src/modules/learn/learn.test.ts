import type {
  LearningPath,
  LearnSummaryResponse,
  ReviewResponse,
  StudyPlan,
  StudyPlanResponse,
  TutorialDetail,
  TutorialSummary,
  WeeklyGoal,
} from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem, getJson, judged } from '../../../test/verdicts.ts';

/** The Learn API through real HTTP on a real database, with bank problems stored under their real slugs. */
let t: TestApp;
const ids: Record<string, string> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  t = await build();
  const bank = {
    'two-sum': ['array', 'easy', 15],
    'best-time-to-buy-and-sell-stock': ['array', 'easy', 15],
    'balanced-scale-points': ['array', 'easy', 15],
    'parking-gaps': ['array', 'easy', 15],
    'product-of-array-except-self': ['array', 'medium', 20],
    'valid-anagram': ['string', 'easy', 10],
    'group-anagrams': ['string', 'medium', 20],
    'number-of-islands': ['graph', 'medium', 25],
    'bridge-inspection': ['graph', 'hard', 50],
  } as const;
  for (const [slug, [category, difficulty, estimatedMinutes]] of Object.entries(bank)) {
    ids[slug] = await addProblem(t, { slug, title: slug, category, difficulty, estimatedMinutes });
  }
});

const id = (slug: string) => ids[slug] ?? '';
const paths = async (token: string) =>
  (await getJson<{ paths: LearningPath[] }>(t, token, '/api/learn/paths')).data.paths;

describe('learning paths', () => {
  it('needs a signed-in learner', async () => {
    for (const url of [
      '/api/learn/paths',
      '/api/learn/tutorials',
      '/api/learn/study-plan',
      '/api/learn/review',
      '/api/learn/summary',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('has a path per category plus the cross-category ones, at 0% for a new learner', async () => {
    const u = await t.register();
    const all = await paths(u.token);
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.map((p) => p.id)).toEqual(
      expect.arrayContaining(['array', 'trie', 'interview-essentials', 'beginners']),
    );
    for (const p of all) expect(p.progress).toBe(0);
    const array = all.find((p) => p.id === 'array');
    expect(array).toMatchObject({ practiceCategory: 'array', totalProblems: 9, solvedProblems: 0 });
    expect(array?.topics[0]?.problemList.map((x) => x.slug)).toEqual([
      'two-sum',
      'best-time-to-buy-and-sell-stock',
      'balanced-scale-points',
      'parking-gaps',
    ]);
  });

  it('progress comes from accepted submissions only, counted once, and is the learner’s own', async () => {
    const u = await t.register();
    const other = await t.register();
    await judged(t, u.id, id('two-sum'), 'accepted');
    await judged(t, u.id, id('two-sum'), 'accepted');
    await judged(t, u.id, id('parking-gaps'), 'wrong_answer');
    await judged(t, u.id, id('best-time-to-buy-and-sell-stock'), 'accepted');
    const array = (await paths(u.token)).find((p) => p.id === 'array');
    expect(array).toMatchObject({ solvedProblems: 2, totalProblems: 9, progress: 22 });
    expect(array?.topics[0]).toMatchObject({
      id: 'array-basics',
      solvedProblems: 2,
      problems: 4,
      completed: false,
    });
    expect(array?.topics[1]?.prerequisites).toEqual([
      { id: 'array-basics', name: 'Array Scans and Running Totals', met: false },
    ]);
    const beginners = (await paths(u.token)).find((p) => p.id === 'beginners');
    expect(beginners?.solvedProblems).toBe(2);
    expect((await paths(other.token)).find((p) => p.id === 'array')?.progress).toBe(0);
  });
});

describe('tutorials', () => {
  it('lists at least 18, reads one with its examples, and Mark as Complete is per learner', async () => {
    const u = await t.register();
    const other = await t.register();
    const list = (await getJson<{ tutorials: TutorialSummary[] }>(t, u.token, '/api/learn/tutorials')).data
      .tutorials;
    expect(list.length).toBeGreaterThanOrEqual(18);
    const detail = (await getJson<{ tutorial: TutorialDetail }>(t, u.token, '/api/learn/tutorials/stacks'))
      .data.tutorial;
    expect(detail.content).toContain('Monotonic stacks');
    expect(detail.example.code.python).toContain('def nextGreater');
    expect(detail.example.tests[0]).toEqual({ input: 'nums = [2,1,3,2,5]', output: '[3,3,5,5,-1]' });
    const done = await t.injectAs(u.token, { method: 'POST', url: '/api/learn/tutorials/stacks/complete' });
    expect(done.json()).toEqual({ success: true, message: 'Tutorial marked as completed!' });
    expect(
      (await t.injectAs(u.token, { method: 'POST', url: '/api/learn/tutorials/stacks/complete' })).statusCode,
    ).toBe(200);
    const mine = (await getJson<{ tutorials: TutorialSummary[] }>(t, u.token, '/api/learn/tutorials')).data
      .tutorials;
    expect(mine.find((x) => x.id === 'stacks')?.completed).toBe(true);
    const theirs = (await getJson<{ tutorials: TutorialSummary[] }>(t, other.token, '/api/learn/tutorials'))
      .data.tutorials;
    expect(theirs.find((x) => x.id === 'stacks')?.completed).toBe(false);
    const inPath = (await paths(u.token)).find((p) => p.id === 'stack')?.topics[0]?.tutorial;
    expect(inPath).toEqual({ id: 'stacks', title: 'Stacks and Monotonic Stacks', completed: true });
  });

  it('answers 404 for an unknown tutorial and 400 for a malformed id', async () => {
    const u = await t.register();
    const missing = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/learn/tutorials/no-such-thing/complete',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Tutorial not found',
    });
    const bad = await t.injectAs(u.token, { method: 'GET', url: '/api/learn/tutorials/..%2F..%2Fetc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Unknown tutorial'),
    });
  });
});

const generate = (token: string, payload: object) =>
  t.injectAs(token, { method: 'POST', url: '/api/learn/study-plan', payload });

describe('study plan', () => {
  it('generates from real results: real problems, unsolved first, difficulty rising, defaults when skipped', async () => {
    const u = await t.register();
    await judged(t, u.id, id('two-sum'), 'accepted');
    const res = await generate(u.token, {});
    expect(res.statusCode).toBe(200);
    const plan: StudyPlan = res.json().data.plan;
    // No model configured: the built-in engine gives the planner's plan as it is.
    expect(plan.engine).toBe('Built-in planner (offline)');
    expect(res.json().data.fallback).toBeUndefined();
    expect(plan.hoursPerWeek).toBe(5);
    expect(plan.weeks.length).toBeLessThanOrEqual(8);
    const order = plan.weeks.flatMap((w) => w.practiceProblems);
    expect(new Set(order.map((p) => p._id))).toEqual(new Set(Object.values(ids)));
    expect(order.at(-1)?.slug).toBe('two-sum'); // the solved one comes last, as a re-solve
    const rank = { easy: 0, medium: 1, hard: 2 };
    const unsolved = order.filter((p) => !p.solved).map((p) => rank[p.difficulty]);
    expect(unsolved).toEqual([...unsolved].sort((a, b) => a - b));
    expect(plan.focusAreas.at(-1)).toBe('array'); // the strongest category comes last
  });

  it('refuses bad hours and a past target date with the contract’s messages', async () => {
    const u = await t.register();
    const zero = await generate(u.token, { hoursPerWeek: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('Hours per week must be between 1 and 60');
    const past = await generate(u.token, { targetDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Target date must be after today');
    expect((await generate(u.token, { targetDate: 'tomorrow' })).statusCode).toBe(400);
  });

  it('limits plan generation per learner (429 with Retry-After), not across learners', async () => {
    const u = await t.register();
    const other = await t.register();
    for (let i = 0; i < 30; i++) expect((await generate(u.token, { hoursPerWeek: 1 })).statusCode).toBe(200);
    const limited = await generate(u.token, { hoursPerWeek: 1 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await generate(other.token, {})).statusCode).toBe(200);
  });

  it('saves, refuses invented problems, and follows real solves', async () => {
    const u = await t.register();
    const other = await t.register();
    const plan: StudyPlan = (await generate(u.token, { hoursPerWeek: 1 })).json().data.plan;
    const forged = structuredClone(plan);
    const first = forged.weeks[0]?.practiceProblems[0];
    if (first) first._id = id('bridge-inspection') === first._id ? id('two-sum') : id('bridge-inspection');
    const refused = await t.injectAs(u.token, {
      method: 'PUT',
      url: '/api/learn/study-plan',
      payload: { plan: forged },
    });
    expect(refused.statusCode).toBe(400);
    const saved = await t.injectAs(u.token, {
      method: 'PUT',
      url: '/api/learn/study-plan',
      payload: { plan },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Study plan saved!');
    const target = plan.weeks[0]?.practiceProblems[0];
    await judged(t, u.id, target?._id ?? '', 'accepted');
    const read = (await getJson<StudyPlanResponse['data']>(t, u.token, '/api/learn/study-plan')).data;
    expect(read.progress).toEqual({ solved: 1, total: 9, percent: 11 });
    expect(read.plan?.weeks[0]?.practiceProblems[0]?.solved).toBe(true);
    expect(
      (await getJson<StudyPlanResponse['data']>(t, other.token, '/api/learn/study-plan')).data.plan,
    ).toBeNull();
  });
});

describe('spaced review, weekly goal and the side rail summary', () => {
  it('schedules a review for a solved problem and shows it when due', async () => {
    const u = await t.register();
    await judged(t, u.id, id('valid-anagram'), 'accepted', new Date(Date.now() - 40 * DAY));
    await judged(t, u.id, id('two-sum'), 'accepted');
    const review = (await getJson<ReviewResponse['data']>(t, u.token, '/api/learn/review')).data;
    expect(review.scheduled).toBe(2);
    expect(review.dailyCap).toBe(5);
    expect(review.today.map((r) => r.problem.slug)).toEqual(['valid-anagram']);
    expect(review.today[0]?.recall).toBeLessThan(90);
    expect(review.dueTotal).toBe(1);
    expect(Date.parse(review.nextDue ?? '')).toBeGreaterThan(Date.now()); // two-sum, solved just now
  });

  it('keeps a weekly goal with progress from this week’s solves and refuses bad goals', async () => {
    const u = await t.register();
    await judged(t, u.id, id('two-sum'), 'accepted');
    const bad = await t.injectAs(u.token, {
      method: 'PUT',
      url: '/api/learn/goal',
      payload: { kind: 'problems', target: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Goal must be between 1 and 10000');
    expect(
      (
        await t.injectAs(u.token, {
          method: 'PUT',
          url: '/api/learn/goal',
          payload: { kind: 'pages', target: 3 },
        })
      ).statusCode,
    ).toBe(400);
    const set = await t.injectAs(u.token, {
      method: 'PUT',
      url: '/api/learn/goal',
      payload: { kind: 'problems', target: 4 },
    });
    const goal: WeeklyGoal = set.json().data.goal;
    expect(goal).toMatchObject({ kind: 'problems', target: 4, done: 1, percent: 25, set: true });
    const summary = (await getJson<LearnSummaryResponse['data']>(t, u.token, '/api/learn/summary')).data;
    expect(summary.goal.done).toBe(1);
    expect(summary.streak).toMatchObject({ current: 1, solvedToday: true });
    expect(summary.achievements.length).toBeGreaterThan(0);
    const fresh = await t.register();
    const none = (await getJson<LearnSummaryResponse['data']>(t, fresh.token, '/api/learn/summary')).data;
    expect(none).toMatchObject({
      goal: { target: 5, done: 0, set: false },
      streak: { current: 0, solvedToday: false },
    });
  });
});
