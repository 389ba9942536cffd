import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { SubmissionNote } from '../submissions/notes.ts';
import { orderedPublisher } from './ordered-publisher.ts';

const pool = {} as Database['pool'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('orderedPublisher', () => {
  it('sends progress in order, one at a time, skipping notes overtaken in flight', async () => {
    const sent: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const events = {
      async publish(_pool: unknown, note: SubmissionNote) {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        // Uneven delays, as from different pool connections.
        await sleep(note.phase === 'running' ? (note.test * 7) % 5 : 0);
        inFlight -= 1;
        if (note.phase === 'running') sent.push(note.test);
      },
    };
    const p = orderedPublisher((note) => events.publish(pool, note), 0);
    for (let t = 0; t < 50; t++) {
      p.push({ id: 's', phase: 'running', test: t, total: 50 });
      if (t % 10 === 0) await sleep(3);
    }
    await sleep(30); // let the last one go out, then flush has nothing left
    await p.flush();
    expect(maxInFlight).toBe(1);
    expect(sent.at(-1)).toBe(49);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(new Set(sent).size).toBe(sent.length);
  });

  it('sends at most one note per interval, always the latest', async () => {
    const sent: Array<{ test: number; at: number }> = [];
    const t0 = performance.now();
    const events = {
      async publish(_pool: unknown, note: SubmissionNote) {
        if (note.phase === 'running') sent.push({ test: note.test, at: performance.now() - t0 });
      },
    };
    const p = orderedPublisher((note) => events.publish(pool, note), 40);
    for (let t = 0; t < 20; t++) {
      p.push({ id: 's', phase: 'running', test: t, total: 20 });
      await sleep(5);
    }
    await sleep(60);
    await p.flush();
    expect(sent[0]?.test).toBe(0);
    expect(sent.at(-1)?.test).toBe(19);
    for (let i = 1; i < sent.length; i++) {
      expect((sent[i]?.at ?? 0) - (sent[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(35);
      expect(sent[i]?.test).toBeGreaterThan(sent[i - 1]?.test ?? -1);
    }
    expect(sent.length).toBeLessThan(8);
  });

  it('flush drops a waiting note at once, and nothing is sent after it', async () => {
    const sent: number[] = [];
    const events = {
      async publish(_pool: unknown, note: SubmissionNote) {
        if (note.phase === 'running') sent.push(note.test);
      },
    };
    const p = orderedPublisher((note) => events.publish(pool, note), 10_000);
    p.push({ id: 's', phase: 'running', test: 0, total: 3 });
    p.push({ id: 's', phase: 'running', test: 1, total: 3 }); // waits for the interval
    const t0 = performance.now();
    await p.flush();
    expect(performance.now() - t0).toBeLessThan(1000);
    p.push({ id: 's', phase: 'running', test: 2, total: 3 });
    await sleep(10);
    expect(sent).toEqual([0]);
  });

  it('keeps going after a failed send', async () => {
    const sent: string[] = [];
    const events = {
      async publish(_pool: unknown, note: SubmissionNote) {
        if (note.phase === 'compiling') throw new Error('connection lost');
        sent.push(note.phase);
      },
    };
    const p = orderedPublisher((note) => events.publish(pool, note), 0);
    p.push({ id: 's', phase: 'compiling' });
    await sleep(5);
    p.push({ id: 's', phase: 'running', test: 0, total: 1 });
    await sleep(5);
    await p.flush();
    expect(sent).toEqual(['running']);
  });
});
