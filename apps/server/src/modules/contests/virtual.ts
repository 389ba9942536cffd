import { errors } from '../../lib/errors.ts';
import { findContest } from './access.ts';
import { toRow } from './dto.ts';
import { fullBoard } from './formats/full.ts';
import { FORMATS } from './formats/index.ts';
import type { ContestSub } from './formats/types.ts';
import { boardSpec } from './live-boards.ts';
import type { ContestRepository, Viewer } from './repository.ts';

/**
 * A virtual participant against the real contest: the real standings at the same minute of the
 * contest (every real submission made by then, with its verdict), and where the participant's own
 * row (their submissions since their virtual start) would rank among them.
 */
export async function virtualStanding(repo: ContestRepository, v: Viewer, id: string) {
  const c = await findContest(repo, v, id);
  if (!c.virtualStartedAt) throw errors.notFound('You have no virtual run of this contest');
  const start = c.virtualStartedAt.getTime();
  const elapsed = Math.min(c.durationMinutes * 60, Math.max(0, (Date.now() - start) / 1000));
  const { rows } = await repo.log(c.id);
  const real: ContestSub[] = [];
  const mine: ContestSub[] = [];
  rows.forEach((r, seq) => {
    const at = new Date(r.submittedAt).getTime();
    if (r.userId === v.id && r.virtualStartedAt) mine.push({ ...r, seconds: (at - start) / 1000, seq });
    else if (!r.virtualStartedAt) real.push({ ...r, seconds: (at - c.startsAt.getTime()) / 1000, seq });
  });
  const spec = { ...boardSpec(c, false), durationSeconds: elapsed };
  const board = fullBoard(spec, real);
  const own = fullBoard(spec, mine)[0];
  const f = FORMATS[c.format];
  const totals = own?.totals ?? f.total([]);
  const rank = 1 + board.filter((r) => f.compare(r.totals, totals) < 0).length;
  const names = await repo.names([...new Set([...board.slice(0, 10).map((r) => r.userId), v.id])]);
  return {
    minute: Math.floor(elapsed / 60),
    endTime: new Date(start + c.durationMinutes * 60_000).toISOString(),
    serverNow: Date.now(),
    rank,
    of: board.length + 1,
    you: toRow(own ? { ...own, rank } : { rank, userId: v.id, totals, cells: {} }, names),
    top: board.slice(0, 10).map((r) => toRow(r, names)),
  };
}
