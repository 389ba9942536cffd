import type { Verdict } from '@codecoach/contracts';
import { answerPool } from './answer-pool.ts';
import { MAX_ANSWER_DEPTH, readAnswer } from './checkers.ts';
import type { MeasuredLine } from './sandbox/client.ts';
import type { JudgeError, JudgeRequest, JudgeResult, JudgeTest, TestResult } from './types.ts';

/**
 * What a result may carry, so that no answer, message or output a program produces can make a
 * stored submission or an API answer large: each is cut at its cap and says so.
 */
export const SHOWN_STDOUT_PER_TEST = 16 * 1024;
export const ANSWER_SHOWN_BYTES = 64 * 1024;
export const ERROR_MESSAGE_SHOWN = 4 * 1024;
export const COMPILE_OUTPUT_SHOWN = 64 * 1024;

export const round = (ms: number) => Math.round(ms * 100) / 100;

const kb = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;

export function cutText(text: string, cap: number): string {
  if (text.length <= cap) return text;
  return `${text.slice(0, cap)}\n... (cut: ${kb(Buffer.byteLength(text))} in all)`;
}

/** The part of the program's output printed between two offsets, capped. */
export function sliceOutput(out: Buffer, from: number, to: number): string {
  if (from >= out.length || to <= from) return '';
  const end = Math.min(to, out.length, from + SHOWN_STDOUT_PER_TEST);
  const text = out.subarray(from, end).toString('utf8');
  return end < to ? `${text}\n... (output truncated)` : text;
}

/** Parses an error line's payload ({type, message, line}); anything else becomes its text. */
export function parseError(payload: Buffer): JudgeError {
  const text = payload.toString('utf8');
  try {
    const v = JSON.parse(text) as Partial<JudgeError> & { line?: number | null };
    const e: JudgeError = {
      type: String(v.type ?? 'Error').slice(0, 200),
      message: cutText(String(v.message ?? ''), ERROR_MESSAGE_SHOWN),
    };
    if (typeof v.line === 'number' && Number.isInteger(v.line) && v.line > 0) e.line = v.line;
    return e;
  } catch {
    return { type: 'Error', message: cutText(text, ERROR_MESSAGE_SHOWN) };
  }
}

/**
 * The longest answer read for a test: four times its expected answer's JSON (doubles may print
 * longer than the integers expected, `1.0` for `1`) plus 1 MB; 32 MB when nothing is expected
 * (Run on a custom input, a reference's answers). A longer one is refused unread (`oversize`):
 * no program can make the judge parse, hold or compare hundreds of MB.
 */
export const ANSWER_CAP_FLOOR_BYTES = 1024 * 1024;
export const ANSWER_CAP_UNCHECKED_BYTES = 32 * 1024 * 1024;
/** Answers up to this size are read on the calling thread; larger ones in answer-pool.ts. */
const READ_INLINE_BYTES = 64 * 1024;

const expectedTexts = new WeakMap<JudgeTest, string>();
const expectedIds = new WeakMap<JudgeTest, number>();
let nextExpectedId = 0;

/** A number per test object, so the answer thread parses each expected answer once. */
function expectedId(t: JudgeTest): number {
  let id = expectedIds.get(t);
  if (id === undefined) {
    id = nextExpectedId++;
    expectedIds.set(t, id);
  }
  return id;
}

/** The expected answer's JSON, made once per test object (a problem's tests are reused). */
function expectedJson(t: JudgeTest): string {
  let text = expectedTexts.get(t);
  if (text === undefined) {
    text = JSON.stringify(t.expected) ?? 'null';
    expectedTexts.set(t, text);
  }
  return text;
}

const caps = new WeakMap<JudgeTest, number>();

/** Asked for every piece of an answer as it streams in: made once per test object. */
export function answerCapBytes(req: JudgeRequest, index: number): number {
  const t = req.tests[index];
  if (t?.expected === undefined) return ANSWER_CAP_UNCHECKED_BYTES;
  let cap = caps.get(t);
  if (cap === undefined) {
    cap = 4 * Buffer.byteLength(expectedJson(t)) + ANSWER_CAP_FLOOR_BYTES;
    caps.set(t, cap);
  }
  return cap;
}

/** The answer as shown and stored: the value, or past ANSWER_SHOWN_BYTES the beginning of its text. */
type Shown = { actual: unknown; actualCut?: true };

function cutAnswer(payload: Buffer, bytes: number): Shown {
  const text = payload.subarray(0, ANSWER_SHOWN_BYTES).toString('utf8');
  return { actual: `${text}... (answer cut: ${kb(bytes)} in all)`, actualCut: true };
}

/** A returned value, read and compared with the expected output (once per test). */
export type Evaluation =
  | { kind: 'unreadable' }
  | { kind: 'deep' }
  | { kind: 'oversize'; bytes: number; cap: number; prefix: Buffer }
  | { kind: 'checked'; shown: Shown; ok: boolean }
  | { kind: 'checker-error'; shown: Shown; message: string };

export const passed = (e: Evaluation) => e.kind === 'checked' && e.ok;

/**
 * Reads one answer line and compares it (memoised per test): small answers here, large ones in a
 * worker thread (then a promise). Every step is bounded: the line's size (answerCapBytes, checked
 * while it streams in), its nesting (MAX_ANSWER_DEPTH, checked before parsing), and what is kept
 * to be shown. Nothing an answer holds can make this throw: what the program returned is its own
 * verdict, never the judge's internal error.
 */
export function evaluate(
  req: JudgeRequest,
  index: number,
  line: Pick<MeasuredLine, 'payload' | 'bytes' | 'oversize'>,
  memo: Map<number, Evaluation | Promise<Evaluation>>,
): Evaluation | Promise<Evaluation> {
  const known = memo.get(index);
  if (known) return known;
  const e = evaluateOnce(req, index, line);
  memo.set(index, e);
  if (e instanceof Promise)
    e.then(
      (v) => memo.set(index, v),
      () => {},
    );
  return e;
}

function evaluateOnce(
  req: JudgeRequest,
  index: number,
  line: Pick<MeasuredLine, 'payload' | 'bytes' | 'oversize'>,
): Evaluation | Promise<Evaluation> {
  const { payload, bytes } = line;
  if (line.oversize) return { kind: 'oversize', bytes, cap: answerCapBytes(req, index), prefix: payload };
  const t = req.tests[index];
  // A custom checker never runs here: every answer is compared afterwards, in the checker's own
  // box (checker-box.ts); until then an answer that was read counts as having run fine.
  const compare = t?.expected !== undefined && req.checker !== 'custom';
  const whole = req.answers === 'whole';
  if (payload.length <= READ_INLINE_BYTES) {
    try {
      const r = readAnswer(
        payload.toString('utf8'),
        req.checker,
        compare ? { value: t?.expected } : undefined,
      );
      if (r.kind !== 'read') return r;
      return { kind: 'checked', shown: { actual: r.actual }, ok: r.ok };
    } catch (e) {
      return { kind: 'checker-error', shown: cutAnswer(payload, bytes), message: messageOf(e) };
    }
  }
  // What is shown of it, copied now: the payload's memory goes to the answer thread.
  const head = Buffer.from(payload.subarray(0, ANSWER_SHOWN_BYTES));
  return answerPool
    .read(
      payload,
      req.checker,
      compare && t ? { id: expectedId(t), json: () => expectedJson(t) } : undefined,
      {
        whole,
        shownBytes: ANSWER_SHOWN_BYTES,
      },
    )
    .then(
      (r): Evaluation => {
        if (r.kind !== 'read') return r;
        const shown =
          r.hasActual && (whole || bytes <= ANSWER_SHOWN_BYTES)
            ? { actual: r.actual }
            : cutAnswer(head, bytes);
        return { kind: 'checked', shown, ok: r.ok };
      },
      (e): Evaluation => ({ kind: 'checker-error', shown: cutAnswer(head, bytes), message: messageOf(e) }),
    );
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function resultOf(
  req: JudgeRequest,
  index: number,
  ev: Evaluation,
  ms: number,
  testMs: number,
  stdout: string,
): TestResult {
  const checked = req.tests[index]?.expected !== undefined;
  const base = { index, passed: false, checked, runtimeMs: round(ms), stdout };
  if (ev.kind === 'unreadable') {
    return {
      ...base,
      verdict: 'runtime_error',
      error: { type: 'InvalidOutput', message: 'the returned value could not be read' },
    };
  }
  if (ev.kind === 'deep') {
    return {
      ...base,
      verdict: ms > testMs ? 'time_limit_exceeded' : 'runtime_error',
      error: {
        type: 'InvalidOutput',
        message: `the answer is too deeply nested (more than ${MAX_ANSWER_DEPTH} levels): no signature returns such a value`,
      },
    };
  }
  if (ev.kind === 'oversize') {
    // Its time still counts: a test over its limit is a time limit, whatever it returned.
    const text = ev.prefix.subarray(0, ANSWER_SHOWN_BYTES).toString('utf8');
    return {
      ...base,
      actual: `${text}... (answer cut: larger than ${kb(ev.cap)}, not read)`,
      actualCut: true,
      verdict: ms > testMs ? 'time_limit_exceeded' : checked ? 'wrong_answer' : 'runtime_error',
      error: {
        type: 'AnswerTooLarge',
        message: checked
          ? `the answer is larger than ${kb(ev.cap)}, far more than the expected answer needs (it was not read)`
          : `the answer is larger than ${kb(ev.cap)}, the most the judge reads (it was not read)`,
      },
    };
  }
  if (ev.kind === 'checker-error') {
    // The judge's own comparison failed: its fault (the caps above leave a program no way here).
    return {
      ...base,
      ...ev.shown,
      verdict: 'internal_error',
      error: { type: 'CheckerError', message: cutText(ev.message, ERROR_MESSAGE_SHOWN) },
    };
  }
  const verdict: Verdict = ms > testMs ? 'time_limit_exceeded' : ev.ok ? 'accepted' : 'wrong_answer';
  return { ...base, ...ev.shown, verdict, passed: verdict === 'accepted' };
}

/** The judge's answer from the tests' results (sorted by index). */
export function summarise(
  base: JudgeResult,
  req: JudgeRequest,
  results: TestResult[],
  peakBytes: number,
  preStarted: boolean,
): JudgeResult {
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
    memoryMb: round(peakBytes / (1024 * 1024)),
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
  return result;
}
