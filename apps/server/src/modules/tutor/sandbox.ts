/**
 * The tutor's sandbox runs, all through the judge the server already has (as Run Code does): the
 * learner's code on the problem's tests to find its first failure, the oracle minimise.ts asks,
 * and timed runs on inputs of doubling size for the growth fit. Verdicts come only from here.
 * The programs the tutor makes of the learner's code (variants, one mutant, coverage) are built
 * for compile speed (JudgeRequest.quickBuild): each runs once, on small inputs, with the code
 * itself as its baseline; the learner's own code and the timed runs are built as judged.
 */

import { validateInputs } from '@codecoach/content';
import type { Language } from '@codecoach/contracts';
import { check, type Judge, type JudgeProgress, type JudgeRequest, type JudgeResult } from '@codecoach/judge';
import { brokenVariants, type CheckResult, variantOutcomes, variantResults } from '@codecoach/tutor';
import type { JudgeInputs } from '../judging/judge-inputs.ts';
import type { JudgeProblem } from '../problems/repository.ts';
import type { Oracle } from './minimise.ts';

type Base = Omit<JudgeRequest, 'tests' | 'stopOnFirstFailure'>;

export interface SandboxDeps {
  judge: Judge;
  inputs: JudgeInputs;
}

export function createSandbox(deps: SandboxDeps) {
  const { judge, inputs } = deps;
  /** The same sandbox whose every run is aborted (AbortError) once `signal` is: Explain's hard deadline. */
  const until = (signal: AbortSignal) =>
    createSandbox({
      inputs,
      judge: {
        status: () => judge.status(),
        close: () => judge.close(),
        run: (req) =>
          judge.run({ ...req, signal: req.signal ? AbortSignal.any([req.signal, signal]) : signal }),
      },
    });
  const base = (p: JudgeProblem, language: Language, code: string): Promise<Base> =>
    inputs.request(p, language, code);

  return {
    until,
    /** The learner's code on every test of the problem (Submit's run), stopping at the first failure. */
    async judgeAll(
      p: JudgeProblem,
      language: Language,
      code: string,
      opts: { signal?: AbortSignal; onProgress?: (e: JudgeProgress) => void } = {},
    ): Promise<JudgeResult> {
      const tests = await inputs.tests(p);
      return judge.run({
        ...(await base(p, language, code)),
        tests,
        stopOnFirstFailure: true,
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
      });
    },

    /** Untimed answers of any code on inputs (no expected outputs): `undefined` where it failed. */
    async answers(req: Base, tests: unknown[][]): Promise<Array<unknown | undefined>> {
      const r = await judge.run({
        ...req,
        tests: tests.map((input) => ({ input })),
        stopOnFirstFailure: false,
        answers: 'whole',
      });
      return tests.map((_, i) => {
        const t = r.tests.find((x) => x.index === i);
        return t && t.verdict === 'accepted' ? (t.actual ?? null) : undefined;
      });
    },

    oracle(p: JudgeProblem, language: Language, code: string, brute?: string): Oracle {
      const sandbox = this;
      return {
        async reference(tests) {
          if (!p.reference) return tests.map(() => undefined);
          return sandbox.answers(await base(p, 'javascript', p.reference), tests);
        },
        ...(brute
          ? {
              async brute(tests: unknown[][], answers: unknown[]) {
                const r = await judge.run({
                  ...(await base(p, 'python', brute)),
                  // The brute force is slow by design: a generous limit, small inputs only.
                  timeLimitMs: Math.max(p.timeLimitMs, 1000),
                  tests: tests.map((input, i) => ({ input, expected: answers[i] })),
                  stopOnFirstFailure: false,
                });
                return tests.map((_, i) => r.tests.find((t) => t.index === i)?.passed === true);
              },
            }
          : {}),
        ...(p.validatorCode && p.validatorLanguage
          ? {
              async valid(tests: unknown[][]) {
                const validator = { language: p.validatorLanguage ?? 'python', code: p.validatorCode ?? '' };
                const v = await validateInputs(judge, validator, p.signature, tests);
                // A validator that fails vouches for nothing: no shrunk input is shown then.
                return v.ok ? v.messages.map((m) => m === '') : tests.map(() => false);
              },
            }
          : {}),
        async learner(tests, expected) {
          const r = await judge.run({
            ...(await base(p, language, code)),
            tests: tests.map((input, i) => ({ input, expected: expected[i] })),
            stopOnFirstFailure: false,
          });
          return tests.map((_, i) => {
            const t = r.tests.find((x) => x.index === i);
            if (!t) return { verdict: r.verdict };
            return { verdict: t.verdict, actual: t.actual, ...(t.error ? { error: t.error } : {}) };
          });
        },
      };
    },

    /**
     * Whether `code` passes every one of `tests`: a variant of the learner's code (mutants.ts),
     * built quick, or (`asJudged`) the code itself, whose judged build is already compiled.
     */
    async passes(
      p: JudgeProblem,
      language: Language,
      code: string,
      tests: Array<{ input: unknown[]; expected: unknown }>,
      testMs: number,
      asJudged = false,
    ): Promise<boolean> {
      const r = await judge.run({
        ...(await base(p, language, code)),
        timeLimitMs: Math.min(p.timeLimitMs, testMs),
        tests,
        stopOnFirstFailure: true,
        quickBuild: !asJudged,
      });
      return r.verdict === 'accepted';
    },

    /**
     * A program of many variants (variantProgram) run on each variant's checks in turn, on the
     * inputs only and stopping at the first failure (a loop or crash; variants.ts): the answers
     * are checked here with the problem's checker. Which variants passed all their checks
     * (undefined where the run ended first) and each one's result on each check (for
     * Metallaxis, metallaxis.ts), or `compiled: false` with the variants the compiler
     * found errors in (`broken`). Not for a problem with a
     * custom checker (it runs only in the sandbox, on the judge's expected outputs).
     */
    async variants(
      p: JudgeProblem,
      language: Language,
      program: string,
      count: number,
      checks: Array<{ input: unknown[]; expected: unknown }>,
      testMs: number,
    ): Promise<{
      compiled: boolean;
      outcomes: Array<boolean | undefined>;
      results?: Array<Array<CheckResult | undefined>>;
      broken?: Set<number>;
    }> {
      if (p.checker === 'custom') return { compiled: false, outcomes: [] };
      const r = await judge.run({
        ...(await base(p, language, program)),
        timeLimitMs: Math.min(p.timeLimitMs, testMs),
        tests: Array.from({ length: count }, () => checks.map((c) => ({ input: c.input }))).flat(),
        stopOnFirstFailure: true,
        answers: 'whole',
        quickBuild: true,
      });
      if (r.verdict === 'compilation_error')
        return { compiled: false, outcomes: [], broken: brokenVariants(program, r.compileOutput ?? '') };
      const right = (j: number, answer: unknown) => {
        const c = checks[j];
        return c !== undefined && check(p.checker, c.expected, answer);
      };
      return {
        compiled: true,
        outcomes: variantOutcomes(count, checks.length, r.tests, right),
        results: variantResults(count, checks.length, r.tests, right),
      };
    },

    /**
     * A program (the learner's code made to report its coverage, coverage.ts) on tests with their
     * expected answers, every test run (a failure does not stop the run): the judge checks each
     * answer as for a submission, custom checkers included.
     */
    async everyTest(
      p: JudgeProblem,
      language: Language,
      program: string,
      tests: Array<{ input: unknown[]; expected: unknown }>,
      testMs: number,
    ): Promise<JudgeResult> {
      return judge.run({
        ...(await base(p, language, program)),
        timeLimitMs: Math.min(p.timeLimitMs, testMs),
        tests,
        stopOnFirstFailure: false,
        quickBuild: true,
      });
    },

    /**
     * Per-input CPU times of the learner's code on inputs of increasing size, in one run that
     * stops at the first failure. `testMs` caps each input's time (the language's multiplier
     * applies, as for the problem's own limit): the growth fit needs a few timed points, not
     * the one input that reaches the problem's limit.
     */
    async timed(p: JudgeProblem, language: Language, code: string, tests: unknown[][], testMs?: number) {
      const r = await judge.run({
        ...(await base(p, language, code)),
        ...(testMs ? { timeLimitMs: Math.min(p.timeLimitMs, testMs) } : {}),
        tests: tests.map((input) => ({ input })),
        stopOnFirstFailure: true,
      });
      return {
        result: r,
        times: r.tests
          .filter((t) => t.verdict === 'accepted')
          .map((t) => ({ index: t.index, ms: t.runtimeMs })),
      };
    },
  };
}
export type Sandbox = ReturnType<typeof createSandbox>;
