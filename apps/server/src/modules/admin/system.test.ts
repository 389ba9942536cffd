import { AdminSystemResponse, JUDGING_PAUSED_MESSAGE } from '@codecoach/contracts';
import { createJudge, type Judge } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem } from '../../../test/builders.ts';
import { adminToken } from '../../../test/contests.ts';
import { build, startLanes, type TestApp } from '../../../test/helper.ts';
import { judgeLanguages } from '../../runtime.ts';
import { judgingLane } from '../judging/lane.ts';

let t: TestApp;
let judge: Judge;
let admin: string;
let stopWorkers: () => Promise<void>;
let problemId: string;

const JS_TWO_SUM =
  'var twoSum = function(nums, target) { const m = new Map(); for (let i = 0; i < nums.length; i++) { if (m.has(target - nums[i])) return [m.get(target - nums[i]), i]; m.set(nums[i], i); } };';

beforeAll(async () => {
  judge = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 2 });
  t = await build({ SMTP_URL: undefined, AI_API_KEY: 'sk-secret-never-shown' }, { judge });
  admin = await adminToken(t);
  await createProblem(t.ctx.database.db, { slug: 'two-sum-system' });
  problemId = (await t.sql<{ id: string }>(`select id from problems where slug = 'two-sum-system'`))[0]
    ?.id as string;
  // A worker process as `npm run worker` starts it: the same runtime, reading the same settings.
  stopWorkers = await startLanes(t, [judgingLane(t.judging, 1)], 1, await judgeLanguages(judge));
}, 120_000);

afterAll(async () => {
  await stopWorkers?.();
  await judge?.close();
});

const patch = (payload: Record<string, unknown>, token = admin) =>
  t.injectAs(token, { method: 'PATCH', url: '/api/admin/system', payload });
const submit = (token: string) =>
  t.injectAs(token, {
    method: 'POST',
    url: '/api/submissions',
    payload: { problemId, language: 'javascript', code: JS_TWO_SUM },
  });
const statusOf = async (token: string, id: string) =>
  (await t.injectAs(token, { method: 'GET', url: `/api/submissions/${id}` })).json().data.submission.status;
async function verdict(token: string, id: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const s = await statusOf(token, id);
    if (s !== 'pending') return s;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no verdict in 30 s');
}

describe('System Settings (issue 26)', () => {
  it('shows the configuration in force with secrets only as set or unset, the workers and the database', async () => {
    const res = await t.injectAs(admin, { method: 'GET', url: '/api/admin/system' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('sk-secret-never-shown');
    const data = AdminSystemResponse.parse(res.json()).data;
    expect(data.config).toContainEqual({ name: 'AI_API_KEY', value: 'set', secret: true });
    expect(data.config).toContainEqual({ name: 'SMTP_URL', value: 'unset', secret: true });
    expect(data.mail).toBe(false);
    expect(data.workers.some((w) => w.alive && w.slots === 1)).toBe(true);
    // Each worker's languages, as its own judge found its toolchains.
    const found = (await judge.status()).languages.filter((l) => l.available).map((l) => l.id);
    expect(found).toContain('python');
    expect(data.workers.find((w) => w.alive && w.slots === 1)?.languages).toEqual(found);
    expect(data.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(data.settings).toMatchObject({ judgingPaused: false, pendingPerUser: 3, tutorQuotaPerHour: 60 });
  });

  it('pauses judging: submissions wait in the queue and say why, and are judged once it resumes', async () => {
    const u = await t.register();
    const paused = await patch({ judgingPaused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().data.settings).toMatchObject({ judgingPaused: true, pausedBy: expect.any(String) });
    const res = await submit(u.token);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ message: JUDGING_PAUSED_MESSAGE, data: { judgingPaused: true } });
    const id = res.json().data.submission._id;
    // The worker polls every 2 s and is woken by each new job: 5 s with nothing taken.
    await new Promise((r) => setTimeout(r, 5000));
    expect(await statusOf(u.token, id)).toBe('pending');
    expect((await patch({ judgingPaused: false })).statusCode).toBe(200);
    expect(await verdict(u.token, id)).toBe('accepted');
    const audit = (
      await t.injectAs(admin, { method: 'GET', url: '/api/admin/audit?action=system.judging' })
    ).json().data.entries;
    expect(audit.map((e: { after: unknown }) => e.after)).toEqual([{ paused: false }, { paused: true }]);
  }, 60_000);

  it('sets the pending cap and the tutor quota at run time, and back to the configured values', async () => {
    expect((await patch({ pendingPerUser: 0 })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
    const set = await patch({ pendingPerUser: 1, tutorQuotaPerHour: 0 });
    expect(set.json().data.settings).toMatchObject({ pendingPerUser: 1, tutorQuotaPerHour: 0 });
    // Every server reads it (here, this one after its one-second cache).
    await new Promise((r) => setTimeout(r, 1100));
    const u = await t.register();
    expect((await patch({ judgingPaused: true })).statusCode).toBe(200);
    expect((await submit(u.token)).statusCode).toBe(202);
    const second = await submit(u.token);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toContain('You already have 1 submissions being judged');
    const hint = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/tutor/hint',
      payload: { problemId, language: 'javascript', code: JS_TWO_SUM },
    });
    expect(hint.statusCode).toBe(429);
    await patch({ judgingPaused: false, pendingPerUser: null, tutorQuotaPerHour: null });
    const back = (await t.injectAs(admin, { method: 'GET', url: '/api/admin/system' })).json().data.settings;
    expect(back).toMatchObject({ judgingPaused: false, pendingPerUser: 3, tutorQuotaPerHour: 60 });
    const limits = (
      await t.injectAs(admin, { method: 'GET', url: '/api/admin/audit?action=system.limits' })
    ).json().data.entries;
    expect(limits[0]).toMatchObject({
      before: { pendingPerUser: 1, tutorQuotaPerHour: 0 },
      after: { pendingPerUser: null, tutorQuotaPerHour: null },
    });
  }, 60_000);

  it('is for admins only', async () => {
    const u = await t.register();
    expect((await patch({ judgingPaused: true }, u.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/system' })).statusCode).toBe(401);
  });
});
