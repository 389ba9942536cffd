import type { LeaderboardUser, LeaderboardYou } from '@codecoach/contracts';
import { medal, shownNumber } from '../lib/highlights.ts';

function Row({ u, you, rank }: { u: LeaderboardUser | LeaderboardYou; you: boolean; rank: number | null }) {
  return (
    <tr
      className={`border-t border-border ${you ? 'bg-primary-soft font-medium' : ''}`}
      aria-current={you ? 'true' : undefined}
    >
      <td className="px-3 py-2 tabular-nums">
        {rank === null ? '—' : `#${rank}`}
        {rank !== null && medal(rank) ? (
          <span className="ml-1" role="img" aria-label="medal">
            {medal(rank)}
          </span>
        ) : null}
      </td>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {u.name}
        {you ? ' (You)' : ''}
      </th>
      <td className="px-3 py-2 text-right tabular-nums">{shownNumber(u.statistics.points)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{u.statistics.solvedProblems}</td>
      <td className="px-3 py-2 text-right tabular-nums">
        {u.statistics.accuracy === null ? '—' : `${shownNumber(u.statistics.accuracy)}%`}
      </td>
      <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">{u.streak.current}</td>
    </tr>
  );
}

interface Props {
  rows: readonly LeaderboardUser[];
  you: LeaderboardYou;
  isYou: (u: LeaderboardUser) => boolean;
}

/** Full Rankings; the caller's own row is repeated at the end when it is not among them. */
export function Rankings({ rows, you, isYou }: Props) {
  const listed = rows.some(isYou);
  return (
    <section
      aria-labelledby="full-rankings"
      className="overflow-hidden rounded-xl border border-border bg-surface"
    >
      <h2 id="full-rankings" className="px-5 pt-5 pb-3 text-lg font-semibold">
        Full Rankings
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Rank
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Learner
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Points
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Solved
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Accuracy
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">
                Streak
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <Row key={u._id} u={u} you={isYou(u)} rank={u.statistics.rank} />
            ))}
            {!listed ? <Row u={you} you rank={you.statistics.rank} /> : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
