import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, type AchievementFacts, newlyEarned, nextMilestone } from './achievements.ts';
import { pickRankBefore, rangeTotals } from './analytics.ts';
import {
  analyticsWindow,
  type DayRow,
  dashboardWindow,
  progressBuckets,
  segments,
  sumDays,
  ZERO,
} from './buckets.ts';
import { improvementTarget, insights, weakAreas } from './insights.ts';
import {
  type Candidate,
  pickRecommendations,
  targetDifficulty,
  weakestCategories,
} from './recommendations.ts';

const none: AchievementFacts = {
  solved: 0,
  points: 0,
  judged: 0,
  accepted: 0,
  hardSolved: 0,
  longestStreak: 0,
  currentStreak: 0,
  maxCategorySolved: 0,
  categoriesSolved: 0,
  speedSolve: false,
};

describe('achievements', () => {
  it('has unique ids and includes the spec three', () => {
    const ids = ACHIEVEMENTS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = ACHIEVEMENTS.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Speed Demon', 'Streak Master', 'Category Expert']));
  });

  it('earns nothing without facts', () => {
    expect(newlyEarned(none, new Set())).toEqual([]);
  });

  it('earns each rule exactly when its threshold is met', () => {
    expect(
      newlyEarned(
        { ...none, solved: 1, accepted: 1, judged: 1, points: 10, categoriesSolved: 1, maxCategorySolved: 1 },
        new Set(),
      ),
    ).toEqual(['first-solve']);
    expect(newlyEarned({ ...none, longestStreak: 2 }, new Set())).toEqual([]);
    expect(newlyEarned({ ...none, longestStreak: 6 }, new Set())).toEqual(['streak-3']);
    expect(newlyEarned({ ...none, longestStreak: 7 }, new Set())).toEqual(['streak-3', 'streak-7']);
    expect(newlyEarned({ ...none, maxCategorySolved: 4 }, new Set())).toEqual([]);
    expect(newlyEarned({ ...none, maxCategorySolved: 5 }, new Set())).toEqual(['category-expert']);
    expect(newlyEarned({ ...none, speedSolve: true }, new Set())).toEqual(['speed-demon']);
    expect(newlyEarned({ ...none, hardSolved: 1 }, new Set())).toEqual(['hard-solve']);
    expect(newlyEarned({ ...none, points: 500 }, new Set())).toEqual(['points-100', 'points-500']);
  });

  it('needs both volume and accuracy for Sharpshooter', () => {
    expect(newlyEarned({ ...none, judged: 19, accepted: 19 }, new Set())).toEqual([]);
    expect(newlyEarned({ ...none, judged: 20, accepted: 15 }, new Set())).toEqual([]); // 75%
    expect(newlyEarned({ ...none, judged: 20, accepted: 16 }, new Set())).toEqual(['sharpshooter']); // 80%
  });

  it('never awards twice', () => {
    expect(newlyEarned({ ...none, longestStreak: 7 }, new Set(['streak-3', 'streak-7']))).toEqual([]);
  });

  it('points the Next Milestone at the unearned count rule closest to completion', () => {
    expect(nextMilestone(none, new Set())).toMatchObject({
      id: 'first-solve',
      current: 0,
      target: 1,
      percent: 0,
    });
    const f = { ...none, solved: 8, points: 80, maxCategorySolved: 4, categoriesSolved: 2, currentStreak: 1 };
    // first-solve is earned; solver-10 is at 80%, category-expert at 80% too: the earlier rule wins the tie.
    expect(nextMilestone(f, new Set(['first-solve']))).toMatchObject({
      id: 'solver-10',
      current: 8,
      target: 10,
      percent: 80,
    });
    expect(nextMilestone({ ...f, solved: 7, maxCategorySolved: 3 }, new Set(['first-solve']))).toMatchObject({
      id: 'points-100',
      percent: 80,
    });
  });

  it('has no Next Milestone once every count rule is earned', () => {
    const all = new Set(ACHIEVEMENTS.filter((a) => a.milestone).map((a) => a.id));
    expect(nextMilestone(none, all)).toBeNull();
  });
});

const day = (d: string, over: Partial<DayRow> = {}): DayRow => ({ ...ZERO, day: d, ...over });

describe('buckets', () => {
  it('sums only the days inside a window', () => {
    const rows = [
      day('2024-06-01', { solved: 1 }),
      day('2024-06-02', { solved: 2 }),
      day('2024-06-09', { solved: 4 }),
    ];
    expect(sumDays(rows, '2024-06-02', '2024-06-08').solved).toBe(2);
  });

  it('splits a window into clipped weeks and months', () => {
    expect(segments('2024-06-05', '2024-06-18', 'week')).toEqual([
      { from: '2024-06-05', to: '2024-06-09' },
      { from: '2024-06-10', to: '2024-06-16' },
      { from: '2024-06-17', to: '2024-06-18' },
    ]);
    expect(segments('2024-01-15', '2024-03-02', 'month')).toEqual([
      { from: '2024-01-15', to: '2024-01-31' },
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2024-03-01', to: '2024-03-02' },
    ]);
    expect(segments('2024-06-05', '2024-06-07', 'day')).toHaveLength(3);
  });

  it('gives the dashboard calendar periods in the learner time zone', () => {
    expect(dashboardWindow('week', '2024-06-05')).toEqual({
      from: '2024-06-03',
      to: '2024-06-09',
      by: 'day',
    });
    expect(dashboardWindow('month', '2024-02-10')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
      by: 'day',
    });
    expect(dashboardWindow('year', '2024-02-10')).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
      by: 'month',
    });
  });

  it('labels the dashboard buckets and really changes with the period', () => {
    const rows = [
      day('2024-06-04', { solved: 1, points: 10, judged: 2, accepted: 1 }),
      day('2024-01-09', { solved: 2, points: 35 }),
    ];
    const week = progressBuckets(rows, 'week', '2024-06-05');
    expect(week.map((b) => b.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(week[1]).toMatchObject({ from: '2024-06-04', solved: 1, points: 10, submissions: 2, accepted: 1 });
    const year = progressBuckets(rows, 'year', '2024-06-05');
    expect(year).toHaveLength(12);
    expect(year[0]).toMatchObject({ label: 'Jan', solved: 2, points: 35 });
    expect(year[5]).toMatchObject({ label: 'Jun', solved: 1 });
    expect(progressBuckets(rows, 'month', '2024-06-05')).toHaveLength(30);
  });

  it('gives analytics ranges ending today with the equally long period before', () => {
    expect(analyticsWindow('7d', '2024-06-07')).toEqual({
      from: '2024-06-01',
      to: '2024-06-07',
      days: 7,
      by: 'day',
      previous: { from: '2024-05-25', to: '2024-05-31' },
    });
    expect(analyticsWindow('1y', '2024-06-07')).toMatchObject({ from: '2023-06-09', by: 'month' });
    expect(analyticsWindow('90d', '2024-06-07').by).toBe('week');
  });
});

const problem = (
  id: string,
  category: Candidate['category'],
  difficulty: Candidate['difficulty'],
  minutes = 20,
): Candidate => ({
  id,
  title: `P ${id}`,
  category,
  difficulty,
  estimatedMinutes: minutes,
});

describe('recommendation rule', () => {
  it('moves up a difficulty after 3 solves at a level', () => {
    expect(targetDifficulty({ easy: 2, medium: 0, hard: 0 })).toBe('easy');
    expect(targetDifficulty({ easy: 3, medium: 2, hard: 0 })).toBe('medium');
    expect(targetDifficulty({ easy: 3, medium: 3, hard: 0 })).toBe('hard');
  });

  it('orders categories: weak (lowest first), then untried, then strong', () => {
    const order = weakestCategories([
      { category: 'graph', judged: 5, accepted: 2 },
      { category: 'tree', judged: 10, accepted: 5 },
      { category: 'array', judged: 10, accepted: 9 },
    ]);
    expect(order.slice(0, 3).map((o) => o.category)).toEqual(['graph', 'tree', 'string']);
    expect(order.at(-1)?.category).toBe('array');
    expect(order[0]?.reason).toBe('Graph: 40% accuracy');
    expect(order[2]?.reason).toBe('String: not tried yet');
  });

  it('picks one unsolved problem per weak category at the target difficulty, quickest first', () => {
    const unsolved = [
      problem('g2', 'graph', 'easy', 30),
      problem('g1', 'graph', 'easy', 15),
      problem('gm', 'graph', 'medium', 5),
      problem('t1', 'tree', 'easy'),
      problem('a1', 'array', 'easy'),
    ];
    const stats = [
      { category: 'graph', judged: 5, accepted: 2 },
      { category: 'tree', judged: 4, accepted: 2 },
      { category: 'array', judged: 4, accepted: 4 },
    ];
    const picks = pickRecommendations(unsolved, stats, 'easy');
    expect(picks.map((p) => p.id)).toEqual(['g1', 't1', 'a1']);
  });

  it('falls back to the nearest difficulty when the level has too few problems', () => {
    const picks = pickRecommendations(
      [problem('h', 'graph', 'hard'), problem('m', 'tree', 'medium')],
      [],
      'easy',
    );
    expect(picks.map((p) => p.id)).toEqual(['m', 'h']);
  });
});

describe('insights', () => {
  it('aims weak areas at 70% or 15 points more', () => {
    expect(improvementTarget(40)).toBe(70);
    expect(improvementTarget(62.5)).toBe(77);
    expect(improvementTarget(95)).toBe(100);
  });

  it('lists categories below 70% with enough evidence, weakest first', () => {
    const areas = weakAreas([
      { category: 'graph', judged: 5, accepted: 2 },
      { category: 'dp', judged: 2, accepted: 0 }, // too few to judge
      { category: 'tree', judged: 4, accepted: 2 },
      { category: 'array', judged: 10, accepted: 9 },
    ]);
    expect(areas).toEqual([
      { topic: 'Graph', category: 'graph', accuracy: 40, improvement: 70 },
      { topic: 'Tree', category: 'tree', accuracy: 50, improvement: 70 },
    ]);
  });

  const base = {
    categories: [
      { category: 'graph' as const, judged: 5, accepted: 2 },
      { category: 'array' as const, judged: 10, accepted: 9 },
    ],
    unsolved: [
      problem('g1', 'graph', 'easy', 15),
      problem('g2', 'graph', 'medium', 25),
      problem('a1', 'array', 'medium', 30),
    ],
    solvedBy: { easy: 3, medium: 0, hard: 0 },
    rangeDays: 30,
    activeDays: 4,
    currentStreak: 0,
    practisedToday: false,
    judgedInRange: 15,
  };

  it('recommends from the weakness, the strength and the practice rhythm', () => {
    const recs = insights(base);
    expect(recs.map((r) => [r.type, r.priority, r.title])).toEqual([
      ['weakness', 'high', 'Strengthen Graph'],
      ['strength', 'low', 'Build on Array'],
      ['time', 'medium', 'Practise a little every day'],
    ]);
    expect(recs[0]?.estimatedTime).toBe(40); // the two unsolved graph problems
    expect(recs[2]?.description).toContain('4 of the last 30 days');
  });

  it('warns about a streak at risk before the rhythm', () => {
    const recs = insights({ ...base, currentStreak: 4, practisedToday: false });
    expect(recs.at(-1)).toMatchObject({ type: 'time', priority: 'high', title: 'Keep your 4-day streak' });
  });

  it('tells a learner without submissions how to start', () => {
    const recs = insights({ ...base, categories: [], judgedInRange: 0 });
    expect(recs).toHaveLength(1);
    expect(recs[0]).toMatchObject({ title: 'Start practising', priority: 'high' });
  });
});

describe('analytics edges', () => {
  it('cuts the per-category sums at the exact range, edge days included only inside it', () => {
    const rows = [
      { category: 'graph' as const, day: null, judged: 10, accepted: 4 },
      { category: 'graph' as const, day: '2024-06-01', judged: 2, accepted: 2 }, // before the range
      { category: 'graph' as const, day: '2024-06-02', judged: 1, accepted: 0 }, // its first day
      { category: 'tree' as const, day: '2024-07-01', judged: 3, accepted: 3 }, // its last day
      { category: 'tree' as const, day: '2024-07-02', judged: 5, accepted: 5 }, // tomorrow in UTC
    ];
    expect(rangeTotals(rows, '2024-06-02', '2024-07-01')).toEqual([
      { category: 'graph', judged: 11, accepted: 4 },
      { category: 'tree', judged: 3, accepted: 3 },
    ]);
  });

  it('compares with the last rank on or before the start, else the first after it (not today)', () => {
    const snaps = [
      { day: '2024-05-20', rank: 40 },
      { day: '2024-06-01', rank: 30 },
      { day: '2024-06-03', rank: 25 },
    ];
    expect(pickRankBefore(snaps, '2024-06-02', '2024-07-01')).toEqual({ previous: 30, since: '2024-06-01' });
    expect(pickRankBefore(snaps.slice(2), '2024-06-02', '2024-07-01')).toEqual({
      previous: 25,
      since: '2024-06-03',
    });
    expect(pickRankBefore([{ day: '2024-07-01', rank: 9 }], '2024-06-02', '2024-07-01')).toEqual({
      previous: null,
      since: null,
    });
  });
});
