import { SUBMISSION_STATUSES, type SubmissionStatus } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { Board, type BoardSpec } from './board.ts';
import { fullBoard } from './full.ts';
import type { ContestSub } from './types.ts';

/** mulberry32: a small seeded generator, so a failing stream is reproduced from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STREAMS = 10_000;

/**
 * One random contest: a format, 1-4 problems, an optional freeze, and a stream of 1-40 changes:
 * new submissions (any status, some outside the contest's time) and rejudges (an existing
 * submission gets another status, pending included).
 */
function stream(seed: number) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const duration = 60 * (5 + Math.floor(r() * 30));
  const freeze = r() < 0.5 ? Math.floor(r() * duration) : null;
  const spec: BoardSpec = {
    format: r() < 0.5 ? 'icpc' : 'points',
    problems: ['A', 'B', 'C', 'D']
      .slice(0, 1 + Math.floor(r() * 4))
      .map((letter, i) => ({ letter, points: 500 * (i + 1) })),
    durationSeconds: duration,
    freezeAtSeconds: freeze,
    masked: r() < 0.5,
  };
  const users = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'].slice(0, 1 + Math.floor(r() * 6));
  const events: ContestSub[] = [];
  /** Before which event each join happens (a participant who joins, maybe before submitting). */
  const joins: Array<{ at: number; userId: string }> = [];
  const n = 1 + Math.floor(r() * 40);
  for (let i = 0; i < n; i++) {
    if (r() < 0.15) joins.push({ at: i, userId: pick(users) });
    const prior = events.length > 0 && r() < 0.3 ? pick(events) : undefined;
    const status: SubmissionStatus = r() < 0.35 ? 'accepted' : pick(SUBMISSION_STATUSES);
    if (prior) events.push({ ...prior, status });
    else
      events.push({
        id: `s${i}`,
        userId: pick(users),
        letter: pick(['A', 'B', 'C', 'D', 'E']),
        status,
        // Mostly inside the contest, some before or after it; many in the same minute.
        seconds: Math.floor(r() * (duration + 240)) - 120,
        seq: i,
      });
  }
  return { spec, events, joins };
}

describe('the incremental board equals a full recomputation', () => {
  it(`after every change of ${STREAMS} seeded random streams (joins, rejudges, freezes, both formats)`, () => {
    let checks = 0;
    for (let seed = 1; seed <= STREAMS; seed++) {
      const { spec, events, joins } = stream(seed);
      const b = new Board(spec);
      for (let i = 0; i < events.length; i++) {
        for (const j of joins) if (j.at === i) b.join(j.userId);
        b.apply(events[i] as ContestSub);
        const joined = joins.filter((j) => j.at <= i).map((j) => j.userId);
        const expected = fullBoard(spec, events.slice(0, i + 1), joined);
        const got = b.standings();
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          expect({ seed, event: i, got }).toEqual({ seed, event: i, got: expected });
        }
        for (const row of expected)
          if (b.rowOf(row.userId)?.rank !== row.rank) expect({ seed, event: i, user: row.userId }).toBeNull();
        checks++;
      }
    }
    expect(checks).toBeGreaterThan(STREAMS);
  }, 180_000);

  it('a viewer page is the same rows as the whole board cut', () => {
    const { spec, events } = stream(4242);
    const b = new Board(spec);
    for (const e of events) b.apply(e);
    expect(b.standings(1, 3)).toEqual(b.standings().slice(1, 3));
  });
});
