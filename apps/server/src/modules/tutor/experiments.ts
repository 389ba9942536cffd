/**
 * Experiments in the sandbox that localise a failure: does the code pass once its list input is
 * sorted, and what each variant of it answers on the failing input and the problem's smallest
 * tests (the empty input's guard, guard-mutants.ts; the reference's steps in the code's names,
 * reference-variants.ts; the one-token variants, mutants.ts), many variants to a program
 * (variant-runs.ts): a variant that passes them all is a repair, and how the variants change the
 * answers scores each line (Metallaxis, metallaxis.ts).
 */
import {
  type CauseContext,
  guardMutants,
  MISSING_STEP,
  type Mutant,
  mutants,
  mutationScores,
  nameCauses,
  referenceVariants,
  usesSortOrTree,
} from '@codecoach/tutor';
import { parseBounds, validArgs } from './bounds.ts';
import type { CodeContext, FactsDeps } from './facts.ts';
import { type MutationFocus, spectrumTests } from './localise.ts';
import { COMPILE_MS, MUTANT_TEST_MS, runVariants } from './variant-runs.ts';

export { variantTarget } from './variant-runs.ts';

/**
 * Variants tried at most, per language: Python and JavaScript run a few hundred in one program
 * (each call cut at VARIANT_CALL_MS), Java and C++ compile them all, a cost that grows with
 * their number. They stop after MUTANTS_BUDGET_MS and at `budgetEnd`, when Explain has spent
 * EXPLAIN_BUDGET_MS (failure-facts.ts) since it started.
 */
export const MUTANTS_MAX = 60;
export const SCRIPT_MUTANTS_MAX = 300;
export const MUTANTS_BUDGET_MS = 2000;
/** Of those, variants taken from the reference (reference-variants.ts), per language kind. */
export const REFERENCE_MAX = 16;
export const SCRIPT_REFERENCE_MAX = 40;
/**
 * Checks each variant runs on: the failing input and the problem's smallest tests, as many as
 * MUTATION_CALLS allows for the variants there are (Metallaxis tells lines apart by which checks
 * their variants change: more checks, more passing ones among them), between 4 and 16.
 */
export const MUTATION_CALLS = 1200;
const checkCount = (variants: number) =>
  Math.max(4, Math.min(16, Math.floor(MUTATION_CALLS / Math.max(1, variants))));
/** A check other than the failing input larger than this (JSON characters) is left out: each variant runs it. */
const CHECK_CHARS = 1000;

/**
 * Experiments in the sandbox that localise a wrong answer, a runtime error or (`endless`) a time
 * limit on a small input: does the code pass once its list input is sorted (it assumes an order),
 * which one-token variant passes every check, and each line's Metallaxis score. `focus` (the
 * spectrum) orders the variants and leaves out lines no failing test runs.
 */
export async function experiments(
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
  // Beside the variants: the reference's answers, then one run of the code. A sort is a repair
  // only as a variant is one: the failing input and the examples pass once sorted (each keeping
  // its answer, or the order is the question), not the failing input alone (a tree's level
  // order, sorted, can pass by chance).
  const sorting = (async () => {
    const bounds = parseBounds(c.problem.constraints);
    if (!sorted || usesSortOrTree(c.code) || !validArgs(c.problem.signature, sorted, bounds)) return;
    const shown = examples(tests).map((t) => ({ ...t, input: sortedVariant(t.input) ?? t.input }));
    if (shown.some((t) => !validArgs(c.problem.signature, t.input, bounds))) return;
    const answers = await oracle.reference([sorted, ...shown.map((t) => t.input)]).catch(() => undefined);
    const [expected, ...theirs] = answers ?? [];
    // The failing input's evidence holds when the sorted input keeps the answer, or when the code's
    // answer is exactly the sorted input's (a yes/no answer matches by chance).
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    const telling =
      same(expected, failing.expected) || (typeof expected !== 'boolean' && same(failing.actual, expected));
    if (expected === undefined || !telling || shown.some((t, i) => !same(theirs[i], t.expected))) return;
    out.sortedPasses = await deps.sandbox
      .passes(
        c.judgeProblem,
        c.language,
        c.code,
        [{ input: sorted, expected }, ...shown],
        MUTANT_TEST_MS,
        true,
      )
      .catch(() => false);
  })().catch(() => undefined);
  const prefer = [
    ...(focus?.prefer ?? []),
    ctx.failure.error?.line,
    ...nameCauses(ctx).map((x) => x.line),
  ].filter((l): l is number => l !== undefined);
  const compiled = c.language === 'java' || c.language === 'cpp';
  const max = compiled ? MUTANTS_MAX : SCRIPT_MUTANTS_MAX;
  // A guard for an empty input first (guard-mutants.ts: one variant per empty parameter, when
  // the input has one).
  const guards = endless ? [] : guardMutants(c.code, c.language, c.problem.signature, failing);
  // Then the steps of the reference in the same language, mapped into the code's names
  // (reference-variants.ts): run, never shown. Then the one-token variants.
  const fromReference = referenceVariants(
    c.code,
    c.language,
    c.reference,
    c.problem.signature.function,
    compiled ? REFERENCE_MAX : SCRIPT_REFERENCE_MAX,
  ).filter((m) => !focus?.skip.has(m.line) || m.what === MISSING_STEP);
  const all = [
    ...guards,
    ...fromReference,
    ...mutants(c.code, c.language, max * 4, prefer).filter((m) => !focus?.skip.has(m.line)),
  ].slice(0, max);
  // The failing input leads when it is small: a big one takes each variant longer than a call's
  // cap in the process, and a variant cut short answers as the code cut short does (no change
  // seen). Without it the code's own results on the small checks say which fail.
  const small = tests.filter((t) => JSON.stringify(t.input).length <= CHECK_CHARS);
  const lead = JSON.stringify(failing.input).length <= CHECK_CHARS || compiled || endless;
  const checks = spectrumTests(
    lead ? { input: failing.input, expected: failing.expected } : undefined,
    small,
  ).slice(0, checkCount(all.length));
  // A loop that does not end: an overflow first (a variant that loops costs its whole time cap).
  const queue = endless
    ? [...all.filter((m) => m.kind === 'overflow'), ...all.filter((m) => m.kind !== 'overflow')]
    : all;
  const deadline = Math.min(performance.now() + MUTANTS_BUDGET_MS, budgetEnd);
  const batch = await runVariants(deps, c, queue, checks, deadline, !endless);
  // A repair passes every check, one the code fails among them. The code's own answers may be
  // unknown (its program, the biggest, ended at Explain's deadline while a smaller one's variants
  // were judged): then the failing input leading the checks is the one it fails.
  const known = batch.original?.filter((x) => x !== undefined) ?? [];
  const fails = known.length > 0 ? known.some((x) => !x.passed) : lead;
  let found: Mutant | undefined = fails ? batch.runs.find((r) => r.passed === true)?.mutant : undefined;
  if (batch.original && !endless) {
    const scores = mutationScores(
      batch.original,
      batch.runs.map((r) => ({ line: r.mutant.line, results: r.results })),
    );
    if (scores.failing > 0 && scores.metallaxis.size > 0) out.mutation = scores.metallaxis;
  }
  // The rest one by one, until a repair: those no program could hold; or, when the small checks
  // all pass (the failure needs the big input), every variant on the failing input and the
  // examples, as a repair is decided without a batch.
  const rest = fails ? queue : [...batch.runs.map((r) => r.mutant), ...queue];
  const repairChecks = fails
    ? checks
    : [{ input: failing.input, expected: failing.expected }, ...examples(tests)];
  const worker = async () => {
    // A compiled variant is not started when its compile would run past the deadline.
    const margin = compiled ? COMPILE_MS : 0;
    for (let m = rest.shift(); m && !found && performance.now() < deadline - margin; m = rest.shift()) {
      const mutant = m;
      const passed = await deps.sandbox
        .passes(c.judgeProblem, c.language, mutant.code, repairChecks, MUTANT_TEST_MS)
        .catch(() => false);
      if (passed) found ??= mutant;
    }
  };
  await Promise.all([worker(), worker()]);
  await sorting;
  if (found)
    out.repair = {
      line: found.line,
      kind: found.kind,
      what: found.what,
      ...(found.evidence ? { evidence: found.evidence } : {}),
    };
  return out;
}

/** The problem's first three tests (its examples) that have an expected answer. */
const examples = (tests: ReadonlyArray<{ input: unknown[]; expected?: unknown }>) =>
  tests
    .slice(0, 3)
    .filter((t) => t.expected !== undefined)
    .map((t) => ({ input: t.input, expected: t.expected }));

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
