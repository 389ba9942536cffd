import type { AnalyticsData } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { accuracyTone, overviewCaptions, priorityTone } from './captions.ts';

function data(over: Partial<AnalyticsData['changes']> = {}, rank: number | null = 5): AnalyticsData {
  return {
    range: '30d',
    from: '2024-05-08',
    to: '2024-06-06',
    bucket: 'day',
    timeZone: 'UTC',
    overview: {
      totalProblems: 40,
      solvedProblems: 12,
      accuracy: 60,
      averageTime: null,
      streak: { current: 2, longest: 6 },
      rank,
      points: 200,
      level: 3,
    },
    changes: {
      solved: { current: 4, previous: 1 },
      accuracy: { current: 60, previous: 57.7 },
      streak: { personalBest: false },
      rank: { previous: 28, since: '2024-05-07' },
      ...over,
    },
    performanceData: [],
    categoryBreakdown: [],
    difficultyBreakdown: [],
    streakData: [],
    accuracyTrend: [],
    timeSpent: [],
    weeklyProgress: [],
    recommendations: [],
    weakAreas: [],
    achievements: [],
  };
}

describe('overview captions', () => {
  it('states the real change against the previous period', () => {
    expect(overviewCaptions(data())).toEqual({
      solved: '+4 in the last 30 days (1 in the period before)',
      accuracy: '+2.3% vs the period before',
      streak: 'Best: 6 days',
      rank: '+23 positions since May 7',
    });
  });

  it('says so when there is nothing to compare', () => {
    const c = overviewCaptions(
      data({
        accuracy: { current: null, previous: null },
        rank: { previous: null, since: null },
        streak: { personalBest: true },
      }),
    );
    expect(c.accuracy).toBe('No judged submissions in this period');
    expect(c.rank).toBe('No earlier rank on record');
    expect(c.streak).toBe('Personal best!');
    expect(overviewCaptions(data({}, null)).rank).toBe('Solve a problem to get a rank');
  });

  it('shows a fall as a fall', () => {
    const c = overviewCaptions(
      data({ accuracy: { current: 50, previous: 62.5 }, rank: { previous: 4, since: '2024-05-07' } }),
    );
    expect(c.accuracy).toBe('−12.5% vs the period before');
    expect(c.rank).toBe('−1 position since May 7');
  });
});

describe('colours', () => {
  it('uses the 70% threshold for category accuracy', () => {
    expect(accuracyTone(70)).toBe('text-success');
    expect(accuracyTone(69.9)).toBe('text-warning');
    expect(accuracyTone(null)).toBe('text-muted');
  });

  it('colours priorities high red, medium yellow, other blue', () => {
    expect(priorityTone('high')).toContain('danger');
    expect(priorityTone('medium')).toContain('warning');
    expect(priorityTone('low')).toContain('primary');
  });
});
