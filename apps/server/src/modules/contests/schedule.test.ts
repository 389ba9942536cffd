import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  contestBody,
  createContest,
  register,
  solve,
  startedAgo,
} from '../../../test/contests.ts';
import { build, startLanes, type TestApp } from '../../../test/helper.ts';
import { addProblem } from '../../../test/verdicts.ts';
import { scheduleFinalizeSql } from './jobs.ts';
import { ensureDemoLive, ensureWeekly, nextWeeklyStart, WEEKLY } from './schedule.ts';
import { contestLane, contestTasks } from './tasks.ts';

let t: TestApp;
const quiet = () => {};

beforeAll(async () => {
  t = await build();
});

describe('the weekly schedule', () => {
  it('the next slot is a Sunday 02:30 UTC at least an hour away', () => {
    const sat = new Date('2026-11-28T12:00:00Z');
    expect(nextWeeklyStart(sat).toISOString()).toBe('2026-11-29T02:30:00.000Z');
    expect(nextWeeklyStart(new Date('2026-11-29T02:00:00Z')).toISOString()).toBe('2026-12-06T02:30:00.000Z');
  });

  it('keeps one weekly upcoming, rotating bank problems and never reusing one', async () => {
    const ids: string[] = [];
    for (const [i, difficulty] of (['easy', 'medium', 'hard', 'easy'] as const).entries())
      ids.push(await addProblem(t, { slug: `weekly-${i}`, difficulty }));
    const first = await ensureWeekly(t.ctx.database.db, quiet);
    expect(first?.created).not.toBeNull();
    expect((await ensureWeekly(t.ctx.database.db, quiet))?.id).toBe(first?.id); // still the one upcoming
    const used = await t.sql<{ problem_id: string; letter: string; points: number }>(
      'select problem_id, letter, points from contest_problems where contest_id = $1 order by letter',
      [first?.id],
    );
    expect(used.map((u) => [u.letter, u.points])).toEqual([
      ['A', 500],
      ['B', 1000],
      ['C', 1500],
    ]);
    // It starts: the schedule makes the next one from what is left (one problem).
    await startedAgo(t, first?.id as string, 1);
    const second = await ensureWeekly(t.ctx.database.db, quiet);
    expect(second?.id).not.toBe(first?.id);
    const next = await t.sql<{ problem_id: string }>(
      'select problem_id from contest_problems where contest_id = $1',
      [second?.id],
    );
    expect(next).toHaveLength(1);
    expect(used.map((u) => u.problem_id)).not.toContain(next[0]?.problem_id);
    // Everything used: no third weekly rather than a repeat.
    await startedAgo(t, second?.id as string, 1);
    expect(await ensureWeekly(t.ctx.database.db, quiet)).toBeNull();
    const [n] = await t.sql<{ n: number }>('select count(*)::int as n from contests where schedule = $1', [
      WEEKLY,
    ]);
    expect(n?.n).toBe(2);
  });

  it('demo mode keeps a live contest', async () => {
    const made = await ensureDemoLive(t.ctx.database.db, quiet);
    expect(made).not.toBeNull();
    expect(await ensureDemoLive(t.ctx.database.db, quiet)).toBeNull();
    const [c] = await t.sql<{ live: boolean }>(
      `select starts_at <= now() and starts_at + make_interval(mins => duration_minutes) > now() as live
       from contests where id = $1`,
      [made?.id],
    );
    expect(c?.live).toBe(true);
  });
});

describe('the end of a contest', () => {
  it('is a job at the end time; the contest runner finalises and rates within seconds of it', async () => {
    const admin = await adminToken(t);
    const p = await addProblem(t, { slug: 'end-a' });
    const { contestId } = await createContest(t, admin, contestBody([p], { format: 'points' }));
    const [job] = await t.sql<{ run_at: Date; ends: Date }>(
      `select j.run_at, c.starts_at + make_interval(mins => c.duration_minutes) as ends
       from graphile_worker.jobs j, contests c where j.key = $1 and c.id = $2`,
      [`contest-finalize:${contestId}`, contestId],
    );
    expect(job?.run_at.getTime()).toBe(job?.ends.getTime());
    const u = await t.register({ name: 'First' });
    const v = await t.register({ name: 'Second' });
    await register(t, u.token, contestId);
    await register(t, v.token, contestId);
    await startedAgo(t, contestId, 30);
    await solve(t, u, contestId, p, 'accepted');
    await solve(t, v, contestId, p, 'wrong_answer');
    // The contest ends now: its job (as an edit would) moves to now.
    await startedAgo(t, contestId, 120);
    await t.ctx.database.db.execute(scheduleFinalizeSql(contestId, new Date()));
    const stop = await startLanes(t, [
      contestLane(contestTasks(t.ctx.database.db, { demoMode: false, log: quiet })),
    ]);
    try {
      const t0 = Date.now();
      let done: Array<{ finalized_at: Date | null }> = [];
      while (Date.now() - t0 < 20_000) {
        done = await t.sql('select finalized_at from contests where id = $1', [contestId]);
        if (done[0]?.finalized_at) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(done[0]?.finalized_at).toBeTruthy();
      const [rating] = await t.sql<{ rating: number; contests: number }>(
        'select rating, contests from user_ratings where user_id = $1',
        [u.id],
      );
      expect(rating?.contests).toBe(1);
      expect(rating?.rating).toBeGreaterThan(1500);
    } finally {
      await stop();
    }
  });
});
