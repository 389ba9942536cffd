/**
 * The facts an engine is given, computed here: the problem as the learner sees it, the first
 * failure of the learner's code and its minimised input, measured growth, static signals and the
 * percentile among real accepted runtimes. Engines never see hidden tests beyond the failing one
 * (which the learner is shown anyway) nor a reference solution.
 */

import type { ProblemSource } from '@codecoach/content';
import { formatReadableInput, type Language, type Signature } from '@codecoach/contracts';
import { type JudgeResult, starterCode } from '@codecoach/judge';
import {
  type CauseContext,
  classRank,
  corroborated,
  type FailureFacts,
  fitGrowth,
  type GrowthFacts,
  halves,
  type Mutant,
  mutants,
  nameCauses,
  type OptimizeFacts,
  type ProblemFacts,
  staticComplexity,
  staticSignals,
  usesSortOrTree,
  type VariantTarget,
  variantProgram,
} from '@codecoach/tutor';
import type { JudgeProblem } from '../problems/repository.ts';
import { PRECONDITION, parseBounds, validArgs } from './bounds.ts';
import {
  localise,
  type MutationFocus,
  mutationFocus,
  slowLines,
  spectra,
  spectrumTests,
} from './localise.ts';
import { minimise } from './minimise.ts';
import type { TutorProblemRow, TutorRepository } from './repository.ts';
import type { Sandbox } from './sandbox.ts';
import { scaledInputs } from './scale.ts';

const prose = (md: string) => md.replace(/(```|~~~)[\s\S]*?(\1|$)/g, '').trim();

export function problemFacts(row: TutorProblemRow, source?: ProblemSource): ProblemFacts {
  const target = source?.meta.targetComplexity;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    difficulty: row.difficulty,
    category: row.category,
    tags: row.tags,
    statement: row.description,
    signature: row.signature,
    constraints: row.constraints,
    hints: [...row.hints].sort((a, b) => a.order - b.order).map((h) => h.content),
    examples: row.examples,
    ...(row.editorial ? { editorial: prose(row.editorial) } : {}),
    ...(target ? { targetComplexity: target } : {}),
  };
}

export interface FactsDeps {
  sandbox: Sandbox;
  repo: TutorRepository;
}

export interface CodeContext {
  judgeProblem: JudgeProblem;
  problem: ProblemFacts;
  source?: ProblemSource;
  language: Language;
  code: string;
}

/**
 * The time cap of each growth input (before the language's multiplier): a time-limited run used
 * to spend the problem's whole limit on its last input; a few timed points below this suffice.
 */
export const GROWTH_TEST_MS = 150;

/** Below this largest time a fit says little (start-up noise): the code's reading decides. */
export const RELIABLE_MS = 20;

/**
 * Growth of the learner's code on inputs of doubling size, from the problem's largest test (or
 * from `from`, the input that hit the time limit). Measured times include reading the input,
 * itself O(n): a code read as O(1) or O(log n) is named so when the fit is at most O(n log n).
 */
export async function measureGrowth(
  deps: FactsDeps,
  c: CodeContext,
  tests: ReadonlyArray<{ input: unknown[] }>,
  from?: unknown[],
): Promise<GrowthFacts | undefined> {
  const scaled = scaledInputs(c.problem.signature, from ? [{ input: from }] : tests);
  if (scaled.length < 3) return undefined;
  // Each size twice, the faster time kept: noise only adds time (a JIT's first calls on the small
  // sizes, a busy moment of the machine), and one slow small size flattens the whole slope.
  const { result, times } = await deps.sandbox.timed(
    c.judgeProblem,
    c.language,
    c.code,
    scaled.flatMap((s) => [s.input, s.input]),
    GROWTH_TEST_MS,
  );
  const fastest = new Map<number, number>();
  for (const t of times) {
    const n = scaled[Math.floor(t.index / 2)]?.n ?? 0;
    fastest.set(n, Math.min(fastest.get(n) ?? Number.POSITIVE_INFINITY, t.ms));
  }
  const points = [...fastest].map(([n, ms]) => ({ n, ms }));
  const g = fitGrowth(points, {
    sorts: usesSortOrTree(c.code),
    halves: halves(c.code),
    truncated: result.verdict !== 'accepted',
  });
  if (!g) return g;
  const read = staticComplexity(c.code, c.language);
  const rank = (x: string) => classRank(x) ?? 0;
  const top = Math.max(0, ...points.map((p) => p.ms));
  if (g.truncated) {
    // The larger sizes hit the time cap (itself a sign of superlinear growth) and the few points
    // left disagree with the code's loops: name the worse of the two.
    if (rank(read) > rank(g.complexity)) g.complexity = read;
  } else if (top < RELIABLE_MS) g.complexity = read;
  else if (
    rank(g.complexity) <= rank('O(n log n)') &&
    rank(read) < rank(g.complexity) &&
    rank(read) <= rank('O(log n)')
  )
    g.complexity = read;
  return g;
}

/**
 * After a time limit: the growth from the problem's largest test, or, if that run never got slow,
 * the growth measured from the input that hit the limit. Both start at once (the judge's two
 * slots): a time limit costs the longer of the two runs, not their sum.
 */
async function growthAfterLimit(
  deps: FactsDeps,
  c: CodeContext,
  run: Judged,
  tests: ReadonlyArray<{ input: unknown[] }>,
): Promise<GrowthFacts | undefined> {
  run.growth ??= measureGrowth(deps, c, tests);
  const slow = run.judged.firstFailure?.input;
  if (!slow || run.fromLimit) return run.growth;
  run.fromLimit = true;
  const first = run.growth;
  const again = measureGrowth(deps, c, tests, slow);
  // Awaited only when the first run says little: a failure here must not be unhandled meanwhile.
  again.catch(() => undefined);
  run.growth = first.then(async (g) => (g?.truncated ? g : ((await again) ?? g)));
  return run.growth;
}

/**
 * The judge's verdict on every test, and the growth run once started (alongside the judge when
 * that run was slow, else on first need; kept here so Explain and Optimize share one).
 */
export interface Judged {
  judged: JudgeResult;
  growth?: Promise<GrowthFacts | undefined>;
  /** The growth was measured again from the input that hit the time limit. */
  fromLimit?: boolean;
}

/**
 * Runs the learner's code on every test (the verdict is the judge's) and, once that run has been
 * running tests for `speculateAfterMs` without an answer, starts the growth run on the judge's
 * other slot: a time limit then costs the longer of the two runs, not their sum. 0 starts both
 * at once (Optimize needs the growth whenever the code runs).
 */
export async function judgeWithGrowth(
  deps: FactsDeps,
  c: CodeContext,
  tests: ReadonlyArray<{ input: unknown[] }>,
  speculateAfterMs: number,
): Promise<Judged> {
  let growth: Promise<GrowthFacts | undefined> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    growth ??= measureGrowth(deps, c, tests);
    // Awaited only when needed: a failure here must not be unhandled meanwhile.
    growth.catch(() => undefined);
  };
  if (speculateAfterMs === 0) start();
  try {
    const judged = await deps.sandbox.judgeAll(c.judgeProblem, c.language, c.code, {
      onProgress: (e) => {
        if (e.phase === 'running' && !timer && !growth) timer = setTimeout(start, speculateAfterMs);
      },
    });
    return growth ? { judged, growth } : { judged };
  } finally {
    clearTimeout(timer);
  }
}

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
    const early: CauseContext = {
      failure: base,
      code: c.code,
      language: c.language,
      signature: c.problem.signature,
      category: c.problem.category,
    };
    experimenting = (async () => {
      const compiled = c.language === 'java' || c.language === 'cpp';
      const m = compiled ? undefined : await measuring;
      return experiments(
        deps,
        c,
        early,
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
  const ctx: CauseContext = {
    failure: base,
    code: c.code,
    language: c.language,
    signature: c.problem.signature,
    category: c.problem.category,
  };
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
  const found = localise(c, {
    ...(measured ? { measured } : {}),
    causes,
    ...(ctx.experiments?.repair ? { repair: ctx.experiments.repair.line } : {}),
    ...(judged.verdict === 'runtime_error' && base.error?.line ? { crash: base.error.line } : {}),
    ...(limited ? { extraRead: slowLines(c) } : {}),
  });
  return {
    ...base,
    causes: corroborated(causes, found.independent),
    ...(found.suspect ? { suspect: found.suspect } : {}),
  };
}

/** A failing input is shown as it is up to this many characters; a larger one is summarised (its whole JSON stays in `test.input`, to download). */
export const READABLE_CHARS = 2048;
/**
 * Shrinking the failing input ends this long after Explain started: a round runs the validator,
 * the reference and the learner's code one after the other (a Java round, about 1 s here), and
 * the experiments after it need their share of Explain's few seconds.
 */
const MINIMISE_MS = 1200;

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

/**
 * Variants tried at most, and for how long at most (the judge's two slots in parallel). They stop
 * too when Explain has spent EXPLAIN_BUDGET_MS since it started (judging, when the verdict was
 * not the learner's submission's): a program of Java or C++ variants costs a compile (0.6-1.5 s
 * here), so after a slow judge run fewer are tried.
 */
export const MUTANTS_MAX = 60;
export const MUTANTS_BUDGET_MS = 2000;
export const EXPLAIN_BUDGET_MS = 3200;
/** Every sandbox run of Explain is aborted this long after it started: the answer is what is known by then. */
export const EXPLAIN_HARD_MS = 3800;
/** An input that hits the time limit with at most this much JSON is small: its size is not the reason. */
const SMALL_INPUT_CHARS = 200;
/** About what a Java or C++ variant's compile and run take here. */
const COMPILE_MS = 700;
/** Each variant's time cap per test: the inputs are the small failing one and the examples. */
const MUTANT_TEST_MS = 100;

/**
 * Experiments in the sandbox that localise a wrong answer: does the code pass once its list input
 * is sorted (it assumes an order), and which one-token variant of it passes the minimised failing
 * input and the examples (mutants.ts; JavaScript and Python, where a variant costs no compile).
 */
async function experiments(
  deps: FactsDeps,
  c: CodeContext,
  ctx: CauseContext,
  failing: { input: unknown[]; expected: unknown; actual: unknown },
  tests: ReadonlyArray<{ input: unknown[]; expected?: unknown }>,
  budgetEnd: number,
  endless = false,
  focus?: MutationFocus,
): Promise<CauseContext['experiments']> {
  const out: NonNullable<CauseContext['experiments']> = {};
  const oracle = deps.sandbox.oracle(c.judgeProblem, c.language, c.code);
  const sorted = endless ? undefined : sortedVariant(failing.input);
  if (
    sorted &&
    !usesSortOrTree(c.code) &&
    validArgs(c.problem.signature, sorted, parseBounds(c.problem.constraints))
  ) {
    const [expected] = await oracle.reference([sorted]).catch(() => [undefined]);
    // Evidence only when the sorted input keeps the answer (the order is not the question) or
    // the code's answer is exactly the sorted input's (a yes/no answer matches by chance).
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    const telling =
      same(expected, failing.expected) || (typeof expected !== 'boolean' && same(failing.actual, expected));
    if (expected !== undefined && telling)
      out.sortedPasses = await deps.sandbox
        .passes(c.judgeProblem, c.language, c.code, [{ input: sorted, expected }], MUTANT_TEST_MS)
        .catch(() => false);
  }
  const checks = [
    { input: failing.input, expected: failing.expected },
    ...tests
      .slice(0, 3)
      .filter((t) => t.expected !== undefined)
      .map((t) => ({ input: t.input, expected: t.expected })),
  ];
  const prefer = [
    ...(focus?.prefer ?? []),
    ctx.failure.error?.line,
    ...nameCauses(ctx).map((x) => x.line),
  ].filter((l): l is number => l !== undefined);
  const all = mutants(c.code, c.language, MUTANTS_MAX * 4, prefer)
    .filter((m) => !focus?.skip.has(m.line))
    .slice(0, MUTANTS_MAX);
  // A loop that does not end: an overflow first (a variant that loops costs its whole time cap).
  const queue = endless
    ? [...all.filter((m) => m.kind === 'overflow'), ...all.filter((m) => m.kind !== 'overflow')]
    : all;
  const deadline = Math.min(performance.now() + MUTANTS_BUDGET_MS, budgetEnd);
  const compiled = c.language === 'java' || c.language === 'cpp';
  let found = compiled ? await batched(deps, c, queue, checks, deadline) : undefined;
  const worker = async () => {
    // A compiled variant is not started when its compile would run past the deadline.
    const margin = compiled ? COMPILE_MS : 0;
    for (let m = queue.shift(); m && !found && performance.now() < deadline - margin; m = queue.shift()) {
      const mutant = m;
      const passed = await deps.sandbox
        .passes(c.judgeProblem, c.language, mutant.code, checks, MUTANT_TEST_MS)
        .catch(() => false);
      if (passed) found ??= mutant;
    }
  };
  await Promise.all([worker(), worker()]);
  if (found) out.repair = { line: found.line, kind: found.kind, what: found.what };
  return out;
}

/** The method a Java variant program's Solution declares, as the starter code writes it. */
export function variantTarget(c: CodeContext): VariantTarget {
  const sig = c.judgeProblem.signature;
  const header = starterCode(sig, 'java')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.startsWith('public ') && l.includes(` ${sig.function}(`))
    ?.replace(/\s*\{$/, '');
  return {
    method: sig.function,
    params: sig.params.map((p) => p.name),
    ...(header ? { javaHeader: header } : {}),
  };
}

/**
 * Java and C++: the variants in two programs of many (variants.ts), one per judge slot, so each
 * costs one compile for all its variants; again with those a crashing or looping variant kept
 * from their turn (it counts as failed). Returns the first passing variant in `queue`'s order,
 * taking from `queue` what it tried; what it could not build is left there to try one by one.
 */
async function batched(
  deps: FactsDeps,
  c: CodeContext,
  queue: Mutant[],
  checks: Array<{ input: unknown[]; expected: unknown }>,
  deadline: number,
): Promise<Mutant | undefined> {
  const target = variantTarget(c);
  const rank = new Map(queue.map((m, i) => [m, i]));
  let pending = queue.splice(0);
  const passed = new Set<Mutant>();
  while (pending.length > 0 && passed.size === 0 && performance.now() < deadline - COMPILE_MS) {
    const half = Math.ceil(pending.length / 2);
    const groups = [pending.slice(0, half), pending.slice(half)].filter((g) => g.length > 0);
    const runs = await Promise.all(
      groups.map(async (group) => {
        const program = variantProgram(
          c.language,
          group.map((m) => m.code),
          checks.length,
          target,
        );
        if (!program) return { group, compiled: false, outcomes: [] };
        const r = await deps.sandbox
          .variants(c.judgeProblem, c.language, program, group.length, checks, MUTANT_TEST_MS)
          // Past Explain's hard deadline: nothing known of these variants; none is tried again.
          .catch(() => ({ compiled: true, outcomes: group.map(() => false) }));
        return { group, ...r };
      }),
    );
    pending = [];
    for (const r of runs) {
      if (!r.compiled) {
        // The variants that do not type-check are failed; the others go again without them.
        // No error placed in a variant: one by one, as for a program this cannot wrap.
        const broken = 'broken' in r ? r.broken : undefined;
        if (broken?.size) pending.push(...r.group.filter((_, i) => !broken.has(i)));
        else queue.push(...r.group);
        continue;
      }
      const stopped = r.outcomes.indexOf(undefined);
      r.group.forEach((m, i) => {
        if (r.outcomes[i] === true) passed.add(m);
      });
      // The variant the run ended in counts as failed; the ones after it go again.
      if (stopped >= 0) pending.push(...r.group.slice(stopped + 1));
    }
  }
  queue.push(...pending);
  return [...passed].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0))[0];
}

/** The input with its unsorted list of numbers (or of intervals, by their start) sorted. */
function sortedVariant(input: unknown[]): unknown[] | undefined {
  const key = (x: unknown) =>
    typeof x === 'number' ? x : Array.isArray(x) && typeof x[0] === 'number' ? x[0] : undefined;
  let changed = false;
  const out = input.map((a) => {
    if (!Array.isArray(a) || a.length < 2 || !a.every((x) => key(x) !== undefined)) return a;
    const s = [...a].sort((x, y) => (key(x) ?? 0) - (key(y) ?? 0));
    if (s.some((x, i) => x !== a[i])) changed = true;
    return s;
  });
  return changed ? out : undefined;
}

export async function optimizeFacts(
  deps: FactsDeps,
  c: CodeContext,
  run: Judged,
  tests: ReadonlyArray<{ input: unknown[] }>,
): Promise<OptimizeFacts> {
  const { judged } = run;
  const facts: OptimizeFacts = { staticSignals: staticSignals(c.code, c.language) };
  if (c.problem.targetComplexity) facts.targetComplexity = c.problem.targetComplexity;
  if (judged.verdict !== 'accepted' && judged.verdict !== 'time_limit_exceeded') {
    facts.blockedBy = judged.verdict;
    return facts;
  }
  let g: GrowthFacts | undefined;
  if (judged.verdict === 'time_limit_exceeded') g = await growthAfterLimit(deps, c, run, tests);
  else {
    run.growth ??= measureGrowth(deps, c, tests);
    g = await run.growth;
  }
  if (g) facts.growth = g;
  else facts.staticComplexity = staticComplexity(c.code, c.language);
  if (judged.verdict === 'accepted') {
    const pct = await deps.repo.percentile(c.judgeProblem.id, c.language, judged.runtimeMs);
    if (pct) facts.percentile = { ...pct, language: c.language, runtimeMs: Math.round(judged.runtimeMs) };
  } else facts.blockedBy = judged.verdict;
  return facts;
}
