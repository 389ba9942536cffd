import { createJudge, type Judge } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, startLanes, type TestApp } from '../../../test/helper.ts';
import { DEMO_ADMIN } from '../auth/demo.ts';
import { judgingLane } from '../judging/lane.ts';
import { createGenerationWorker } from './worker.ts';

/**
 * Generate AI Problem through HTTP on a real database, with real sandbox runs: one built-in
 * generation end to end (streamed steps, proof, stored as the learner's private problem), and the
 * hostile cases around it.
 */
let t: TestApp;
let judge: Judge;
let stop: () => Promise<void>;
let port: number;

beforeAll(async () => {
  judge = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 2 });
  t = await build({ AI_GENERATE_PER_DAY: '5' }, { judge });
  // The generation lane of a worker process, as the server and `npm run worker` start it.
  const generator = createGenerationWorker({
    db: t.ctx.database.db,
    pool: t.ctx.database.pool,
    judge,
  });
  stop = await startLanes(t, [judgingLane(t.judging, 1), generator.lane()], 1);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
}, 120_000);

afterAll(async () => {
  await stop?.();
  await judge?.close();
});

const post = (token: string, payload: object) =>
  t.injectAs(token, { method: 'POST', url: '/api/generate', payload });

describe('POST /api/generate', () => {
  it('refuses bad input with the contract messages, and strangers', async () => {
    const u = await t.register();
    const anon = await t.app.inject({ method: 'POST', url: '/api/generate', payload: { topic: 'array' } });
    expect(anon.statusCode).toBe(401);
    const all = await post(u.token, { topic: 'All Categories', difficulty: 'medium' });
    expect(all.statusCode).toBe(400);
    expect(all.json().code).toBe('VALIDATION_ERROR');
    const long = await post(u.token, { topic: 'array', customPrompt: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Custom requirements must be at most 500 characters');
    const model = await post(u.token, { topic: 'array', engine: 'model' });
    expect(model.statusCode).toBe(503);
    expect(model.json().message).toContain('No model is configured');
  });

  it('enforces the daily quota', async () => {
    const u = await t.register();
    for (let i = 0; i < 5; i++)
      await t.sql(
        `insert into generation_jobs (user_id, status, difficulty, topic, engine, seed) values ($1, 'failed', 'easy', 'array', 'builtin', 1)`,
        [u.id],
      );
    const res = await post(u.token, { topic: 'array' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('the daily limit');
    const info = await t.injectAs(u.token, { method: 'GET', url: '/api/generate/info' });
    expect(info.json().quota).toEqual({ perDay: 5, usedToday: 5 });
    expect(info.json().engines[0]).toMatchObject({ id: 'builtin', available: true });
  });

  it('streams the steps, proves the problem and shows it to its author only', async () => {
    const u = await t.register();
    const other = await t.register();
    const res = await post(u.token, { topic: 'string', difficulty: 'easy', seed: 7, customPrompt: 'purple' });
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json().job;
    expect(job).toMatchObject({
      status: 'queued',
      topic: 'string',
      difficulty: 'easy',
      seed: 7,
      engine: 'builtin',
    });
    // One at a time per learner.
    const busy = await post(u.token, { topic: 'array' });
    expect(busy.statusCode).toBe(429);
    // Someone else cannot read or stream it.
    expect(
      (await t.injectAs(other.token, { method: 'GET', url: `/api/generate/${job.id}` })).statusCode,
    ).toBe(404);
    const stranger = await fetch(
      `http://127.0.0.1:${port}/api/generate/${job.id}/events?token=${other.token}`,
    );
    expect(stranger.status).toBe(404);

    const stream = await fetch(`http://127.0.0.1:${port}/api/generate/${job.id}/events?token=${u.token}`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const text = await stream.text(); // ends once the job is finished
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({
      event: m[1],
      job: JSON.parse(m[2] as string).job,
    }));
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.job.status, JSON.stringify(done?.job)).toBe('succeeded');
    const steps = events.map((e) => e.job.step).filter((s, i, a) => s && a.indexOf(s) === i);
    // The stream re-reads the row on each note: every step it saw is in order.
    const order = [
      'drafting',
      'tests',
      'prove-javascript',
      'prove-python',
      'prove-java',
      'prove-cpp',
      'publishing',
    ];
    expect(steps).toEqual(order.filter((s) => steps.includes(s)));
    expect(steps.length).toBeGreaterThanOrEqual(4);
    const progress = events.map((e) => e.job.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(done?.job.progress).toBe(100);
    expect(done?.job.notes).toContain('Not understood, so not applied: "purple"');
    expect(done?.job.checks.every((c: { ok: boolean }) => c.ok)).toBe(true);
    const problemId = done?.job.problemId as string;

    const mine = await t.injectAs(u.token, { method: 'GET', url: `/api/problems/${problemId}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().problem).toMatchObject({ source: 'ai', category: 'string', difficulty: 'easy' });
    expect(mine.json().problem.testCases.length).toBe(3);
    const hidden = await t.sql<{ n: number }>(
      'select count(*)::int as n from problem_tests where problem_id = $1 and hidden',
      [problemId],
    );
    expect(hidden[0]?.n).toBeGreaterThanOrEqual(15);
    const theirs = await t.injectAs(other.token, { method: 'GET', url: `/api/problems/${problemId}` });
    expect(theirs.statusCode).toBe(404);
    const solution = await t.injectAs(other.token, {
      method: 'GET',
      url: `/api/problems/${problemId}/solution`,
    });
    expect(solution.statusCode).toBe(404);
    const submit = await t.injectAs(other.token, {
      method: 'POST',
      url: '/api/submissions',
      payload: { problemId, language: 'python', code: 'x' },
    });
    expect(submit.statusCode).toBe(404);
    const listed = (token: string) =>
      t
        .injectAs(token, { method: 'GET', url: '/api/problems?category=string&limit=100' })
        .then((r) => r.json().problems.map((p: { _id: string }) => p._id));
    expect(await listed(u.token)).toContain(problemId);
    expect(await listed(other.token)).not.toContain(problemId);

    // An admin publishes it to the bank: then everyone sees it.
    const forbidden = await t.injectAs(other.token, {
      method: 'POST',
      url: `/api/generate/problems/${problemId}/publish`,
    });
    expect(forbidden.statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    const admin = login.json().token as string;
    const published = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/generate/problems/${problemId}/publish`,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await listed(other.token)).toContain(problemId);
    // The audit log says who published what.
    const audit = await t.injectAs(admin, { method: 'GET', url: `/api/admin/audit?target=${problemId}` });
    expect(audit.json().data.entries).toMatchObject([
      { action: 'problem.publish', actor: { name: expect.any(String) }, after: { published: true } },
    ]);
  }, 240_000);
});
