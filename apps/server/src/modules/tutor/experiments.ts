/**
 * Experiments in the sandbox that localise a failure: does the code pass once its list input is
 * sorted, and which one-token variant of it (mutants.ts) passes the failing input and the
 * examples; Java and C++ variants many to a program (variants.ts), one compile each.
 */
import { starterCode } from '@codecoach/judge';
import {
  type CauseContext,
  type Mutant,
  mutants,
  nameCauses,
  usesSortOrTree,
  type VariantTarget,
  variantProgram,
} from '@codecoach/tutor';
import { parseBounds, validArgs } from './bounds.ts';
import type { CodeContext, FactsDeps } from './facts.ts';
import type { MutationFocus } from './localise.ts';

/**
 * Variants tried at most, and for how long at most (the judge's two slots in parallel). They stop
 * too at `budgetEnd`, when Explain has spent EXPLAIN_BUDGET_MS (failure-facts.ts) since it started.
 */
export const MUTANTS_MAX = 60;
export const MUTANTS_BUDGET_MS = 2000;
/** About what a Java or C++ variant's compile and run take here. */
const COMPILE_MS = 700;
/** Each variant's time cap per test: the inputs are the small failing one and the examples. */
const MUTANT_TEST_MS = 100;

/**
 * Experiments in the sandbox that localise a wrong answer: does the code pass once its list input
 * is sorted (it assumes an order), and which one-token variant of it passes the minimised failing
 * input and the examples (mutants.ts; JavaScript and Python, where a variant costs no compile).
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
