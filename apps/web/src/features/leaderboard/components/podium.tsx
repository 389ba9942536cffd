import type { LeaderboardUser } from '@codecoach/contracts';
import { medal, shownNumber } from '../lib/highlights.ts';

const ORDER = [1, 0, 2]; // second, first, third: the winner in the middle
const HEIGHT = ['sm:min-h-44', 'sm:min-h-36', 'sm:min-h-32'];

/** The top 3 with their medals. */
export function Podium({
  top,
  isYou,
}: {
  top: readonly LeaderboardUser[];
  isYou: (u: LeaderboardUser) => boolean;
}) {
  return (
    <ol aria-label="Top 3" className="grid gap-4 sm:grid-cols-3 sm:items-end">
      {ORDER.map((i) => {
        const u = top[i];
        if (!u) return <li key={i} aria-hidden="true" className="hidden sm:block" />;
        return (
          <li
            key={u._id}
            className={`flex flex-col items-center justify-end gap-1 rounded-xl border bg-surface p-5 text-center ${
              i === 0
                ? 'border-warning/60 sm:order-2'
                : i === 1
                  ? 'border-border sm:order-1'
                  : 'border-border sm:order-3'
            } ${HEIGHT[i]}`}
          >
            <span className="text-4xl" role="img" aria-label={`Rank ${u.statistics.rank}`}>
              {medal(u.statistics.rank)}
            </span>
            <span className="font-semibold">
              {u.name}
              {isYou(u) ? ' (You)' : ''}
            </span>
            <span className="text-2xl font-bold tabular-nums">{shownNumber(u.statistics.points)}</span>
            <span className="text-xs text-muted">points</span>
          </li>
        );
      })}
    </ol>
  );
}
