import type { Board as BoardDto, ContestDetail, ContestTab, Problem } from '@codecoach/contracts';
import { CONTEST_TOP } from '@codecoach/contracts';
import { errors } from '../../lib/errors.ts';
import { toProblem } from '../problems/dto.ts';
import type { ProblemRepository } from '../problems/repository.ts';
import { assertCanReadProblems, findContest, isStaff, virtualRunning } from './access.ts';
import { toProblems, toRow, toSummary } from './dto.ts';
import type { LiveBoard, LiveBoards } from './live-boards.ts';
import type { ContestRepository, ContestRow, Viewer } from './repository.ts';

/** The ICPC wording of a frozen board (CCS requirements). */
export function frozenNotice(minutes: number): string {
  return `The scoreboard was frozen with ${minutes} minutes remaining - submissions in the last ${minutes} minutes of the contest are still shown as pending.`;
}

/**
 * Whether `board` hides results now: a masked board of a contest with a freeze, from the freeze's
 * start (its end minus the freeze) on. Before that, the board hides nothing yet and says so.
 */
export function frozenNow(c: ContestRow, board: LiveBoard['public'], now = Date.now()): boolean {
  if (!board.spec.masked || board.spec.freezeAtSeconds === null) return false;
  return now >= c.startsAt.getTime() + board.spec.freezeAtSeconds * 1000;
}

/** What every viewer's board says: the page asked for, the viewer's own row, and the freeze. */
export function boardView(
  c: ContestRow,
  lb: LiveBoard,
  viewerId: string,
  jury: boolean,
  from = 0,
  to = CONTEST_TOP,
): BoardDto {
  const board = jury ? lb.jury : lb.public;
  const mine = board.rowOf(viewerId);
  const frozen = frozenNow(c, board);
  return {
    format: c.format,
    frozen,
    frozenNotice: frozen && c.freezeMinutes !== null ? frozenNotice(c.freezeMinutes) : null,
    participants: board.size,
    rows: board.standings(from, to).map((r) => toRow(r, lb.names)),
    you: mine ? toRow(mine, lb.names) : null,
    eventId: lb.lastEventId,
  };
}

export function createContestReads(deps: {
  repo: ContestRepository;
  boards: LiveBoards;
  problems: ProblemRepository;
}) {
  const { repo, boards } = deps;
  const mine = async (c: ContestRow, userId: string) =>
    c.status !== 'upcoming' && c.registered ? (await boards.get(c)).public.rowOf(userId) : null;

  return {
    async list(v: Viewer, tab: ContestTab, page: number, limit: number) {
      const { rows, counts } = await repo.list(v, tab, page, limit);
      const contests = await Promise.all(rows.map(async (c) => toSummary(c, await mine(c, v.id))));
      const total = tab === 'past' ? counts.past : counts[tab];
      return {
        contests,
        counts,
        pagination: { pages: Math.max(1, Math.ceil(total / limit)), current: page, total, limit },
        serverNow: Date.now(),
      };
    },

    async detail(v: Viewer, id: string, invite?: string): Promise<ContestDetail> {
      const c = await findContest(repo, v, id, invite);
      const lb = c.status === 'upcoming' ? null : await boards.get(c);
      const own = lb?.public.rowOf(v.id) ?? null;
      return {
        ...toSummary(c, c.registered ? own : null),
        problemList: toProblems(c, lb?.public.standings() ?? [], own),
        inviteToken: isStaff(v, c) ? c.inviteToken : null,
        canEdit: isStaff(v, c) && c.status === 'upcoming',
        virtualStart: c.virtualStartedAt?.toISOString() ?? null,
      };
    },

    /** A problem of the contest by its letter, as the solve screen reads any problem. */
    async problem(
      v: Viewer,
      id: string,
      letter: string,
    ): Promise<{ problem: Problem; contest: ContestRow; points: number }> {
      const c = await findContest(repo, v, id);
      if (!virtualRunning(c)) assertCanReadProblems(v, c);
      const p = c.problems.find((x) => x.letter === letter.toUpperCase());
      if (!p) throw errors.notFound('Problem not found');
      const row = await deps.problems.page(p.problemId, v.id);
      if (!row) throw errors.notFound('Problem not found');
      const problem = toProblem(row);
      // No editorial while the caller competes (the Solution button hides; decision 015).
      if (c.status !== 'ended' || virtualRunning(c)) problem.hasSolution = false;
      return { problem, contest: c, points: p.points };
    },

    async standings(v: Viewer, id: string, q: { page: number; limit: number; view: 'public' | 'jury' }) {
      const c = await findContest(repo, v, id);
      if (q.view === 'jury' && v.role !== 'admin') throw errors.forbidden();
      const lb = await boards.get(c);
      const from = (q.page - 1) * q.limit;
      const view = boardView(c, lb, v.id, q.view === 'jury', from, from + q.limit);
      const total = view.participants;
      return {
        ...view,
        final: c.status === 'ended',
        pagination: {
          pages: Math.max(1, Math.ceil(total / q.limit)),
          current: q.page,
          total,
          limit: q.limit,
        },
      };
    },
  };
}
export type ContestReads = ReturnType<typeof createContestReads>;
