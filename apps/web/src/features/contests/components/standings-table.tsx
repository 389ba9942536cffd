import type { ContestFormat, StandingRow } from '@codecoach/contracts';
import { formatSeconds } from '../lib/time.ts';

interface StandingsTableProps {
  rows: readonly StandingRow[];
  letters: readonly string[];
  format: ContestFormat;
  meId: string | undefined;
  caption: string;
}

/** One cell: solved (with its time and rejections), tried, or pending under a freeze. */
function cellText(format: ContestFormat, c: StandingRow['cells'][string] | undefined): string {
  if (!c) return '';
  if (c.solved) {
    const time = format === 'points' ? formatSeconds(c.time ?? 0) : `${c.time}'`;
    return `+${c.rejected || ''} ${time}`;
  }
  if (c.pending > 0) return `?${c.rejected ? ` -${c.rejected}` : ''}`;
  return c.rejected ? `-${c.rejected}` : '';
}

export function StandingsTable({ rows, letters, format, meId, caption }: StandingsTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-muted">
          <tr>
            <th className="py-1.5 pr-2 font-medium">Rank</th>
            <th className="py-1.5 pr-2 font-medium">User</th>
            <th className="py-1.5 pr-2 text-right font-medium">Score</th>
            <th className="py-1.5 pr-2 text-right font-medium">Solved</th>
            <th className="py-1.5 pr-2 text-right font-medium">
              {format === 'points' ? 'Finish time' : 'Penalty'}
            </th>
            {letters.map((l) => (
              <th key={l} className="py-1.5 pr-2 text-center font-medium">
                {l}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.userId}
              className={`border-t border-border ${r.userId === meId ? 'bg-primary-soft' : ''}`}
            >
              <td className="py-1.5 pr-2">#{r.rank}</td>
              <td className="py-1.5 pr-2">
                {r.user}
                {r.userId === meId ? ' (You)' : ''}
              </td>
              <td className="py-1.5 pr-2 text-right font-semibold">{r.score}</td>
              <td className="py-1.5 pr-2 text-right">{r.problemsSolved}</td>
              <td className="py-1.5 pr-2 text-right">
                {format === 'points' ? formatSeconds(r.penalty) : r.penalty}
              </td>
              {letters.map((l) => {
                const c = r.cells[l];
                return (
                  <td
                    key={l}
                    className={`py-1.5 pr-2 text-center ${c?.solved ? 'text-success' : c?.pending ? 'text-warning' : 'text-danger'}`}
                  >
                    {cellText(format, c)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
