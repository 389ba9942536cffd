import {
  AuthResponse,
  ContestDetailResponse,
  HealthResponse,
  StandingsResponse,
  SubmissionEvent,
  SubmitResponse,
} from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createProblem, slowPython, twoSumFixture } from '../test/builders.ts';
import type { SseEvent } from '../test/host-http.ts';
import { API_HOSTS, JUDGE_HOSTS, type Stage, startHostsStage, writes } from '../test/host-stage.ts';
import { hostsUnsupported, leftBehind } from '../test/hosts.ts';
import { waitFor } from '../test/processes.ts';
import { DEMO_ADMIN } from './modules/auth/demo.ts';

/**
 * The README's scale-out claim across a (virtual) network (issue 27, part 1; decision 032): "any
 * number of stateless API servers behind a load balancer, `npm run worker` on judge machines,
 * everything in one PostgreSQL". Each program runs on a host of its own, a network namespace on a
 * private subnet; PostgreSQL listens on its host's address only. The learners' client, on a host
 * of its own, plays the load balancer without affinity: it posts a submission to one API server
 * and follows it live on the other. A trigger records the address each submission's row and
 * verdict were written from, as PostgreSQL saw the connection.
 */

const unsupported = hostsUnsupported();
const SOLUTIONS = twoSumFixture().solutions;

const ContestCreated = z.object({ data: z.object({ contestId: z.string() }) });

let stage: Stage;
const problems = new Map<string, string>();
let learners = 0;

/** The base URL of an API server by its host's name. */
const api = (name: (typeof API_HOSTS)[number]) => stage.servers[API_HOSTS.indexOf(name)]?.url ?? '';
const addressOf = (name: string) => stage.hosts.host(name).address;

async function learner(via: string) {
  const name = `Host Learner ${++learners}`;
  const r = await stage.client.json(AuthResponse, 'POST', `${via}/api/auth/register`, undefined, {
    name,
    email: `hosts-${learners}@example.com`,
    password: 'a-long-test-passphrase',
  });
  return { token: r.token, id: r.user._id, name };
}

async function submit(
  via: string,
  token: string,
  body: { problemId: string; language: string; code: string; contestId?: string },
) {
  const r = await stage.client.json(SubmitResponse, 'POST', `${via}/api/submissions`, token, body);
  return r.data.submission._id;
}

/** Follows submission `id` live on `via` until its verdict; every event the stream sent. */
async function follow(via: string, token: string, id: string): Promise<SseEvent[]> {
  const s = stage.client.stream(`${via}/api/submissions/${id}/events`, token);
  expect(await s.opened).toBe(200);
  await s.until((e) => e.event === 'verdict', 60_000);
  await s.ended; // the stream ends after the verdict
  return s.events;
}

function verdictOf(events: SseEvent[]) {
  const last = SubmissionEvent.parse(events.at(-1)?.data);
  if (last.phase !== 'verdict')
    throw new Error(`the stream did not end with a verdict: ${JSON.stringify(events)}`);
  return last.submission;
}

/** Who wrote submission `id`'s row and its verdict, by address. */
async function writersOf(id: string) {
  const mine = (await writes(stage.database)).filter((w) => w.submission_id === id);
  return {
    submitted: mine.filter((w) => w.op === 'submitted').map((w) => w.client_addr),
    verdict: mine.filter((w) => w.op === 'verdict').map((w) => w.client_addr),
  };
}

describe.skipIf(unsupported !== undefined)(
  `test hosts: API servers, judge workers and PostgreSQL on a virtual network${unsupported ? ` (skipped: ${unsupported})` : ''}`,
  () => {
    beforeAll(async () => {
      stage = await startHostsStage({
        prepare: async (database) => {
          for (const slug of ['hosts-practice', 'hosts-batch', 'hosts-contest']) {
            await createProblem(database.db, { slug });
            const r = await database.pool.query<{ id: string }>('select id from problems where slug = $1', [
              slug,
            ]);
            problems.set(slug, r.rows[0]?.id ?? '');
          }
        },
      });
    }, 150_000);

    afterAll(async () => {
      await stage?.destroy();
      // Nothing of this run's hosts is left: no namespace, no veth, no PostgreSQL folder.
      expect(leftBehind()).toEqual([]);
    }, 60_000);

    it('every program reaches PostgreSQL across the network, the only way in', async () => {
      const pg = addressOf('pg');
      expect(await stage.sql('select current_setting($1) as v', ['listen_addresses'])).toEqual([{ v: pg }]);
      expect(await stage.sql('select current_setting($1) as v', ['unix_socket_directories'])).toEqual([
        { v: '' },
      ]);
      expect(await stage.sql('select type, address, netmask from pg_hba_file_rules')).toEqual([
        { type: 'host', address: pg.replace(/\.\d+$/, '.0'), netmask: '255.255.255.0' },
      ]);
      // Connected from their own hosts' addresses: both API servers, both workers, the operator.
      const expected = [stage.hosts.operator, ...API_HOSTS.map(addressOf), ...JUDGE_HOSTS.map(addressOf)];
      await expect
        .poll(
          async () =>
            (
              await stage.sql<{ addr: string }>(
                `select distinct host(client_addr) as addr from pg_stat_activity where datname = 'codecoach'`,
              )
            )
              .map((r) => r.addr)
              .sort(),
          { timeout: 10_000 },
        )
        .toEqual(expected.sort());
      // Only the worker hosts judge: each registered under its own hostname.
      expect(
        (await stage.sql<{ host: string }>('select host from judge_workers')).map((r) => r.host).sort(),
      ).toEqual([...JUDGE_HOSTS]);
      expect(stage.workers.map((w) => w.processId.split(':')[0])).toEqual([...JUDGE_HOSTS]);
      // Both API servers answer the load host, and see the same two live workers.
      for (const name of API_HOSTS) {
        const h = await stage.client.json(HealthResponse, 'GET', `${api(name)}/api/health`);
        expect(h.queue).toMatchObject({ workers: 2, pending: 0, orphanedJobs: 0 });
      }
    });

    it('a submission posted to API server A is followed live on B, judged on a worker host', async () => {
      const u = await learner(api('api-a'));
      const id = await submit(api('api-a'), u.token, {
        problemId: problems.get('hosts-practice') ?? '',
        language: 'python',
        code: SOLUTIONS.python ?? '',
      });
      const events = await follow(api('api-b'), u.token, id);
      expect(events[0]).toMatchObject({ event: 'status', data: { phase: 'queued' } });
      expect(verdictOf(events)).toMatchObject({ _id: id, status: 'accepted', testCasesPassed: 5 });
      // The row came from A's host, the verdict from one of the worker hosts.
      const w = await writersOf(id);
      expect(w.submitted).toEqual([addressOf('api-a')]);
      expect(w.verdict).toHaveLength(1);
      expect(JUDGE_HOSTS.map(addressOf)).toContain(w.verdict[0]);
    });

    it('submissions spread over both API servers are judged on both worker hosts', async () => {
      // Two learners, two submissions each, at once: each worker has one slot and each judging
      // lasts 1.5 s, so one worker alone would leave the others waiting 1.5 to 4.5 s, while the
      // other worker, idle, is told of them at once (and polls every 2 s besides).
      const [u1, u2] = [await learner(api('api-a')), await learner(api('api-b'))];
      const code = slowPython(0.3);
      const batch = [
        { u: u1, via: api('api-a'), back: api('api-b') },
        { u: u1, via: api('api-b'), back: api('api-a') },
        { u: u2, via: api('api-a'), back: api('api-b') },
        { u: u2, via: api('api-b'), back: api('api-a') },
      ];
      const ids = await Promise.all(
        batch.map((b) =>
          submit(b.via, b.u.token, {
            problemId: problems.get('hosts-batch') ?? '',
            language: 'python',
            code,
          }),
        ),
      );
      const verdicts = await Promise.all(batch.map((b, i) => follow(b.back, b.u.token, ids[i] ?? '')));
      for (const events of verdicts) expect(verdictOf(events)).toMatchObject({ status: 'accepted' });
      const judgedBy = await Promise.all(ids.map(async (id) => (await writersOf(id)).verdict));
      expect(judgedBy.every((v) => v.length === 1)).toBe(true);
      expect(new Set(judgedBy.flat())).toEqual(new Set(JUDGE_HOSTS.map(addressOf)));
    });

    it("a contest's board on both API servers shows a solve submitted through one of them", async () => {
      const admin = await stage.client.json(
        AuthResponse,
        'POST',
        `${api('api-b')}/api/auth/login`,
        undefined,
        {
          email: DEMO_ADMIN.email,
          password: DEMO_ADMIN.password,
        },
      );
      const problemId = problems.get('hosts-contest') ?? '';
      const created = await stage.client.json(
        ContestCreated,
        'POST',
        `${api('api-a')}/api/contests`,
        admin.token,
        {
          name: 'Hosts Contest',
          type: 'special',
          format: 'icpc',
          description: 'Across test hosts',
          // Starting in a moment (a start in the past is refused).
          startTime: new Date(Date.now() + 2000).toISOString(),
          duration: 60,
          problems: [{ problemId, points: 500 }],
          prizes: [],
          rated: false,
          visibility: 'public',
        },
      );
      const contestId = created.data.contestId;
      const u = await learner(api('api-b'));
      const reg = await stage.client.request(
        'POST',
        `${api('api-b')}/api/contests/${contestId}/register`,
        u.token,
        {},
      );
      expect(reg.status, JSON.stringify(reg.body)).toBe(201);
      await waitFor(
        'the contest to start',
        async () =>
          (
            await stage.client.json(
              ContestDetailResponse,
              'GET',
              `${api('api-a')}/api/contests/${contestId}`,
              u.token,
            )
          ).data.contest.status === 'live',
        15_000,
        250,
      );
      const id = await submit(api('api-b'), u.token, {
        problemId,
        language: 'javascript',
        code: SOLUTIONS.javascript ?? '',
        contestId,
      });
      expect(verdictOf(await follow(api('api-a'), u.token, id))).toMatchObject({ status: 'accepted' });
      const board = async (name: (typeof API_HOSTS)[number]) =>
        (
          await stage.client.json(
            StandingsResponse,
            'GET',
            `${api(name)}/api/contests/${contestId}/leaderboard`,
            u.token,
          )
        ).data;
      for (const name of API_HOSTS) {
        await expect
          .poll(async () => (await board(name)).rows, { timeout: 5000 })
          .toEqual([expect.objectContaining({ rank: 1, user: u.name, problemsSolved: 1 })]);
      }
      expect((await board('api-a')).rows).toEqual((await board('api-b')).rows);
    });

    it('nothing was lost or written twice: one row and one verdict per submission, each claimed once', async () => {
      const rows = await stage.sql<{ id: string; status: string; judge_attempts: number }>(
        'select id, status, judge_attempts from submissions',
      );
      expect(rows).toHaveLength(6);
      expect(
        rows.filter((r) => r.status !== 'accepted' || r.judge_attempts !== 1),
        'a submission not accepted, or claimed more than once',
      ).toEqual([]);
      const all = await writes(stage.database);
      for (const op of ['submitted', 'verdict'] as const) {
        expect(
          all
            .filter((w) => w.op === op)
            .map((w) => w.submission_id)
            .sort(),
        ).toEqual(rows.map((r) => r.id).sort());
      }
      // Every row was made by an API server, every verdict by a worker host.
      const made = new Set(all.filter((w) => w.op === 'submitted').map((w) => w.client_addr));
      const judged = new Set(all.filter((w) => w.op === 'verdict').map((w) => w.client_addr));
      expect(made).toEqual(new Set(API_HOSTS.map(addressOf)));
      expect(judged).toEqual(new Set(JUDGE_HOSTS.map(addressOf)));
      // No judging job is left (the contest's end and the housekeeping are queued for later). A
      // job is completed just after its verdict commits: the last one may still be finishing.
      await expect
        .poll(() => stage.sql(`select key from graphile_worker.jobs where key like 'judge:%'`), {
          timeout: 10_000,
        })
        .toEqual([]);
    });
  },
);
