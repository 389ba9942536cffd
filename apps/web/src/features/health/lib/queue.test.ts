import { describe, expect, it } from 'vitest';
import { age, queueDetail, queueStuck } from './queue.ts';

const queue = (over: Partial<Parameters<typeof queueDetail>[0]> = {}) => ({
  pending: 0,
  workers: 2,
  oldestPendingSeconds: null,
  orphanedJobs: 0,
  generation: { open: 0, oldestOpenSeconds: null, orphanedJobs: 0 },
  ...over,
});

describe('the judge queue line of System Status', () => {
  it('says what waits, for how long and who judges', () => {
    expect(queueDetail(queue())).toBe('queue: 0 pending, 2 workers');
    expect(queueDetail(queue({ pending: 3, workers: 1, oldestPendingSeconds: 12 }))).toBe(
      'queue: 3 pending (oldest 12 s), 1 worker',
    );
  });

  it('names the jobs held by a worker that stopped', () => {
    expect(queueDetail(queue({ pending: 1, workers: 0, oldestPendingSeconds: 754, orphanedJobs: 1 }))).toBe(
      'queue: 1 pending (oldest 13 min), 0 workers; 1 held by a stopped worker',
    );
  });

  it('reads ages in seconds, minutes, then hours', () => {
    expect([age(0), age(119), age(120), age(7199), age(7200), age(86_400)]).toEqual([
      '0 s',
      '119 s',
      '2 min',
      '120 min',
      '2 h',
      '24 h',
    ]);
  });

  it('is stuck when a dead worker holds jobs or nobody judges what waits', () => {
    expect(queueStuck(queue())).toBe(false);
    expect(queueStuck(queue({ pending: 5, oldestPendingSeconds: 3 }))).toBe(false);
    expect(queueStuck(queue({ orphanedJobs: 1, pending: 1 }))).toBe(true);
    expect(queueStuck(queue({ pending: 1, workers: 0 }))).toBe(true);
    expect(queueStuck(queue({ pending: 0, workers: 0 }))).toBe(false);
  });

  it('names the problem generations held by a worker that stopped', () => {
    const generation = { open: 1, oldestOpenSeconds: 20, orphanedJobs: 1 };
    expect(queueDetail(queue({ generation }))).toBe(
      'queue: 0 pending, 2 workers; 1 problem generation held by a stopped worker',
    );
    expect(queueStuck(queue({ generation }))).toBe(true);
    expect(queueStuck(queue({ workers: 0, generation: { ...generation, orphanedJobs: 0 } }))).toBe(true);
    expect(queueStuck(queue({ generation: { ...generation, orphanedJobs: 0 } }))).toBe(false);
  });
});
