import type { Language } from '@codecoach/contracts';
import { type CompileCache, compileInBox } from './compile.ts';
import { BadTestError, encodeTests, testsFrom } from './lang/encode.ts';
import { LANGUAGE_DEFS } from './lang/index.ts';
import { cpuBackstopS, runDeadlineMs, trialLimits } from './limits.ts';
import { type CompilerStarts, compilerKey } from './precompile.ts';
import { commandKey, type PreStarts, prestartMemoryBytes } from './prestart.ts';
import {
  answerCapBytes,
  COMPILE_OUTPUT_SHOWN,
  cutText,
  type Evaluation,
  evaluate,
  parseError,
  passed,
  resultOf,
  round,
  sliceOutput,
  summarise,
} from './results.ts';
import { execSpec, OUTPUT_FILE_CAP_BYTES, type RunWatch, runStep, type StepOutcome } from './runstep.ts';
import type { BoxProvider } from './sandbox/box.ts';
import type { MeasuredLine } from './sandbox/client.ts';
import { LINE } from './sandbox/codes.ts';
import type { Toolchain } from './toolchains.ts';
import type { JudgeError, JudgeRequest, JudgeResult, TestResult } from './types.ts';
import { verdictForCrash, verdictForException } from './verdicts.ts';

const MB = 1024 * 1024;

/** The judge could not judge (no sandbox, no toolchain): not the learner's fault, not retryable. */
export class JudgeUnavailableError extends Error {
  override name = 'JudgeUnavailableError';
}

export interface ProgramContext {
  provider: BoxProvider;
  toolchains: Map<Language, Toolchain>;
  cache: CompileCache;
  /** Interpreters started ahead, one per slot (prestart.ts); none without it. */
  preStarts?: PreStarts;
  /** Compilers of the judge's own started ahead, one per slot (precompile.ts); none without it. */
  compilerStarts?: CompilerStarts;
  /** Prints where the time of each run goes (JudgeConfig.trace). */
  trace?: boolean;
}

function tracer(on: boolean | undefined, label: string): (phase: string) => void {
  if (!on) return () => {};
  let last = performance.now();
  return (phase) => {
    const now = performance.now();
    console.error(`[judge ${label}] ${phase} +${(now - last).toFixed(1)} ms`);
    last = now;
  };
}

/** A test that went past the memory limit: that is its verdict, whatever it answered. */
function overMemory(r: TestResult): TestResult {
  const { error: _, ...rest } = r;
  return { ...rest, verdict: 'memory_limit_exceeded', passed: false };
}

/** The learner's stack: large enough for 10^5 frames, small enough to overflow before OOM. */
export function stackMbFor(memoryLimitMb: number): number {
  return Math.max(64, Math.min(512, Math.floor(memoryLimitMb / 2)));
}

/**
 * Judges one submission in `slot`: compiles (cached), then runs the program on the tests in a
 * fresh box whose launcher feeds them one at a time and measures each (launcher/run.c). Submit
 * stops at the first failure; Run starts the program again after a test that ended it.
 */
export async function judgeProgram(
  ctx: ProgramContext,
  req: JudgeRequest,
  slot: number,
): Promise<JudgeResult> {
  const def = LANGUAGE_DEFS[req.language];
  const installed = ctx.toolchains.get(req.language);
  if (!def || !installed?.available) {
    throw new JudgeUnavailableError(
      `${req.language} is not available on this judge: ${installed?.reason ?? 'no toolchain'}`,
    );
  }
  const tc = (req.quickBuild && installed.quick) || installed;
  const trace = tracer(ctx.trace, req.language);
  const base: JudgeResult = {
    verdict: 'accepted',
    runtimeMs: 0,
    memoryMb: 0,
    testsPassed: 0,
    totalTests: req.tests.length,
    tests: [],
    sandboxed: ctx.provider.sandboxed,
  };
  let encoded: ReturnType<typeof encodeTests>;
  try {
    encoded = encodeTests(
      req.signature,
      def.testFormat,
      req.tests.map((t) => t.input),
      req.tests,
    );
  } catch (e) {
    if (e instanceof BadTestError)
      return { ...base, verdict: 'internal_error', error: { type: 'BadTest', message: e.message } };
    throw e;
  }
  trace('encoded');
  const sources = def.sources(req.code, req.signature);
  let files: Map<string, Buffer | string> = new Map(Object.entries(sources));
  if (def.compiled) {
    req.onProgress?.({ phase: 'compiling' });
    const pc = def.preCompile;
    const compiler = pc && { name: pc.compiler, source: sources[pc.compiler] ?? '' };
    const starts = ctx.compilerStarts;
    const ahead =
      compiler && starts
        ? { take: () => starts.take(slot, compilerKey(tc, compiler)), compiler: compiler.name }
        : undefined;
    let c: Awaited<ReturnType<typeof compileInBox>>;
    try {
      c = await compileInBox(ctx.provider, slot, tc, sources, ctx.cache, req.signal, def.prebuilt, ahead);
    } finally {
      // The next submission in this language on this slot finds its compiler started.
      if (compiler && starts) starts.start(slot, tc, compiler);
    }
    if (!c.ok)
      return {
        ...base,
        verdict: 'compilation_error',
        compileOutput: cutText(c.output, COMPILE_OUTPUT_SHOWN),
      };
    files = def.runFiles
      ? def.runFiles(c.files, req.signature)
      : new Map([...c.files].map(([n, b]) => [`out/${n}`, b]));
  }
  trace('compiled');

  const memoryMb = req.memoryLimitMb;
  const cmd = tc.run({ memoryMb, stackMb: stackMbFor(memoryMb) });
  const testMs = req.timeLimitMs * def.timeMultiplier;
  // The stated limit is everything the program uses, its runtime included (as LeetCode shows
  // it): a test whose peak goes past it is memory_limit_exceeded. The box's hard limit is higher
  // by the runtime's share (a JVM unwinding a deep stack needs it to report StackOverflowError).
  const memoryLimitBytes = memoryMb * MB;
  const results: TestResult[] = [];
  const evaluated = new Map<number, Evaluation | Promise<Evaluation>>();
  let peak = 0;
  let start = 0;
  let compileError: JudgeError | undefined;
  let preStarted = false;
  let coldOnly = false;
  let setupCpuMs: number | undefined;
  let lastExec: StepOutcome['exec'] | undefined;
  req.onProgress?.({ phase: 'running', test: 0, total: req.tests.length });

  while (start < req.tests.length) {
    const chunk = testsFrom(encoded, start);
    const limits = trialLimits(req.language, testMs, chunk.count);
    const spec = execSpec(cmd, cpuBackstopS(limits, chunk.count));
    // The slot's interpreter started ahead, if it runs this very command (first box only).
    const pre =
      start === 0 && !coldOnly && def.preStart && ctx.preStarts
        ? await ctx.preStarts.take(slot, commandKey(cmd))
        : undefined;
    const box = pre?.box ?? (await ctx.provider.acquire(slot, 'run'));
    trace(pre ? 'acquired (pre-started)' : 'acquired');
    const lines: MeasuredLine[] = [];
    // An answer that went past its cap while it streamed in (the program is stopped at once on Submit).
    let oversized: { index: number; bytes: number; prefix: Buffer } | undefined;
    let step: StepOutcome;
    let baseline = 0;
    try {
      box.setLimits((memoryMb + def.memoryExtraMb) * MB + 8 * MB, 128);
      let sent = 0;
      for (const [name, data] of files) {
        // The pre-started interpreter has its harness; `go` goes last, as it starts the run.
        if ((pre && name === def.preStart?.harness) || name === 'go') continue;
        box.client.writeFile(name, data, name.startsWith('out/') ? 0o755 : 0o644);
        sent += data.length;
      }
      box.client.sendTests(chunk.blob, chunk.count, limits);
      const go = files.get('go');
      if (go !== undefined) box.client.writeFile('go', go);
      baseline = pre ? pre.baseline + sent + chunk.blob.length + (go?.length ?? 0) : (box.memoryUsage() ?? 0);
      trace('written');
      const first = start;
      const watch: RunWatch = {
        onLine: (l) => {
          lines.push(l);
          if (l.test >= 0 && first + l.test + 1 < req.tests.length)
            req.onProgress?.({ phase: 'running', test: first + l.test + 1, total: req.tests.length });
          if (!req.stopOnFirstFailure || l.kind === LINE.compile) return false;
          if (l.test < 0 || l.kind !== LINE.result) return true;
          if (l.cpuUs / 1000 > testMs || l.peak > memoryLimitBytes) return true;
          const ev = evaluate(req, first + l.test, l, evaluated);
          return ev instanceof Promise ? ev.then((v) => !passed(v)) : !passed(ev);
        },
        answerCap: (test) => answerCapBytes(req, first + test),
        onOversize: (test, bytes, prefix) => {
          oversized = { index: first + test, bytes, prefix };
          return req.stopOnFirstFailure;
        },
      };
      step = await runStep(box, spec, runDeadlineMs(limits), watch, req.signal, pre?.program);
      trace(
        `ran (ended in ${step.exec.phase} ${step.exec.test}${step.exec.limit ? `, at its ${step.exec.limit} limit` : ''})`,
      );
    } finally {
      // Everything in the box is dead already (its launcher kills it all after each program);
      // removing the box and its cgroup happens off the answer's path.
      void box.destroy();
    }
    if (req.signal?.aborted || step.killedFor === 'aborted')
      throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    if (pre) preStarted = true;
    if (step.exec.phase === 'wait') {
      // The interpreter started ahead died before the submission reached it: nothing of the
      // learner's ran. Judge it again, started with its code like any other.
      preStarted = false;
      coldOnly = true;
      continue;
    }
    if (start === 0 && step.exec.setupCpuUs !== undefined) setupCpuMs = round(step.exec.setupCpuUs / 1000);
    // The program's own memory cgroup holds nothing else (the judge's files are the launcher's):
    // its peak, as the launcher measured it, is the figure. Older paths: the box's, less files.
    if (step.exec.peakBytes !== undefined && step.exec.peakBytes >= 0)
      peak = Math.max(peak, step.exec.peakBytes);
    else if (step.memoryPeak !== undefined) peak = Math.max(peak, step.memoryPeak - baseline);
    else peak = Math.max(peak, step.exec.maxRssKb * 1024);

    lastExec = step.exec;
    const out = step.exec.output;
    // An error raised by a write at the output cap is the output limit, whatever its type.
    const capped = step.exec.outBytes >= OUTPUT_FILE_CAP_BYTES;
    const outputLimit = { type: 'OutputLimitExceeded', message: 'Output limit exceeded' };
    let pos = 0;
    let stoppedAt: number | undefined;
    for (const l of lines) {
      if (l.kind === LINE.compile) {
        compileError = parseError(l.payload);
        continue;
      }
      const index = start + Math.max(0, l.test);
      const stdout = sliceOutput(out, pos, l.outPos);
      pos = Math.max(pos, l.outPos);
      const ms = l.cpuUs / 1000;
      let r: TestResult;
      if (l.kind === LINE.result) {
        r = resultOf(req, index, await evaluate(req, index, l, evaluated), ms, testMs, stdout);
        if (l.peak > memoryLimitBytes && r.verdict !== 'time_limit_exceeded') r = overMemory(r);
      } else {
        // E: the learner's exception (or, before the first test, from the top level); X: the
        // harness failed (what the learner's code did to it is theirs).
        const error = parseError(l.payload);
        r = {
          index,
          verdict: capped
            ? 'runtime_error'
            : l.kind === LINE.error
              ? verdictForException(error)
              : 'runtime_error',
          passed: false,
          checked: req.tests[index]?.expected !== undefined,
          runtimeMs: round(l.test < 0 ? 0 : ms),
          stdout,
          error: capped ? outputLimit : error,
        };
      }
      results.push(r);
      if (!r.passed && req.stopOnFirstFailure) {
        stoppedAt = index;
        break;
      }
    }
    if (compileError || stoppedAt !== undefined) break;

    // How the program ended. After its last answer, or after it said it cannot run, it is done
    // unless it broke the protocol then; otherwise the test being fed (or the first, during
    // setup) is the one it failed.
    const ex = step.exec;
    const answered = lines.filter((l) => l.kind !== LINE.compile);
    const lastIndex = answered.length ? start + Math.max(0, answered[answered.length - 1]?.test ?? 0) : start;
    const ended = ex.phase === 'tail' || ex.phase === 'ended';
    if (ended && ex.limit !== 'protocol' && ex.limit !== 'output') {
      if (ex.phase === 'tail') break;
      // 'ended': a setup failure or a harness error, already recorded above.
      if (req.stopOnFirstFailure) break;
      start = lastIndex + 1;
      continue;
    }
    const blamed = ended ? lastIndex : ex.phase === 'test' ? start + Math.max(0, ex.test ?? 0) : start;
    if (blamed >= req.tests.length) break;
    const stdout = sliceOutput(out, pos, out.length);
    const phaseMs = ended || ex.phase !== 'test' ? 0 : (ex.phaseCpuUs ?? 0) / 1000;
    let crash: TestResult;
    if (oversized?.index === blamed && !capped) {
      // Stopped in the middle of an answer already too large to be right: that answer's verdict.
      const ev = {
        kind: 'oversize' as const,
        bytes: oversized.bytes,
        cap: answerCapBytes(req, blamed),
        prefix: oversized.prefix,
      };
      crash = resultOf(req, blamed, ev, phaseMs, testMs, stdout);
    } else {
      let why = capped
        ? { verdict: 'runtime_error' as const, error: outputLimit }
        : verdictForCrash(step, out.subarray(Math.min(pos, out.length)).toString('utf8'));
      // Past the memory limit in this test, then out of time: memory is the verdict. A program at
      // its cgroup's limit can spend long in the kernel's reclaim before the OOM killer takes it
      // (cgroup v1 on a busy host: a C program allocating 16 MB at a time met its 1 s limit
      // there), so which limit it met first is timing; that it used more than allowed is not.
      // Memory an earlier test left it holding (a runtime that keeps its heap) is that test's.
      if (
        why.verdict === 'time_limit_exceeded' &&
        ex.phase === 'test' &&
        (ex.phasePeakBytes ?? 0) > memoryLimitBytes &&
        (ex.phaseBaseBytes ?? 0) <= memoryLimitBytes
      )
        why = { verdict: 'memory_limit_exceeded' };
      crash = {
        index: blamed,
        verdict: why.verdict,
        passed: false,
        checked: req.tests[blamed]?.expected !== undefined,
        runtimeMs: round(phaseMs),
        stdout,
        ...(why.error ? { error: why.error } : {}),
      };
    }
    const at = results.findIndex((r) => r.index === blamed);
    if (at >= 0) results.splice(at, 1, crash);
    else results.push(crash);
    if (req.stopOnFirstFailure) break;
    start = blamed + 1;
  }

  // The next submission in this language on this slot finds its interpreter started.
  if (def.preStart && ctx.preStarts) {
    const name = def.preStart.harness;
    const source = files.get(name);
    if (typeof source === 'string') {
      ctx.preStarts.start(
        slot,
        req.language,
        cmd,
        { name, source },
        prestartMemoryBytes(memoryMb, def.memoryExtraMb),
      );
    }
  }

  if (compileError) {
    const e = compileError;
    return {
      ...base,
      verdict: 'compilation_error',
      compileOutput: `${e.type}: ${e.message}${e.line ? ` (line ${e.line})` : ''}`,
      error: e,
    };
  }
  // Past the limit outside every answer's test: in setup (the learner's top-level code, blamed
  // on the first test, as its time is) or after the last answer (blamed on the last).
  if (peak > memoryLimitBytes && !results.some((r) => r.verdict === 'memory_limit_exceeded')) {
    results.sort((a, b) => a.index - b.index);
    const inTail = lastExec?.phase === 'tail' && (lastExec.phasePeakBytes ?? 0) > memoryLimitBytes;
    const at = inTail ? results.length - 1 : 0;
    const r = results[at];
    if (r && (r.passed || r.verdict === 'wrong_answer')) results[at] = overMemory(r);
  }
  const result = summarise(base, req, results, peak, preStarted);
  if (setupCpuMs !== undefined) result.setupCpuMs = setupCpuMs;
  trace('checked');
  return result;
}
