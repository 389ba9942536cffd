import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { ProgressNote } from './events.ts';
import { orderedPublisher } from './service.ts';

const pool = {} as Database['pool'];

describe('orderedPublisher', () => {
  it('sends progress in order, one at a time, skipping notes overtaken in flight', async () => {
    const sent: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const events = {
      async publish(_pool: unknown, note: ProgressNote) {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        // Uneven delays, as from different pool connections.
        await new Promise((r) => setTimeout(r, note.phase === 'running' ? (note.test * 7) % 5 : 0));
        inFlight -= 1;
        if (note.phase === 'running') sent.push(note.test);
      },
    };
    const p = orderedPublisher(events, pool);
    for (let t = 0; t < 50; t++) {
      p.push({ id: 's', phase: 'running', test: t, total: 50 });
      if (t % 10 === 0) await new Promise((r) => setTimeout(r, 3));
    }
    await p.flush();
    expect(maxInFlight).toBe(1);
    expect(sent.at(-1)).toBe(49);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(new Set(sent).size).toBe(sent.length);
  });

  it('keeps going after a failed send, and flush resolves when idle', async () => {
    const sent: string[] = [];
    const events = {
      async publish(_pool: unknown, note: ProgressNote) {
        if (note.phase === 'compiling') throw new Error('connection lost');
        sent.push(note.phase);
      },
    };
    const p = orderedPublisher(events, pool);
    await p.flush();
    p.push({ id: 's', phase: 'compiling' });
    await p.flush();
    p.push({ id: 's', phase: 'running', test: 0, total: 1 });
    await p.flush();
    expect(sent).toEqual(['running']);
  });
});
