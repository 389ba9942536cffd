import { GEN_SIGNATURE, validatorSignature } from '@codecoach/content';
import { argsError, type Signature } from '@codecoach/contracts';
import type { Judge, JudgeResult } from '@codecoach/judge';

/**
 * Generator and validator programs run here, through the judge, in its sandbox: never on the
 * host (the built-in families' code and a model's code alike).
 */

const SANDBOX_LIMIT_MS = 5_000;
const SANDBOX_MEMORY_MB = 512;

export interface GeneratedInputs {
  example: unknown[][];
  small: unknown[][];
  random: unknown[][];
  large: unknown[][];
}

export class SandboxProgramError extends Error {
  override name = 'SandboxProgramError';
}

function why(result: JudgeResult): string {
  const e = result.error ? `: ${result.error.type} ${result.error.message}` : '';
  return `${result.verdict}${e}${result.compileOutput ? `\n${result.compileOutput.slice(0, 1000)}` : ''}`;
}

export async function runGenerator(
  judge: Judge,
  code: string,
  signature: Signature,
  seed: number,
  counts: { example: number; small: number; random: number },
): Promise<GeneratedInputs> {
  const modes = ['example', 'small', 'random', 'large'] as const;
  const count = { ...counts, large: 0 };
  const result = await judge.run({
    language: 'javascript',
    code,
    signature: GEN_SIGNATURE,
    checker: 'exact',
    tests: modes.map((m) => ({ input: [m, seed, count[m]] })),
    timeLimitMs: SANDBOX_LIMIT_MS,
    memoryLimitMb: SANDBOX_MEMORY_MB,
    stopOnFirstFailure: true,
    answers: 'whole',
  });
  if (result.verdict !== 'accepted') throw new SandboxProgramError(`the generator failed: ${why(result)}`);
  const out: Partial<GeneratedInputs> = {};
  for (const [i, mode] of modes.entries()) {
    const text = result.tests[i]?.actual;
    let inputs: unknown;
    try {
      inputs = JSON.parse(String(text));
    } catch {
      throw new SandboxProgramError(`the generator's ${mode} output is not JSON`);
    }
    if (!Array.isArray(inputs)) throw new SandboxProgramError(`the generator's ${mode} output is not a list`);
    for (const [j, input] of inputs.entries()) {
      const err = argsError(signature, input);
      if (err) throw new SandboxProgramError(`generator ${mode} input ${j + 1}: ${err}`);
    }
    out[mode] = inputs as unknown[][];
  }
  return out as GeneratedInputs;
}

/** Runs the validator on every input; resolves with the first rejection, or undefined when all pass. */
export async function runValidator(
  judge: Judge,
  code: string,
  signature: Signature,
  inputs: ReadonlyArray<{ input: unknown[]; origin: string }>,
): Promise<string | undefined> {
  const result = await judge.run({
    language: 'javascript',
    code,
    signature: validatorSignature(signature),
    checker: 'exact',
    tests: inputs.map((t) => ({ input: t.input, expected: '' })),
    timeLimitMs: SANDBOX_LIMIT_MS,
    memoryLimitMb: SANDBOX_MEMORY_MB,
    stopOnFirstFailure: true,
    answers: 'whole',
  });
  if (result.verdict === 'accepted') return undefined;
  const f = result.firstFailure;
  const origin = f ? (inputs[f.index]?.origin ?? `input ${f.index + 1}`) : 'an input';
  if (result.verdict === 'wrong_answer') return `the validator rejects ${origin}: ${String(f?.actual)}`;
  return `the validator failed on ${origin}: ${why(result)}`;
}
