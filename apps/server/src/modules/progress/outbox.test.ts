import { beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem, judged, judgeProblem, judgeResult } from '../../../test/verdicts.ts';
import { SOLVE_POINTS } from './definitions.ts';
import { rebuildProgress } from './rebuild.ts';

/**
 * The progress step runs in its own transaction right after the verdict's (decision 007). A
 * crash between the two leaves `progress_pending` set; the sweep, a retried job or a rebuild
 * then counts the verdict exactly once.
 */

let t: TestApp;

beforeAll(async () => {
  t = await build();
});

/**
 * A verdict written whose progress step never runs, as when the process dies between the two
 * transactions: the verdict's own statement (writeVerdict, recordVerdict's first step) and no
 * second one. Returns the submission id.
 */
async function verdictWithoutProgress(userId: string, problemId: string): Promise<string> {
  const [row] = await t.sql<{ id: string }>(
    `insert into submissions (user_id, problem_id, language, code) values ($1, $2, 'python', '# outbox') returning id`,
    [userId, problemId],
  );
  if (!row) throw new Error('setup failed');
  const p = await judgeProblem(t, problemId);
  expect(await t.judging.writeVerdict(row.id, userId, p, judgeResult('accepted'))).toBe(true);
  return row.id;
}

async function stats(userId: string) {
  const [s] = await t.sql<{ judged: number; solved: number; points: number }>(
    'select judged, solved, points from user_stats where user_id = $1',
    [userId],
  );
  return s ?? { judged: 0, solved: 0, points: 0 };
}

describe('progress outbox', () => {
  it('applies a verdict whose progress step never ran, once, from the sweep', async () => {
    const u = await t.register();
    const problem = await addProblem(t, { slug: 'outbox-sweep', difficulty: 'medium' });
    const id = await verdictWithoutProgress(u.id, problem);

    const [sub] = await t.sql<{ status: string; progress_pending: boolean; points: number }>(
      'select status, progress_pending, points from submissions where id = $1',
      [id],
    );
    expect(sub).toEqual({ status: 'accepted', progress_pending: true, points: SOLVE_POINTS.medium });
    expect(await stats(u.id)).toEqual({ judged: 0, solved: 0, points: 0 });

    // A verdict judged a moment ago is left to its own step; an old one is swept.
    expect(await t.judging.sweepProgress()).toBe(0);
    expect(await t.judging.sweepProgress(0)).toBe(1);
    expect(await stats(u.id)).toEqual({ judged: 1, solved: 1, points: SOLVE_POINTS.medium });

    expect(await t.judging.sweepProgress(0)).toBe(0);
    expect(await t.judging.applyProgress(id)).toBe(false);
    expect(await stats(u.id)).toEqual({ judged: 1, solved: 1, points: SOLVE_POINTS.medium });
  });

  it('counts a verdict once when several processes apply it at the same time', async () => {
    const u = await t.register();
    const problem = await addProblem(t, { slug: 'outbox-race', difficulty: 'easy' });
    const id = await verdictWithoutProgress(u.id, problem);
    const applied = await Promise.all(Array.from({ length: 4 }, () => t.judging.applyProgress(id)));
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await stats(u.id)).toEqual({ judged: 1, solved: 1, points: SOLVE_POINTS.easy });
  });

  it('lets a rebuild count pending verdicts and clear them, so no step counts them again', async () => {
    const u = await t.register();
    const problem = await addProblem(t, { slug: 'outbox-rebuild', difficulty: 'hard' });
    await judged(t, u.id, problem, 'wrong_answer');
    const id = await verdictWithoutProgress(u.id, problem);
    expect(await stats(u.id)).toEqual({ judged: 1, solved: 0, points: 0 });

    await rebuildProgress(t.ctx.database.db);
    expect(await stats(u.id)).toEqual({ judged: 2, solved: 1, points: SOLVE_POINTS.hard });
    expect(await t.judging.applyProgress(id)).toBe(false);
    expect(await t.judging.sweepProgress(0)).toBe(0);
    expect(await stats(u.id)).toEqual({ judged: 2, solved: 1, points: SOLVE_POINTS.hard });
  });

  it('never marks an internal error for progress', async () => {
    const u = await t.register();
    const problem = await addProblem(t, { slug: 'outbox-internal', difficulty: 'easy' });
    const id = await judged(t, u.id, problem, 'internal_error');
    const [sub] = await t.sql<{ progress_pending: boolean }>(
      'select progress_pending from submissions where id = $1',
      [id],
    );
    expect(sub?.progress_pending).toBe(false);
    expect(await stats(u.id)).toEqual({ judged: 0, solved: 0, points: 0 });
  });
});
