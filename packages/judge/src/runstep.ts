import type { Box } from './sandbox/box.ts';
import {
  type ExecOutcome,
  type ExecSpec,
  LauncherGone,
  type MeasuredLine,
  type RunHandlers,
} from './sandbox/client.ts';
import type { Command } from './toolchains.ts';

export const OUTPUT_FILE_CAP_BYTES = 8 * 1024 * 1024;
export const OUTPUT_SHOWN_BYTES = 1024 * 1024;

/** Why the judge itself ended a run: the first failure on Submit, the caller, or its backstop. */
export type KillReason = 'stopped' | 'aborted' | 'deadline';

/** The launcher's exec spec for a judged program of `cmd`, with the output and CPU backstops. */
export function execSpec(cmd: Command & { stackBytes?: number }, cpuBackstopS: number): ExecSpec {
  return {
    argv: cmd.argv,
    env: cmd.env,
    outCap: OUTPUT_SHOWN_BYTES,
    fsizeBytes: OUTPUT_FILE_CAP_BYTES,
    ...(cmd.stackBytes ? { stackBytes: cmd.stackBytes } : {}),
    // Per process, behind the launcher's own limits (run.c), which measure the whole box.
    cpuSeconds: cpuBackstopS,
    nofile: 256,
    judged: true,
  };
}

/** A program already running in its box (pre-started), whose lines are routed here from now. */
export interface StartedProgram {
  exec: Promise<ExecOutcome>;
  /** Routes what it reports to `h`, first replaying what arrived before. */
  attach(h: RunHandlers): void;
}

export interface StepOutcome {
  exec: ExecOutcome;
  killedFor?: KillReason;
  memoryPeak?: number;
  oom: boolean;
}

/**
 * Runs one judged program in a box whose tests and limits were sent already (J). The launcher
 * measures and enforces every limit (launcher/run.c); this side only stops the program at the
 * first failure (`onLine` returns true), when the caller aborts, and, as a backstop should the
 * box stop answering, at `deadlineMs`: then the box is torn down and the run reported as having
 * hit its total wall limit.
 */
/**
 * What the engine watches while a program runs: each measured line (true, or a promise of true,
 * stops the program: its first failure on Submit), the longest answer it reads for each test,
 * and an answer going past that (true stops the program at once).
 */
export interface RunWatch {
  onLine: (l: MeasuredLine) => boolean | Promise<boolean>;
  answerCap?: (test: number) => number;
  onOversize?: (test: number, bytes: number, prefix: Buffer) => boolean;
}

export async function runStep(
  box: Box,
  spec: ExecSpec,
  deadlineMs: number,
  watch: RunWatch,
  signal?: AbortSignal,
  started?: StartedProgram,
): Promise<StepOutcome> {
  let killedFor: KillReason | undefined;
  let lastTest = -1;
  const oomBefore = box.oomKills();
  const kill = (why: KillReason) => {
    if (killedFor) return;
    killedFor = why;
    box.client.kill();
  };
  let tearDown: NodeJS.Timeout | undefined;
  let finished = false;
  const backstop = setTimeout(() => {
    kill('deadline');
    killedFor = 'deadline';
    // A launcher that does not even answer K within 2 s goes with its box.
    tearDown = setTimeout(() => void box.destroy(), 2000);
  }, deadlineMs);
  const onAbort = () => kill('aborted');
  signal?.addEventListener('abort', onAbort);
  const handlers: RunHandlers = {
    onLine: (l) => {
      if (l.test >= 0) lastTest = l.test;
      // Every line is recorded, even after a kill: an answer cut off as too large may have
      // ended before the kill reached the program, and is then the verdict's line.
      const stop = watch.onLine(l);
      if (killedFor) return;
      if (stop === true) kill('stopped');
      // A failure to decide is the engine's to report (it awaits the same evaluation): here it
      // only must not become an unhandled rejection.
      else if (stop instanceof Promise)
        stop.then(
          (s) => s && !finished && kill('stopped'),
          () => {},
        );
    },
    ...(watch.answerCap ? { answerCap: watch.answerCap } : {}),
    onOversize: (test, bytes, prefix) => {
      if (watch.onOversize?.(test, bytes, prefix)) kill('stopped');
    },
  };
  let exec: ExecOutcome;
  try {
    if (started) {
      started.attach(handlers);
      exec = await started.exec;
    } else {
      exec = await box.client.exec(spec, handlers);
    }
  } catch (e) {
    // The launcher is out of the OOM killer's reach (oom_score_adj -1000, set by the spawner);
    // should the kernel still take it while the box was at its memory limit, that limit is what
    // the program hit: its memory_limit_exceeded, never the judge's internal error.
    const outOfMemory = e instanceof LauncherGone && box.oomKills() > oomBefore;
    if (!(e instanceof LauncherGone) || (killedFor !== 'deadline' && !outOfMemory)) throw e;
    exec = {
      exit: -1,
      signal: 9,
      killed: killedFor === 'deadline',
      wallNs: deadlineMs * 1e6,
      maxRssKb: 0,
      outBytes: 0,
      cpuUs: 0,
      ...(killedFor === 'deadline' ? { limit: 'total-wall' as const } : {}),
      phase: 'test',
      test: lastTest + 1,
      output: Buffer.alloc(0),
    };
  } finally {
    finished = true;
    clearTimeout(backstop);
    clearTimeout(tearDown);
    signal?.removeEventListener('abort', onAbort);
  }
  return {
    exec,
    ...(killedFor ? { killedFor } : {}),
    memoryPeak: box.memoryPeak(),
    oom: box.oomKills() > oomBefore,
  };
}
