import { validateInputs } from '@codecoach/content';
import {
  argsError,
  formatReadableInput,
  formatRuntimeError,
  RUN_VISIBLE_TESTS,
  type RunRequest,
  type RunResponse,
  type Signature,
} from '@codecoach/contracts';
import type { Judge } from '@codecoach/judge';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import type { ProblemRepository } from '../problems/repository.ts';
import type { JudgeInputs } from './judge-inputs.ts';
import { failureMessage } from './verdict.ts';

/** Run Code requests per learner per minute. */
const RUNS_PER_MINUTE = 20;

/** The custom input's arguments, checked against the signature; a 400 naming what is wrong otherwise. */
function customArgs(signature: Signature, text: string): unknown[] {
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch {
    throw errors.validation([
      {
        field: 'customInput',
        message: 'Custom input must be a JSON array of the arguments, e.g. [[2,7,11,15], 9]',
      },
    ]);
  }
  const problem = argsError(signature, args);
  if (problem !== null || !Array.isArray(args))
    throw errors.validation([
      { field: 'customInput', message: `Custom input: ${problem ?? 'not an array'}` },
    ]);
  return args;
}

/**
 * Run Code: up to 3 visible tests plus the custom input, whose expected output the reference
 * solution computes; answered synchronously by this server's own judge slot.
 */
export function createRunCode(deps: {
  db: Db;
  judge: () => Judge;
  inputs: JudgeInputs;
  problemsRepo: ProblemRepository;
  /** Where a problem's own fault (a validator that fails) is reported. */
  log?: (message: string) => void;
}) {
  const { db, inputs } = deps;
  return async function run(userId: string, req: RunRequest): Promise<RunResponse['data']> {
    const judge = deps.judge();
    await hit(db, `run:user:${userId}`, RUNS_PER_MINUTE, 60_000);
    const p = await inputs.problem(req.problemId, userId);
    const { signature } = p;
    const visible = (await deps.problemsRepo.tests(p.id, { hidden: false })).slice(0, RUN_VISIBLE_TESTS);
    const tests: Array<{ input: unknown[]; expected?: unknown; custom: boolean }> = visible.map((t) => ({
      input: t.input,
      expected: t.expected,
      custom: false,
    }));
    if (req.customInput !== undefined && req.customInput.trim() !== '') {
      const args = customArgs(signature, req.customInput);
      // The statement's promises, before anything runs: the problem's validator, in the sandbox.
      if (p.validatorCode && p.validatorLanguage) {
        const validator = { language: p.validatorLanguage, code: p.validatorCode };
        const v = await validateInputs(judge, validator, signature, [args]);
        const message = v.ok ? v.messages[0] : undefined;
        if (message) throw errors.validation([{ field: 'customInput', message: `Custom input: ${message}` }]);
        // A validator that fails is the problem's bug: the reference below still decides.
        if (!v.ok) deps.log?.(`validator of ${p.id} failed on a custom input: ${v.error}`);
      }
      const reference = p.reference;
      if (!reference)
        throw errors.unavailable('This problem has no reference solution to compute the expected output');
      const ref = await judge.run({
        ...(await inputs.request(p, 'javascript', reference)),
        tests: [{ input: args }],
        stopOnFirstFailure: false,
      });
      const refTest = ref.tests[0];
      if (refTest?.verdict !== 'accepted') {
        throw errors.validation([
          {
            field: 'customInput',
            message: `Custom input is outside what this problem allows (the reference solution could not run it: ${failureMessage(ref) ?? ref.verdict})`,
          },
        ]);
      }
      tests.push({ input: args, expected: refTest.actual, custom: true });
    }
    const result = await judge.run({
      ...(await inputs.request(p, req.language, req.code)),
      tests: tests.map((t) => ({ input: t.input, expected: t.expected })),
      stopOnFirstFailure: false,
    });
    const message = result.verdict !== 'accepted' ? failureMessage(result) : null;
    return {
      status: result.verdict,
      results: result.tests.map((r) => {
        const t = tests[r.index];
        return {
          input: formatReadableInput(signature, t?.input ?? []),
          expectedOutput: t?.expected ?? null,
          actualOutput: r.actual ?? null,
          passed: r.passed,
          verdict: r.verdict,
          runtime: r.runtimeMs,
          stdout: r.stdout,
          ...(r.error ? { error: formatRuntimeError(r.error) } : {}),
          custom: t?.custom ?? false,
        };
      }),
      ...(result.compileOutput ? { compileOutput: result.compileOutput } : {}),
      ...(message ? { errorMessage: message } : {}),
      runtime: result.runtimeMs,
      // The visible tests and the learner's own input: 0.1 MB (a submission shows whole MB).
      memory: Math.round(result.memoryMb * 10) / 10,
    };
  };
}
