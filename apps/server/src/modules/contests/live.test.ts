import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  contestBody,
  createContest,
  register,
  solve,
  startedAgo,
} from '../../../test/contests.ts';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem } from '../../../test/verdicts.ts';
import { buildApp } from '../../app.ts';
import { connect, type Database } from '../../db/client.ts';

interface SseEvent {
  event: string;
  id: string | null;
  data: unknown;
  at: number;
}

/** An SSE client on a real socket: collects events, lets a test wait for one. */
function openStream(base: string, path: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((r) => {
    markEnded = r;
  });
  const req = http.get(`${base}${path}`, { headers }, (res) => {
    res.setEncoding('utf8');
    res.on('end', () => markEnded());
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let i = buffer.indexOf('\n\n');
      while (i >= 0) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const lines = block.split('\n');
        const field = (name: string) =>
          lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
        const event = field('event');
        const data = field('data');
        if (event && data) events.push({ event, id: field('id'), data: JSON.parse(data), at: Date.now() });
        for (const w of waiters.splice(0)) w();
        i = buffer.indexOf('\n\n');
      }
    });
  });
  req.on('error', () => {});
  return {
    events,
    /** Resolves when the server ends the stream. */
    ended,
    close: () => req.destroy(),
    async until(pred: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(pred);
        if (found) return found;
        if (Date.now() > end)
          throw new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(events)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
    },
  };
}

let t: TestApp;
let second: FastifyInstance;
let secondDb: Database;
let base: string;

beforeAll(async () => {
  t = await build();
  // A second API server on the same database, listening on a real port.
  secondDb = connect(t.ctx.database.url, 3);
  second = (await buildApp({ config: t.ctx.config, database: secondDb, logger: false })).app;
  await second.listen({ port: 0, host: '127.0.0.1' });
  const addr = second.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});

afterAll(async () => {
  await second?.close();
  await secondDb?.close();
});

describe('the live scoreboard over SSE, through LISTEN/NOTIFY', () => {
  it('a verdict written through one server reaches a viewer of another within 2 s; a resume replays what was missed', async () => {
    const admin = await adminToken(t);
    const p = await addProblem(t, { slug: 'live-a' });
    const q = await addProblem(t, { slug: 'live-b' });
    const { contestId } = await createContest(t, admin, contestBody([p, q]));
    const [ada, bob] = [await t.register({ name: 'Ada' }), await t.register({ name: 'Bob' })];
    await register(t, ada.token, contestId);
    await register(t, bob.token, contestId);
    await startedAgo(t, contestId, 5);

    const viewer = openStream(base, `/api/contests/${contestId}/events?token=${bob.token}`);
    const first = await viewer.until((e) => e.event === 'board');
    expect(first.data).toMatchObject({ rows: [], participants: 0, you: null });

    const t0 = Date.now();
    await solve(t, ada, contestId, p, 'accepted');
    const board = await viewer.until(
      (e) =>
        e.event === 'board' &&
        (e.data as { rows: Array<{ problemsSolved: number }> }).rows[0]?.problemsSolved === 1,
    );
    expect(board.at - t0).toBeLessThan(2000);
    expect(board.data).toMatchObject({ rows: [{ rank: 1, user: 'Ada', problemsSolved: 1 }] });
    const change = await viewer.until(
      (e) => e.event === 'change' && (e.data as { status: string }).status === 'accepted',
    );
    expect(change.data).toMatchObject({ user: 'Ada', problem: 'A' });
    const lastSeen = board.id as string;
    viewer.close();

    // Missed while disconnected: Bob's own wrong answer and accepted.
    await solve(t, bob, contestId, q, 'wrong_answer');
    await solve(t, bob, contestId, q, 'accepted');

    const resumed = openStream(base, `/api/contests/${contestId}/events?token=${bob.token}`, {
      'last-event-id': lastSeen,
    });
    const full = await resumed.until((e) => e.event === 'board');
    const replayed = resumed.events.filter((e) => e.event === 'change');
    expect(replayed.map((e) => (e.data as { status: string }).status)).toEqual([
      'pending',
      'wrong_answer',
      'pending',
      'accepted',
    ]);
    expect(replayed.every((e) => BigInt(e.id as string) > BigInt(lastSeen))).toBe(true);
    expect(full.data).toMatchObject({ you: { user: 'Bob', rank: 2, penalty: 25 } });
    resumed.close();
  });

  it("a participant's account deletion ends the streams on the old board; the reconnect gets the anonymous one", async () => {
    const admin = await adminToken(t);
    const p = await addProblem(t, { slug: 'live-gone' });
    const { contestId } = await createContest(t, admin, contestBody([p]));
    const [gone, viewer] = [await t.register({ name: 'Soon Gone' }), await t.register({ name: 'Viewer' })];
    await register(t, gone.token, contestId);
    await register(t, viewer.token, contestId);
    await startedAgo(t, contestId, 5);
    await solve(t, gone, contestId, p, 'accepted');
    const stream = openStream(base, `/api/contests/${contestId}/events?token=${viewer.token}`);
    const first = await stream.until((e) => e.event === 'board');
    expect(first.data).toMatchObject({ rows: [{ user: 'Soon Gone', rank: 1 }] });
    const del = await t.injectAs(gone.token, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'a-long-test-passphrase' },
    });
    expect(del.statusCode, del.body).toBe(200);
    await stream.ended; // the second server dropped its board and ended the stream
    const again = openStream(base, `/api/contests/${contestId}/events?token=${viewer.token}`, {
      'last-event-id': first.id as string,
    });
    const rebuilt = await again.until((e) => e.event === 'board');
    expect(rebuilt.data).toMatchObject({ participants: 1, rows: [{ user: 'Deleted learner', rank: 1 }] });
    again.close();
  });

  it('says the board is frozen when the freeze starts, not before', async () => {
    const admin = await adminToken(t);
    const p = await addProblem(t, { slug: 'live-freeze' });
    // 120 minutes with a 30-minute freeze: frozen from minute 90, here 8 s from now (a margin for
    // a loaded machine: the stream must open before it).
    const { contestId } = await createContest(t, admin, contestBody([p], { freezeMinutes: 30 }));
    const ada = await t.register({ name: 'Ada' });
    await register(t, ada.token, contestId);
    await startedAgo(t, contestId, 90 - 8 / 60);
    const stream = openStream(base, `/api/contests/${contestId}/events?token=${ada.token}`);
    const first = await stream.until((e) => e.event === 'board');
    expect(first.data).toMatchObject({ frozen: false, frozenNotice: null });
    const frozen = await stream.until(
      (e) => e.event === 'board' && (e.data as { frozen: boolean }).frozen,
      15_000,
    );
    expect(frozen.at - first.at).toBeGreaterThan(500);
    expect((frozen.data as { frozenNotice: string }).frozenNotice).toContain(
      'frozen with 30 minutes remaining',
    );
    stream.close();
  });

  it('refuses a stream without a token, and one of a private contest to a stranger', async () => {
    const res = await fetch(`${base}/api/contests/00000000-0000-0000-0000-000000000000/events`);
    expect(res.status).toBe(401);
    const owner = await t.register();
    const p = await addProblem(t, { slug: 'live-private' });
    const { contestId } = await createContest(t, owner.token, contestBody([p], { visibility: 'private' }));
    const stranger = await t.register();
    const denied = await fetch(`${base}/api/contests/${contestId}/events?token=${stranger.token}`);
    expect(denied.status).toBe(404);
  });
});
