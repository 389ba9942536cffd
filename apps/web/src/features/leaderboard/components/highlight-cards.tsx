import type { LeaderboardUser } from '@codecoach/contracts';
import { highlights } from '../lib/highlights.ts';

/** Highest Accuracy, Longest Streak and Most Problems among the rankings shown. */
export function HighlightCards({
  rows,
  isYou,
}: {
  rows: readonly LeaderboardUser[];
  isYou: (u: LeaderboardUser) => boolean;
}) {
  const cards = highlights(rows);
  if (cards.length === 0) return null;
  return (
    <ul aria-label="Highlights" className="grid gap-4 sm:grid-cols-3">
      {cards.map((h) => (
        <li key={h.title} className="rounded-xl border border-border bg-surface p-5">
          <p className="text-sm text-muted">{h.title}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{h.value}</p>
          <p className="mt-1 text-sm">
            {h.user.name}
            {isYou(h.user) ? ' (You)' : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
