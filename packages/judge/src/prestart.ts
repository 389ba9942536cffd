import type { Language } from '@codecoach/contracts';
import { execSpec, type StartedProgram } from './runstep.ts';
import type { Box, BoxProvider } from './sandbox/box.ts';
import type { MeasuredLine, RunHandlers } from './sandbox/client.ts';
import type { Command } from './toolchains.ts';

/**
 * Per-process CPU backstop (RLIMIT_CPU, seconds) of a pre-started interpreter, whose problem
 * and time limit are not known yet. The limits that count are its launcher's, from the tests'
 * arrival on (setup, each test, the total; launcher/run.c), exactly as for a program started
 * with its submission.
 */
const PRESTART_CPU_BACKSTOP_S = 120;
const MB = 1024 * 1024;

/** An interpreter started in a fresh box before its submission arrived, blocked on `go`. */
export interface PreStarted {
  language: Language;
  /** The command it runs: only a submission that would run the same command can use it. */
  key: string;
  box: Box;
  program: StartedProgram;
  /** Memory the box held before the interpreter started (the harness file). */
  baseline: number;
  exited: () => boolean;
}

export function commandKey(cmd: Command & { stackBytes?: number }): string {
  return JSON.stringify([cmd.argv, cmd.env, cmd.stackBytes ?? 0]);
}

/**
 * One pre-started interpreter per slot, for the interpreted language (JavaScript, Python) the
 * slot judged last: a stream of submissions in one language then skips the interpreter's
 * start (25-65 ms here) on its way to a verdict. The box is as fresh and single-use as any
 * other; only trusted harness code has run in it when the submission's files arrive, and the
 * interpreter is the same program a cold start would run, with the same limits from then on.
 */
export class PreStarts {
  private readonly bySlot = new Map<number, Promise<PreStarted | undefined>>();
  private closed = false;

  constructor(private readonly provider: BoxProvider) {}

  /** Starts the slot's next interpreter in the background, replacing any it had. */
  start(
    slot: number,
    language: Language,
    cmd: Command & { stackBytes?: number },
    harness: { name: string; source: string },
    memoryBytes: number,
  ): void {
    if (this.closed) return;
    const old = this.bySlot.get(slot);
    const next = this.make(language, cmd, harness, memoryBytes, slot).catch(() => undefined);
    this.bySlot.set(slot, next);
    if (old) void old.then((w) => w && drop(w));
  }

  /** The slot's pre-started interpreter if it runs `key` and is still alive; it is the caller's. */
  async take(slot: number, key: string): Promise<PreStarted | undefined> {
    const p = this.bySlot.get(slot);
    if (!p) return undefined;
    this.bySlot.delete(slot);
    const w = await p;
    if (!w) return undefined;
    if (w.key !== key || w.exited() || w.box.client.exited) {
      drop(w);
      return undefined;
    }
    return w;
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.bySlot.values()];
    this.bySlot.clear();
    for (const w of await Promise.all(all)) if (w) await drop(w);
  }

  private async make(
    language: Language,
    cmd: Command & { stackBytes?: number },
    harness: { name: string; source: string },
    memoryBytes: number,
    slot: number,
  ): Promise<PreStarted> {
    const box = await this.provider.acquire(slot, 'run');
    if (this.closed) {
      await box.destroy();
      throw new Error('closed');
    }
    box.setLimits(memoryBytes, 128);
    box.client.writeFile(harness.name, harness.source);
    const baseline = box.memoryUsage() ?? 0;
    let sink: RunHandlers | undefined;
    const early: MeasuredLine[] = [];
    const exec = box.client.exec(
      { ...execSpec(cmd, PRESTART_CPU_BACKSTOP_S), fifo: 'go' },
      {
        onLine: (l) => {
          if (sink?.onLine) sink.onLine(l);
          else early.push(l);
        },
        // Before the submission arrives no test is fed: the caps are the submission's.
        answerCap: (test) => sink?.answerCap?.(test) ?? Number.POSITIVE_INFINITY,
        onOversize: (test, bytes, prefix) => sink?.onOversize?.(test, bytes, prefix),
      },
    );
    let exited = false;
    exec.then(
      () => {
        exited = true;
      },
      () => {
        exited = true;
      },
    );
    return {
      language,
      key: commandKey(cmd),
      box,
      baseline,
      exited: () => exited,
      program: {
        exec,
        attach(h) {
          sink = h;
          for (const l of early.splice(0)) h.onLine?.(l);
        },
      },
    };
  }
}

/** Ends an unused interpreter: it waits on its fifo, so it is killed, not asked to quit. */
function drop(w: PreStarted): Promise<void> {
  w.box.client.kill();
  return w.box.destroy();
}

export const prestartMemoryBytes = (memoryMb: number, extraMb: number) => (memoryMb + extraMb) * MB + 8 * MB;
