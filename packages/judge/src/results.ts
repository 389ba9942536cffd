import type { Verdict } from '@codecoach/contracts';
import { check } from './checkers.ts';
import type { JudgeError, JudgeRequest, JudgeResult, TestResult } from './types.ts';

/**
 * What a result may carry, so that no answer, message or output a program produces can make a
 * stored submission or an API answer large: each is cut at its cap and says so.
 */
export const SHOWN_STDOUT_PER_TEST = 16 * 1024;
export const ANSWER_SHOWN_BYTES = 64 * 1024;
export const ERROR_MESSAGE_SHOWN = 4 * 1024;
export const COMPILE_OUTPUT_SHOWN = 64 * 1024;

export const round = (ms: number) => Math.round(ms * 100) / 100;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;

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

/** A returned value, read and compared with the expected output (once per test). */
export type Evaluation =
  | { kind: 'unreadable' }
  | { kind: 'checked'; actual: unknown; bytes: number; ok: boolean }
  | { kind: 'checker-error'; actual: unknown; bytes: number; message: string };

export const passed = (e: Evaluation) => e.kind === 'checked' && e.ok;

export function evaluate(
  req: JudgeRequest,
  index: number,
  payload: Buffer,
  memo: Map<number, Evaluation>,
): Evaluation {
  const known = memo.get(index);
  if (known) return known;
  const e = evaluateOnce(req, index, payload);
  memo.set(index, e);
  return e;
}

function evaluateOnce(req: JudgeRequest, index: number, payload: Buffer): Evaluation {
  const t = req.tests[index];
  let actual: unknown;
  try {
    actual = JSON.parse(payload.toString('utf8'));
  } catch {
    return { kind: 'unreadable' };
  }
  const bytes = payload.length;
  if (t?.expected === undefined) return { kind: 'checked', actual, bytes, ok: true };
  // A custom checker never runs here: every answer is compared afterwards, in the checker's own
  // box (checker-box.ts); until then an answer that was read counts as having run fine.
  if (req.checker === 'custom') return { kind: 'checked', actual, bytes, ok: true };
  try {
    return {
      kind: 'checked',
      actual,
      bytes,
      ok: check(req.checker, t.expected, actual),
    };
  } catch (e) {
    return { kind: 'checker-error', actual, bytes, message: (e as Error).message };
  }
}

/**
 * The answer as shown and stored: the value itself, or, past ANSWER_SHOWN_BYTES of JSON, the
 * beginning of its text with a note (the full answer was checked all the same).
 */
function shownAnswer(
  req: JudgeRequest,
  actual: unknown,
  bytes: number,
): { actual: unknown; actualCut?: true } {
  if (bytes <= ANSWER_SHOWN_BYTES || req.answers === 'whole') return { actual };
  const text = JSON.stringify(actual).slice(0, ANSWER_SHOWN_BYTES);
  return { actual: `${text}... (answer cut: ${kb(bytes)} in all)`, actualCut: true };
}

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
  const shown = shownAnswer(req, ev.actual, ev.bytes);
  if (ev.kind === 'checker-error') {
    // A custom checker that throws is the problem's bug, not the learner's.
    return {
      ...base,
      ...shown,
      verdict: 'internal_error',
      error: { type: 'CheckerError', message: cutText(ev.message, ERROR_MESSAGE_SHOWN) },
    };
  }
  const verdict: Verdict = ms > testMs ? 'time_limit_exceeded' : ev.ok ? 'accepted' : 'wrong_answer';
  return { ...base, ...shown, verdict, passed: verdict === 'accepted' };
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
