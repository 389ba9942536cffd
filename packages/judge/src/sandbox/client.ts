import type { ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { CMD, FRAME, type LimitHit, type LineKind } from './codes.ts';

/** Where a judged program was when it ended (launcher/run.c). */
export type RunPhase = 'plain' | 'wait' | 'setup' | 'test' | 'tail' | 'ended';

/** What the launcher reports when a program it started has exited. */
export interface ExecOutcome {
  exit: number;
  signal: number;
  /** The judge asked for the kill (K). */
  killed: boolean;
  wallNs: number;
  maxRssKb: number;
  /** Size the output file reached (it is capped by RLIMIT_FSIZE). */
  outBytes: number;
  /** CPU of the program's own process tree as the kernel reaped it (not the whole box). */
  cpuUs: number;
  /** The launcher's own limit that stopped it (judged runs), if any. */
  limit?: LimitHit;
  /** What broke the protocol, when `limit` is 'protocol'. */
  violation?: string;
  /** Judged runs: the phase and the test being fed when it ended (-1 before the first). */
  phase?: RunPhase;
  test?: number;
  /** CPU and wall of that phase (the running test, or setup), as the launcher measured them. */
  phaseCpuUs?: number;
  phaseWallUs?: number;
  setupCpuUs?: number;
  /**
   * The program's memory peak (bytes) over the whole run, and in the phase it ended in, from its
   * own memory cgroup (the launcher resets it at each test); absent bare.
   */
  peakBytes?: number;
  phasePeakBytes?: number;
  /** Test phase: what the program held when its test was given (what earlier tests left). */
  phaseBaseBytes?: number;
  /** The program's stdout and stderr (one file), capped. */
  output: Buffer;
}

/** One line a judged program finished, measured by its launcher (launcher/run.c). */
export interface MeasuredLine {
  /** The test that was being fed (relative to the tests sent), or -1 during setup. */
  test: number;
  kind: LineKind;
  /** CPU of the whole box from the test's input to the line's end (setup: from the start). */
  cpuUs: number;
  wallUs: number;
  /** Size of the stdout file at that moment (what the test printed ends there). */
  outPos: number;
  /** The program's memory peak (bytes) from the test's input to this line (setup: its start); -1 bare. */
  peak: number;
  /** The line's text; past the handlers' `answerCap`, only its first ANSWER_PREFIX_BYTES. */
  payload: Buffer;
  /** The whole line's length (the payload's, unless it went past the cap). */
  bytes: number;
  /** The line went past the handlers' `answerCap` for its test: only its beginning was kept. */
  oversize?: true;
}

/** What is kept of a line that goes past its cap: enough to show its beginning. */
export const ANSWER_PREFIX_BYTES = 64 * 1024;

/** What a program's run reports while it goes: raw fd 3 bytes (plain) or measured lines. */
export interface RunHandlers {
  onOutput?: (chunk: Buffer) => void;
  onLine?: (line: MeasuredLine) => void;
  /**
   * Judged runs: the longest line accepted whole for the test being fed (relative to the tests
   * sent). Past it the line is not gathered (the host's memory stays bounded whatever the
   * program writes): its length is counted and `onOversize` is told at once.
   */
  answerCap?: (test: number) => number;
  onOversize?: (test: number, bytes: number, prefix: Buffer) => void;
}

/** The launcher's limits for a judged run, in ms (sent with its tests). */
export interface TrialLimits {
  setupCpuMs: number;
  setupWallMs: number;
  testCpuMs: number;
  testWallMs: number;
  totalWallMs: number;
}

export interface ExecSpec {
  argv: string[];
  env: Record<string, string>;
  /** Bytes of output sent back; the file itself is capped by `fsizeBytes`. */
  outCap: number;
  stackBytes?: number;
  fsizeBytes?: number;
  /** Per-process CPU backstop (seconds); the real limit is enforced by the host. */
  cpuSeconds?: number;
  nofile?: number;
  out?: string;
  /** A named pipe the launcher makes before starting the program (see launcher/serve.c). */
  fifo?: string;
  /** The program talks the judged protocol (tests fed on fd 4, lines on fd 3; run.c). */
  judged?: boolean;
}

export class LauncherGone extends Error {}

/** Where the launcher's commands go and its frames come from. */
export interface LauncherIo {
  input: Writable;
  output: Readable;
  /** Resolves with what is known of its end (exit status, stderr) once the launcher is gone. */
  gone: Promise<string>;
}

/** The launcher as a direct child (its stdin and stdout), e.g. bare in development. */
export function childIo(child: ChildProcess): LauncherIo {
  const { stdin, stdout } = child;
  if (!stdin || !stdout) throw new Error('launcher needs piped stdin and stdout');
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    if (stderr.length < 4000) stderr += d.toString();
  });
  const gone = new Promise<string>((resolve) => {
    child.on('close', (code, sig) => resolve(`launcher exited (${sig ?? code}) ${stderr.trim()}`.trim()));
    child.on('error', (e) => resolve(`launcher failed: ${e.message}`));
  });
  return { input: stdin, output: stdout, gone };
}

type Frame =
  | { kind: 'O'; data: Buffer }
  | { kind: 'A'; head: string }
  | { kind: 'T'; json: string }
  | { kind: 'F'; name: string; data: Buffer }
  | { kind: 'E' }
  | { kind: 'Z'; message: string }
  | { kind: 'READY' };

/**
 * Talks the launcher's frame protocol (see launcher/serve.c) over the child's stdin/stdout. One
 * operation at a time: the engine drives a box step by step.
 */
export class LauncherClient {
  private buf: Buffer = Buffer.alloc(0);
  private waiters: Array<(f: Frame | LauncherGone) => void> = [];
  private queued: Array<Frame | LauncherGone> = [];
  private gone: LauncherGone | undefined;
  private handlers: RunHandlers | undefined;
  /** Payload of the judged program's current line, until its A frame. */
  private payload: Buffer[] = [];
  private payloadBytes = 0;
  private oversize = false;
  /** The test the current line answers: the one after the last line's (K is not reported). */
  private lineTest = 0;

  constructor(private readonly io: LauncherIo) {
    io.output.on('data', (d: Buffer) => this.feed(d));
    io.input.on('error', () => {});
    void io.gone.then((why) => this.push(new LauncherGone(why)));
    io.output.resume();
  }

  private push(f: Frame | LauncherGone): void {
    if (f instanceof LauncherGone) {
      if (this.gone) return;
      this.gone = f;
    }
    if (!(f instanceof LauncherGone) && this.handlers) {
      if (f.kind === 'O') {
        if (this.handlers.onLine) this.gather(f.data);
        else this.handlers.onOutput?.(f.data);
        return;
      }
      if (f.kind === 'A') {
        const [test, kind, cpu, wall, pos, peak] = f.head.split(' ').slice(1);
        const payload = this.payload.length === 1 ? (this.payload[0] as Buffer) : Buffer.concat(this.payload);
        const line: MeasuredLine = {
          test: Number(test),
          kind: kind as LineKind,
          cpuUs: Number(cpu),
          wallUs: Number(wall),
          outPos: Number(pos),
          peak: peak === undefined ? -1 : Number(peak),
          payload,
          bytes: this.payloadBytes,
        };
        if (this.oversize) line.oversize = true;
        this.payload = [];
        this.payloadBytes = 0;
        this.oversize = false;
        this.lineTest = Math.max(0, line.test + 1);
        this.handlers.onLine?.(line);
        return;
      }
    }
    const w = this.waiters.shift();
    if (w) w(f);
    else this.queued.push(f);
  }

  /** Keeps a piece of the current line, unless the line went past its test's cap. */
  private gather(data: Buffer): void {
    const h = this.handlers;
    this.payloadBytes += data.length;
    if (this.oversize) return;
    const cap = h?.answerCap ? h.answerCap(this.lineTest) : Number.POSITIVE_INFINITY;
    if (this.payloadBytes <= cap) {
      this.payload.push(data);
      return;
    }
    // Past the cap: keep the beginning only, and say so now (Submit stops the program here).
    this.oversize = true;
    const parts: Buffer[] = [];
    let kept = 0;
    for (const b of [...this.payload, data]) {
      if (kept >= ANSWER_PREFIX_BYTES) break;
      const piece = b.subarray(0, ANSWER_PREFIX_BYTES - kept);
      parts.push(piece);
      kept += piece.length;
    }
    this.payload = [Buffer.concat(parts)];
    h?.onOversize?.(this.lineTest, this.payloadBytes, this.payload[0] as Buffer);
  }

  /** Chunks of a frame still arriving, and the bytes `buf` must hold before it is complete. */
  private waiting: Buffer[] = [];
  private waitingBytes = 0;
  private need = 0;

  private feed(d: Buffer): void {
    if (this.need > 0) {
      // The rest of a large frame (a compiled program, an output file): gather its chunks and
      // join them once, instead of copying everything so far at each chunk (quadratic: 50 MB
      // arriving in 64 KB pieces took 15-24 s and stalled the event loop up to 0.6 s).
      this.waiting.push(d);
      this.waitingBytes += d.length;
      if (this.buf.length + this.waitingBytes < this.need) return;
      this.buf = Buffer.concat([this.buf, ...this.waiting]);
      this.waiting = [];
      this.waitingBytes = 0;
      this.need = 0;
    } else {
      this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
    }
    for (;;) {
      const nl = this.buf.indexOf(10);
      if (nl < 0) return;
      const head = this.buf.subarray(0, nl).toString('latin1');
      const kind = head[0];
      if (kind === FRAME.output || kind === FRAME.file) {
        const parts = head.split(' ');
        const len = Number(parts[parts.length - 1]);
        if (this.buf.length < nl + 1 + len) {
          this.need = nl + 1 + len;
          return;
        }
        // A view, not a copy: `buf` is never written in place (each chunk is new, and joined
        // into a new buffer), and an answer's pieces are joined once at its line's end.
        const data = this.buf.subarray(nl + 1, nl + 1 + len);
        this.buf = this.buf.subarray(nl + 1 + len);
        this.push(kind === 'O' ? { kind, data } : { kind, name: parts.slice(1, -1).join(' '), data });
        continue;
      }
      this.buf = this.buf.subarray(nl + 1);
      if (head === FRAME.ready) this.push({ kind: 'READY' });
      else if (kind === FRAME.line) this.push({ kind: 'A', head });
      else if (kind === FRAME.exit) this.push({ kind: 'T', json: head.slice(2) });
      else if (kind === FRAME.filesEnd) this.push({ kind: 'E' });
      else if (kind === FRAME.error) this.push({ kind: 'Z', message: head.slice(2) });
    }
  }

  private next(): Promise<Frame> {
    const q = this.queued.shift();
    if (q) return q instanceof LauncherGone ? Promise.reject(q) : Promise.resolve(q);
    if (this.gone) return Promise.reject(this.gone);
    return new Promise((resolve, reject) => {
      this.waiters.push((f) => (f instanceof LauncherGone ? reject(f) : resolve(f)));
    });
  }

  private corked = false;

  /**
   * Commands written in one turn of the event loop leave in one system call (writev): a run's
   * files, its tests and its exec command were five to ten writes, each waking the launcher.
   */
  private send(data: string | Buffer): void {
    if (this.gone) throw this.gone;
    const out = this.io.input;
    if (!this.corked) {
      this.corked = true;
      out.cork();
      process.nextTick(() => {
        this.corked = false;
        out.uncork();
      });
    }
    out.write(data);
  }

  async ready(): Promise<void> {
    const f = await this.next();
    if (f.kind !== 'READY') throw new LauncherGone(`launcher did not start: ${JSON.stringify(f)}`);
  }

  writeFile(name: string, data: string | Buffer, mode = 0o644): void {
    const b = typeof data === 'string' ? Buffer.from(data) : data;
    this.send(`${CMD.write} ${name} ${mode.toString(8)} ${b.length}\n`);
    this.send(b);
  }

  /**
   * The tests of a judged run (each `<len>\n<input>`, `count` of them) and its limits; the
   * launcher keeps them and feeds them one at a time. Sent before the exec, or while a program
   * started ahead waits for its files.
   */
  sendTests(blob: Buffer, count: number, l: TrialLimits): void {
    const us = (ms: number) => Math.max(1, Math.round(ms * 1000));
    this.send(
      `${CMD.tests} ${count} ${us(l.setupCpuMs)} ${us(l.setupWallMs)} ${us(l.testCpuMs)} ${us(l.testWallMs)} ${us(l.totalWallMs)} ${blob.length}\n`,
    );
    this.send(blob);
  }

  async exec(spec: ExecSpec, handlers: RunHandlers): Promise<ExecOutcome> {
    const lines = [CMD.exec as string];
    for (const a of spec.argv) lines.push(`arg ${a}`);
    for (const [k, v] of Object.entries(spec.env)) lines.push(`env ${k}=${v}`);
    lines.push(`outcap ${spec.outCap}`);
    if (spec.out) lines.push(`out ${spec.out}`);
    if (spec.stackBytes) lines.push(`stack ${spec.stackBytes}`);
    if (spec.fsizeBytes) lines.push(`fsize ${spec.fsizeBytes}`);
    if (spec.cpuSeconds) lines.push(`cpu ${spec.cpuSeconds}`);
    if (spec.nofile) lines.push(`nofile ${spec.nofile}`);
    if (spec.fifo) lines.push(`fifo ${spec.fifo}`);
    if (spec.judged) lines.push('judged 1');
    if (lines.some((l) => l.includes('\n'))) throw new Error('exec arguments may not contain newlines');
    this.handlers = handlers;
    this.payload = [];
    this.payloadBytes = 0;
    this.oversize = false;
    this.lineTest = 0;
    this.send(`${lines.join('\n')}\n\n`);
    try {
      for (;;) {
        const f = await this.next();
        if (f.kind === 'Z') throw new LauncherGone(`launcher: ${f.message}`);
        if (f.kind !== 'T') continue;
        const t = JSON.parse(f.json) as Omit<ExecOutcome, 'output'>;
        const out = await this.next();
        return { ...t, output: out.kind === 'F' ? out.data : Buffer.alloc(0) };
      }
    } finally {
      this.handlers = undefined;
      this.payload = [];
    }
  }

  /** Asks the launcher to kill the running program and everything it started. */
  kill(): void {
    if (!this.gone) this.send(`${CMD.kill}\n`);
  }

  async getFiles(dir: string, maxFiles: number, maxBytes: number): Promise<Map<string, Buffer>> {
    this.send(`${CMD.get} ${dir} ${maxFiles} ${maxBytes}\n`);
    const files = new Map<string, Buffer>();
    for (;;) {
      const f = await this.next();
      if (f.kind === 'E') return files;
      if (f.kind === 'Z') throw new Error(f.message);
      if (f.kind === 'F') files.set(f.name, f.data);
    }
  }

  close(): void {
    if (!this.gone) {
      this.io.input.write(`${CMD.quit}\n`);
      this.io.input.end();
    }
  }

  get exited(): boolean {
    return this.gone !== undefined;
  }
}
