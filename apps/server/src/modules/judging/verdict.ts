import { formatReadableInput, formatRuntimeError, type Signature } from '@codecoach/contracts';
import type { JudgeResult } from '@codecoach/judge';
import type { JudgeProblem } from '../problems/repository.ts';
import { isCounted, SOLVE_POINTS } from '../progress/definitions.ts';
import type { VerdictRow } from '../submissions/repository.ts';

/** The one-line message a learner sees for a failed verdict. */
export function failureMessage(r: JudgeResult): string | null {
  const at = r.firstFailure ? ` on test ${r.firstFailure.index + 1}` : '';
  switch (r.verdict) {
    case 'accepted':
      return null;
    case 'compilation_error':
      return r.error?.message ?? 'Compilation failed';
    case 'runtime_error':
      return r.error ? formatRuntimeError(r.error) : `Runtime error${at}`;
    case 'time_limit_exceeded':
      return `Time limit exceeded${at}`;
    case 'memory_limit_exceeded':
      return `Memory limit exceeded${at}`;
    case 'wrong_answer':
      // A reason when there is one: a custom checker's message, an answer too large to be read.
      return `Wrong answer${at}${r.error ? `: ${r.error.message}` : ''}`;
    case 'internal_error':
      return r.error?.message ?? 'The judge failed; your submission will be judged again';
  }
}

/**
 * The one way an internal error is made: a verdict of the judge's fault, never charged to the
 * learner. `JudgeError`: the judge failed on every attempt; `JudgeOutOfTime`: its faults spent the
 * submission's budget; `JudgeStopped`: its workers died on every attempt.
 */
export function internalError(
  type: 'JudgeError' | 'JudgeOutOfTime' | 'JudgeStopped',
  message: string,
  totalTests: number,
): JudgeResult {
  return {
    verdict: 'internal_error',
    runtimeMs: 0,
    memoryMb: 0,
    testsPassed: 0,
    totalTests,
    tests: [],
    error: { type, message },
    // Nothing of the learner's code ran outside a box: no judge got as far as a result.
    sandboxed: true,
  };
}

/** The problem's facts a verdict needs. */
export type VerdictProblem = Pick<JudgeProblem, 'id' | 'difficulty' | 'version'> & { signature: Signature };

/**
 * A failing test as stored and shown: a large test's input and expected output (10^5-element
 * arrays are common) are cut like the learner's answer, so that a page of 20 submissions stays a
 * few hundred KB at most.
 */
const SHOWN_BYTES = 64 * 1024;

function cutText(text: string): string {
  if (text.length <= SHOWN_BYTES) return text;
  return `${text.slice(0, SHOWN_BYTES)}... (cut: ${Math.round(Buffer.byteLength(text) / 1024)} KB in all)`;
}

function cutValue(value: unknown): unknown {
  const json = JSON.stringify(value);
  if (json === undefined || json.length <= SHOWN_BYTES) return value;
  return cutText(json);
}

/**
 * A judge result as the row it becomes: an internal error is never charged (not counted, no
 * progress), points go to a first accepted solve only (decided in the statement, which knows).
 */
export function verdictRow(
  submissionId: string,
  userId: string,
  p: VerdictProblem,
  result: JudgeResult,
): VerdictRow {
  const failed = result.firstFailure;
  return {
    submissionId,
    userId,
    problemId: p.id,
    status: result.verdict,
    runtimeMs: Math.round(result.runtimeMs),
    // Whole MB: the hidden tests' figures are shown no finer (Run on the visible ones keeps 0.1 MB).
    memoryMb: Math.round(result.memoryMb),
    testsPassed: result.testsPassed,
    totalTests: result.totalTests,
    errorMessage: failureMessage(result),
    compileOutput: result.compileOutput ?? null,
    failedTest: failed
      ? {
          input: cutText(formatReadableInput(p.signature, failed.input)),
          expectedOutput: cutValue(failed.expected),
          // The judge cut it already (64 KB of JSON), noting it.
          actualOutput: failed.actual ?? null,
        }
      : null,
    judgeFacts: {
      version: p.version,
      ...(failed ? { failedIndex: failed.index } : {}),
      ...(result.error ? { error: result.error } : {}),
    },
    counts: result.verdict !== 'internal_error',
    accepted: result.verdict === 'accepted',
    progressPending: isCounted(result.verdict),
    solvePoints: SOLVE_POINTS[p.difficulty],
  };
}
