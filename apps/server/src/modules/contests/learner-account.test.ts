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
import { DELETED_NAME } from '../account/delete-account.ts';
import { finalizeContest } from './finalize.ts';
import { createContestRepository } from './repository.ts';

/**
 * Contests seen from a learner's account: the profile's rating is the one the end of a rated
 * contest computed, and a deleted participant leaves the final standings and everyone's ratings
 * as they were, under an anonymous name.
 */
let t: TestApp;
let admin: string;
let contestId: string;
const P: string[] = [];
type Learner = { token: string; id: string; email: string };
let ada: Learner;
let bob: Learner;
let cy: Learner;
let newcomer: Learner;

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const ok = async (token: string, url: string) => {
  const res = await get(token, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await build();
  admin = await adminToken(t);
  for (const slug of ['la-a', 'la-b']) P.push(await addProblem(t, { slug, difficulty: 'easy' }));
  [ada, bob, cy, newcomer] = [
    await t.register({ name: 'Ada Lovelace' }),
    await t.register({ name: 'Bob Secret' }),
    await t.register({ name: 'Cy' }),
    await t.register({ name: 'Newcomer' }),
  ];
  // A rated ICPC contest, finished: Ada solves both, Bob one (after a rejection), Cy one later.
  contestId = (await createContest(t, admin, contestBody(P, { name: 'Rated Round' }))).contestId;
  for (const l of [ada, bob, cy]) await register(t, l.token, contestId);
  await startedAgo(t, contestId, 30);
  await solve(t, ada, contestId, P[0] as string, 'accepted');
  await solve(t, ada, contestId, P[1] as string, 'accepted');
  await solve(t, bob, contestId, P[0] as string, 'wrong_answer');
  await solve(t, bob, contestId, P[0] as string, 'accepted');
  await startedAgo(t, contestId, 60);
  await solve(t, cy, contestId, P[1] as string, 'accepted');
  await startedAgo(t, contestId, 121);
  const { db } = t.ctx.database;
  const done = await finalizeContest(db, createContestRepository(db), contestId);
  expect(done).toMatchObject({ participants: 3, rated: 3 });
});

describe("a learner's contest rating", () => {
  it('the profile shows the rating the finished rated contest computed, the same as the rating history', async () => {
    const history = await ok(ada.token, `/api/users/${ada.id}/rating`);
    expect(history.contests).toBe(1);
    expect(history.history).toEqual([
      expect.objectContaining({
        contestId,
        contest: 'Rated Round',
        rank: 1,
        oldRating: 1500,
        newRating: history.rating,
        delta: history.rating - 1500,
      }),
    ]);
    expect(history.history[0].delta).toBeGreaterThan(0);
    expect(Date.parse(history.history[0].endTime)).toBeLessThanOrEqual(Date.now());
    const [stored] = await t.sql<{ rating: number }>('select rating from user_ratings where user_id = $1', [
      ada.id,
    ]);
    expect(history.rating).toBe(stored?.rating);

    const own = (await ok(ada.token, '/api/account/profile')).profile;
    expect(own.rating).toBe(history.rating);
    const seenByBob = (await ok(bob.token, `/api/users/${ada.id}/profile`)).profile;
    expect(seenByBob.rating).toBe(history.rating);
    // Bob ranked second: a lower rating than Ada's, and a rating of his own on his profile.
    const bobs = (await ok(bob.token, '/api/account/profile')).profile.rating;
    expect(bobs).toBeLessThan(history.rating);
    expect((await ok(bob.token, `/api/users/${bob.id}/rating`)).history[0]).toMatchObject({ rank: 2 });
  });

  it('never rated: null rating, no history; an unknown learner is 404', async () => {
    expect((await ok(newcomer.token, '/api/account/profile')).profile.rating).toBeNull();
    expect(await ok(newcomer.token, `/api/users/${newcomer.id}/rating`)).toEqual({
      rating: null,
      contests: 0,
      history: [],
    });
    const unknown = await get(newcomer.token, '/api/users/00000000-0000-4000-8000-000000000001/rating');
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${ada.id}/rating` })).statusCode).toBe(401);
  });
});

describe('a participant deletes their account', () => {
  it("the final standings keep every rank and count, the deleted learner's row is anonymous, ratings stay", async () => {
    const before = await board(t, ada.token, contestId);
    expect(before.rows.map((r: { user: string }) => r.user)).toEqual(['Ada Lovelace', 'Bob Secret', 'Cy']);
    const detailBefore = (await ok(ada.token, `/api/contests/${contestId}`)).contest;
    const ratingsBefore = await t.sql<{ user_id: string; rating: number }>(
      'select user_id, rating from user_ratings order by user_id',
    );

    const del = await t.injectAs(bob.token, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'a-long-test-passphrase' },
    });
    expect(del.statusCode, del.body).toBe(200);
    await new Promise((r) => setTimeout(r, 200)); // the reset note comes back through the listener

    const after = await board(t, ada.token, contestId);
    expect(after).toMatchObject({ final: true, participants: before.participants });
    const strip = (rows: Array<Record<string, unknown>>) => rows.map(({ user: _u, ...rest }) => rest);
    expect(strip(after.rows)).toEqual(strip(before.rows));
    expect(after.rows.map((r: { user: string }) => r.user)).toEqual(['Ada Lovelace', DELETED_NAME, 'Cy']);
    expect(JSON.stringify(after)).not.toContain('Bob Secret');
    const detailAfter = (await ok(ada.token, `/api/contests/${contestId}`)).contest;
    expect(detailAfter.participants).toBe(detailBefore.participants);
    expect(detailAfter.problemList).toEqual(detailBefore.problemList);
    // Everyone's rating as it was; the rating board shows the deleted learner anonymously.
    expect(await t.sql('select user_id, rating from user_ratings order by user_id')).toEqual(ratingsBefore);
    const ratings = (await ok(ada.token, '/api/contests/ratings')).ratings;
    expect(ratings.map((r: { user: string }) => r.user)).toContain(DELETED_NAME);
    expect(JSON.stringify(ratings)).not.toContain('Bob Secret');
    // Nothing of Bob's is readable in any contest row: no code, no name, no e-mail.
    const rows = await t.sql<{ code: string }>('select code from submissions where user_id = $1', [bob.id]);
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.code === '')).toBe(true);
    const dump = await t.sql(
      `select row_to_json(x)::text as j from (
        select * from contest_registrations where user_id = $1) x
       union all select row_to_json(e)::text from contest_events e where user_id = $1
       union all select row_to_json(r)::text from contest_ratings r where user_id = $1`,
      [bob.id],
    );
    expect(dump.length).toBeGreaterThan(0);
    expect(JSON.stringify(dump)).not.toMatch(/Bob Secret|@example\.com|contest test/);
    // His profile and rating are gone from view, as an unknown learner's.
    expect((await get(ada.token, `/api/users/${bob.id}/rating`)).statusCode).toBe(404);
    expect((await get(ada.token, `/api/users/${bob.id}/profile`)).statusCode).toBe(404);
  });
});
