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
export async function runStep(
  box: Box,
  spec: ExecSpec,
  deadlineMs: number,
  onLine: (l: MeasuredLine) => boolean,
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
      if (!killedFor && onLine(l)) kill('stopped');
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
    if (!(e instanceof LauncherGone) || killedFor !== 'deadline') throw e;
    exec = {
      exit: -1,
      signal: 9,
      killed: true,
      wallNs: deadlineMs * 1e6,
      maxRssKb: 0,
      outBytes: 0,
      cpuUs: 0,
      limit: 'total-wall',
      phase: 'test',
      test: lastTest + 1,
      output: Buffer.alloc(0),
    };
  } finally {
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
