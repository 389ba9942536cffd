import type { HarnessEvent } from './protocol.ts';
import { EventParser } from './protocol.ts';
import type { Box } from './sandbox/box.ts';
import type { ExecOutcome, ExecSpec } from './sandbox/client.ts';
import type { Command } from './toolchains.ts';

export const RESULTS_CAP_BYTES = 96 * 1024 * 1024;
export const OUTPUT_FILE_CAP_BYTES = 8 * 1024 * 1024;
export const OUTPUT_SHOWN_BYTES = 1024 * 1024;
/** How often the host looks at the clock and the cgroup while a program runs. */
const WATCH_MS = 20;

export interface StepLimits {
  /** Per test, already multiplied for the language. */
  testMs: number;
  /** Until the first test starts, and between tests (the harness reading input). */
  setupMs: number;
  /**
   * Most result lines the program may write: a harness writes two per test and a few more. A
   * program that floods fd 3 is stopped here, not after the judge has parsed 96 MB of lines.
   */
  maxEvents?: number;
  memoryBytes: number;
  pids: number;
  stackBytes?: number;
}

export type KillReason = 'time' | 'output' | 'stopped' | 'aborted';

/** The launcher's exec spec for a program of `cmd`, with the judge's output and CPU backstops. */
export function execSpec(cmd: Command & { stackBytes?: number }, cpuBackstopS: number): ExecSpec {
  return {
    argv: cmd.argv,
    env: cmd.env,
    outCap: OUTPUT_SHOWN_BYTES,
    fsizeBytes: OUTPUT_FILE_CAP_BYTES,
    ...(cmd.stackBytes ? { stackBytes: cmd.stackBytes } : {}),
    // A per-process backstop only; the real limit is the cgroup-wide one of runStep.
    cpuSeconds: cpuBackstopS,
    nofile: 256,
  };
}

/** A program already running in its box (pre-started), whose results are routed here from now. */
export interface StartedProgram {
  exec: Promise<ExecOutcome>;
  /** Routes the results stream to `fn`, first replaying what arrived before. */
  attach(fn: (chunk: Buffer) => void): void;
}

export interface StepOutcome {
  exec: ExecOutcome;
  killedFor?: KillReason;
  /** The test that was running when the program ended, if any. */
  running?: number;
  runningMs: number;
  cpuUs?: number;
  memoryPeak?: number;
  oom: boolean;
}

/**
 * Runs one program in a box while watching it: per-test CPU (from the cgroup when there is one)
 * and wall clock, the size of the results stream, and the caller's wish to stop early.
 * `onEvent` returns true to stop the program (first failure on Submit).
 */
export async function runStep(
  box: Box,
  cmd: Command,
  limits: StepLimits,
  onEvent: (e: HarnessEvent) => boolean,
  signal?: AbortSignal,
  started?: StartedProgram,
): Promise<StepOutcome> {
  const parser = new EventParser();
  let killedFor: KillReason | undefined;
  let running: number | undefined;
  let phaseStart = performance.now();
  /**
   * The box's CPU when the watch first saw the running test, and how much CPU it may still use
   * from then on. Read at the watch's ticks only, never per test: most tests end within a tick,
   * and reading the cgroup at every test's start and end cost the judge ~1 ms per submission of
   * 50 tests. What a test used before the first tick that saw it (at most one tick of wall time)
   * is not counted, so a kill can come up to one tick late, never early; the verdict of a test
   * that finishes comes from the harness's own per-test CPU time.
   */
  let phaseCpu: number | undefined;
  const oomBefore = box.oomKills();
  const kill = (why: KillReason) => {
    if (!killedFor) {
      killedFor = why;
      box.client.kill();
    }
  };
  const startPhase = (test: number | undefined) => {
    running = test;
    phaseStart = performance.now();
    phaseCpu = undefined;
  };
  const watch = setInterval(() => {
    const wall = performance.now() - phaseStart;
    if (running === undefined) {
      if (wall > limits.setupMs) kill('time');
      return;
    }
    const cpuNow = box.cpuUs();
    if (cpuNow !== undefined) {
      phaseCpu ??= cpuNow;
      // CPU of every process and thread in the box: a program spread over many processes
      // cannot hide from it. Sleeping is caught by the wall clock, generous so that a loaded
      // machine does not turn a correct solution into a time-limit verdict.
      if ((cpuNow - phaseCpu) / 1000 > limits.testMs + 50 || wall > limits.testMs * 3 + 1000) kill('time');
    } else if (wall > limits.testMs + 200) kill('time');
  }, WATCH_MS);
  const onAbort = () => kill('aborted');
  signal?.addEventListener('abort', onAbort);
  let exec: ExecOutcome;
  let seen = 0;
  const onResults = (chunk: Buffer) => {
    if (killedFor) return;
    if (parser.bytes + chunk.length > RESULTS_CAP_BYTES) {
      kill('output');
      return;
    }
    const events = parser.push(chunk);
    seen += events.length;
    if (limits.maxEvents !== undefined && seen > limits.maxEvents) {
      kill('output');
      return;
    }
    for (const e of events) {
      if (e.kind === 'start') startPhase(e.index);
      else if (e.kind === 'result' || e.kind === 'error') startPhase(undefined);
      if (onEvent(e)) {
        kill('stopped');
        return;
      }
    }
  };
  try {
    if (started) {
      started.attach(onResults);
      exec = await started.exec;
    } else {
      const spec = execSpec(
        { ...cmd, stackBytes: limits.stackBytes },
        Math.ceil(limits.testMs / 1000) * 4 + 30,
      );
      exec = await box.client.exec(spec, onResults);
    }
  } finally {
    clearInterval(watch);
    signal?.removeEventListener('abort', onAbort);
  }
  return {
    exec,
    killedFor,
    running,
    runningMs: performance.now() - phaseStart,
    cpuUs: box.cpuUs(),
    memoryPeak: box.memoryPeak(),
    oom: box.oomKills() > oomBefore,
  };
}
