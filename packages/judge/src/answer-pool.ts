import { Worker } from 'node:worker_threads';
import type { CheckerKind } from '@codecoach/contracts';
import { answerKit, FLOAT_TOLERANCE, MAX_ANSWER_DEPTH } from './checkers.ts';

/**
 * Reads and compares large answers in a worker thread, off the event loop that serves the API
 * (the judge usually runs inside the API server). An 8 MB answer parsed, compared and cut there
 * held every request back about a second (issue 22). The thread runs the very source of
 * `answerKit` (checkers.ts), so both sides judge alike; only what is small comes back: whether
 * the answer matched, and the value itself when it is small enough to be shown whole or the
 * caller asked for it whole.
 */

export type PooledRead =
  | { kind: 'deep' }
  | { kind: 'unreadable' }
  | { kind: 'read'; ok: boolean; actual?: unknown; hasActual: boolean };

interface Job {
  resolve: (r: PooledRead) => void;
  reject: (e: Error) => void;
}

// Transpilers may wrap named functions in a `__name` helper (keepNames): give the thread one.
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const __name = (f) => f;
const kit = (${answerKit.toString()})(${FLOAT_TOLERANCE}, ${MAX_ANSWER_DEPTH});
const decoder = new TextDecoder();
parentPort.on('message', (m) => {
  try {
    const text = decoder.decode(m.payload);
    const expected = m.expected === undefined ? undefined : { value: JSON.parse(m.expected) };
    const r = kit.read(text, m.kind, expected);
    if (r.kind !== 'read') return parentPort.postMessage({ id: m.id, r });
    const keep = m.whole || m.payload.length <= m.shownBytes;
    parentPort.postMessage({ id: m.id, r: { kind: 'read', ok: r.ok, hasActual: keep, actual: keep ? r.actual : undefined } });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: String(e && e.stack || e) });
  }
});
`;

class AnswerPool {
  private worker: Worker | undefined;
  private jobs = new Map<number, Job>();
  private nextId = 0;

  private start(): Worker {
    const w = new Worker(SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 2048 } });
    w.unref();
    w.on('message', (m: { id: number; r?: PooledRead; error?: string }) => {
      const job = this.jobs.get(m.id);
      if (!job) return;
      this.jobs.delete(m.id);
      if (m.r) job.resolve(m.r);
      else job.reject(new Error(`answer reader failed: ${m.error}`));
    });
    const fail = (why: string) => {
      if (this.worker !== w) return;
      this.worker = undefined;
      for (const job of this.jobs.values()) job.reject(new Error(`answer reader ${why}`));
      this.jobs.clear();
    };
    w.on('error', (e) => fail(`failed: ${e.message}`));
    w.on('exit', (code) => fail(`exited (${code})`));
    return w;
  }

  read(
    payload: Buffer,
    kind: CheckerKind,
    expectedJson: string | undefined,
    opts: { whole: boolean; shownBytes: number },
  ): Promise<PooledRead> {
    this.worker ??= this.start();
    const id = this.nextId++;
    const w = this.worker;
    return new Promise((resolve, reject) => {
      // A pending job keeps the process alive, as any other I/O would; an idle thread does not.
      const settle = () => {
        if (this.jobs.size === 0) w.unref();
      };
      this.jobs.set(id, {
        resolve: (r) => {
          resolve(r);
          settle();
        },
        reject: (e) => {
          reject(e);
          settle();
        },
      });
      if (this.jobs.size === 1) w.ref();
      w.postMessage({
        id,
        payload,
        kind,
        expected: expectedJson,
        whole: opts.whole,
        shownBytes: opts.shownBytes,
      });
    });
  }
}

/** One thread per process, started at the first large answer, shared by every judge in it. */
export const answerPool = new AnswerPool();
