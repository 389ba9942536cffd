import type { UserStatsResponse } from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem, getJson, judged } from '../../../test/verdicts.ts';
import { dashboardWindow } from './buckets.ts';
import { addDays, dayNumber, localDay, startOfLocalDay } from './definitions.ts';

type Stats = UserStatsResponse['data'];

let t: TestApp;
const p: Record<string, string> = {};

beforeAll(async () => {
  t = await build();
  for (const [key, meta] of Object.entries({
    a1: { difficulty: 'easy', category: 'array', estimatedMinutes: 10 },
    a2: { difficulty: 'easy', category: 'array', estimatedMinutes: 20 },
    s1: { difficulty: 'easy', category: 'string', estimatedMinutes: 15 },
    g1: { difficulty: 'easy', category: 'graph', estimatedMinutes: 25 },
    g2: { difficulty: 'medium', category: 'graph', estimatedMinutes: 30 },
    t1: { difficulty: 'hard', category: 'tree', estimatedMinutes: 45 },
  } as const)) {
    p[key] = await addProblem(t, { slug: `dash-${key}`, title: `Dash ${key}`, ...meta });
  }
});

const stats = async (token: string, period = 'week') =>
  (await getJson<Stats>(t, token, `/api/user/stats?period=${period}`)).data;

const setZone = (token: string, timeZone: string) =>
  t.injectAs(token, { method: 'PUT', url: '/api/user/timezone', payload: { timeZone } });

describe('GET /api/user/stats', () => {
  it('requires a signed-in learner and a known period', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/stats' })).statusCode).toBe(401);
    const u = await t.register();
    const res = await t.injectAs(u.token, { method: 'GET', url: '/api/user/stats?period=decade' });
    expect(res.statusCode).toBe(400);
  });

  it('shows a new learner zeros, "nothing yet" as null, and where to start', async () => {
    const u = await t.register();
    const d = await stats(u.token);
    expect(d.statistics).toEqual({ solvedProblems: 0, points: 0, accuracy: null, rank: null });
    expect(d.streak).toEqual({ current: 0, longest: 0 });
    expect(d.recentActivity).toEqual([]);
    expect(d.achievements).toEqual([]);
    expect(d.nextMilestone).toMatchObject({ id: 'first-solve', current: 0, target: 1, percent: 0 });
    expect(d.weeklyProgress.buckets).toHaveLength(7);
    expect(d.weeklyProgress.totals).toEqual({ solved: 0, submissions: 0, points: 0, minutes: 0 });
    // Untried categories in spec order, easy first, quickest first within a category.
    expect(d.recommendations.map((r) => r.title)).toEqual(['Dash a1', 'Dash s1', 'Dash g1']);
    expect(d.recommendations[0]?.reason).toBe('Array: not tried yet');
    expect(d.recommendationRule).toMatch(/not by AI/);
  });

  it('counts points once per problem and accuracy over judged submissions, never internal errors', async () => {
    const u = await t.register();
    await judged(t, u.id, p.a1 as string, 'wrong_answer');
    await judged(t, u.id, p.a1 as string, 'accepted');
    await judged(t, u.id, p.a1 as string, 'accepted'); // a duplicate solve earns nothing more
    await judged(t, u.id, p.g2 as string, 'accepted');
    await judged(t, u.id, p.t1 as string, 'internal_error'); // the judge's failure is not the learner's
    const d = await stats(u.token);
    expect(d.statistics).toMatchObject({ solvedProblems: 2, points: 35, accuracy: 75 });
    expect(d.statistics.rank).toBeGreaterThanOrEqual(1);
    expect(d.weeklyProgress.totals).toMatchObject({ solved: 2, submissions: 4, points: 35 });
    const [row] = await t.sql<{ judged: number; accepted: number }>(
      'select judged, accepted from user_stats where user_id = $1',
      [u.id],
    );
    expect(row).toEqual({ judged: 4, accepted: 3 });
  });

  it('lists the 5 latest submissions, newest first, with their problem', async () => {
    const u = await t.register();
    const base = Date.now() - 60 * 60_000;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        await judged(
          t,
          u.id,
          p.s1 as string,
          i === 6 ? 'accepted' : 'wrong_answer',
          new Date(base + i * 60_000),
        ),
      );
    }
    const d = await stats(u.token);
    expect(d.recentActivity.map((a) => a._id)).toEqual(ids.slice(2).reverse());
    expect(d.recentActivity[0]).toMatchObject({
      status: 'accepted',
      points: 10,
      language: 'javascript',
      problem: { _id: p.s1, title: 'Dash s1', difficulty: 'easy', category: 'string' },
    });
  });

  it("counts the streak in the learner's time zone, each day once, across local midnight", async () => {
    const u = await t.register();
    const tz = 'Pacific/Auckland';
    expect((await setZone(u.token, tz)).statusCode).toBe(200);
    const now = new Date();
    const today = localDay(now, tz);
    const yesterdayStart = startOfLocalDay(addDays(today, -1), tz).getTime();
    // 23:50 the day before yesterday and 00:10 yesterday: 20 minutes apart, two local days, one UTC day.
    await judged(t, u.id, p.a1 as string, 'accepted', new Date(yesterdayStart - 10 * 60_000));
    await judged(t, u.id, p.a2 as string, 'accepted', new Date(yesterdayStart + 10 * 60_000));
    await judged(t, u.id, p.a2 as string, 'accepted', new Date(yesterdayStart + 12 * 3600_000));
    let d = await stats(u.token);
    // Today has no accepted submission yet: yesterday's streak still stands.
    expect(d.streak).toEqual({ current: 2, longest: 2 });
    await judged(t, u.id, p.s1 as string, 'accepted', new Date(now.getTime() - 1000));
    d = await stats(u.token);
    expect(d.streak).toEqual({ current: 3, longest: 3 });
    expect(d.timeZone).toBe(tz);
    const days = await t.sql<{ day: string; accepted: number }>(
      'select day::text, accepted from user_days where user_id = $1 order by day',
      [u.id],
    );
    expect(days).toEqual([
      { day: addDays(today, -2), accepted: 1 },
      { day: addDays(today, -1), accepted: 2 },
      { day: today, accepted: 1 },
    ]);
  });

  it('breaks the current streak after a missed day and keeps the longest', async () => {
    const u = await t.register();
    const tz = 'UTC';
    const today = localDay(new Date(), tz);
    for (const back of [6, 5, 4, 2]) {
      await judged(
        t,
        u.id,
        p.a1 as string,
        'accepted',
        new Date(startOfLocalDay(addDays(today, -back), tz).getTime() + 3600_000),
      );
    }
    expect((await stats(u.token)).streak).toEqual({ current: 0, longest: 3 });
    // A late verdict for a submission made 3 days ago fills the gap: the runs are recounted.
    await judged(
      t,
      u.id,
      p.a2 as string,
      'accepted',
      new Date(startOfLocalDay(addDays(today, -3), tz).getTime() + 7200_000),
    );
    expect((await stats(u.token)).streak).toEqual({ current: 0, longest: 5 });
  });

  it('counts consecutive local days across a daylight-saving change', async () => {
    const u = await t.register();
    await setZone(u.token, 'America/New_York');
    // 23:30 EST on 9 March 2024, noon on the 10th (clocks jumped at 02:00), 00:30 EDT on the 11th.
    for (const iso of ['2024-03-10T04:30:00Z', '2024-03-10T16:00:00Z', '2024-03-11T04:30:00Z']) {
      await judged(t, u.id, p.a1 as string, 'accepted', new Date(iso));
    }
    const days = await t.sql<{ day: string }>(
      'select day::text from user_days where user_id = $1 order by day',
      [u.id],
    );
    expect(days.map((r) => r.day)).toEqual(['2024-03-09', '2024-03-10', '2024-03-11']);
    expect((await stats(u.token)).streak).toEqual({ current: 0, longest: 3 });
  });

  it('changes Weekly Progress with the period', async () => {
    const u = await t.register();
    const tz = 'Europe/Paris';
    await setZone(u.token, tz);
    const now = new Date();
    const today = localDay(now, tz);
    const older = addDays(today, -8);
    await judged(t, u.id, p.a1 as string, 'accepted', new Date(now.getTime() - 1000));
    await judged(
      t,
      u.id,
      p.g2 as string,
      'accepted',
      new Date(startOfLocalDay(older, tz).getTime() + 3600_000),
    );
    const within = (period: 'week' | 'month' | 'year', day: string) => {
      const w = dashboardWindow(period, today);
      return dayNumber(day) >= dayNumber(w.from) && dayNumber(day) <= dayNumber(w.to) ? 1 : 0;
    };
    for (const period of ['week', 'month', 'year'] as const) {
      const d = await stats(u.token, period);
      expect(d.weeklyProgress.period).toBe(period);
      expect(d.weeklyProgress.totals.solved, period).toBe(1 + within(period, older));
      expect(d.weeklyProgress.totals.points, period).toBe(10 + 25 * within(period, older));
      const bucket = d.weeklyProgress.buckets.find((b) => b.from <= today && today <= b.to);
      expect(bucket?.solved, period).toBeGreaterThanOrEqual(1);
    }
    expect((await stats(u.token, 'week')).weeklyProgress.totals.solved).toBe(1);
    expect((await stats(u.token, 'year')).weeklyProgress.buckets).toHaveLength(12);
  });

  it('awards achievements once, with their date, and moves the Next Milestone', async () => {
    const u = await t.register();
    const before = Date.now();
    await judged(t, u.id, p.t1 as string, 'accepted');
    await judged(t, u.id, p.t1 as string, 'accepted');
    const d = await stats(u.token);
    expect(d.achievements.map((a) => a.id).sort()).toEqual(['first-solve', 'hard-solve']);
    for (const a of d.achievements) expect(Date.parse(a.earnedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(d.achievementCount.earned).toBe(2);
    // 50 points, a 1-day streak, 1 category: "Triple Digits" at 50% is the closest.
    expect(d.nextMilestone).toMatchObject({ id: 'points-100', current: 50, target: 100, percent: 50 });
    const rows = await t.sql('select * from user_achievements where user_id = $1', [u.id]);
    expect(rows).toHaveLength(2);
  });

  it('recommends unsolved problems from the weakest categories at the learner level', async () => {
    const u = await t.register();
    await judged(t, u.id, p.g1 as string, 'wrong_answer');
    await judged(t, u.id, p.g1 as string, 'wrong_answer');
    await judged(t, u.id, p.g1 as string, 'accepted'); // graph: 33%
    await judged(t, u.id, p.a1 as string, 'accepted'); // array: 100%
    const d = await stats(u.token);
    // Still easy (2 easy solves): graph has no unsolved easy problem left, so string (untried) comes
    // first at easy; then the nearest difficulty fills in: graph's medium, then array's easy.
    expect(d.recommendations.map((r) => [r.title, r.reason])).toEqual([
      ['Dash s1', 'String: not tried yet'],
      ['Dash a2', 'Array: 100% accuracy'],
      ['Dash g2', 'Graph: 33% accuracy'],
    ]);
  });
});

describe('PUT /api/user/timezone', () => {
  it('keeps a valid IANA zone in its canonical spelling and refuses anything else', async () => {
    const u = await t.register();
    const ok = await setZone(u.token, 'asia/tokyo');
    expect(ok.json()).toMatchObject({ success: true, data: { timeZone: 'Asia/Tokyo' } });
    const bad = await setZone(u.token, 'Mars/Olympus_Mons');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'timeZone' })]);
    expect((await stats(u.token)).timeZone).toBe('Asia/Tokyo');
  });
});

describe('POST /api/activity/heartbeat', () => {
  const beat = (token: string, problemId: string, seconds: number) =>
    t.injectAs(token, { method: 'POST', url: '/api/activity/heartbeat', payload: { problemId, seconds } });

  it('credits reported seconds, capped, and never the same wall-clock time twice', async () => {
    const u = await t.register();
    const first = await beat(u.token, p.a1 as string, 30);
    expect(first.json()).toMatchObject({ success: true, data: { credited: 30 } });
    // Reported again at once (a second tab, a replay): no wall-clock time has passed since.
    expect((await beat(u.token, p.a1 as string, 30)).json().data.credited).toBe(0);
    expect((await beat(u.token, p.a1 as string, 61)).statusCode).toBe(400);
    expect((await beat(u.token, '00000000-0000-4000-8000-000000000000', 10)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/activity/heartbeat',
          payload: { problemId: p.a1, seconds: 5 },
        })
      ).statusCode,
    ).toBe(401);
    const [time] = await t.sql<{ seconds: number }>(
      'select seconds from user_problem_time where user_id = $1 and problem_id = $2',
      [u.id, p.a1],
    );
    expect(time?.seconds).toBe(30);
    // Accepts the problem's slug too, as the solve screen's URL may carry either.
    await t.sql(
      "update user_stats set heartbeat_until = heartbeat_until - interval '20 seconds' where user_id = $1",
      [u.id],
    );
    expect((await beat(u.token, 'dash-a1', 30)).json().data.credited).toBe(20);
  });

  it('earns Speed Demon for a first-try medium solve within 10 minutes of tracked time, not without time', async () => {
    const quick = await t.register();
    await beat(quick.token, p.g2 as string, 45);
    await judged(t, quick.id, p.g2 as string, 'accepted');
    expect((await stats(quick.token)).achievements.map((a) => a.id)).toContain('speed-demon');

    const untracked = await t.register();
    await judged(t, untracked.id, p.g2 as string, 'accepted');
    expect((await stats(untracked.token)).achievements.map((a) => a.id)).not.toContain('speed-demon');

    const secondTry = await t.register();
    await beat(secondTry.token, p.g2 as string, 45);
    await judged(t, secondTry.id, p.g2 as string, 'wrong_answer');
    await judged(t, secondTry.id, p.g2 as string, 'accepted');
    expect((await stats(secondTry.token)).achievements.map((a) => a.id)).not.toContain('speed-demon');
  });
});
