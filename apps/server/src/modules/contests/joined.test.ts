import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  board,
  contestBody,
  createContest,
  register,
  solve,
  startedAgo,
} from '../../../test/contests.ts';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem } from '../../../test/verdicts.ts';
import { contestTasks } from './tasks.ts';

let t: TestApp;
let admin: string;
let problem: string;

beforeAll(async () => {
  t = await build();
  admin = await adminToken(t);
  problem = await addProblem(t, { slug: 'joined-a', difficulty: 'easy' });
});

const join = (token: string, contestId: string) =>
  t.injectAs(token, { method: 'POST', url: `/api/contests/${contestId}/join` });

/** A live contest of `format` with three registered learners, of whom the first two join. */
async function liveContest(format: 'icpc' | 'points') {
  const { contestId } = await createContest(t, admin, contestBody([problem], { format }));
  const [ada, bob, cy] = [
    await t.register({ name: 'Ada' }),
    await t.register({ name: 'Bob' }),
    await t.register({ name: 'Cy' }),
  ];
  for (const u of [ada, bob, cy]) await register(t, u.token, contestId);
  await startedAgo(t, contestId, 10);
  // The board is read once before the joins, so the joins reach a board already built.
  await board(t, cy.token, contestId);
  for (const u of [ada, bob]) expect((await join(u.token, contestId)).statusCode).toBe(200);
  return { contestId, ada, bob, cy };
}

const rated = async (contestId: string) =>
  t.sql<{ name: string; rank: number }>(
    `select u.name, r.rank from contest_ratings r join users u on u.id = r.user_id
     where r.contest_id = $1 order by r.rank, u.name`,
    [contestId],
  );

describe('who a contest counts', () => {
  it('an ICPC board lists everyone who joined, with 0 solved, and the rating rates them', async () => {
    const { contestId, ada, bob, cy } = await liveContest('icpc');
    // Joined, nothing submitted yet: both listed, tied; Cy registered but never joined: not listed.
    const before = await board(t, cy.token, contestId);
    expect(before.participants).toBe(2);
    // Tied (nothing solved): both share rank 1, listed in the board's tie order (by user id).
    const tied = before.rows
      .map((r: { user: string; rank: number; problemsSolved: number }) => [r.user, r.rank, r.problemsSolved])
      .sort();
    expect(tied).toEqual([
      ['Ada', 1, 0],
      ['Bob', 1, 0],
    ]);
    // A joined participant sees their own row.
    expect((await board(t, bob.token, contestId)).you).toMatchObject({ user: 'Bob', problemsSolved: 0 });
    await solve(t, ada, contestId, problem, 'accepted');
    const after = await board(t, bob.token, contestId);
    expect(after.rows.map((r: { user: string; rank: number }) => [r.user, r.rank])).toEqual([
      ['Ada', 1],
      ['Bob', 2],
    ]);
    await startedAgo(t, contestId, 121);
    await contestTasks(t.ctx.database.db, { demoMode: false, log: () => {} }).finalize(contestId);
    expect(await rated(contestId)).toEqual([
      { name: 'Ada', rank: 1 },
      { name: 'Bob', rank: 2 },
    ]);
  });

  it('a points board lists who submitted (decision 015), and the rating still rates everyone who joined', async () => {
    const { contestId, ada, cy } = await liveContest('points');
    expect((await board(t, cy.token, contestId)).rows).toEqual([]);
    await solve(t, ada, contestId, problem, 'accepted');
    const seen = await board(t, cy.token, contestId);
    expect(seen.rows.map((r: { user: string }) => r.user)).toEqual(['Ada']);
    await startedAgo(t, contestId, 121);
    await contestTasks(t.ctx.database.db, { demoMode: false, log: () => {} }).finalize(contestId);
    expect(await rated(contestId)).toEqual([
      { name: 'Ada', rank: 1 },
      { name: 'Bob', rank: 2 },
    ]);
  });
});
