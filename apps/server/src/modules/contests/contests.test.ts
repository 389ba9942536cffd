import { CONTEST_TEXTS } from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  board,
  contestBody,
  createContest,
  register,
  solve,
  startedAgo,
  submitIn,
} from '../../../test/contests.ts';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem } from '../../../test/verdicts.ts';
import { contestTasks } from './tasks.ts';

let t: TestApp;
let admin: string;
const P: string[] = [];
type Learner = { token: string; id: string; email: string };

beforeAll(async () => {
  t = await build();
  admin = await adminToken(t);
  for (const slug of ['ct-a', 'ct-b', 'ct-c', 'ct-d'])
    P.push(await addProblem(t, { slug, title: `Contest ${slug}`, difficulty: 'easy' }));
});

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });

describe('contests: list, create, register', () => {
  it('lists by tab with counts, status from the server clock, 2 problems and prizes on the card', async () => {
    const u = await t.register();
    const up = await createContest(t, admin, contestBody([P[0], P[1]] as string[], { name: 'Upcoming One' }));
    const live = await createContest(t, admin, contestBody([P[0]] as string[], { name: 'Live One' }));
    await startedAgo(t, live.contestId, 10);
    const res = await get(u.token, '/api/contests?tab=live');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.counts.live).toBeGreaterThanOrEqual(1);
    expect(data.counts.upcoming).toBeGreaterThanOrEqual(1);
    expect(data.contests.map((c: { name: string }) => c.name)).toContain('Live One');
    expect(data.contests.every((c: { status: string }) => c.status === 'live')).toBe(true);
    const upcoming = (await get(u.token, '/api/contests?tab=upcoming')).json().data.contests;
    const card = upcoming.find((c: { _id: string }) => c._id === up.contestId);
    expect(card).toMatchObject({ status: 'upcoming', registered: false, participants: 0, rated: true });
    expect(card.problems).toEqual(['Contest ct-a', 'Contest ct-b']);
    expect(typeof data.serverNow).toBe('number');
    expect((await get(u.token, '/api/contests?tab=soon')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/contests' })).statusCode).toBe(401);
  });

  it('registers once (+1 participant, the spec text), refuses twice, a full contest and an ended one', async () => {
    const [a, b] = [await t.register(), await t.register()];
    const c = await createContest(t, admin, contestBody([P[0]] as string[], { maxParticipants: 1 }));
    const ok = await register(t, a.token, c.contestId);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().message).toBe(CONTEST_TEXTS.registered);
    const detail = (await get(a.token, `/api/contests/${c.contestId}`)).json().data.contest;
    expect(detail).toMatchObject({ registered: true, participants: 1 });
    expect((await register(t, a.token, c.contestId)).statusCode).toBe(409);
    const full = await register(t, b.token, c.contestId);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This contest is full');
    const ended = await createContest(t, admin, contestBody([P[0]] as string[]));
    await startedAgo(t, ended.contestId, 500);
    expect((await register(t, b.token, ended.contestId)).json().message).toBe('This contest has ended');
    expect((await register(t, b.token, '00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });

  it('a learner creates only private contests (unrated) with an invite link; others need the link', async () => {
    const [owner, friend, stranger] = [await t.register(), await t.register(), await t.register()];
    const pub = await t.injectAs(owner.token, {
      method: 'POST',
      url: '/api/contests',
      payload: contestBody([P[0]] as string[]),
    });
    expect(pub.statusCode).toBe(403);
    const bad = await t.injectAs(owner.token, {
      method: 'POST',
      url: '/api/contests',
      payload: contestBody([P[0]] as string[], { visibility: 'private', duration: 2, startTime: 'tomorrow' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['duration', 'startTime']);
    // A start 30 s ago is not in the future (5 s of clock skew allowed, CONTEST_START_SKEW_MS), in
    // a create and in an edit; one 3 s ago is taken as now.
    const past = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    const late = await t.injectAs(owner.token, {
      method: 'POST',
      url: '/api/contests',
      payload: contestBody([P[0]] as string[], { visibility: 'private', startTime: past(30) }),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([{ field: 'startTime', message: 'Start time must be in the future' }]);
    const mine = await createContest(
      t,
      owner.token,
      contestBody([P[0], P[1]] as string[], { visibility: 'private' }),
    );
    expect(mine.inviteToken).toMatch(/^[\w-]{20,}$/);
    const movedBack = await t.injectAs(owner.token, {
      method: 'PUT',
      url: `/api/contests/${mine.contestId}`,
      payload: contestBody([P[0], P[1]] as string[], { visibility: 'private', startTime: past(30) }),
    });
    expect(movedBack.statusCode).toBe(400);
    expect(movedBack.json().errors[0]).toMatchObject({ field: 'startTime' });
    const now = await createContest(
      t,
      owner.token,
      contestBody([P[0]] as string[], { visibility: 'private', startTime: past(3) }),
    );
    expect(now.contestId).toBeTruthy();
    const seen = (await get(owner.token, `/api/contests/${mine.contestId}`)).json().data.contest;
    expect(seen).toMatchObject({
      visibility: 'private',
      rated: false,
      inviteToken: mine.inviteToken,
      canEdit: true,
    });
    // A stranger without the link: not found, not listed, cannot register.
    expect((await get(stranger.token, `/api/contests/${mine.contestId}`)).statusCode).toBe(404);
    const listed = (await get(stranger.token, '/api/contests?tab=upcoming')).json().data.contests;
    expect(listed.some((c: { _id: string }) => c._id === mine.contestId)).toBe(false);
    expect((await register(t, stranger.token, mine.contestId)).statusCode).toBe(404);
    expect((await register(t, stranger.token, mine.contestId, 'wrong-token-wrong-token')).statusCode).toBe(
      404,
    );
    // With the link: sees it (without the token), registers.
    const viaLink = (
      await get(friend.token, `/api/contests/${mine.contestId}?invite=${mine.inviteToken}`)
    ).json().data.contest;
    expect(viaLink.inviteToken).toBeNull();
    expect((await register(t, friend.token, mine.contestId, mine.inviteToken as string)).statusCode).toBe(
      201,
    );
    expect((await get(friend.token, `/api/contests/${mine.contestId}`)).statusCode).toBe(200);
    // Only the creator edits it, and only before the start.
    const edit = contestBody([P[2]] as string[], { visibility: 'private', name: 'Renamed' });
    expect(
      (
        await t.injectAs(friend.token, {
          method: 'PUT',
          url: `/api/contests/${mine.contestId}`,
          payload: edit,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs(owner.token, {
          method: 'PUT',
          url: `/api/contests/${mine.contestId}`,
          payload: edit,
        })
      ).statusCode,
    ).toBe(200);
    expect((await get(owner.token, `/api/contests/${mine.contestId}`)).json().data.contest.problems).toEqual([
      'Contest ct-c',
    ]);
    await startedAgo(t, mine.contestId, 1);
    expect(
      (
        await t.injectAs(owner.token, {
          method: 'PUT',
          url: `/api/contests/${mine.contestId}`,
          payload: edit,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('contests: join, problems, submissions, standings', () => {
  let c: string;
  let a: Learner;
  let b: Learner;
  let outsider: Learner;

  beforeAll(async () => {
    [a, b, outsider] = [
      await t.register({ name: 'Ada' }),
      await t.register({ name: 'Bob' }),
      await t.register(),
    ];
    c = (await createContest(t, admin, contestBody([P[0], P[1]] as string[], { freezeMinutes: 30 })))
      .contestId;
    await register(t, a.token, c);
    await register(t, b.token, c);
  });

  it('before the start: no join, no problems, no submissions', async () => {
    expect((await t.injectAs(a.token, { method: 'POST', url: `/api/contests/${c}/join` })).statusCode).toBe(
      409,
    );
    expect((await get(a.token, `/api/contests/${c}/problems/A`)).statusCode).toBe(403);
    const early = await submitIn(t, a.token, c, P[0] as string);
    expect(early.statusCode).toBe(409);
  });

  it('live: participants join and open problems by letter; outsiders cannot join, read or submit', async () => {
    await startedAgo(t, c, 20);
    const join = await t.injectAs(a.token, { method: 'POST', url: `/api/contests/${c}/join` });
    expect(join.statusCode, join.body).toBe(200);
    expect(Date.parse(join.json().data.endTime) - Date.now()).toBeGreaterThan(99 * 60_000);
    const prob = await get(a.token, `/api/contests/${c}/problems/b`);
    expect(prob.statusCode, prob.body).toBe(200);
    expect(prob.json()).toMatchObject({ problem: { _id: P[1] }, contest: { letter: 'B', points: 1000 } });
    expect((await get(a.token, `/api/contests/${c}/problems/Z`)).statusCode).toBe(404);
    // No editorial while competing: not on the contest's page, not through the practice route.
    expect(prob.json().problem.hasSolution).toBe(false);
    expect((await get(a.token, `/api/problems/${P[1]}/solution`)).statusCode).toBe(403);
    expect((await get(outsider.token, `/api/problems/${P[1]}/solution`)).statusCode).toBe(200);
    expect(
      (await t.injectAs(outsider.token, { method: 'POST', url: `/api/contests/${c}/join` })).statusCode,
    ).toBe(403);
    expect((await get(outsider.token, `/api/contests/${c}/problems/A`)).statusCode).toBe(403);
    const foreign = await submitIn(t, outsider.token, c, P[0] as string);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Register for this contest first');
    const notInContest = await submitIn(t, a.token, c, P[3] as string);
    expect(notInContest.statusCode).toBe(400);
    const [row] = await t.sql<{ n: number }>(
      'select count(*)::int as n from submissions where contest_id = $1',
      [c],
    );
    expect(row?.n).toBe(0);
  });

  it('a contest submission carries the contest, goes first in the queue, and moves the board', async () => {
    const id = await solve(t, a, c, P[0] as string, 'wrong_answer');
    await solve(t, a, c, P[0] as string, 'accepted');
    const [job] = await t.sql<{ priority: number; contest_id: string }>(
      `select j.priority, s.contest_id from graphile_worker.jobs j join submissions s on j.key = 'judge:' || s.id::text
       where s.id = $1`,
      [id],
    );
    expect(job).toMatchObject({ priority: -10, contest_id: c });
    const data = await board(t, b.token, c);
    // Minute 20 of 120, the freeze starts at minute 90: not frozen yet, and the board says so.
    expect(data).toMatchObject({ frozen: false, frozenNotice: null });
    expect(data.rows[0]).toMatchObject({ rank: 1, user: 'Ada', score: 1, problemsSolved: 1, penalty: 40 });
    expect(data.rows[0].cells.A).toMatchObject({ solved: true, rejected: 1, time: 20 });
    expect(data.you).toBeNull();
    // The problem list counts it; the solver's own state shows.
    const detail = (await get(a.token, `/api/contests/${c}`)).json().data.contest;
    expect(detail.problemList[0]).toMatchObject({ id: 'A', solved: 1, attempts: 1, yourStatus: 'solved' });
    expect(detail).toMatchObject({ userRank: 1, userScore: 1 });
  });

  it('under the freeze, others see a later verdict as pending; the jury view is for admins only', async () => {
    await startedAgo(t, c, 100); // 20 minutes left: inside the 30-minute freeze
    await solve(t, b, c, P[1] as string, 'accepted');
    await solve(t, b, c, P[0] as string, 'compilation_error');
    const seenByA = await board(t, a.token, c);
    expect(seenByA.frozen).toBe(true);
    expect(seenByA.frozenNotice).toContain('frozen with 30 minutes remaining');
    const bobRow = seenByA.rows.find((r: { user: string }) => r.user === 'Bob');
    expect(bobRow).toMatchObject({
      problemsSolved: 0,
      cells: { A: { pending: 1 }, B: { pending: 1, solved: false } },
    });
    expect((await get(a.token, `/api/contests/${c}/leaderboard?view=jury`)).statusCode).toBe(403);
    const jury = await board(t, admin, c, '?view=jury');
    expect(jury.rows.find((r: { user: string }) => r.user === 'Bob')).toMatchObject({ problemsSolved: 1 });
  });

  it('after the end: submissions are refused, the board is final and unfrozen, ratings are computed', async () => {
    await startedAgo(t, c, 121);
    expect((await submitIn(t, a.token, c, P[0] as string)).statusCode).toBe(409);
    const final = await board(t, a.token, c);
    expect(final).toMatchObject({ final: true, frozen: false });
    // Both solved one: Ada's penalty 20 + 20 = 40 beats Bob's 100 (his compile error is free).
    expect(
      final.rows.map((r: { user: string; rank: number; penalty: number }) => [r.user, r.rank, r.penalty]),
    ).toEqual([
      ['Ada', 1, 40],
      ['Bob', 2, 100],
    ]);
    const tasks = contestTasks(t.ctx.database.db, { demoMode: false, log: () => {} });
    await tasks.finalize(c);
    await tasks.finalize(c); // once only
    const ra = (await get(a.token, `/api/users/${a.id}/rating`)).json().data;
    const rb = (await get(a.token, `/api/users/${b.id}/rating`)).json().data;
    expect(ra.history).toHaveLength(1);
    expect(ra.history[0]).toMatchObject({ rank: 1, oldRating: 1500 });
    expect(ra.history[0].delta).toBeGreaterThan(rb.history[0].delta);
    expect(ra.rating).toBe(1500 + ra.history[0].delta);
    const ratings = (await get(a.token, '/api/contests/ratings')).json().data.ratings;
    expect(ratings[0]).toMatchObject({ user: 'Ada', rank: 1, contests: 1 });
    // Contest submissions are practice history now.
    const mine = (await get(a.token, '/api/submissions')).json().data.submissions;
    expect(mine.length).toBeGreaterThanOrEqual(2);
  });

  it('a virtual run: own timer, placed against the real standings at the same minute', async () => {
    const v = await t.register({ name: 'Vic' });
    expect(
      (await t.injectAs(a.token, { method: 'POST', url: `/api/contests/${c}/virtual` })).statusCode,
    ).toBe(409);
    const start = await t.injectAs(v.token, { method: 'POST', url: `/api/contests/${c}/virtual` });
    expect(start.statusCode, start.body).toBe(201);
    const join = (await t.injectAs(v.token, { method: 'POST', url: `/api/contests/${c}/join` })).json().data;
    expect(join.virtual).toBe(true);
    expect((await get(v.token, `/api/contests/${c}/problems/A`)).statusCode).toBe(200);
    // Pretend the run started 25 minutes ago: Ada's real accepted came at minute 20.
    await t.sql(
      `update contest_registrations set virtual_started_at = now() - interval '25 minutes'
      where contest_id = $1 and user_id = $2`,
      [c, v.id],
    );
    await solve(t, v, c, P[0] as string, 'accepted');
    const vs = (await get(v.token, `/api/contests/${c}/virtual`)).json().data;
    expect(vs.minute).toBe(25);
    expect(vs.you).toMatchObject({ problemsSolved: 1, penalty: 25 });
    // Ada (1 solved, 40 penalty) is behind; Bob's accepted came at minute 100, not yet.
    expect(vs.rank).toBe(1);
    expect(vs.top.map((r: { user: string }) => r.user)).toEqual(['Ada']);
    // The virtual run never touches the real board.
    expect((await board(t, a.token, c)).rows).toHaveLength(2);
  });
});
