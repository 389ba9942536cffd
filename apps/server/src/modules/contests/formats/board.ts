import type { ContestFormat } from '@codecoach/contracts';
import { at, must } from '../../../lib/invariant.ts';
import { FORMATS } from './index.ts';
import { bySubmissionOrder, type Cell, type ContestSub, type ScoringFormat, type Totals } from './types.ts';

export interface BoardSpec {
  format: ContestFormat;
  problems: ReadonlyArray<{ letter: string; points: number }>;
  /** Submissions count only from 0 to this (the contest's length). */
  durationSeconds: number;
  /** Seconds after the start when the freeze begins, or null. */
  freezeAtSeconds: number | null;
  /** True for the public view of a contest not yet over: submissions after the freeze show as pending. */
  masked: boolean;
}

export interface RankedRow {
  rank: number;
  userId: string;
  totals: Totals;
  cells: Record<string, Cell>;
}

/**
 * What a submission is on a board: null when it does not count (outside the contest's time), a
 * `pending` copy when the board is frozen for it (whatever its verdict, even a compile error, so
 * nothing leaks), else itself.
 */
export function asSeen(spec: BoardSpec, sub: ContestSub): ContestSub | null {
  if (sub.seconds < 0 || sub.seconds >= spec.durationSeconds) return null;
  if (spec.masked && spec.freezeAtSeconds !== null && sub.seconds >= spec.freezeAtSeconds)
    return sub.status === 'pending' ? sub : { ...sub, status: 'pending' };
  return sub;
}

/** Competition ranks over rows already in order: exact ties share a rank, the next ranks are skipped. */
export function withRanks<T extends { totals: Totals }>(
  f: ScoringFormat,
  ordered: readonly T[],
): Array<T & { rank: number }> {
  const out: Array<T & { rank: number }> = [];
  ordered.forEach((r, i) => {
    const prev = out[i - 1];
    const rank = prev && f.compare(prev.totals, r.totals) === 0 ? prev.rank : i + 1;
    out.push({ ...r, rank });
  });
  return out;
}

/**
 * A contest's scoreboard, updated one submission change at a time (a new submission, its verdict,
 * a rejudge): only the changed cell is recomputed, then its participant's totals, and the
 * participant is moved to their new place in the order. `fullBoard` (full.ts) computes the same
 * from the whole log; the property test holds them equal after every change.
 */
export class Board {
  readonly format: ScoringFormat;
  private readonly points = new Map<string, number>();
  private readonly subs = new Map<string, ContestSub>();
  private readonly lists = new Map<string, Map<string, ContestSub[]>>();
  private readonly cells = new Map<string, Map<string, Cell>>();
  private readonly totals = new Map<string, Totals>();
  private order: string[] = [];

  constructor(readonly spec: BoardSpec) {
    this.format = FORMATS[spec.format];
    for (const p of spec.problems) this.points.set(p.letter, p.points);
  }

  get size(): number {
    return this.order.length;
  }

  /** Applies one change of the log; returns whether the board changed. */
  apply(raw: ContestSub): boolean {
    const points = this.points.get(raw.letter);
    if (points === undefined) return false;
    const sub = asSeen(this.spec, raw);
    if (!sub) return false;
    const old = this.subs.get(sub.id);
    if (old && old.status === sub.status) return false;
    this.subs.set(sub.id, sub);
    let perUser = this.lists.get(sub.userId);
    if (!perUser) {
      perUser = new Map();
      this.lists.set(sub.userId, perUser);
    }
    const list = (perUser.get(sub.letter) ?? []).filter((s) => s.id !== sub.id);
    const at = upperBound(list, sub, bySubmissionOrder);
    list.splice(at, 0, sub);
    perUser.set(sub.letter, list);

    let userCells = this.cells.get(sub.userId);
    if (!userCells) {
      userCells = new Map();
      this.cells.set(sub.userId, userCells);
    }
    userCells.set(sub.letter, this.format.cell(list, points));
    const wasRanked = this.totals.has(sub.userId);
    this.totals.set(sub.userId, this.format.total([...userCells.values()]));
    if (wasRanked) this.order.splice(this.order.indexOf(sub.userId), 1);
    this.order.splice(upperBound(this.order, sub.userId, this.byRank), 0, sub.userId);
    return true;
  }

  /**
   * Lists a participant who joined, with nothing solved yet (an ICPC board lists every team); a
   * no-op for one already on the board. Returns whether the board changed.
   */
  join(userId: string): boolean {
    if (this.totals.has(userId)) return false;
    this.totals.set(userId, this.format.total([]));
    this.order.splice(upperBound(this.order, userId, this.byRank), 0, userId);
    return true;
  }

  /** The totals of a participant in `order` (every one has them: `apply` and `join` set both). */
  private totalsOf(userId: string): Totals {
    return must(this.totals.get(userId), "a ranked participant's totals");
  }

  private readonly byRank = (a: string, b: string): number =>
    this.format.compare(this.totalsOf(a), this.totalsOf(b)) || (a < b ? -1 : a > b ? 1 : 0);

  /** The whole board in rank order (rows `from` to `to`, 0-based, end exclusive). */
  standings(from = 0, to = this.order.length): RankedRow[] {
    const ranked: RankedRow[] = [];
    let prev: RankedRow | undefined;
    for (let i = 0; i < Math.min(to, this.order.length); i++) {
      const userId = at(this.order, i);
      const totals = this.totalsOf(userId);
      const rank = prev && this.format.compare(prev.totals, totals) === 0 ? prev.rank : i + 1;
      const row: RankedRow = {
        rank,
        userId,
        totals,
        cells: Object.fromEntries(this.cells.get(userId) ?? []),
      };
      if (i >= from) ranked.push(row);
      prev = row;
    }
    return ranked;
  }

  /** One participant's row with its rank, or null when they are not on the board. */
  rowOf(userId: string): RankedRow | null {
    const i = this.order.indexOf(userId);
    if (i < 0) return null;
    const totals = this.totalsOf(userId);
    let first = i;
    while (first > 0 && this.format.compare(this.totalsOf(at(this.order, first - 1)), totals) === 0) first--;
    return { rank: first + 1, userId, totals, cells: Object.fromEntries(this.cells.get(userId) ?? []) };
  }

  /** Where a row with these totals would rank among the board's rows (a virtual participant). */
  rankAmong(totals: Totals): number {
    let ahead = 0;
    for (const id of this.order) if (this.format.compare(this.totalsOf(id), totals) < 0) ahead++;
    return ahead + 1;
  }
}

/** The first index whose element sorts after `x` (so equal elements keep their order). */
function upperBound<T>(list: readonly T[], x: T, cmp: (a: T, b: T) => number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(at(list, mid), x) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
