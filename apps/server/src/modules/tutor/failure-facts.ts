/**
 * Explain's facts: the first failure of the learner's code, its input shrunk (minimise.ts) and
 * shown readably, the growth after a time limit, the causes named from all that and from the
 * sandbox's experiments (experiments.ts), and the line the tests single out (localise.ts).
 */
import { formatReadableInput, type Signature } from '@codecoach/contracts';
import {
  type CauseContext,
  corroborated,
  crashSite,
  type FailureFacts,
  firstBodyLine,
  nameCauses,
  readLines,
} from '@codecoach/tutor';
import { PRECONDITION, parseBounds } from './bounds.ts';
import { experiments, variantTarget } from './experiments.ts';
import type { CodeContext, FactsDeps } from './facts.ts';
import { growthAfterLimit, type Judged } from './growth-facts.ts';
import { localise, mutationFocus, slowLines, spectra, spectrumTests } from './localise.ts';
import { minimise } from './minimise.ts';

/** A failing input is shown as it is up to this many characters; a larger one is summarised (its whole JSON stays in `test.input`, to download). */
export const READABLE_CHARS = 2048;
/**
 * Shrinking the failing input ends this long after Explain started: a round runs the validator,
 * the reference and the learner's code one after the other (a Java round, about 1 s here), and
 * the experiments after it need their share of Explain's few seconds.
 */
const MINIMISE_MS = 1200;

/**
 * The experiments (experiments.ts) stop when Explain has spent this long since it started
 * (judging, when the verdict was not the learner's submission's): a program of Java or C++
 * variants costs a compile (0.6-1.5 s here), so after a slow judge run fewer are tried.
 */
export const EXPLAIN_BUDGET_MS = 3200;
/** Every sandbox run of Explain is aborted this long after it started: the answer is what is known by then. */
export const EXPLAIN_HARD_MS = 3800;
/** An input that hits the time limit with at most this much JSON is small: its size is not the reason. */
const SMALL_INPUT_CHARS = 200;

export async function failureFacts(
  unbounded: FactsDeps,
  c: CodeContext,
  run: Judged,
  tests: ReadonlyArray<{ input: unknown[]; expected?: unknown }>,
  started = performance.now(),
): Promise<FailureFacts> {
  const { judged } = run;
  // Every sandbox run below ends at Explain's hard deadline (AbortError): what is known by then is
  // the answer (a code whose every variant recursed to the end of its stack once took 15 s).
  const hard = AbortSignal.timeout(Math.max(0, Math.round(started + EXPLAIN_HARD_MS - performance.now())));
  const deps: FactsDeps = { ...unbounded, sandbox: unbounded.sandbox.until(hard) };
  const base: Omit<FailureFacts, 'causes'> = { verdict: judged.verdict };
  if (judged.compileOutput) base.compileOutput = judged.compileOutput;
  if (judged.error) base.error = judged.error;
  const ff = judged.firstFailure;
  // What the causes are named from, the experiments included: `base` is filled in below (the
  // input shown, the growth) and the experiments' findings are added once they are known.
  const ctx: CauseContext = {
    failure: base,
    code: c.code,
    language: c.language,
    signature: c.problem.signature,
    category: c.problem.category,
  };
  // The coverage run (fault localisation, localise.ts) starts at once, on the judge's other slot
  // while the input shrinks: the failing test (when small) and the problem's smallest tests.
  const failed = judged.verdict === 'wrong_answer' || judged.verdict === 'runtime_error';
  const target = variantTarget(c);
  const measuring = failed
    ? spectra(deps, c, target, spectrumTests(ff, tests)).catch(() => undefined)
    : undefined;
  let experimenting: Promise<CauseContext['experiments']> | undefined;
  if (failed && ff) {
    const needsBrute = c.problem.constraints.some((x) => PRECONDITION.test(x));
    const brute = needsBrute ? c.source?.brute : undefined;
    const first = judged.tests.find((t) => t.index === ff.index);
    let start: Parameters<typeof minimise>[2] = {
      input: ff.input,
      expected: ff.expected,
      outcome: {
        verdict: judged.verdict,
        actual: ff.actual,
        ...(judged.error ? { error: judged.error } : {}),
      },
    };
    // A large first failure: the examples and the smallest tests first, in one run; the smallest
    // that fails the same way is the one to shrink (a 1.2 MB input was halved once while the
    // first example already failed).
    if (JSON.stringify(ff.input).length > READABLE_CHARS)
      start = (await smallerFailure(deps, c, start, tests).catch(() => undefined)) ?? start;
    // The experiments do not wait for the shrinking: they try variants on the failing input as
    // found and the examples, beside it (JavaScript and Python after the spectrum, a few hundred
    // ms, which says where to try first; Java and C++ batch their variants in one compile).
    const found = start;
    experimenting = (async () => {
      const compiled = c.language === 'java' || c.language === 'cpp';
      const m = compiled ? undefined : await measuring;
      return experiments(
        deps,
        c,
        ctx,
        { input: found.input, expected: found.expected, actual: found.outcome.actual },
        tests,
        started + EXPLAIN_BUDGET_MS,
        false,
        m ? mutationFocus(m) : undefined,
      );
    })();
    experimenting.catch(() => undefined);
    // A precondition no bound can check, and neither a validator nor a brute force to confirm
    // it: shown as found.
    const m =
      needsBrute && !brute && !c.judgeProblem.validatorCode
        ? {
            ...start,
            minimised: false,
            originalSize: JSON.stringify(ff.input).length,
            size: JSON.stringify(ff.input).length,
          }
        : await minimise(
            c.problem.signature,
            parseBounds(c.problem.constraints),
            start,
            deps.sandbox.oracle(c.judgeProblem, c.language, c.code, brute || undefined),
            // Explain's budget holds whatever the input's size: shrinking ends by this point.
            { budgetMs: Math.max(0, Math.min(MINIMISE_MS, started + MINIMISE_MS - performance.now())) },
          );
    base.test = {
      input: m.input,
      readable: readableOrSummary(c.problem.signature, m.input),
      expected: m.expected,
      actual: m.outcome.actual ?? (m.input === ff.input ? first?.actual : undefined) ?? null,
      minimised: m.minimised,
      originalSize: m.originalSize,
      size: m.size,
    };
    if (m.outcome.error) base.error = m.outcome.error;
  }
  if (judged.verdict === 'time_limit_exceeded') {
    // Unbounded: the growth run is shared with Optimize, which must not get one cut short.
    const g = await growthAfterLimit(unbounded, c, run, tests);
    if (g) base.growth = g;
  }
  let measured = await measuring;
  // No failing test in that run (the failure was too big for it): the shrunk input's coverage
  // alone, the program already compiled.
  if (measured && base.test && !measured.spectra.some((x) => x.failed)) {
    const more = await spectra(deps, c, target, spectrumTests(base.test, [])).catch(() => undefined);
    if (more) measured = { ...measured, spectra: [...measured.spectra, ...more.spectra] };
  }
  if (experimenting) ctx.experiments = await experimenting.catch(() => undefined);
  // A small input that hits the time limit is not about its size: a loop that does not end (an
  // overflow, a bound or an update that does not move). A variant that answers it in time says where.
  const slow = judged.firstFailure;
  if (
    judged.verdict === 'time_limit_exceeded' &&
    slow &&
    slow.expected !== undefined &&
    JSON.stringify(slow.input).length <= SMALL_INPUT_CHARS
  ) {
    const failing = { input: slow.input, expected: slow.expected, actual: undefined };
    ctx.experiments = await experiments(
      deps,
      c,
      ctx,
      failing,
      tests,
      started + EXPLAIN_BUDGET_MS,
      true,
    ).catch(() => undefined);
  }
  const causes = nameCauses(ctx);
  const limited = judged.verdict === 'time_limit_exceeded' || judged.verdict === 'memory_limit_exceeded';
  if (!failed && !limited) return { ...base, causes };
  const lines = readLines(c.code, c.language);
  const crash = judged.verdict === 'runtime_error' ? crashSite(base.error, lines, c.language) : undefined;
  const sorted = ctx.experiments?.sortedPasses ? firstBodyLine(lines) : undefined;
  const found = localise(c, {
    ...(measured ? { measured } : {}),
    causes,
    ...(ctx.experiments?.repair ? { repair: ctx.experiments.repair.line } : {}),
    ...(sorted !== undefined ? { sorted } : {}),
    ...(ctx.experiments?.mutation ? { mutation: ctx.experiments.mutation } : {}),
    ...(crash !== undefined ? { crash } : {}),
    ...(limited ? { extraRead: slowLines(c) } : {}),
  });
  return {
    ...base,
    causes: corroborated(causes, found.independent),
    ...(found.suspect ? { suspect: found.suspect } : {}),
  };
}

/** The input as the learner writes it, or, past READABLE_CHARS, what it is and how big. */
export function readableOrSummary(signature: Signature, input: unknown[]): string {
  const readable = formatReadableInput(signature, input);
  if (readable.length <= READABLE_CHARS) return readable;
  const what = signature.params.map((p, i) => {
    const v = input[i];
    if (Array.isArray(v)) return `${p.name}: ${v.length.toLocaleString('en-US')} items`;
    if (typeof v === 'string') return `${p.name}: a string of ${v.length.toLocaleString('en-US')} characters`;
    const text = JSON.stringify(v) ?? 'null';
    return `${p.name} = ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`;
  });
  return `(an input of ${(readable.length / 1024).toFixed(1)} KB, too big to show: ${what.join('; ')}; download it whole below)`;
}

/**
 * The smallest of the problem's small tests (the examples first) on which the code fails the way
 * it failed on `start`, from one run of them all; undefined when none does.
 */
async function smallerFailure(
  deps: FactsDeps,
  c: CodeContext,
  start: Parameters<typeof minimise>[2],
  tests: ReadonlyArray<{ input: unknown[]; expected?: unknown }>,
): Promise<Parameters<typeof minimise>[2] | undefined> {
  const small = spectrumTests(undefined, tests).filter(
    (t) => JSON.stringify(t.input).length <= READABLE_CHARS,
  );
  if (small.length === 0) return undefined;
  const oracle = deps.sandbox.oracle(c.judgeProblem, c.language, c.code);
  const outcomes = await oracle.learner(
    small.map((t) => t.input),
    small.map((t) => t.expected),
  );
  const failing = small
    .map((t, i) => ({ ...t, outcome: outcomes[i] }))
    .filter((x): x is typeof start => x.outcome?.verdict === start.outcome.verdict)
    .sort((a, b) => JSON.stringify(a.input).length - JSON.stringify(b.input).length);
  return failing[0];
}
