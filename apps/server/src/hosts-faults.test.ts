import { AuthResponse, SubmitResponse } from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createProblem, slowPython } from '../test/builders.ts';
import { JUDGE_HOSTS, type Stage, startHostsStage, writes } from '../test/host-stage.ts';
import { hostsUnsupported, leftBehind } from '../test/hosts.ts';
import { waitFor } from '../test/processes.ts';
import { progressSnapshot } from '../test/progress-snapshot.ts';
import type { Database } from './db/client.ts';
import { DEAD_AFTER_S, HEARTBEAT_MS } from './jobs/queue.ts';
import { rebuildProgress } from './modules/progress/rebuild.ts';

/**
 * A judge worker host cut off the network in the middle of a judging (issue 27, part 2; decision
 * 032, "Faults"), on the hosts of hosts.test.ts. Unlike a kill -9 (judging/crash.test.ts), the
 * worker does not die: it finishes judging on its own host, cannot reach PostgreSQL, and comes
 * back once the link does, with its result late. Its link is cut at the switch (its port of the
 * bridge goes down, a cable pulled out), so neither side is told: PostgreSQL keeps its
 * connections open, the worker's statements wait in its TCP buffers. The other worker host must
 * take the job over once the silent one is DEAD_AFTER_S without a beat, write the one verdict,
 * and the late result must change nothing when it finally arrives; the cut-off worker then beats
 * and judges again.
 */

const unsupported = hostsUnsupported();

const SubmissionView = z.object({
  data: z.object({ submission: z.object({ status: z.string(), testCasesPassed: z.number() }) }),
});

/**
 * Records every UPDATE statement on submissions, with the address it came from and what it was
 * (a claim, a verdict, anything else), whether or not it changed a row: a statement-level
 * trigger fires for a statement that matched nothing, which the row trigger of host-stage (a
 * verdict written) cannot see. That is how a late verdict that was refused shows: its statement
 * ran, from its host's address, and wrote nothing. Also every registration of a worker made
 * anew, which says when the cut-off one beat again. Test instrumentation in the test's database.
 */
async function traceStatements(database: Database): Promise<void> {
  await database.pool.query(`
    create table test_fault_statements (
      client_addr text,
      kind text not null,
      at timestamptz not null default clock_timestamp()
    );
    create function test_fault_statement() returns trigger language plpgsql as $$
    begin
      -- current_query() is the client's statement as sent: the verdict's is the one setting
      -- judged_at (repository.writeVerdict), the claim's the one counting judge_attempts.
      insert into test_fault_statements (client_addr, kind)
      values (host(inet_client_addr()),
              case when current_query() like '%judged_at = now()%' then 'verdict'
                   when current_query() like '%"judge_attempts" + 1%' then 'claim'
                   else 'other' end);
      return null;
    end $$;
    create trigger test_fault_statement after update on submissions
      for each statement execute function test_fault_statement();
    -- A worker's registration made anew (its first beat, or the first after the sweep forgot it).
    create function test_fault_registered() returns trigger language plpgsql as $$
    begin
      insert into test_fault_statements (client_addr, kind) values (host(inet_client_addr()), 'registered');
      return null;
    end $$;
    create trigger test_fault_registered after insert on judge_workers
      for each row execute function test_fault_registered();
  `);
}

let stage: Stage;
let problemId = '';
let learners = 0;
/** The worker host whose link is down, while it is. */
let cut: string | undefined;

const addressOf = (name: string) => stage.hosts.host(name).address;
const api = (i: number) => stage.servers[i]?.url ?? '';
const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function learner() {
  const r = await stage.client.json(AuthResponse, 'POST', `${api(0)}/api/auth/register`, undefined, {
    name: `Fault Learner ${++learners}`,
    email: `hosts-faults-${learners}@example.com`,
    password: 'a-long-test-passphrase',
  });
  return { token: r.token, id: r.user._id };
}

async function submit(via: string, token: string, code: string): Promise<string> {
  const r = await stage.client.json(SubmitResponse, 'POST', `${via}/api/submissions`, token, {
    problemId,
    language: 'python',
    code,
  });
  return r.data.submission._id;
}

interface Row extends Record<string, unknown> {
  status: string;
  judge_attempts: number;
  judged_at_ms: number | null;
  progress_pending: boolean;
  /** The host of the process whose pool holds the submission's job, if one does. */
  holder: string | null;
}
async function rowOf(id: string): Promise<Row> {
  const [row] = await stage.sql<Row>(
    `select s.status, s.judge_attempts, s.progress_pending, w.host as holder,
       (extract(epoch from s.judged_at) * 1000)::float8 as judged_at_ms
     from submissions s
     left join graphile_worker.jobs j on j.key = 'judge:' || s.id::text
     left join judge_workers w on j.locked_by = any(w.lock_ids)
     where s.id = $1`,
    [id],
  );
  if (!row) throw new Error(`no submission ${id}`);
  return row;
}

/** The addresses submission `id`'s verdicts were written from (host-stage's row trigger). */
async function verdictWriters(id: string): Promise<string[]> {
  return (await writes(stage.database))
    .filter((w) => w.submission_id === id && w.op === 'verdict')
    .map((w) => w.client_addr);
}

/** Statements of `kind` from `address` (a verdict: written or not), with PostgreSQL's clock in ms. */
const statementsFrom = (kind: 'claim' | 'verdict' | 'registered', address: string) =>
  stage.sql<{ at_ms: number }>(
    `select (extract(epoch from at) * 1000)::float8 as at_ms from test_fault_statements
     where kind = $1 and client_addr = $2 order by at`,
    [kind, address],
  );

/** The PostgreSQL sessions open from `address`, by backend pid. */
async function sessionsFrom(address: string): Promise<number[]> {
  const rows = await stage.sql<{ pid: number }>(
    `select pid from pg_stat_activity where host(client_addr) = $1 order by pid`,
    [address],
  );
  return rows.map((r) => r.pid);
}

const judgeJobs = () => stage.sql(`select key from graphile_worker.jobs where key like 'judge:%'`);

/** What the run measured, reported at the end (decision 032, "Faults"). */
const figures: Record<string, string | number | boolean> = {};

describe.skipIf(unsupported !== undefined)(
  `test hosts: a judge worker host cut off the network while judging${unsupported ? ` (skipped: ${unsupported})` : ''}`,
  () => {
    let victim = '';
    let other = '';
    let submission = '';
    let owner = { token: '', id: '' };
    let cutAt = 0;
    let restoredAt = 0;
    let verdict: Row | undefined;
    let sessionsBefore: number[] = [];

    beforeAll(async () => {
      stage = await startHostsStage({
        prepare: async (database) => {
          await traceStatements(database);
          await createProblem(database.db, { slug: 'hosts-faults' });
          const r = await database.pool.query<{ id: string }>('select id from problems where slug = $1', [
            'hosts-faults',
          ]);
          problemId = r.rows[0]?.id ?? '';
        },
      });
    }, 150_000);

    afterAll(async () => {
      // A failure while the link was down: back up, so that the worker stops cleanly, not after
      // destroy()'s 15 s of grace.
      if (cut && stage) stage.hosts.setLink(stage.hosts.host(cut), 'up');
      console.log(`[hosts-faults] ${JSON.stringify(figures)}`);
      await stage?.destroy();
      expect(leftBehind()).toEqual([]);
    }, 60_000);

    it('cut while judging: the other worker host takes the job over and writes the one verdict', async () => {
      owner = await learner();
      // About 3 s of judging (5 tests of 0.5 s asleep, and Python's start): the cut comes well
      // before its end, and the worker finishes it on its own host, cut off.
      submission = await submit(api(0), owner.token, slowPython(0.5));
      const claimed = await waitFor(
        'a worker host to claim the submission',
        async () => {
          const r = await rowOf(submission);
          return r.judge_attempts === 1 && r.holder ? r : undefined;
        },
        20_000,
        50,
      );
      victim = claimed.holder ?? '';
      other = JUDGE_HOSTS.find((h) => h !== victim) ?? '';
      expect(JUDGE_HOSTS).toContain(victim);
      sessionsBefore = await sessionsFrom(addressOf(victim));

      stage.hosts.setLink(stage.hosts.host(victim), 'down');
      cut = victim;
      cutAt = Date.now();
      try {
        // Still judging when cut: nothing written yet.
        expect(await rowOf(submission)).toMatchObject({ status: 'pending', judge_attempts: 1 });
        // Silent since at most one beat before the cut, dead DEAD_AFTER_S after that beat, swept
        // at the other's next beat, then judged there (3 s): 10 to 16 s, on an idle machine.
        verdict = await waitFor(
          'the other worker host to take the job over and write the verdict',
          async () => {
            const r = await rowOf(submission);
            return r.status !== 'pending' ? r : undefined;
          },
          (DEAD_AFTER_S + 25) * 1000,
          100,
        );
        figures.cutToVerdictS = seconds((verdict.judged_at_ms ?? 0) - cutAt);
        expect(verdict).toMatchObject({ status: 'accepted', judge_attempts: 2 });
        // Not before the cut-off worker was dead for the others: no sooner than DEAD_AFTER_S
        // after its last beat, which was at most one heartbeat before the cut.
        expect(verdict.judged_at_ms ?? 0).toBeGreaterThan(cutAt + (DEAD_AFTER_S * 1000 - HEARTBEAT_MS));
        expect(await verdictWriters(submission)).toEqual([addressOf(other)]);
        // Claimed twice: by the cut-off host before the cut, by the other after.
        expect(
          await stage.sql(`select client_addr from test_fault_statements where kind = 'claim' order by at`),
        ).toEqual([{ client_addr: addressOf(victim) }, { client_addr: addressOf(other) }]);
        // Taken over the way a dead worker's job is: the other's sweep released the silent
        // worker's lock and forgot its registration.
        const otherWorker = stage.workers.find((w) => w.host.name === other);
        expect(otherWorker?.output()).toMatch(/released 1 job\(s\) held by stopped worker\(s\)/);
        const victimWorker = stage.workers.find((w) => w.host.name === victim);
        expect(
          await stage.sql('select 1 from judge_workers where id = $1', [victimWorker?.processId]),
        ).toEqual([]);
        // The cut-off worker never died: it is still running on its host, waiting on the network.
        expect(victimWorker?.running()).toBe(true);
        // Nothing from the cut-off host reached PostgreSQL during the cut.
        expect(await statementsFrom('verdict', addressOf(victim))).toEqual([]);
      } finally {
        stage.hosts.setLink(stage.hosts.host(victim), 'up');
        restoredAt = Date.now();
        cut = undefined;
        figures.cutS = seconds(restoredAt - cutAt);
      }
    }, 90_000);

    it("the link back: the cut-off worker's late result is tried and refused, the verdict unchanged", async () => {
      if (!verdict) throw new Error('the takeover did not happen (see the test before)');
      // Its statements were waiting in its TCP buffers: they go once the link is back, at the
      // next retransmission (the backoff doubles through the cut, so up to ~13 s later).
      const [late] = await waitFor(
        'the cut-off worker to try to write its verdict',
        async () => {
          const r = await statementsFrom('verdict', addressOf(victim));
          return r.length > 0 ? r : undefined;
        },
        45_000,
        200,
      );
      figures.restoreToLateVerdictS = seconds((late?.at_ms ?? 0) - restoredAt);
      expect(late?.at_ms).toBeGreaterThan(verdict.judged_at_ms ?? 0);
      // Tried and refused: the row is as the other host wrote it, once.
      const after = await rowOf(submission);
      expect(after).toMatchObject({
        status: 'accepted',
        judge_attempts: 2,
        judged_at_ms: verdict.judged_at_ms,
      });
      expect(await verdictWriters(submission)).toEqual([addressOf(other)]);
      figures.lateVerdictRefused = true;
      // The learner sees it through either API server.
      for (const i of [0, 1]) {
        const v = await stage.client.json(
          SubmissionView,
          'GET',
          `${api(i)}/api/submissions/${submission}`,
          owner.token,
        );
        expect(v.data.submission).toMatchObject({ status: 'accepted', testCasesPassed: 5 });
      }
      // No judge job left (the late worker's completion finds the job gone), and the solve
      // counted once, progress step done.
      await expect.poll(judgeJobs, { timeout: 10_000 }).toEqual([]);
      await expect
        .poll(async () => (await rowOf(submission)).progress_pending, { timeout: 10_000 })
        .toBe(false);
      expect(
        await stage.sql('select solved, accepted, judged from user_stats where user_id = $1', [owner.id]),
      ).toEqual([{ solved: 1, accepted: 1, judged: 1 }]);
      expect(
        await stage.sql('select submissions_count, accepted_count, solved_by from problems where id = $1', [
          problemId,
        ]),
      ).toEqual([{ submissions_count: 1, accepted_count: 1, solved_by: 1 }]);
    }, 60_000);

    it('the cut-off worker recovers: beats again and judges new submissions', async () => {
      const victimWorker = stage.workers.find((w) => w.host.name === victim);
      // Its registration, forgotten by the sweep, comes back with its next beat, all three pools listed.
      await waitFor(
        'the cut-off worker to beat again',
        async () => {
          const [w] = await stage.sql<{ fresh: boolean; pools: number }>(
            `select last_seen_at > now() - interval '3 seconds' as fresh, cardinality(lock_ids) as pools
             from judge_workers where id = $1`,
            [victimWorker?.processId],
          );
          return w?.fresh && w.pools === 3;
        },
        30_000,
        200,
      );
      // Registered anew, the sweep having forgotten it: its first beat that got through (nothing
      // of its got through during the cut).
      const [back] = (await statementsFrom('registered', addressOf(victim))).filter((r) => r.at_ms > cutAt);
      figures.restoreToBeatingS = seconds((back?.at_ms ?? Number.NaN) - restoredAt);
      expect(back).toBeDefined();
      const sessionsAfter = await sessionsFrom(addressOf(victim));
      figures.sessionsKept = sessionsBefore.filter((p) => sessionsAfter.includes(p)).length;
      figures.sessionsNew = sessionsAfter.filter((p) => !sessionsBefore.includes(p)).length;
      // Two submissions at once, each about 4 s of judging: each worker has one slot and polls
      // every 2 s, so the second is taken by whichever is idle, and both hosts judge.
      const u = await learner();
      const ids = await Promise.all([0, 1].map((i) => submit(api(i), u.token, slowPython(0.7))));
      const rows = await Promise.all(
        ids.map((id) =>
          waitFor(
            `the verdict of ${id}`,
            async () => {
              const r = await rowOf(id);
              return r.status !== 'pending' ? r : undefined;
            },
            30_000,
            200,
          ),
        ),
      );
      for (const r of rows) expect(r).toMatchObject({ status: 'accepted', judge_attempts: 1 });
      const writers = await Promise.all(ids.map(verdictWriters));
      expect(writers.every((w) => w.length === 1)).toBe(true);
      expect(new Set(writers.flat())).toEqual(new Set(JUDGE_HOSTS.map(addressOf)));
      await expect.poll(judgeJobs, { timeout: 10_000 }).toEqual([]);
    }, 60_000);

    it('progress after the fault equals a rebuild from the submissions', async () => {
      await expect
        .poll(() => stage.sql(`select id from submissions where status = 'pending' or progress_pending`), {
          timeout: 10_000,
        })
        .toEqual([]);
      const query = (text: string) => stage.sql(text);
      const incremental = await progressSnapshot(query);
      expect(incremental.stats).toHaveLength(2);
      await rebuildProgress(stage.database.db);
      expect(await progressSnapshot(query)).toEqual(incremental);
    });
  },
);
