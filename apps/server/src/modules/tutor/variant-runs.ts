/**
 * The learner's code and its one-token variants (mutants.ts) run on the same checks, many to a
 * program (variants.ts, script-variants.ts): two programs at a time, one per judge slot, each
 * costing one compile (Java, C++) or one interpreter start (Python, JavaScript) for all its
 * variants. What every variant answered on every check is kept: a repair is a variant that passes
 * them all, and the answers that changed score each line (Metallaxis, metallaxis.ts).
 */
import { starterCode } from '@codecoach/judge';
import {
  type CheckResult,
  type Mutant,
  type ScriptLimits,
  VARIANT_CALL_MS,
  type VariantTarget,
  variantProgram,
} from '@codecoach/tutor';
import type { CodeContext, FactsDeps } from './facts.ts';

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

/** About what a Java or C++ variant program's compile and run take here. */
export const COMPILE_MS = 700;
/** Each check's time cap in the judge (a Python or JavaScript call is cut sooner, in the process). */
export const MUTANT_TEST_MS = 100;
/** A Python or JavaScript run's start, its answers' transfer and checking, kept out of its budget. */
const SCRIPT_OVERHEAD_MS = 350;

export interface VariantRun {
  mutant: Mutant;
  /** Its result on each check (undefined: not known). */
  results: Array<CheckResult | undefined>;
  /** It passed every check (undefined: not known). */
  passed: boolean | undefined;
}

export interface VariantRuns {
  /** The learner's code on the same checks, from the same program (what the variants change). */
  original?: Array<CheckResult | undefined>;
  /** The variants run, in `queue`'s order. */
  runs: VariantRun[];
}

/** The code itself, run as the first variant of the first program: its answers are the baseline. */
const ORIGINAL = Symbol('original');
type Slot = Mutant | typeof ORIGINAL;

/**
 * The programs run side by side (one per judge slot). Java and C++: the variants that may not
 * type-check (mutants.ts `mayNotCompile`: a type widened, two names exchanged, a Java statement
 * deleted, the empty input's guard, a step from the reference) go in a program of their own, so
 * that a compile error among them costs the code and the other variants nothing (it cost the
 * whole batch a second compile, past the time: decision 022, Round 4), and the targeted ones
 * (the guard, the reference's steps) in a third when there are blind ones too: they repair most
 * often, and one blind variant that does not compile would cost them their run (a second compile
 * seldom fits in the time). Otherwise halves.
 */
function split(pending: readonly Slot[], compiled: boolean): Slot[][] {
  const unsure = (m: Slot) => m !== ORIGINAL && m.mayNotCompile === true;
  const risky = compiled ? pending.filter(unsure) : [];
  if (risky.length > 0 && risky.length < pending.length) {
    const targeted = risky.filter((m) => m !== ORIGINAL && m.targeted === true);
    const blind = risky.filter((m) => m === ORIGINAL || m.targeted !== true);
    const sure = pending.filter((m) => !unsure(m));
    return targeted.length > 0 && blind.length > 0 ? [sure, targeted, blind] : [sure, risky];
  }
  const half = Math.ceil(pending.length / 2);
  return [pending.slice(0, half), pending.slice(half)].filter((g) => g.length > 0);
}

/**
 * Runs the variants of `queue` in programs of many until they are all run or `deadline` comes,
 * taking from `queue` what it ran; a variant its run ended in counts as failed, the ones after it
 * go again. `withOriginal: false` leaves the code itself out (a time limit: it would only loop,
 * and in Java or C++ end its program's run). What a program cannot hold (a shape the wrapper cannot compile) is left in `queue`,
 * to be tried one by one.
 */
export async function runVariants(
  deps: FactsDeps,
  c: CodeContext,
  queue: Mutant[],
  checks: Array<{ input: unknown[]; expected: unknown }>,
  deadline: number,
  withOriginal = true,
): Promise<VariantRuns> {
  const target = variantTarget(c);
  const compiled = c.language === 'java' || c.language === 'cpp';
  const rank = new Map(queue.map((m, i) => [m, i]));
  const first: Slot[] = withOriginal ? [ORIGINAL] : [];
  let pending: Slot[] = [...first, ...queue.splice(0)];
  const out: VariantRuns = { runs: [] };
  const margin = compiled ? COMPILE_MS : SCRIPT_OVERHEAD_MS;
  while (pending.length > 0 && performance.now() < deadline - margin) {
    const groups = split(pending, compiled);
    // Past its budget a program answers every call at once (not known): its run ends by the
    // deadline with what it learnt (a compiled one's budget counts from its first call).
    const limits: ScriptLimits = {
      callMs: VARIANT_CALL_MS,
      budgetMs: Math.max(50, deadline - performance.now() - SCRIPT_OVERHEAD_MS - (compiled ? COMPILE_MS : 0)),
    };
    const runs = await Promise.all(
      groups.map(async (group) => {
        const codes = group.map((m) => (m === ORIGINAL ? c.code : m.code));
        const program = variantProgram(c.language, codes, checks.length, target, limits);
        if (!program) return { group, compiled: false as const };
        const r = await deps.sandbox
          .variants(c.judgeProblem, c.language, program, group.length, checks, MUTANT_TEST_MS)
          // Past Explain's hard deadline: nothing known of these variants; none is tried again.
          .catch(() => ({ compiled: true, outcomes: group.map(() => false), results: undefined }));
        return { group, ...r };
      }),
    );
    pending = [];
    for (const r of runs) {
      if (!r.compiled) {
        // The variants that do not type-check are dropped; the others go again without them.
        // No error placed in a variant: one by one, as for a program this cannot wrap.
        const broken = 'broken' in r ? r.broken : undefined;
        if (broken?.size) pending.push(...r.group.filter((_, i) => !broken.has(i)));
        else queue.push(...r.group.filter((m): m is Mutant => m !== ORIGINAL));
        continue;
      }
      const stopped = r.outcomes.indexOf(undefined);
      r.group.forEach((m, i) => {
        if (stopped >= 0 && i > stopped) return;
        const results = r.results?.[i] ?? checks.map(() => undefined);
        if (m === ORIGINAL) out.original = results;
        else out.runs.push({ mutant: m, results, passed: r.outcomes[i] });
      });
      // The variant the run ended in counts as failed; the ones after it go again.
      if (stopped >= 0) pending.push(...r.group.slice(stopped + 1));
    }
  }
  queue.push(...pending.filter((m): m is Mutant => m !== ORIGINAL));
  out.runs.sort((a, b) => (rank.get(a.mutant) ?? 0) - (rank.get(b.mutant) ?? 0));
  return out;
}
