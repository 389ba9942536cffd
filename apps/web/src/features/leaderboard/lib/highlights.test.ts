import type { LeaderboardUser } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { highlights, medal, shownNumber } from './highlights.ts';

const row = (
  id: string,
  rank: number,
  over: Partial<LeaderboardUser['statistics']>,
  longest = 0,
): LeaderboardUser => ({
  _id: id,
  name: id,
  email: `${id}***@e***`,
  statistics: { points: 0, solvedProblems: 0, accuracy: null, rank, ...over },
  streak: { current: 0, longest },
  createdAt: '2024-06-01T00:00:00.000Z',
});

describe('leaderboard figures', () => {
  it('rounds points and accuracy down', () => {
    expect(shownNumber(66.6)).toBe('66');
    expect(shownNumber(99.9)).toBe('99');
    expect(shownNumber(1234)).toBe('1,234');
    expect(shownNumber(null)).toBe('—');
  });

  it('gives medals to ranks 1 to 3 only', () => {
    expect([1, 2, 3, 4].map(medal)).toEqual(['🥇', '🥈', '🥉', null]);
  });

  it('picks the best listed learner for each highlight, the higher rank on a tie', () => {
    const rows = [
      row('a', 1, { points: 90, solvedProblems: 4, accuracy: 50 }, 2),
      row('b', 2, { points: 60, solvedProblems: 5, accuracy: 80 }, 6),
      row('c', 3, { points: 60, solvedProblems: 5, accuracy: 80 }, 1),
    ];
    expect(highlights(rows).map((h) => [h.title, h.user._id, h.value])).toEqual([
      ['Highest Accuracy', 'b', '80%'],
      ['Longest Streak', 'b', '6 days'],
      ['Most Problems', 'b', '5 solved'],
    ]);
  });

  it('leaves out a highlight nobody has earned', () => {
    expect(
      highlights([row('a', 1, { points: 10, solvedProblems: 1, accuracy: null }, 0)]).map((h) => h.title),
    ).toEqual(['Most Problems']);
  });
});
