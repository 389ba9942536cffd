import type { Language, Verdict } from '@codecoach/contracts';
import { check } from './checkers.ts';
import { type CompileCache, compileInBox } from './compile.ts';
import { BadTestError, encodeJsonLines, encodeTokens } from './lang/encode.ts';
import { LANGUAGE_DEFS } from './lang/index.ts';
import { commandKey, type PreStarts, prestartMemoryBytes } from './prestart.ts';
import type { HarnessEvent } from './protocol.ts';
import { OUTPUT_FILE_CAP_BYTES, runStep, type StepOutcome } from './runstep.ts';
import type { BoxProvider } from './sandbox/box.ts';
import type { Toolchain } from './toolchains.ts';
import type { JudgeError, JudgeRequest, JudgeResult, TestResult } from './types.ts';
import { verdictForCrash, verdictForException } from './verdicts.ts';

const SHOWN_STDOUT_PER_TEST = 16 * 1024;
const MB = 1024 * 1024;

/** The judge could not judge (no sandbox, no toolchain): not the learner's fault, not retryable. */
export class JudgeUnavailableError extends Error {
  override name = 'JudgeUnavailableError';
}

function slice(out: Buffer, from: number, to: number): string {
  if (from >= out.length || to <= from) return '';
  const end = Math.min(to, out.length, from + SHOWN_STDOUT_PER_TEST);
  const text = out.subarray(from, end).toString('utf8');
  return end < to ? `${text}\n... (output truncated)` : text;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** JUDGE_TRACE=1 prints where the time of each run goes (to stderr). */
function tracer(label: string): (phase: string) => void {
  if (process.env.JUDGE_TRACE !== '1') return () => {};
  let last = performance.now();
  return (phase) => {
    const now = performance.now();
    console.error(`[judge ${label}] ${phase} +${(now - last).toFixed(1)} ms`);
    last = now;
  };
}

export interface EngineContext {
  provider: BoxProvider;
  toolchains: Map<Language, Toolchain>;
  cache: CompileCache;
  /** Interpreters started ahead, one per slot (prestart.ts); none without it. */
  preStarts?: PreStarts;
}

/** The learner's stack: large enough for 10^5 frames, small enough to overflow before OOM. */
export function stackMbFor(memoryLimitMb: number): number {
  return Math.max(64, Math.min(512, Math.floor(memoryLimitMb / 2)));
}

export async function judge(ctx: EngineContext, req: JudgeRequest, slot: number): Promise<JudgeResult> {
  const def = LANGUAGE_DEFS[req.language];
  const tc = ctx.toolchains.get(req.language);
  if (!def || !tc?.available) {
    throw new JudgeUnavailableError(
      `${req.language} is not available on this judge: ${tc?.reason ?? 'no toolchain'}`,
    );
  }
  const trace = tracer(req.language);
  const base: JudgeResult = {
    verdict: 'accepted',
    runtimeMs: 0,
    memoryMb: 0,
    testsPassed: 0,
    totalTests: req.tests.length,
    tests: [],
    sandboxed: ctx.provider.sandboxed,
  };
  const inputs = req.tests.map((t) => t.input);
  let testsText: Buffer;
  try {
    testsText =
      def.testFormat === 'json'
        ? encodeJsonLines(req.signature, inputs, req.tests)
        : encodeTokens(req.signature, inputs, req.tests);
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
    const c = await compileInBox(ctx.provider, slot, tc, sources, ctx.cache, req.signal);
    if (!c.ok) return { ...base, verdict: 'compilation_error', compileOutput: c.output };
    files = new Map([...c.files].map(([n, b]) => [`out/${n}`, b]));
  }

  const memoryMb = req.memoryLimitMb;
  const stackMb = stackMbFor(memoryMb);
  const cmd = tc.run({ memoryMb, stackMb });
  const testMs = req.timeLimitMs * def.timeMultiplier;
  const results: TestResult[] = [];
  let peak = 0;
  let start = 0;
  let harnessCompileError: JudgeError | undefined;
  let preStarted = false;
  /** Each answer is parsed and checked once, whether Submit looks at it early or not. */
  const evaluated = new Map<number, Evaluation>();
  const encodeFrom = (from: number) =>
    from === 0
      ? testsText
      : def.testFormat === 'json'
        ? encodeJsonLines(req.signature, inputs.slice(from))
        : encodeTokens(req.signature, inputs.slice(from));

  while (start < req.tests.length) {
    const chunk = encodeFrom(start);
    const filesBytes = [...files.values()].reduce((s, b) => s + b.length, 0) + chunk.length;
    trace('compiled');
    // The slot's interpreter started ahead, if it runs this very command (first box only).
    const pre =
      start === 0 && def.preStart && ctx.preStarts
        ? await ctx.preStarts.take(slot, commandKey(cmd))
        : undefined;
    const box = pre?.box ?? (await ctx.provider.acquire(slot, 'run'));
    if (pre) preStarted = true;
    trace(pre ? 'acquired (pre-started)' : 'acquired');
    let step: StepOutcome;
    let stopped = false;
    const seen = new Set<number>();
    let baseline = 0;
    try {
      box.setLimits((memoryMb + def.memoryExtraMb) * MB + filesBytes + 8 * MB, 128);
      let sent = 0;
      for (const [name, data] of files) {
        // The pre-started interpreter has its harness; `go` goes last, as it starts the run.
        if ((pre && name === def.preStart?.harness) || name === 'go') continue;
        box.client.writeFile(name, data, name.startsWith('out/') ? 0o755 : 0o644);
        sent += data.length;
      }
      box.client.writeFile('tests.in', chunk);
      const go = files.get('go');
      if (go !== undefined) box.client.writeFile('go', go);
      baseline = pre ? pre.baseline + sent + chunk.length + (go?.length ?? 0) : (box.memoryUsage() ?? 0);
      trace('written');
      const pending: HarnessEvent[] = [];
      const onEvent = (e: HarnessEvent): boolean => {
        if (e.kind === 'start')
          req.onProgress?.({ phase: 'running', test: start + e.index, total: req.tests.length });
        pending.push(e);
        if (e.kind === 'compile') return true;
        if ((e.kind === 'result' || e.kind === 'error') && req.stopOnFirstFailure) {
          const failed =
            e.kind === 'error' ||
            e.ns / 1e6 > testMs ||
            !passed(evaluate(req, start + e.index, e.json, evaluated));
          if (failed) stopped = true;
          return failed;
        }
        return false;
      };
      step = await runStep(
        box,
        cmd,
        {
          testMs,
          setupMs: 10_000 + filesBytes / 1000,
          maxEvents: 4 * (req.tests.length - start) + 16,
          memoryBytes: 0,
          pids: 128,
          stackBytes: cmd.stackBytes,
        },
        onEvent,
        req.signal,
        pre?.program,
      );
      trace('ran');
      if (req.signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      if (step.memoryPeak !== undefined) peak = Math.max(peak, step.memoryPeak - baseline);
      else peak = Math.max(peak, step.exec.maxRssKb * 1024);
      const out = step.exec.output;
      // An error raised by a write at the output cap is the output limit, whatever its type.
      const capped = step.exec.outBytes >= OUTPUT_FILE_CAP_BYTES;
      let pos = 0;
      for (const e of pending) {
        if (e.kind === 'compile') harnessCompileError = e.error;
        if (e.kind !== 'result' && e.kind !== 'error') continue;
        const index = start + e.index;
        if (seen.has(index) || index >= req.tests.length || results.some((r) => r.index === index)) continue;
        seen.add(index);
        const stdout = slice(out, pos, e.pos);
        pos = Math.max(pos, e.pos);
        results.push(
          e.kind === 'result'
            ? resultOf(req, index, evaluate(req, index, e.json, evaluated), e.ns / 1e6, testMs, stdout)
            : {
                index,
                verdict: capped ? 'runtime_error' : verdictForException(e.error),
                passed: false,
                checked: req.tests[index]?.expected !== undefined,
                runtimeMs: round(e.ns / 1e6),
                stdout,
                error: capped ? { type: 'OutputLimitExceeded', message: 'Output limit exceeded' } : e.error,
              },
        );
        if (stopped && results[results.length - 1]?.passed === false) break;
      }
      if (harnessCompileError) break;
      if (stopped) break;
      const done = pending.some((e) => e.kind === 'done');
      if (done && step.killedFor === undefined) {
        start = req.tests.length;
        break;
      }
      const harness = pending.find((e) => e.kind === 'harness');
      if (step.running === undefined && seen.size > 0 && step.killedFor === undefined && !harness) {
        // It reported its last test and then ended (a stack-overflow handler exits): carry on.
        start += seen.size;
        continue;
      }
      // The program ended in the middle: blame the test that was running (or the next one).
      const crashed = step.running !== undefined ? start + step.running : start + seen.size;
      if (crashed >= req.tests.length) break;
      const why = capped
        ? verdictForCrash({ ...step, killedFor: 'output' }, '')
        : harness
          ? {
              verdict: 'runtime_error' as Verdict,
              error: harness.kind === 'harness' ? harness.error : undefined,
            }
          : verdictForCrash(step, out.subarray(Math.min(pos, out.length)).toString('utf8'));
      results.push({
        index: crashed,
        verdict: why.verdict,
        passed: false,
        checked: req.tests[crashed]?.expected !== undefined,
        runtimeMs: round(step.running !== undefined ? step.runningMs : 0),
        stdout: slice(out, pos, out.length),
        ...(why.error ? { error: why.error } : {}),
      });
      if (req.stopOnFirstFailure) break;
      start = crashed + 1;
    } finally {
      // Everything in the box is already dead (the launcher kills it all after each program);
      // removing the box and its cgroup happens off the answer's path.
      void box.destroy();
    }
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
        prestartMemoryBytes(memoryMb, def.memoryExtraMb, source.length),
      );
    }
  }

  if (harnessCompileError) {
    const e = harnessCompileError;
    return {
      ...base,
      verdict: 'compilation_error',
      compileOutput: `${e.type}: ${e.message}${e.line ? ` (line ${e.line})` : ''}`,
      error: e,
    };
  }
  results.sort((a, b) => a.index - b.index);
  const firstBad = results.find((r) => !r.passed);
  const result: JudgeResult = {
    ...base,
    verdict: firstBad
      ? firstBad.verdict
      : results.length === req.tests.length
        ? 'accepted'
        : 'internal_error',
    runtimeMs: round(results.reduce((s, r) => s + r.runtimeMs, 0)),
    memoryMb: round(peak / MB),
    testsPassed: results.filter((r) => r.passed).length,
    tests: results,
    ...(preStarted ? { preStarted: true as const } : {}),
  };
  if (firstBad) {
    const t = req.tests[firstBad.index];
    result.firstFailure = {
      index: firstBad.index,
      input: t?.input ?? [],
      expected: t?.expected,
      actual: firstBad.actual,
    };
    if (firstBad.error) result.error = firstBad.error;
  }
  trace('checked');
  return result;
}

/** A returned value, read and compared with the expected output. */
type Evaluation =
  | { kind: 'unreadable' }
  | { kind: 'checked'; actual: unknown; ok: boolean }
  | { kind: 'checker-error'; actual: unknown; message: string };

const passed = (e: Evaluation) => e.kind === 'checked' && e.ok;

function evaluate(req: JudgeRequest, index: number, json: string, memo: Map<number, Evaluation>): Evaluation {
  const known = memo.get(index);
  if (known) return known;
  const e = evaluateOnce(req, index, json);
  memo.set(index, e);
  return e;
}

function evaluateOnce(req: JudgeRequest, index: number, json: string): Evaluation {
  const t = req.tests[index];
  let actual: unknown;
  try {
    actual = JSON.parse(json);
  } catch {
    return { kind: 'unreadable' };
  }
  if (t?.expected === undefined) return { kind: 'checked', actual, ok: true };
  try {
    return {
      kind: 'checked',
      actual,
      ok: check(req.checker, t.expected, actual, t.input, req.customChecker),
    };
  } catch (e) {
    return { kind: 'checker-error', actual, message: (e as Error).message };
  }
}

function resultOf(
  req: JudgeRequest,
  index: number,
  ev: Evaluation,
  ms: number,
  testMs: number,
  stdout: string,
): TestResult {
  const checked = req.tests[index]?.expected !== undefined;
  if (ev.kind === 'unreadable') {
    return {
      index,
      verdict: 'runtime_error',
      passed: false,
      checked,
      runtimeMs: round(ms),
      stdout,
      error: { type: 'InvalidOutput', message: 'the returned value could not be read' },
    };
  }
  const { actual } = ev;
  if (ev.kind === 'checker-error') {
    // A custom checker that throws is the problem's bug, not the learner's.
    return {
      index,
      verdict: 'internal_error',
      passed: false,
      checked,
      actual,
      runtimeMs: round(ms),
      stdout,
      error: { type: 'CheckerError', message: ev.message },
    };
  }
  const verdict: Verdict = ms > testMs ? 'time_limit_exceeded' : ev.ok ? 'accepted' : 'wrong_answer';
  return { index, verdict, passed: verdict === 'accepted', checked, actual, runtimeMs: round(ms), stdout };
}
