/** An error a learner's program raised, as the judge reports it (its `JudgeError`). */
export interface RuntimeErrorInfo {
  type: string;
  message: string;
  line?: number | undefined;
}

/**
 * `ValueError: bad input (line 3)`: the one way a runtime error is written for a learner, in Run
 * Code's per-test results, in a verdict's message and in the judge's harness compile output.
 */
export function formatRuntimeError(e: RuntimeErrorInfo): string {
  return `${e.type}: ${e.message}${e.line ? ` (line ${e.line})` : ''}`;
}
