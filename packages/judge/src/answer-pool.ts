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
  resolve: (r: PooledRead | 'again') => void;
  reject: (e: Error) => void;
}

// Transpilers may wrap named functions in a `__name` helper (keepNames): give the thread one.
//
// The thread runs at the lowest priority (nice 19, on its own thread id; at nice 10 it still held
// the event loop back: bench/judge RESULTS.md, section answers): requests
// to the API come first; reading answers is part of judging, which waits its turn as the boxes do.
// Expected answers are parsed once per test and kept (at most EXPECTED_KEPT_BYTES of their JSON):
// a problem's large expected outputs come back with every submission.
const EXPECTED_KEPT_BYTES = 64 * 1024 * 1024;
const SOURCE = `
const { parentPort } = require('node:worker_threads');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) require('node:os').setPriority(tid, 19);
} catch {}
const __name = (f) => f;
const kit = (${answerKit.toString()})(${FLOAT_TOLERANCE}, ${MAX_ANSWER_DEPTH});
const decoder = new TextDecoder();
const kept = new Map();
let keptBytes = 0;
function expectedOf(m) {
  if (m.expectedId === undefined) return undefined;
  const known = kept.get(m.expectedId);
  if (known) return known;
  if (m.expected === undefined) return null;
  const value = { value: JSON.parse(m.expected) };
  while (keptBytes + m.expected.length > ${EXPECTED_KEPT_BYTES} && kept.size) {
    const [id, v] = kept.entries().next().value;
    kept.delete(id);
    keptBytes -= v.bytes;
  }
  value.bytes = m.expected.length;
  kept.set(m.expectedId, value);
  keptBytes += value.bytes;
  return value;
}
const waiting = new Map();
parentPort.on('message', (msg) => {
  // The expected answer's text, for a message kept waiting for it (below).
  const m = msg.resume === undefined ? msg : { ...waiting.get(msg.resume), expected: msg.expected };
  waiting.delete(msg.resume);
  try {
    const expected = expectedOf(m);
    // Dropped meanwhile: kept until the caller sends its text.
    if (expected === null) {
      waiting.set(m.id, m);
      return parentPort.postMessage({ id: m.id, again: true });
    }
    const text = decoder.decode(m.payload);
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
    w.on('message', (m: { id: number; r?: PooledRead; again?: true; error?: string }) => {
      const job = this.jobs.get(m.id);
      if (!job) return;
      this.jobs.delete(m.id);
      if (m.again) job.resolve('again');
      else if (m.r) job.resolve(m.r);
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

  /** Expected answers the current thread was sent (it may have dropped some since: `again`). */
  private sent = new Set<number>();

  /**
   * Reads `payload` against the expected answer, identified by `expected.id` (one per test object)
   * and sent as text the first time the thread needs it. The payload's memory is handed to the
   * thread when it is the payload's alone (no copy): the caller must not use it afterwards.
   */
  async read(
    payload: Buffer,
    kind: CheckerKind,
    expected: { id: number; json: () => string } | undefined,
    opts: { whole: boolean; shownBytes: number },
  ): Promise<PooledRead> {
    if (!this.worker) {
      this.worker = this.start();
      this.sent = new Set();
    }
    const w = this.worker;
    const id = this.nextId++;
    const sendText = expected !== undefined && !this.sent.has(expected.id);
    if (expected && sendText) this.sent.add(expected.id);
    const buffer = payload.buffer;
    const own =
      buffer instanceof ArrayBuffer && payload.byteOffset === 0 && buffer.byteLength === payload.length;
    const message = {
      id,
      payload,
      kind,
      expectedId: expected?.id,
      expected: expected && sendText ? expected.json() : undefined,
      whole: opts.whole,
      shownBytes: opts.shownBytes,
    };
    const first = await this.post(w, id, (port) => port.postMessage(message, own ? [buffer] : []));
    if (first !== 'again') return first;
    // The thread had dropped that expected answer: it kept the message and waits for the text.
    const second = await this.post(w, id, (port) =>
      port.postMessage({ resume: id, expected: expected?.json() }),
    );
    if (second === 'again') throw new Error('answer reader lost the expected answer it was just sent');
    return second;
  }

  private post(w: Worker, id: number, send: (w: Worker) => void): Promise<PooledRead | 'again'> {
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
      send(w);
    });
  }
}

/** One thread per process, started at the first large answer, shared by every judge in it. */
export const answerPool = new AnswerPool();
