import { type AuditEntry, AuditResponse } from '@codecoach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, contestBody, createContest, startedAgo } from '../../../test/contests.ts';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem } from '../../../test/verdicts.ts';
import { DEMO_ADMIN } from '../auth/demo.ts';

let t: TestApp;
let admin: string;
let A: string;
let B: string;

beforeAll(async () => {
  t = await build();
  admin = await adminToken(t);
  A = await addProblem(t, { slug: 'audit-a', title: 'Audit A', difficulty: 'easy' });
  B = await addProblem(t, { slug: 'audit-b', title: 'Audit B', difficulty: 'medium' });
});

/** The audit entries about one contest, newest first. */
async function entries(contestId: string): Promise<AuditEntry[]> {
  const res = await t.injectAs(admin, { method: 'GET', url: `/api/admin/audit?target=${contestId}` });
  expect(res.statusCode, res.body).toBe(200);
  return AuditResponse.parse(res.json()).data.entries;
}

const put = (token: string, id: string, body: Record<string, unknown>) =>
  t.injectAs(token, { method: 'PUT', url: `/api/contests/${id}`, payload: body });

describe("Manage Contests: an admin's writes are audited (decision 027)", () => {
  it('records a created contest: who, the contest, nothing before, everything it was made with', async () => {
    const body = contestBody([A, B], { name: 'Audited Weekly' });
    const { contestId } = await createContest(t, admin, body);
    const [entry, ...more] = await entries(contestId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: { name: DEMO_ADMIN.name },
      action: 'contest.create',
      target: { type: 'contest', _id: contestId, label: 'Audited Weekly' },
      before: null,
      after: {
        name: 'Audited Weekly',
        type: 'special',
        format: 'icpc',
        description: 'A test contest',
        startTime: body.startTime,
        duration: 120,
        prizes: ['First prize', 'Second prize', 'Third prize'],
        rated: true,
        freezeMinutes: null,
        maxParticipants: null,
        visibility: 'public',
        problems: [
          { letter: 'A', problemId: A, title: 'Audit A', points: 500 },
          { letter: 'B', problemId: B, title: 'Audit B', points: 1000 },
        ],
      },
    });
    expect(Date.parse(entry?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records an edit with only the fields it changed, before and after; an edit that changes nothing is not recorded', async () => {
    const body = contestBody([A, B], { name: 'Before Rename' });
    const { contestId } = await createContest(t, admin, body);
    const edited = {
      ...body,
      name: 'After Rename',
      duration: 90,
      problems: [
        { problemId: B, points: 700 },
        { problemId: A, points: 300 },
      ],
    };
    const res = await put(admin, contestId, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect((await put(admin, contestId, edited)).statusCode).toBe(200);
    const [update, create, ...more] = await entries(contestId);
    expect(more).toEqual([]);
    expect(create?.action).toBe('contest.create');
    expect(update).toMatchObject({
      actor: { name: DEMO_ADMIN.name },
      action: 'contest.update',
      target: { type: 'contest', _id: contestId, label: 'After Rename' },
    });
    expect(update?.before).toEqual({
      name: 'Before Rename',
      duration: 120,
      problems: [
        { letter: 'A', problemId: A, title: 'Audit A', points: 500 },
        { letter: 'B', problemId: B, title: 'Audit B', points: 1000 },
      ],
    });
    expect(update?.after).toEqual({
      name: 'After Rename',
      duration: 90,
      problems: [
        { letter: 'A', problemId: B, title: 'Audit B', points: 700 },
        { letter: 'B', problemId: A, title: 'Audit A', points: 300 },
      ],
    });
  });

  it("records an admin's edit of a learner's private contest, never its invite token, and nothing the learner does", async () => {
    const owner = await t.register();
    const body = contestBody([A], { name: 'Friends Only', visibility: 'private', rated: false });
    const { contestId, inviteToken } = await createContest(t, owner.token, body);
    expect(inviteToken).toEqual(expect.any(String));
    expect((await put(owner.token, contestId, { ...body, name: 'Friends Only II' })).statusCode).toBe(200);
    expect(await entries(contestId)).toEqual([]);

    const res = await put(admin, contestId, { ...body, name: 'Friends Only II', maxParticipants: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const found = await entries(contestId);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      action: 'contest.update',
      target: { label: 'Friends Only II' },
      before: { maxParticipants: null },
      after: { maxParticipants: 10 },
    });
    expect(JSON.stringify(found)).not.toContain(inviteToken);
  });

  it('records nothing for an edit refused (started) or rolled back (an unknown problem)', async () => {
    const { contestId } = await createContest(t, admin, contestBody([A], { name: 'Refused' }));
    const unknown = contestBody(['00000000-0000-4000-8000-000000000000'], { name: 'Rolled Back' });
    expect((await put(admin, contestId, unknown)).statusCode).toBe(400);
    await startedAgo(t, contestId, 1);
    expect((await put(admin, contestId, contestBody([B], { name: 'Too Late' }))).statusCode).toBe(409);
    const found = await entries(contestId);
    expect(found.map((e) => e.action)).toEqual(['contest.create']);
    const [row] = await t.sql<{ name: string }>('select name from contests where id = $1', [contestId]);
    expect(row?.name).toBe('Refused');
  });

  it('filters the log by the contest actions', async () => {
    const res = await t.injectAs(admin, { method: 'GET', url: '/api/admin/audit?action=contest.update' });
    expect(res.statusCode, res.body).toBe(200);
    const found = AuditResponse.parse(res.json()).data.entries;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => e.action === 'contest.update' && e.target.type === 'contest')).toBe(true);
  });
});
