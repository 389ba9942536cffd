import { LeaderboardResponse } from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem, getJson, judged } from '../../../test/verdicts.ts';
import { buildLeaderboard, maskEmail } from './leaderboard.ts';

type Learner = { token: string; email: string; id: string };

let t: TestApp;
const p: Record<string, string> = {};
const L: Record<string, Learner> = {};
const now = Date.now();
const ago = (ms: number) => new Date(now - ms);

beforeAll(async () => {
  t = await build();
  p.easy = await addProblem(t, { slug: 'lb-easy', difficulty: 'easy', category: 'array' });
  p.medium = await addProblem(t, { slug: 'lb-medium', difficulty: 'medium', category: 'graph' });
  p.hard = await addProblem(t, { slug: 'lb-hard', difficulty: 'hard', category: 'dp' });
  for (const name of ['ada', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal']) {
    L[name] = await t.register({ name: name.toUpperCase(), email: `${name}@lb.example.com` });
  }
  const L_ = (n: string) => L[n] as Learner;
  // ada: 50 points, the latest. bob and cy: 35 each, cy reached it first. dee: 10 points 40 days ago.
  await judged(t, L_('ada').id, p.hard as string, 'accepted', ago(1000));
  await judged(t, L_('bob').id, p.medium as string, 'accepted', ago(5000));
  await judged(t, L_('bob').id, p.easy as string, 'wrong_answer', ago(4500));
  await judged(t, L_('bob').id, p.easy as string, 'accepted', ago(3000));
  await judged(t, L_('cy').id, p.medium as string, 'accepted', ago(6000));
  await judged(t, L_('cy').id, p.easy as string, 'accepted', ago(4000));
  await judged(t, L_('dee').id, p.easy as string, 'accepted', ago(40 * 86_400_000));
  // eve has the most points but her account is disabled: she is not ranked.
  await judged(t, L_('eve').id, p.hard as string, 'accepted', ago(2000));
  await judged(t, L_('eve').id, p.medium as string, 'accepted', ago(2000));
  await t.sql('update users set disabled = true where id = $1', [L_('eve').id]);
  // gus and hal reach 10 points at the same instant: the user id decides.
  const same = ago(10 * 60_000);
  await judged(t, L_('gus').id, p.easy as string, 'accepted', same);
  await judged(t, L_('hal').id, p.easy as string, 'accepted', same);
  // fay never submits.
});

/** The route writes its JSON itself, without the response schema's check: every answer is held to the contract here. */
const board = async (who: string, query = '') =>
  LeaderboardResponse.parse(await getJson(t, (L[who] as Learner).token, `/api/user/leaderboard${query}`))
    .data;

describe('GET /api/user/leaderboard', () => {
  it('ranks all time by points, then who got there first, then id; disabled accounts are left out', async () => {
    const d = await board('ada');
    const [gus, hal] = [L.gus as Learner, L.hal as Learner].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(d.leaderboard.map((r) => r._id)).toEqual([
      L.ada?.id,
      L.cy?.id,
      L.bob?.id,
      L.dee?.id, // 10 points 40 days ago: before gus and hal reached theirs
      gus?.id,
      hal?.id,
    ]);
    expect(d.leaderboard.map((r) => r.statistics.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(d.total).toBe(6);
    expect(d.timeframe).toBe('all');
    expect(d.since).toBeNull();
  });

  it('gives each row the spec fields, with accuracy rounded down and others masked', async () => {
    const d = await board('bob');
    const bob = d.leaderboard.find((r) => r._id === L.bob?.id);
    expect(bob).toMatchObject({
      name: 'BOB',
      email: 'bob@lb.example.com',
      statistics: { points: 35, solvedProblems: 2, accuracy: 66.6, rank: 3 },
      streak: { current: 1, longest: 1 },
    });
    expect(Date.parse(bob?.createdAt ?? '')).not.toBeNaN();
    const ada = d.leaderboard.find((r) => r._id === L.ada?.id);
    expect(ada?.email).toBe(maskEmail('ada@lb.example.com'));
    expect(ada?.email).toBe('a***@l***');
    expect(d.you).toMatchObject({ _id: L.bob?.id, email: 'bob@lb.example.com', statistics: { rank: 3 } });
  });

  it("returns the caller's own rank when they are outside the list", async () => {
    const d = await board('dee', '?limit=2');
    expect(d.leaderboard).toHaveLength(2);
    expect(d.you).toMatchObject({
      _id: L.dee?.id,
      email: 'dee@lb.example.com',
      statistics: { rank: 4, points: 10 },
    });
  });

  it('leaves a learner without points unranked, with their figures', async () => {
    const d = await board('fay');
    expect(d.you).toMatchObject({
      _id: L.fay?.id,
      statistics: { rank: null, points: 0, solvedProblems: 0, accuracy: null },
      streak: { current: 0, longest: 0 },
    });
  });

  it('ranks this week and this month by the points earned in the window', async () => {
    for (const timeframe of ['week', 'month'] as const) {
      const d = await board('dee', `?timeframe=${timeframe}`);
      expect(d.timeframe).toBe(timeframe);
      expect(Date.parse(d.since ?? '')).toBeLessThanOrEqual(now);
      // dee's points are 40 days old: outside both windows, so she is unranked there.
      expect(d.leaderboard.map((r) => r._id)).not.toContain(L.dee?.id);
      expect(d.you.statistics.rank).toBeNull();
      expect(d.you.statistics.points).toBe(0);
      // Everyone else scored in the last minutes (this can only fail in the first seconds of a week).
      expect(d.leaderboard[0]).toMatchObject({ _id: L.ada?.id, statistics: { points: 50, rank: 1 } });
      expect(d.total).toBe(5);
    }
  });

  it('refuses an unknown timeframe or a limit over 100', async () => {
    const token = (L.ada as Learner).token;
    expect(
      (await t.injectAs(token, { method: 'GET', url: '/api/user/leaderboard?timeframe=decade' })).statusCode,
    ).toBe(400);
    expect(
      (await t.injectAs(token, { method: 'GET', url: '/api/user/leaderboard?limit=101' })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/leaderboard' })).statusCode).toBe(401);
  });

  it('agrees with the dashboard on the global rank', async () => {
    for (const who of ['ada', 'cy', 'dee']) {
      const rank = (
        await getJson<{ statistics: { rank: number } }>(t, (L[who] as Learner).token, '/api/user/stats')
      ).data.statistics.rank;
      expect(rank).toBe((await board(who)).you.statistics.rank);
    }
  });

  it("shares the top of a board for a second; the caller's own row is always live", async () => {
    const at = new Date(now + 3_600_000);
    const read = (who: string, when: Date) =>
      buildLeaderboard(t.ctx.database, (L[who] as Learner).id, 'all', 7, when).then(
        (json) => LeaderboardResponse.parse(JSON.parse(json)).data,
      );
    const before = await read('ada', at);
    // fay scores 50 points: within the second, the shared top is as it was, but her own row says it.
    await judged(t, (L.fay as Learner).id, p.hard as string, 'accepted', ago(100));
    const soon = await read('fay', new Date(at.getTime() + 500));
    expect(soon.leaderboard.map((r) => r._id)).toEqual(before.leaderboard.map((r) => r._id));
    expect(soon.you.statistics.points).toBe(50);
    // Shared entries mask every address; only the caller's own shows in full.
    const own = soon.leaderboard.find((r) => r._id === L.ada?.id);
    expect(own?.email).toBe(maskEmail((L.ada as Learner).email));
    expect((await read('ada', new Date(at.getTime() + 500))).leaderboard[0]?.email).toBe(
      (L.ada as Learner).email,
    );
    // A second later the board has her.
    const later = await read('fay', new Date(at.getTime() + 1500));
    expect(later.leaderboard.map((r) => r._id)).toContain(L.fay?.id);
  });
});
