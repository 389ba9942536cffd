import { asSeen, type BoardSpec, type RankedRow, withRanks } from './board.ts';
import { FORMATS } from './index.ts';
import { bySubmissionOrder, type Cell, type ContestSub } from './types.ts';

/**
 * The board computed from scratch from the log (the latest state of every submission) and the
 * participants who joined (listed with nothing solved until they submit): the reference the
 * incremental `Board` is checked against, and what a finished contest's final standings and a
 * virtual participant's comparison are computed with.
 */
export function fullBoard(
  spec: BoardSpec,
  log: readonly ContestSub[],
  joined: readonly string[] = [],
): RankedRow[] {
  const f = FORMATS[spec.format];
  const latest = new Map<string, ContestSub>();
  for (const s of log) latest.set(s.id, s);
  const grouped = new Map<string, Map<string, ContestSub[]>>();
  for (const raw of latest.values()) {
    const s = asSeen(spec, raw);
    if (!s || !spec.problems.some((p) => p.letter === s.letter)) continue;
    const perUser = grouped.get(s.userId) ?? new Map<string, ContestSub[]>();
    grouped.set(s.userId, perUser);
    perUser.set(s.letter, [...(perUser.get(s.letter) ?? []), s]);
  }
  for (const userId of joined) if (!grouped.has(userId)) grouped.set(userId, new Map());
  const rows = [...grouped].map(([userId, perUser]) => {
    const cells: Record<string, Cell> = {};
    for (const p of spec.problems) {
      const subs = perUser.get(p.letter);
      if (subs) cells[p.letter] = f.cell([...subs].sort(bySubmissionOrder), p.points);
    }
    return { userId, cells, totals: f.total(Object.values(cells)) };
  });
  rows.sort((a, b) => f.compare(a.totals, b.totals) || (a.userId < b.userId ? -1 : 1));
  return withRanks(f, rows);
}
