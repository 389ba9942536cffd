import type { Statistics, Streak } from '@codecoach/contracts';
import { Link } from 'react-router';
import { formatNumber } from './format.ts';

interface Card {
  label: string;
  value: string;
  caption: string;
  to?: string;
}

/** The four stat cards of spec §2; Problems Solved and Global Rank are links. */
export function StatCards({ statistics, streak }: { statistics: Statistics; streak: Streak }) {
  const cards: Card[] = [
    {
      label: 'Problems Solved',
      value: formatNumber(statistics.solvedProblems),
      caption: `${formatNumber(statistics.points)} points`,
      to: '/practice',
    },
    {
      label: 'Current Streak',
      value: `${streak.current} ${streak.current === 1 ? 'day' : 'days'}`,
      caption: `Longest: ${streak.longest} ${streak.longest === 1 ? 'day' : 'days'}`,
    },
    {
      label: 'Accuracy Rate',
      value: statistics.accuracy === null ? '—' : `${statistics.accuracy.toFixed(1)}%`,
      caption: statistics.accuracy === null ? 'No judged submissions yet' : 'Accepted of judged submissions',
    },
    {
      label: 'Global Rank',
      value: statistics.rank === null ? 'Unranked' : `#${formatNumber(statistics.rank)}`,
      caption: statistics.rank === null ? 'Solve a problem to get a rank' : 'By points, all time',
      to: '/leaderboard',
    },
  ];
  return (
    <ul aria-label="Your statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => {
        const body = (
          <>
            <span className="block text-sm text-muted">{card.label}</span>
            <span className="mt-1 block text-2xl font-bold tabular-nums sm:text-3xl">{card.value}</span>
            <span className="mt-1 block text-xs text-muted">{card.caption}</span>
          </>
        );
        const box = 'block h-full rounded-xl border border-border bg-surface p-5';
        return (
          <li key={card.label}>
            {card.to ? (
              <Link to={card.to} className={`${box} transition-colors hover:border-primary`}>
                {body}
              </Link>
            ) : (
              <div className={box}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
