import { makeWorkerUtils } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { createProblem, slowPython } from '../../../test/builders.ts';
import { processScenario } from '../../../test/process-scenario.ts';
import { type Proc, processGroupMembers, spawnWorker, waitFor } from '../../../test/processes.ts';
import { progressSnapshot } from '../../../test/progress-snapshot.ts';
import { JUDGE_JOB } from '../../jobs/kinds.ts';
import { DEAD_AFTER_S, HEARTBEAT_MS, MAX_WORKER_DEATHS } from '../../jobs/queue.ts';
import { rebuildProgress } from '../progress/rebuild.ts';

/**
 * A judge process dies and nothing is lost: an API server (no workers of its own) and judge
 * worker processes against one PostgreSQL, as an operator runs them; workers are killed with
 * SIGKILL in the middle of a judging and right after they start, stopped and resumed (so the dead
 * worker's run and the retry overlap), and all of them at once. Each time, the submission gets the
 * right verdict from another worker within 30 s, written once and counted once. One worker runs
 * as PID 1 of its own PID namespace (a container without an init) and judges like the others.
 */

const RECOVERY_MS = 30_000;

/** About 3 s of judging. */
const SLOW_PYTHON = slowPython(0.6);

const scenario = processScenario('cc_crash');
const { sql, http, learner, health } = scenario;
let problemSeq = 0;

/** A judge worker; the PID 1 one stops cleanly, so its judge removes its cgroups (see the SIGSTOP test). */
const worker = (name: string, opts: { pid1?: boolean } = {}) =>
  scenario.worker(name, { ...opts, stopCleanly: opts.pid1 === true });

/** A problem of the scenario's own, so that its counters say how often its verdict was counted. */
async function problem(): Promise<string> {
  const fixture = await createProblem(scenario.database.db, { slug: `crash-two-sum-${++problemSeq}` });
  const [row] = await sql<{ id: string }>('select id from problems where slug = $1', [fixture.slug]);
  return row?.id as string;
}

async function submit(token: string, problemId: string, code = SLOW_PYTHON, language = 'python') {
  const r = await http<{ data: { submission: { _id: string } } }>('POST', '/api/submissions', token, {
    problemId,
    language,
    code,
  });
  return r.data.submission._id;
}

type Lock = {
  locked_by: string | null;
  process_id: string | null;
  judge_attempts: number;
};
/** Who holds the submission's job: its lock id, the registered process listing it, and claims so far. */
async function lockOf(submissionId: string): Promise<Lock | undefined> {
  const [row] = await sql<Lock>(
    `select j.locked_by, w.id as process_id, s.judge_attempts
     from submissions s left join graphile_worker.jobs j on j.key = 'judge:' || s.id::text
     left join judge_workers w on j.locked_by = any(w.lock_ids)
     where s.id = $1`,
    [submissionId],
  );
  return row;
}

async function verdictOf(token: string, id: string, withinMs: number) {
  return waitFor(
    `the verdict of ${id}`,
    async () => {
      const r = await http<{ data: { submission: { status: string; testCasesPassed: number } } }>(
        'GET',
        `/api/submissions/${id}`,
        token,
      );
      return r.data.submission.status === 'pending' ? undefined : r.data.submission;
    },
    withinMs,
    200,
  );
}

/** The verdict was counted once: the problem's counters and the learner's attempts. */
async function expectCountedOnce(problemId: string, userId: string) {
  expect(
    await sql('select submissions_count, accepted_count, solved_by from problems where id = $1', [problemId]),
  ).toEqual([{ submissions_count: 1, accepted_count: 1, solved_by: 1 }]);
  expect(
    await sql('select attempts from user_problems where user_id = $1 and problem_id = $2', [
      userId,
      problemId,
    ]),
  ).toEqual([{ attempts: 1 }]);
}

let a: Proc & { processId: string };
let b: Proc & { processId: string; cleanup: () => void };
let d: Proc & { processId: string };
let survivor: Proc;

describe('a judge worker that dies', () => {
  it('starts as PID 1 of its own PID namespace and registers like any other', async () => {
    [a, b] = await Promise.all([worker('worker-a'), worker('worker-b (PID 1)', { pid1: true })]);
    // Inside its namespace the worker is PID 1; its id says so (host:pid:random).
    expect(b.processId).toMatch(/:1:[0-9a-f]{8}$/);
    // Three pools each: the judge's, the generation lane's and the problem-proof lane's (decision
    // 028), each registered before its first job (a pool starts a moment after the process says it
    // is ready, later on a busy machine).
    const registered = () =>
      sql<{ id: string; pools: number }>('select id, cardinality(lock_ids) as pools from judge_workers');
    await expect
      .poll(async () => (await registered()).map((r) => `${r.id} ${r.pools}`).sort(), { timeout: 15_000 })
      .toEqual([`${a.processId} 3`, `${b.processId} 3`].sort());
    for (const r of await sql<{ lock_ids: string[] }>('select lock_ids from judge_workers'))
      expect(r.lock_ids).toEqual([
        expect.stringMatching(/^pool-/),
        expect.stringMatching(/^pool-/),
        expect.stringMatching(/^pool-/),
      ]);
    expect((await health()).queue).toMatchObject({ workers: 2, pending: 0, orphanedJobs: 0 });
  }, 120_000);

  it('killed in the middle of a judging: the other worker judges the submission, once', async () => {
    const [u1, u2] = [await learner(), await learner()];
    const [p1, p2] = [await problem(), await problem()];
    const s1 = await submit(u1.token, p1);
    const s2 = await submit(u2.token, p2);
    // Each worker (one slot each) claims one of them.
    const locks = await waitFor(
      'both submissions claimed',
      async () => {
        const l = [await lockOf(s1), await lockOf(s2)];
        return l.every((x) => x?.judge_attempts === 1 && x.process_id) ? l : undefined;
      },
      20_000,
    );
    // Every lock belongs to a registered process, and the two workers hold one each.
    expect(locks.map((l) => l?.process_id).sort()).toEqual([a.processId, b.processId].sort());
    const [victimSub, victimUser, victimProblem] =
      locks[0]?.process_id === a.processId ? [s1, u1, p1] : [s2, u2, p2];
    const [otherSub, otherUser, otherProblem] = victimSub === s1 ? [s2, u2, p2] : [s1, u1, p1];

    await new Promise((r) => setTimeout(r, 1000)); // well into its 3 s of judging
    expect(
      (await sql<{ status: string }>('select status from submissions where id = $1', [victimSub]))[0],
    ).toEqual({ status: 'pending' });
    const killedAt = Date.now();
    await a.kill();

    // The PID 1 worker finishes its own, then takes the dead worker's once its lock is released.
    const own = await verdictOf(otherUser.token, otherSub, RECOVERY_MS);
    expect(own).toMatchObject({ status: 'accepted', testCasesPassed: 5 });
    const recovered = await verdictOf(victimUser.token, victimSub, RECOVERY_MS - (Date.now() - killedAt));
    expect(recovered).toMatchObject({ status: 'accepted', testCasesPassed: 5 });
    expect(Date.now() - killedAt).toBeLessThan(RECOVERY_MS);
    // Claimed by the dead worker, then by the other; one verdict, counted once.
    expect((await lockOf(victimSub))?.judge_attempts).toBe(2);
    await expectCountedOnce(victimProblem, victimUser.id);
    await expectCountedOnce(otherProblem, otherUser.id);
    // The dead worker's judge left nothing running behind it.
    await waitFor(
      'the killed worker’s judge processes to exit',
      async () => processGroupMembers(a.pid).length === 0,
      10_000,
    );
  }, 90_000);

  it('killed right after it started, holding a job: judged by the other within 30 s', async () => {
    const [u1, u2] = [await learner(), await learner()];
    const [p1, p2] = [await problem(), await problem()];
    // The PID 1 worker is busy with one (5 tests of 4 s asleep: 20 s, well inside the run's
    // deadline), long enough for a new worker to start even on a loaded machine.
    const busy = await submit(u1.token, p1, slowPython(4));
    await waitFor('the first claimed', async () => (await lockOf(busy))?.process_id === b.processId, 20_000);
    // A new worker starts; it is registered before it can take any job. The next submission then
    // goes to it at once (the other worker is busy), and it dies as soon as it holds it.
    const c = spawnWorker('worker-c', scenario.env);
    scenario.procs.push(c);
    await waitFor(
      'the new worker registered',
      async () => (await sql('select 1 from judge_workers where id like $1', [`%:${c.pid}:%`])).length > 0,
      60_000,
      20,
    );
    if ((await lockOf(busy))?.process_id !== b.processId)
      throw new Error(
        'the busy submission was done before the new worker started: the scenario did not happen',
      );
    const waiting = await submit(u2.token, p2);
    const lock = await waitFor(
      'the new worker to lock the waiting submission',
      async () => {
        const l = await lockOf(waiting);
        return l?.locked_by ? l : undefined;
      },
      60_000,
      20,
    );
    const killedAt = Date.now();
    await c.kill();
    // It was registered, with the id that locks its jobs, before it took the job.
    expect(lock.process_id).toContain(`:${c.pid}:`);

    const recovered = await verdictOf(u2.token, waiting, RECOVERY_MS);
    expect(recovered).toMatchObject({ status: 'accepted', testCasesPassed: 5 });
    expect(Date.now() - killedAt).toBeLessThan(RECOVERY_MS);
    expect(await verdictOf(u1.token, busy, 1000)).toMatchObject({ status: 'accepted' });
    await expectCountedOnce(p1, u1.id);
    await expectCountedOnce(p2, u2.id);
  }, 120_000);

  it('stopped mid-judging and resumed after another judged its submission: one verdict', async () => {
    d = await worker('worker-d');
    const [u1, u2] = [await learner(), await learner()];
    const [p1, p2] = [await problem(), await problem()];
    const s1 = await submit(u1.token, p1);
    const s2 = await submit(u2.token, p2);
    const locks = await waitFor(
      'both submissions claimed',
      async () => {
        const l = [await lockOf(s1), await lockOf(s2)];
        return l.every((x) => x?.judge_attempts === 1 && x.process_id) ? l : undefined;
      },
      20_000,
    );
    const [stalledSub, stalledUser, stalledProblem] =
      locks[0]?.process_id === d.processId ? [s1, u1, p1] : [s2, u2, p2];
    await new Promise((r) => setTimeout(r, 1000));
    d.signal('SIGSTOP'); // alive, holding its job, silent
    const recovered = await verdictOf(stalledUser.token, stalledSub, RECOVERY_MS);
    expect(recovered).toMatchObject({ status: 'accepted', testCasesPassed: 5 });
    const judgedAt = await sql('select judged_at from submissions where id = $1', [stalledSub]);
    d.signal('SIGCONT');
    // The stalled worker finishes its run, finds the verdict written, and beats again.
    await waitFor(
      'the resumed worker to finish its job and beat again',
      async () => {
        const [w] = await sql<{ fresh: boolean }>(
          `select last_seen_at > now() - interval '3 seconds' as fresh from judge_workers where id = $1`,
          [d.processId],
        );
        const jobs = await sql('select 1 from graphile_worker.jobs');
        return w?.fresh && jobs.length === 0;
      },
      30_000,
    );
    expect((await lockOf(stalledSub))?.judge_attempts).toBe(2);
    expect(await sql('select judged_at from submissions where id = $1', [stalledSub])).toEqual(judgedAt);
    await expectCountedOnce(stalledProblem, stalledUser.id);
    await expectCountedOnce(stalledSub === s1 ? p2 : p1, (stalledSub === s1 ? u2 : u1).id);
    // PID 1 gets no default signal handling: the worker's own SIGTERM handler stops it cleanly,
    // and its judge removes its boxes' cgroups.
    expect(await b.stop()).toBe(0);
  }, 120_000);

  it('all killed: health shows the stuck submission, and a new worker judges it', async () => {
    const u = await learner();
    const p = await problem();
    const s = await submit(u.token, p);
    await waitFor('the submission claimed', async () => (await lockOf(s))?.judge_attempts === 1, 20_000);
    await d.kill();
    // Nobody beats any more: DEAD_AFTER_S after the last beats, no worker is live and the job
    // is held by a stopped one.
    const stuck = await waitFor(
      'health to report the orphaned job',
      async () => {
        const h = await health();
        return h.queue.orphanedJobs === 1 && h.queue.workers === 0 ? h.queue : undefined;
      },
      (DEAD_AFTER_S + 5) * 1000,
      250,
    );
    expect(stuck).toMatchObject({ pending: 1, workers: 0, orphanedJobs: 1 });
    // Submitted at most one heartbeat after the last beat, found dead DEAD_AFTER_S after that beat
    // (and ages are whole seconds, rounded down).
    expect(stuck.oldestPendingSeconds).toBeGreaterThanOrEqual(DEAD_AFTER_S - HEARTBEAT_MS / 1000 - 1);

    const started = Date.now();
    await worker('worker-e');
    expect(await verdictOf(u.token, s, RECOVERY_MS)).toMatchObject({ status: 'accepted' });
    expect(Date.now() - started).toBeLessThan(RECOVERY_MS);
    await expectCountedOnce(p, u.id);
    expect((await health()).queue).toEqual({
      pending: 0,
      workers: 1,
      oldestPendingSeconds: null,
      orphanedJobs: 0,
      generation: { open: 0, oldestOpenSeconds: null, orphanedJobs: 0 },
    });
  }, 120_000);

  /**
   * Submits while both workers are paused and puts the job at `attempts` of `maxAttempts` (as if
   * that many had been spent) with graphile-worker's documented rescheduleJobs, before either can
   * take it; resumes them and kill -9s the one that claims it, a second into its judging.
   */
  async function killOnAttempt(pair: [Proc, Proc], attempts: number, maxAttempts: number) {
    const u = await learner();
    const p = await problem();
    for (const w of pair) w.signal('SIGSTOP');
    const s = await submit(u.token, p);
    const utils = await makeWorkerUtils({ pgPool: scenario.database.pool });
    try {
      const [job] = await sql<{ id: string }>('select id::text from graphile_worker.jobs where key = $1', [
        `judge:${s}`,
      ]);
      expect(await utils.rescheduleJobs([job?.id as string], { attempts, maxAttempts })).toHaveLength(1);
    } finally {
      await utils.release();
    }
    for (const w of pair) w.signal('SIGCONT');
    const lock = await waitFor(
      'the submission claimed',
      async () => {
        const l = await lockOf(s);
        return l?.judge_attempts === 1 && l.process_id ? l : undefined;
      },
      20_000,
    );
    const [holder, other] = lock.process_id?.includes(`:${pair[0].pid}:`) ? pair : [pair[1], pair[0]];
    await new Promise((r) => setTimeout(r, 1000));
    const killedAt = Date.now();
    await holder.kill();
    const verdict = await waitFor(
      'the verdict',
      async () => {
        const [row] = await sql<{ status: string; error_message: string | null; judge_attempts: number }>(
          'select status, error_message, judge_attempts from submissions where id = $1',
          [s],
        );
        return row?.status !== 'pending' ? row : undefined;
      },
      RECOVERY_MS,
      200,
    );
    expect(Date.now() - killedAt).toBeLessThan(RECOVERY_MS);
    await waitFor(
      'its job removed',
      async () => (await sql('select 1 from graphile_worker.jobs')).length === 0,
      5000,
    );
    return { u, p, verdict, other };
  }

  it('killed on its last attempt: the death is not charged, and another judges it', async () => {
    const e = scenario.procs.find((p) => p.name === 'worker-e') as Proc;
    const f = await worker('worker-f');
    const { u, p, verdict, other } = await killOnAttempt([e, f], JUDGE_JOB.attempts - 1, JUDGE_JOB.attempts);
    expect(verdict).toEqual({ status: 'accepted', error_message: null, judge_attempts: 2 });
    await expectCountedOnce(p, u.id);
    survivor = other;
  }, 120_000);

  it('a submission whose workers keep dying: internal_error after the last, not counted', async () => {
    const g = await worker('worker-g');
    const most = JUDGE_JOB.attempts + MAX_WORKER_DEATHS;
    const { u, p, verdict } = await killOnAttempt([survivor, g], most - 1, most);
    expect(verdict).toEqual({
      status: 'internal_error',
      error_message: `The judge stopped while judging this submission (${most} attempts); it was not counted`,
      judge_attempts: 1,
    });
    // Never charged to the learner.
    expect(
      await sql('select submissions_count, accepted_count, solved_by from problems where id = $1', [p]),
    ).toEqual([{ submissions_count: 0, accepted_count: 0, solved_by: 0 }]);
    expect(await sql('select 1 from user_problems where user_id = $1', [u.id])).toEqual([]);
  }, 120_000);

  it('leaves no job behind, and progress equal to a rebuild from the submissions', async () => {
    expect(await sql('select key, locked_by, attempts from graphile_worker.jobs')).toEqual([]);
    expect(await sql(`select id from submissions where status = 'pending' or progress_pending`)).toEqual([]);
    const query = (text: string) => sql(text);
    const incremental = await progressSnapshot(query);
    expect(incremental.stats.length).toBe(8);
    await rebuildProgress(scenario.database.db);
    expect(await progressSnapshot(query)).toEqual(incremental);
  });
});
