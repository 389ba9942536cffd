import type { SubmissionStatus } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { Board, type BoardSpec } from './board.ts';
import { fullBoard } from './full.ts';
import type { ContestSub } from './types.ts';

let seq = 0;
const sub = (
  userId: string,
  letter: string,
  status: SubmissionStatus,
  minutes: number,
  extraSeconds = 0,
): ContestSub => ({
  id: `s${++seq}`,
  userId,
  letter,
  status,
  seconds: minutes * 60 + extraSeconds,
  seq,
});

const icpcSpec = (over: Partial<BoardSpec> = {}): BoardSpec => ({
  format: 'icpc',
  problems: ['A', 'B', 'C'].map((letter) => ({ letter, points: 1 })),
  durationSeconds: 300 * 60,
  freezeAtSeconds: null,
  masked: false,
  ...over,
});

const board = (spec: BoardSpec, log: ContestSub[]) => {
  const b = new Board(spec);
  for (const s of log) b.apply(s);
  return b.standings();
};

describe('icpc (golden boards, computed by hand)', () => {
  it('the CCS worked example: A 27+2x20=67, B 52+20=72 with the CE free, C unsolved, a WA after the AC ignored', () => {
    const log = [
      sub('t1', 'A', 'time_limit_exceeded', 8),
      sub('t1', 'A', 'wrong_answer', 23),
      sub('t1', 'A', 'accepted', 27),
      sub('t1', 'B', 'compilation_error', 42),
      sub('t1', 'B', 'runtime_error', 43),
      sub('t1', 'B', 'accepted', 52),
      sub('t1', 'C', 'wrong_answer', 60),
      sub('t1', 'A', 'wrong_answer', 70),
    ];
    const [row] = board(icpcSpec(), log);
    expect(row?.totals).toEqual({ score: 2, solved: 2, penalty: 139, tiebreak: 52 });
    expect(row?.cells.A).toMatchObject({ solved: true, time: 27, rejected: 2, penalty: 67 });
    expect(row?.cells.B).toMatchObject({ solved: true, time: 52, rejected: 1, penalty: 72 });
    expect(row?.cells.C).toMatchObject({ solved: false, rejected: 1, penalty: 0 });
  });

  it('contest time is whole minutes rounded down (59.99 s is minute 0); internal errors are free', () => {
    const log = [
      sub('t1', 'A', 'internal_error', 0, 10),
      { ...sub('t1', 'A', 'accepted', 0), seconds: 59.99 },
    ];
    expect(board(icpcSpec(), log)[0]?.totals).toEqual({ score: 1, solved: 1, penalty: 0, tiebreak: 0 });
  });

  it('ranks by solved, then penalty, then the last accepted; exact ties share a rank and the next is skipped', () => {
    const log = [
      // t1 and t2: 2 solved, penalty 100, last AC at 60: tied.
      sub('t1', 'A', 'accepted', 40),
      sub('t1', 'B', 'accepted', 60),
      sub('t2', 'A', 'accepted', 60),
      sub('t2', 'B', 'accepted', 40),
      // t3: 2 solved, penalty 100, last AC at 70: below on the third key.
      sub('t3', 'A', 'accepted', 30),
      sub('t3', 'B', 'accepted', 70),
      // t4: 2 solved, penalty 90 = 35 + (35 + 20): first.
      sub('t4', 'A', 'accepted', 35),
      sub('t4', 'B', 'wrong_answer', 10),
      sub('t4', 'B', 'accepted', 35),
      // t5: 1 solved.
      sub('t5', 'C', 'accepted', 1),
    ];
    const rows = board(icpcSpec(), log);
    expect(rows.map((r) => [r.userId, r.rank])).toEqual([
      ['t4', 1],
      ['t1', 2],
      ['t2', 2],
      ['t3', 4],
      ['t5', 5],
    ]);
    expect(rows).toEqual(fullBoard(icpcSpec(), log));
  });

  it('a freeze shows later submissions as pending to the public, even a compile error; the jury sees the truth', () => {
    const freeze = { freezeAtSeconds: 240 * 60 };
    const log = [
      sub('t1', 'A', 'accepted', 100),
      sub('t2', 'A', 'accepted', 110),
      sub('t2', 'B', 'accepted', 250),
      sub('t1', 'B', 'compilation_error', 260),
    ];
    const pub = board(icpcSpec({ ...freeze, masked: true }), log);
    expect(pub.map((r) => [r.userId, r.rank, r.totals.solved])).toEqual([
      ['t1', 1, 1],
      ['t2', 2, 1],
    ]);
    expect(pub.find((r) => r.userId === 't2')?.cells.B).toMatchObject({ pending: 1, solved: false });
    expect(pub.find((r) => r.userId === 't1')?.cells.B).toMatchObject({ pending: 1, rejected: 0 });
    const jury = board(icpcSpec({ ...freeze, masked: false }), log);
    expect(jury.map((r) => [r.userId, r.rank, r.totals.solved])).toEqual([
      ['t2', 1, 2],
      ['t1', 2, 1],
    ]);
    expect(jury.find((r) => r.userId === 't1')?.cells.B).toMatchObject({ pending: 0, rejected: 0 });
  });

  it('a rejudge that turns an earlier submission into accepted moves the solve time and drops its penalty', () => {
    const b = new Board(icpcSpec());
    const first = sub('t1', 'A', 'wrong_answer', 10);
    b.apply(first);
    b.apply(sub('t1', 'A', 'accepted', 30));
    expect(b.rowOf('t1')?.totals.penalty).toBe(50);
    b.apply({ ...first, status: 'accepted' });
    expect(b.rowOf('t1')?.totals).toEqual({ score: 1, solved: 1, penalty: 10, tiebreak: 10 });
  });

  it('submissions before the start or at/after the end do not count', () => {
    const log = [
      sub('t1', 'A', 'accepted', -1),
      sub('t1', 'B', 'accepted', 300),
      sub('t1', 'C', 'accepted', 299),
    ];
    expect(board(icpcSpec(), log)[0]?.totals).toMatchObject({ solved: 1, penalty: 299 });
  });
});

describe('points (LeetCode-style, golden)', () => {
  const spec: BoardSpec = {
    format: 'points',
    problems: [
      { letter: 'A', points: 500 },
      { letter: 'B', points: 1000 },
      { letter: 'C', points: 1500 },
    ],
    durationSeconds: 90 * 60,
    freezeAtSeconds: null,
    masked: false,
  };
  it('scores the solved points; the finish time is the last accepted + 5 min per rejection before an accepted', () => {
    const at = (userId: string, letter: string, status: SubmissionStatus, seconds: number) =>
      ({ ...sub(userId, letter, status, 0), seconds }) as ContestSub;
    const log = [
      at('u1', 'A', 'wrong_answer', 100),
      at('u1', 'A', 'accepted', 400),
      at('u1', 'B', 'accepted', 1200),
      at('u2', 'C', 'accepted', 2000),
      at('u3', 'A', 'accepted', 100),
      at('u3', 'B', 'wrong_answer', 50),
      at('u3', 'B', 'compilation_error', 60),
      at('u4', 'A', 'accepted', 1500),
      at('u4', 'B', 'accepted', 1500),
    ];
    const rows = board(spec, log);
    expect(rows.map((r) => [r.userId, r.rank, r.totals.score, r.totals.penalty])).toEqual(
      [
        ['u4', 1, 1500, 1500],
        ['u1', 1, 1500, 1500],
        ['u2', 3, 1500, 2000],
        ['u3', 4, 500, 100],
      ].sort((a, b) => Number(a[1]) - Number(b[1]) || String(a[0]).localeCompare(String(b[0]))),
    );
    expect(rows).toEqual(fullBoard(spec, log));
  });
});
