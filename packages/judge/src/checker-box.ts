import { judgeProgram, type ProgramContext } from './judge-program.ts';
import { cpuBackstopS, runDeadlineMs, trialLimits } from './limits.ts';
import { ANSWER_SHOWN_BYTES, cutText, ERROR_MESSAGE_SHOWN, round, summarise } from './results.ts';
import { execSpec, runStep } from './runstep.ts';
import type { MeasuredLine } from './sandbox/client.ts';
import { LINE } from './sandbox/codes.ts';
import type { JudgeRequest, JudgeResult, TestResult } from './types.ts';

/**
 * A problem's custom checker runs in a box of its own, never in the judge's process (issue 17,
 * decision 019). Judging with `checker: 'custom'` is two programs in the slot, one after the
 * other: the learner's, whose answers are kept whole and not compared yet, then ONE checker box
 * that receives every (input, expected, actual) of the tests that ran fine, fed and measured by
 * its launcher one at a time like a learner's tests (launcher/judged.c). The learner's box is
 * gone before the checker's starts; the checker's box holds only the checker and its harness;
 * the learner's answers reach it only as JSON data on its fd 4. Whatever goes wrong with the
 * checker (does not load, throws, loops, answers out of turn, for the wrong test, or not a
 * boolean) is the problem's `internal_error`, never the learner's verdict.
 */

const MB = 1024 * 1024;
/** Per answer checked, at least this CPU (the JavaScript limit of the problem when larger). */
export const CHECKER_MIN_TEST_MS = 1000;
/** The checker's memory: the problem's limit, at least this, plus V8's own share. */
const CHECKER_MIN_MEMORY_MB = 256;
const CHECKER_STACK_MB = 64;
const CHECKER_PIDS = 64;

/**
 * The checker's harness (an ES module, so the checker is imported as the module it is). It
 * answers each fed triple with `R {"i":<its count>,"ok":bool[,"message":text]}` on fd 3; the
 * judge compares `i` with the test the launcher fed, so a line written out of turn is caught.
 */
const CHECKER_HARNESS = `import fs from 'node:fs';
const emit = (s) => { const b = Buffer.from(s); let o = 0; while (o < b.length) o += fs.writeSync(3, b, o); };
const errJson = (e) => JSON.stringify(e instanceof Error
  ? { type: String(e.name || 'Error').slice(0, 200), message: String(e.message).slice(0, 4096) }
  : { type: 'Error', message: ('Uncaught ' + String(e)).slice(0, 4096) });
function lines(fd) {
  let parts = []; let rest = Buffer.alloc(0); const chunk = Buffer.alloc(1 << 16);
  return () => {
    for (;;) {
      const nl = rest.indexOf(10);
      if (nl >= 0) {
        const line = (parts.length ? Buffer.concat([...parts, rest.subarray(0, nl)]) : rest.subarray(0, nl)).toString('utf8');
        parts = []; rest = rest.subarray(nl + 1);
        return line;
      }
      if (rest.length) parts.push(Buffer.from(rest));
      let n;
      try { n = fs.readSync(fd, chunk, 0, chunk.length, null); } catch (e) { if (e.code === 'EAGAIN') continue; throw e; }
      if (n === 0) return null;
      rest = Buffer.from(chunk.subarray(0, n));
    }
  };
}
let check;
try {
  check = (await import('./checker.mjs')).default;
} catch (e) {
  emit('C ' + errJson(e) + '\\n');
  process.exit(0);
}
if (typeof check !== 'function') {
  emit('C ' + JSON.stringify({ type: 'TypeError', message: 'the default export must be a function (input, expected, actual) => boolean | {ok, message}' }) + '\\n');
  process.exit(0);
}
emit('K\\n');
const next = lines(4);
let i = 0;
for (let line = next(); line !== null; line = next(), i++) {
  const [input, expected, actual] = JSON.parse(line);
  let v;
  try { v = check(input, expected, actual); } catch (e) { emit('E ' + errJson(e) + '\\n'); continue; }
  let answer;
  if (v === true || v === false) answer = { i, ok: v };
  else if (v !== null && typeof v === 'object' && typeof v.ok === 'boolean') {
    answer = { i, ok: v.ok };
    if (typeof v.message === 'string' && v.message) answer.message = v.message.slice(0, 4096);
  } else {
    const got = v === null ? 'null' : typeof v === 'object' ? 'an object without a boolean ok' : typeof v;
    emit('E ' + JSON.stringify({ type: 'CheckerError', message: 'the checker returned ' + got + '; it must return a boolean or {ok, message}' }) + '\\n');
    continue;
  }
  emit('R ' + JSON.stringify(answer) + '\\n');
}
`;

/** One checked answer. */
export interface CheckerAnswer {
  ok: boolean;
  message?: string;
}

export type CheckerOutcome =
  | { ok: true; answers: CheckerAnswer[]; cpuMs: number }
  | { ok: false; message: string };

export interface CheckerRun {
  source: string;
  /** (input, expected, actual) of each answer to check. */
  triples: ReadonlyArray<readonly [unknown[], unknown, unknown]>;
  timeLimitMs: number;
  memoryLimitMb: number;
  signal?: AbortSignal;
}

function answerOf(payload: Buffer): (CheckerAnswer & { i: number }) | undefined {
  let v: unknown;
  try {
    v = JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const i: unknown = Reflect.get(v, 'i');
  const ok: unknown = Reflect.get(v, 'ok');
  const message: unknown = Reflect.get(v, 'message');
  if (typeof i !== 'number' || typeof ok !== 'boolean') return undefined;
  if (message !== undefined && typeof message !== 'string') return undefined;
  return { i, ok, ...(message ? { message: cutText(message, ERROR_MESSAGE_SHOWN) } : {}) };
}

const errorText = (payload: Buffer) => cutText(payload.toString('utf8'), ERROR_MESSAGE_SHOWN);

/** The per-answer CPU a checker gets: the problem's JavaScript limit, at least CHECKER_MIN_TEST_MS. */
export function checkerTestMs(timeLimitMs: number): number {
  return Math.max(CHECKER_MIN_TEST_MS, timeLimitMs * 2);
}

/**
 * Runs `source` on every triple in ONE fresh box of `slot`, fed and measured by its launcher.
 * Resolves with one answer per triple, or with why the checker could not be trusted.
 */
export async function runCheckerBox(
  ctx: ProgramContext,
  slot: number,
  run: CheckerRun,
): Promise<CheckerOutcome> {
  const n = run.triples.length;
  if (n === 0) return { ok: true, answers: [], cpuMs: 0 };
  const tc = ctx.toolchains.get('javascript');
  if (!tc?.available)
    return {
      ok: false,
      message: `custom checkers need Node.js, which is missing: ${tc?.reason ?? 'no toolchain'}`,
    };
  const pieces: Buffer[] = [];
  for (const t of run.triples) {
    const line = Buffer.from(`${JSON.stringify(t)}\n`, 'utf8');
    pieces.push(Buffer.from(`${line.length}\n`), line);
  }
  const blob = Buffer.concat(pieces);
  const memoryMb = Math.max(CHECKER_MIN_MEMORY_MB, run.memoryLimitMb);
  const cmd = tc.run({ memoryMb, stackMb: CHECKER_STACK_MB });
  const argv = [...cmd.argv.slice(0, -1), 'check.mjs'];
  const testMs = checkerTestMs(run.timeLimitMs);
  const limits = trialLimits('javascript', testMs, n);
  const spec = execSpec({ ...cmd, argv }, cpuBackstopS(limits, n));

  const lines: MeasuredLine[] = [];
  const box = await ctx.provider.acquire(slot, 'run');
  let step: Awaited<ReturnType<typeof runStep>>;
  try {
    box.setLimits((memoryMb + 128) * MB + blob.length + 8 * MB, CHECKER_PIDS);
    box.client.writeFile('check.mjs', CHECKER_HARNESS);
    box.client.writeFile('checker.mjs', run.source);
    box.client.sendTests(blob, n, limits);
    // Stop at the first line that makes the checker untrustworthy; its other answers are moot.
    step = await runStep(
      box,
      spec,
      runDeadlineMs(limits),
      {
        onLine: (l) => {
          lines.push(l);
          return l.kind !== LINE.result || answerOf(l.payload)?.i !== l.test;
        },
        // A checker's answer is a line of a few hundred bytes: past 1 MB it is not one.
        answerCap: () => 1024 * 1024,
        onOversize: () => true,
      },
      run.signal,
    );
  } finally {
    void box.destroy();
  }
  if (run.signal?.aborted || step.killedFor === 'aborted')
    throw Object.assign(new Error('aborted'), { name: 'AbortError' });

  const answers: CheckerAnswer[] = [];
  let cpuUs = 0;
  for (const l of lines) {
    const at = l.test >= 0 ? ` on test ${l.test + 1} of ${n}` : '';
    if (l.kind === LINE.compile)
      return { ok: false, message: `the checker does not load: ${errorText(l.payload)}` };
    if (l.kind === LINE.error)
      return { ok: false, message: `the checker failed${at}: ${errorText(l.payload)}` };
    if (l.kind === LINE.harness)
      return { ok: false, message: `the checker's harness failed: ${errorText(l.payload)}` };
    const a = answerOf(l.payload);
    if (!a) return { ok: false, message: `the checker wrote an answer that is not {i, ok, message}${at}` };
    if (a.i !== l.test || l.test !== answers.length)
      return {
        ok: false,
        message: `the checker answered for test ${a.i + 1} when test ${l.test + 1} was fed`,
      };
    answers.push(a.message ? { ok: a.ok, message: a.message } : { ok: a.ok });
    cpuUs += l.cpuUs;
  }
  const ex = step.exec;
  if (step.killedFor === 'deadline' || ex.limit === 'total-wall')
    return {
      ok: false,
      message: `the checker did not finish within its deadline (${limits.totalWallMs} ms)`,
    };
  if (ex.limit === 'test-cpu' || ex.limit === 'test-wall')
    return {
      ok: false,
      message: `the checker ran over its ${testMs} ms limit on test ${(ex.test ?? 0) + 1} of ${n}`,
    };
  if (ex.limit === 'setup-cpu' || ex.limit === 'setup-wall')
    return { ok: false, message: `the checker took too long to load (over ${limits.setupCpuMs} ms)` };
  if (ex.limit === 'protocol')
    return { ok: false, message: `the checker broke the judge's protocol: ${ex.violation ?? 'unknown'}` };
  if (ex.limit === 'output') return { ok: false, message: 'the checker printed over the output limit' };
  if (step.oom) return { ok: false, message: `the checker ran out of memory (${memoryMb} MB)` };
  if (answers.length !== n)
    return {
      ok: false,
      message: `the checker ended after ${answers.length} of ${n} answers (exit ${ex.exit}, signal ${ex.signal})`,
    };
  return { ok: true, answers, cpuMs: round(cpuUs / 1000) };
}

function failed(req: JudgeRequest, sandboxed: boolean, message: string): JudgeResult {
  return {
    verdict: 'internal_error',
    runtimeMs: 0,
    memoryMb: 0,
    testsPassed: 0,
    totalTests: req.tests.length,
    tests: [],
    error: { type: 'CheckerError', message: cutText(message, ERROR_MESSAGE_SHOWN) },
    sandboxed,
  };
}

/** The answer as shown and stored (results.ts shownAnswer): cut past 64 KB unless asked whole. */
function shown(req: JudgeRequest, r: TestResult): TestResult {
  if (req.answers === 'whole' || r.actual === undefined || r.actualCut) return r;
  const text = JSON.stringify(r.actual) ?? 'null';
  const bytes = Buffer.byteLength(text);
  if (bytes <= ANSWER_SHOWN_BYTES) return r;
  const kb = `${(bytes / 1024).toFixed(0)} KB`;
  return {
    ...r,
    actual: `${text.slice(0, ANSWER_SHOWN_BYTES)}... (answer cut: ${kb} in all)`,
    actualCut: true,
  };
}

/**
 * Judges a request whose checker is `custom`: the learner's program first (judge-program.ts; its
 * answers are not compared there), then the checker's box on every answer that ran fine and has
 * an expected output, then the verdicts as if the comparison had been made test by test.
 */
export async function judgeWithChecker(
  ctx: ProgramContext,
  req: JudgeRequest,
  slot: number,
): Promise<JudgeResult> {
  const source = req.customChecker;
  if (typeof source !== 'string' || source.trim() === '')
    return failed(
      req,
      ctx.provider.sandboxed,
      'checker "custom" needs the problem\'s checker source (customChecker)',
    );
  // The same tests array (its encoding is cached per array); answers whole, for the checker.
  const ran = await judgeProgram(ctx, { ...req, answers: 'whole' }, slot);
  if (ran.verdict === 'compilation_error' || ran.verdict === 'internal_error') return ran;

  const toCheck = ran.tests.filter((t) => t.verdict === 'accepted' && t.checked);
  const triples = toCheck.map((t) => {
    const test = req.tests[t.index];
    return [test?.input ?? [], test?.expected, t.actual ?? null] as const;
  });
  const outcome = await runCheckerBox(ctx, slot, {
    source,
    triples,
    timeLimitMs: req.timeLimitMs,
    memoryLimitMb: req.memoryLimitMb,
    ...(req.signal ? { signal: req.signal } : {}),
  });
  if (!outcome.ok) return failed(req, ran.sandboxed, outcome.message);

  const verdictOf = new Map(toCheck.map((t, k) => [t.index, outcome.answers[k]]));
  let results: TestResult[] = ran.tests.map((t) => {
    const a = verdictOf.get(t.index);
    if (!a) return shown(req, t);
    const r: TestResult = { ...t, verdict: a.ok ? 'accepted' : 'wrong_answer', passed: a.ok };
    if (!a.ok && a.message) r.error = { type: 'WrongAnswer', message: a.message };
    return shown(req, r);
  });
  if (req.stopOnFirstFailure) {
    // As if the program had been stopped at its first failing test.
    const first = results.findIndex((r) => !r.passed);
    if (first >= 0) results = results.slice(0, first + 1);
  }
  const base: JudgeResult = {
    verdict: 'accepted',
    runtimeMs: 0,
    memoryMb: 0,
    testsPassed: 0,
    totalTests: req.tests.length,
    tests: [],
    sandboxed: ran.sandboxed,
  };
  const result = summarise(base, req, results, ran.memoryMb * MB, ran.preStarted === true);
  if (ran.setupCpuMs !== undefined) result.setupCpuMs = ran.setupCpuMs;
  return result;
}
