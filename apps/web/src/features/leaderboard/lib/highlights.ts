import type { LeaderboardUser } from '@codecoach/contracts';

export interface Highlight {
  title: 'Highest Accuracy' | 'Longest Streak' | 'Most Problems';
  user: LeaderboardUser;
  value: string;
}

/** Spec §9: leaderboard points and accuracy are shown rounded down. */
export function shownNumber(n: number | null): string {
  return n === null ? '—' : new Intl.NumberFormat('en-US').format(Math.floor(n));
}

/** The best of the listed rows for one figure; ties go to the higher-ranked learner. */
function best(
  rows: readonly LeaderboardUser[],
  figure: (r: LeaderboardUser) => number,
): LeaderboardUser | undefined {
  let top: LeaderboardUser | undefined;
  for (const r of rows) if (!top || figure(r) > figure(top)) top = r;
  return top;
}

/** The three highlight cards, computed from the rankings shown (so they never name someone not listed). */
export function highlights(rows: readonly LeaderboardUser[]): Highlight[] {
  const out: Highlight[] = [];
  const accurate = best(rows, (r) => r.statistics.accuracy ?? -1);
  if (accurate && accurate.statistics.accuracy !== null) {
    out.push({
      title: 'Highest Accuracy',
      user: accurate,
      value: `${shownNumber(accurate.statistics.accuracy)}%`,
    });
  }
  const streak = best(rows, (r) => r.streak.longest);
  if (streak && streak.streak.longest > 0) {
    out.push({
      title: 'Longest Streak',
      user: streak,
      value: `${streak.streak.longest} ${streak.streak.longest === 1 ? 'day' : 'days'}`,
    });
  }
  const solver = best(rows, (r) => r.statistics.solvedProblems);
  if (solver && solver.statistics.solvedProblems > 0) {
    out.push({ title: 'Most Problems', user: solver, value: `${solver.statistics.solvedProblems} solved` });
  }
  return out;
}

/** Medals for ranks 1 to 3 (spec §9). */
export function medal(rank: number): string | null {
  return rank === 1 ? '🥇' : rank === 2 ? '🥈' : rank === 3 ? '🥉' : null;
}
