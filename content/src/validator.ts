import type { Signature } from '@codecoach/contracts';
import type { Judge } from '@codecoach/judge';

/**
 * A problem's input validator (FORMAT.md "validator.py"): a Python class `Solution` whose method
 * `validate` takes the problem's own parameters and returns '' when the input is one the
 * statement allows, else a sentence naming the rule it breaks. It runs only in the judge's
 * sandbox, through the judge's own Python harness, all inputs in one run: the bank's proof (every
 * test must pass it, every planted invalid input must not), Run with a custom input (the server),
 * and the tutor's minimiser (a shrunk input is shown only if it passes).
 */
export const VALIDATE_FUNCTION = 'validate';

/** Per input: generous, so that a large test never fails on time (a validator is linear). */
const VALIDATOR_TIME_LIMIT_MS = 2000;
const VALIDATOR_MEMORY_MB = 512;

export function validatorSignature(signature: Signature): Signature {
  return { function: VALIDATE_FUNCTION, params: signature.params, returns: 'string' };
}

/**
 * A validator as stored with a problem: the bank's are Python (validator.py); a generated
 * problem's family writes its own in JavaScript (packages/generator prelude.ts), with the same
 * `validate` function and the same answer.
 */
export interface ProblemValidator {
  language: 'python' | 'javascript';
  code: string;
}

export type Validation =
  /** One message per input: '' when it is valid. */
  | { ok: true; messages: string[] }
  /** The validator itself failed (did not run, crashed or ran over its limit on an input). */
  | { ok: false; error: string };

export async function validateInputs(
  judge: Judge,
  validator: ProblemValidator,
  signature: Signature,
  inputs: unknown[][],
  signal?: AbortSignal,
): Promise<Validation> {
  if (inputs.length === 0) return { ok: true, messages: [] };
  const r = await judge.run({
    language: validator.language,
    code: validator.code,
    signature: validatorSignature(signature),
    checker: 'exact',
    tests: inputs.map((input) => ({ input })),
    timeLimitMs: VALIDATOR_TIME_LIMIT_MS,
    memoryLimitMb: VALIDATOR_MEMORY_MB,
    stopOnFirstFailure: true,
    answers: 'whole',
    ...(signal ? { signal } : {}),
  });
  if (r.verdict === 'compilation_error')
    return {
      ok: false,
      error: `the validator does not compile: ${r.compileOutput ?? r.error?.message ?? ''}`,
    };
  const bad = r.tests.find((t) => !t.passed);
  if (bad || r.tests.length !== inputs.length) {
    const why = bad?.error ? `${bad.error.type}: ${bad.error.message}` : (r.error?.message ?? r.verdict);
    return {
      ok: false,
      error: `the validator failed on input ${(bad?.index ?? r.tests.length) + 1}: ${bad?.verdict ?? r.verdict} (${why})`,
    };
  }
  const messages: string[] = [];
  for (const t of r.tests) {
    if (typeof t.actual !== 'string')
      return {
        ok: false,
        error: `the validator returned ${JSON.stringify(t.actual)} for input ${t.index + 1}, not a string`,
      };
    messages[t.index] = t.actual;
  }
  return { ok: true, messages };
}
