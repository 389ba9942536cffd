import type { AnalyticsData } from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem, getJson, judged } from '../../../test/verdicts.ts';
import { addDays, localDay, startOfLocalDay } from './definitions.ts';

let t: TestApp;
const p: Record<string, string> = {};
let u: { token: string; id: string; email: string };
const tz = 'Asia/Tokyo';
let today: string;

/** Noon, local time, `back` days before today. */
const daysAgo = (back: number) =>
  new Date(startOfLocalDay(addDays(today, -back), tz).getTime() + 12 * 3600_000);

beforeAll(async () => {
  t = await build();
  for (const [key, meta] of Object.entries({
    a1: { difficulty: 'easy', category: 'array' },
    a2: { difficulty: 'easy', category: 'array' },
    a3: { difficulty: 'easy', category: 'array' },
    g1: { difficulty: 'medium', category: 'graph' },
    g2: { difficulty: 'medium', category: 'graph' },
    h1: { difficulty: 'hard', category: 'tree' },
    s1: { difficulty: 'easy', category: 'string' },
  } as const)) {
    p[key] = await addProblem(t, { slug: `an-${key}`, title: `An ${key}`, ...meta });
  }
  u = await t.register();
  await t.injectAs(u.token, { method: 'PUT', url: '/api/user/timezone', payload: { timeZone: tz } });
  today = localDay(new Date(), tz);
  const P = (k: string) => p[k] as string;
  // 2 days ago: array solved first try; graph 3 wrong then accepted.
  await judged(t, u.id, P('a1'), 'accepted', daysAgo(2));
  for (let i = 0; i < 3; i++) await judged(t, u.id, P('g1'), 'wrong_answer', daysAgo(2));
  await judged(t, u.id, P('g1'), 'accepted', daysAgo(2));
  // 20 days ago: one array solve and a string failure.
  await judged(t, u.id, P('a2'), 'accepted', daysAgo(20));
  await judged(t, u.id, P('s1'), 'runtime_error', daysAgo(20));
  // 45 days ago: a hard solve (in the 30 days before the last 30).
  await judged(t, u.id, P('h1'), 'accepted', daysAgo(45));
  // Today: 30 s on a3 on the solve screen, then solved.
  await t.injectAs(u.token, {
    method: 'POST',
    url: '/api/activity/heartbeat',
    payload: { problemId: P('a3'), seconds: 30 },
  });
  await judged(t, u.id, P('a3'), 'accepted', new Date(Date.now() - 1000));
});

const analytics = async (range?: string) =>
  (await getJson<AnalyticsData>(t, u.token, `/api/analytics${range ? `?range=${range}` : ''}`)).data;

describe('GET /api/analytics', () => {
  it('defaults to the last 30 days and refuses unknown ranges', async () => {
    const d = await analytics();
    expect(d.range).toBe('30d');
    expect(d.from).toBe(addDays(today, -29));
    expect(d.to).toBe(today);
    expect((await t.injectAs(u.token, { method: 'GET', url: '/api/analytics?range=2d' })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
  });

  it('computes the overview and its captions against the previous period', async () => {
    const week = await analytics('7d');
    expect(week.overview).toMatchObject({
      totalProblems: 7,
      solvedProblems: 5,
      accuracy: 50, // a1, g1 x4, a3: 3 of 6
      points: 3 * 10 + 25 + 50, // a1 a2 a3 (easy), g1 (medium), h1 (hard)
      level: 2, // one level per 100 points
      streak: { current: 1, longest: 1 },
    });
    expect(week.overview.rank).toBe(1);
    expect(week.changes.solved).toEqual({ current: 3, previous: 0 });
    expect(week.changes.accuracy).toEqual({ current: 50, previous: null });

    const month = await analytics('30d');
    expect(month.overview.accuracy).toBe(50); // + a2 accepted, s1 failed: 4 of 8
    expect(month.changes.solved).toEqual({ current: 4, previous: 1 });
    expect(month.changes.accuracy).toEqual({ current: 50, previous: 100 });
    expect(month.changes.streak.personalBest).toBe(true);
  });

  it('charts by day, week or month, with a point per bucket', async () => {
    const week = await analytics('7d');
    expect(week.bucket).toBe('day');
    expect(week.performanceData).toHaveLength(7);
    const twoDaysAgo = week.performanceData.find((d) => d.date === addDays(today, -2));
    expect(twoDaysAgo).toMatchObject({ problems: 2, accuracy: 40 });
    expect(week.performanceData.find((d) => d.date === addDays(today, -1))).toMatchObject({
      problems: 0,
      accuracy: null,
    });
    expect(week.timeSpent.at(-1)).toMatchObject({ day: today, hours: 0.01 });
    expect(week.streakData).toHaveLength(7);
    expect(week.streakData.find((s) => s.date === addDays(today, -2))?.streak).toBe(1);
    expect(week.weeklyProgress.reduce((n, w) => n + w.problems, 0)).toBe(3);
    expect(week.accuracyTrend.reduce((n, w) => n + w.submissions, 0)).toBe(6);

    const quarter = await analytics('90d');
    expect(quarter.bucket).toBe('week');
    expect(quarter.performanceData.reduce((n, d) => n + d.problems, 0)).toBe(5);
    const year = await analytics('1y');
    expect(year.bucket).toBe('month');
    expect(year.performanceData.length).toBeGreaterThanOrEqual(12);
    expect(year.weeklyProgress.reduce((n, w) => n + w.points, 0)).toBe(105);
  });

  it('breaks down difficulty and categories for the range, with the spec colours', async () => {
    const month = await analytics('30d');
    expect(month.difficultyBreakdown).toEqual([
      { name: 'Easy', value: 3, color: '#22c55e' },
      { name: 'Medium', value: 1, color: '#f59e0b' },
      { name: 'Hard', value: 0, color: '#ef4444' },
    ]);
    const by = Object.fromEntries(month.categoryBreakdown.map((c) => [c.category, c]));
    expect(Object.keys(by)).toEqual(['array', 'string', 'tree', 'graph']); // spec order, only categories with problems
    expect(by.array).toMatchObject({ name: 'Array', solved: 3, total: 3, accuracy: 100, submissions: 3 });
    expect(by.graph).toMatchObject({ solved: 1, total: 2, accuracy: 25, submissions: 4 });
    expect(by.string).toMatchObject({ solved: 0, total: 1, accuracy: 0 });
    expect(by.tree).toMatchObject({ solved: 1, total: 1, accuracy: null, submissions: 0 });
    const quarter = await analytics('90d');
    expect(quarter.difficultyBreakdown.map((d) => d.value)).toEqual([3, 1, 1]);
  });

  it('derives insights from the history: weak areas, recommendations, achievements', async () => {
    const month = await analytics('30d');
    expect(month.weakAreas).toEqual([{ topic: 'Graph', category: 'graph', accuracy: 25, improvement: 70 }]);
    expect(month.recommendations[0]).toMatchObject({
      type: 'weakness',
      priority: 'high',
      title: 'Strengthen Graph',
    });
    expect(month.recommendations.map((r) => r.type)).toContain('strength');
    // Earned when their verdicts were written (just now), so all inside the range.
    expect(month.achievements.map((a) => a.name)).toEqual(
      expect.arrayContaining(['First Steps', 'Giant Slayer']),
    );
    for (const a of month.achievements) expect(Date.parse(a.date)).not.toBeNaN();
    // Only a3 has tracked time: 30 s.
    expect(month.overview.averageTime).toBe(0.5);
  });

  it('compares the rank with the one recorded at the start of the range', async () => {
    const start = startOfLocalDay(addDays(today, -29), tz).toISOString().slice(0, 10);
    await t.sql('insert into rank_snapshots (user_id, day, rank) values ($1, $2::date - 3, 9)', [
      u.id,
      start,
    ]);
    const month = await analytics('30d');
    expect(month.changes.rank.previous).toBe(9);
    expect(month.changes.rank.since).toBe(addDays(start, -3));
    expect((await analytics('7d')).changes.rank.previous).toBe(9);
  });
});
