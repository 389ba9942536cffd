import type { Verdict } from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { progressSnapshot } from '../../../test/progress-snapshot.ts';
import { addProblem, judged } from '../../../test/verdicts.ts';
import { rebuildProgress } from './rebuild.ts';

/**
 * The incremental path (a verdict at a time, in recordVerdict's transaction) against the
 * set-based rebuild from submissions, on a seeded random history: both must give the same
 * aggregates. A failing seed becomes a named case here.
 */

let t: TestApp;

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const VERDICTS: Verdict[] = [
  'accepted',
  'accepted',
  'accepted',
  'wrong_answer',
  'runtime_error',
  'time_limit_exceeded',
  'internal_error',
];
const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland', 'Europe/Berlin'];

const snapshot = () => progressSnapshot((text) => t.sql(text));

beforeAll(async () => {
  t = await build();
});

describe('rebuildProgress', () => {
  it.each([1, 7])('agrees with the incremental aggregates (seed %i)', async (seed) => {
    const rnd = mulberry32(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)] as T;
    const problems: string[] = [];
    const cats = ['array', 'string', 'graph', 'tree', 'dp', 'math'] as const;
    for (let i = 0; i < 14; i++) {
      problems.push(
        await addProblem(t, {
          slug: `rb-${seed}-${i}`,
          difficulty: pick(['easy', 'medium', 'hard'] as const),
          category: cats[i % cats.length],
        }),
      );
    }
    const learners = [];
    for (let i = 0; i < 4; i++) {
      const u = await t.register();
      await t.injectAs(u.token, {
        method: 'PUT',
        url: '/api/user/timezone',
        payload: { timeZone: pick(ZONES) },
      });
      learners.push(u);
    }
    // Tracked time on some problems (Speed Demon reads it).
    for (const u of learners) {
      for (const p of problems.slice(0, 5)) {
        if (rnd() < 0.5) {
          await t.sql('insert into user_problem_time (user_id, problem_id, seconds) values ($1, $2, $3)', [
            u.id,
            p,
            Math.floor(rnd() * 900) + 1,
          ]);
        }
      }
    }
    // A history over the last 12 days, written in submission order (as a queue judges them).
    const now = Date.now();
    const subs = learners.flatMap((u) =>
      Array.from({ length: 30 }, () => ({
        user: u.id,
        problem: pick(problems),
        verdict: pick(VERDICTS),
        at: new Date(now - Math.floor(rnd() * 12 * 86_400_000)),
      })),
    );
    subs.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const s of subs) await judged(t, s.user, s.problem, s.verdict, s.at);

    const incremental = await snapshot();
    expect(incremental.stats.length).toBeGreaterThan(0);
    expect(incremental.achievements.length).toBeGreaterThan(0);
    await rebuildProgress(t.ctx.database.db);
    expect(await snapshot()).toEqual(incremental);
  });
});
