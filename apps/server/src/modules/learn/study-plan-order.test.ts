import { readBankIndex } from '@codecoach/content';
import type { StudyPlan } from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem, judged } from '../../../test/verdicts.ts';

/**
 * Generate My Study Plan through HTTP on a real database, with the problems of a few Learn topics
 * stored under their real slugs (issue 24): the plan follows the Learn roadmap's prerequisites.
 */
let t: TestApp;
const ids: Record<string, string> = {};

/** The problems of the roadmap's first topic (array-basics). */
const ARRAY_BASICS = ['two-sum', 'best-time-to-buy-and-sell-stock', 'balanced-scale-points', 'parking-gaps'];

/** Four topics of the roadmap's start, and three that come much later (DP, backtracking, bits). */
const SLUGS = [
  ...ARRAY_BASICS,
  // string-basics
  'valid-anagram',
  'stutter-shorthand',
  // sorting-basics
  'alien-library',
  'closest-tent-pitches',
  // two-pointers-basics
  'duet-auditions',
  'radio-channel-match',
  // dp-basics, backtracking-basics, bit-basics
  'climbing-stairs',
  'subsets',
  'single-number',
];

beforeAll(async () => {
  t = await build();
  const bank = await readBankIndex();
  for (const slug of SLUGS) {
    const p = bank.get(slug);
    if (!p) throw new Error(`${slug} is not in the bank`);
    ids[slug] = await addProblem(t, {
      slug,
      title: p.title,
      category: p.category,
      difficulty: p.difficulty,
      estimatedMinutes: p.estimatedMinutes,
    });
  }
});

/** The plan of a new learner at 2 hours a week, once they have solved `solved` (accepted each once). */
async function planFor(solved: readonly string[] = []): Promise<StudyPlan> {
  const u = await t.register();
  for (const slug of solved) await judged(t, u.id, ids[slug] ?? '', 'accepted');
  const res = await t.injectAs(u.token, {
    method: 'POST',
    url: '/api/learn/study-plan',
    payload: { hoursPerWeek: 2 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.plan;
}

/** Every problem of the plan, week after week. */
const planned = (plan: StudyPlan) => plan.weeks.flatMap((w) => w.practiceProblems);

describe('study plan in roadmap order', () => {
  it("gives a beginner the roadmap's first topics in week 1, DP, backtracking and bits after them", async () => {
    const plan = await planFor();
    const week1 = plan.weeks[0];
    expect(week1?.topics).toEqual(['Array Scans and Running Totals', 'Counting Characters']);
    expect(week1?.practiceProblems.map((p) => p.slug)).toEqual([
      'two-sum',
      'best-time-to-buy-and-sell-stock',
      'balanced-scale-points',
      'parking-gaps',
      'valid-anagram',
      'stutter-shorthand',
    ]);
    expect(week1?.estimatedHours).toBe(2); // 6 easy problems at 20 minutes
    const order = planned(plan).map((p) => p.slug);
    for (const late of ['climbing-stairs', 'subsets', 'single-number'])
      expect(order.indexOf(late)).toBeGreaterThan(order.indexOf('radio-channel-match'));
    expect(plan.recommendations.dailyPractice).toContain('easy 20 min, medium 40 min, hard 60 min');
  });

  it('starts further on for a learner who has solved every array basics problem', async () => {
    const plan = await planFor(ARRAY_BASICS);
    expect(plan.weeks[0]?.topics).toEqual([
      'Counting Characters',
      'Sort First, Then Think',
      'Two Pointers from Both Ends',
    ]);
    const all = planned(plan);
    const firstSolved = all.findIndex((p) => p.solved);
    // The solved ones only come back at the end, as re-solves.
    expect(all.slice(firstSolved).every((p) => p.solved)).toBe(true);
    expect(all.slice(0, firstSolved).map((p) => p.slug)).not.toContain('two-sum');
  });
});
