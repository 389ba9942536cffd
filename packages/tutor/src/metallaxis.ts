/**
 * Mutation-based fault localisation: every one-token variant of the learner's code (mutants.ts)
 * run on the failing checks and the passing ones, each line scored by how its variants change
 * the tests' outcomes.
 *
 * - Metallaxis-FL (Papadakis and Le Traon, "Metallaxis-FL: mutation-based fault localization",
 *   STVR 2015): a test kills a variant when the variant's answer differs from the original's on
 *   it; a variant is scored with Ochiai over its killers, `kf / sqrt(F * (kf + kp))`, and a line
 *   by its best variant. A variant that changes the failing answers and leaves the passing ones
 *   alone sits where the failure is decided; one that changes every answer (a crash, a loop, a
 *   declaration every test needs) does not.
 * - MUSE (Moon et al., "Ask the mutants: mutating faulty programs for fault localization",
 *   ICST 2014): a variant that turns failing checks into passes points at the faulty line, one that
 *   turns passing checks into failures points away; a line is scored by the mean over its variants
 *   of `f2p / F2P - alpha * p2f / P2F`, normalised here to 0..1 over the program's lines.
 *
 * Lines that every test runs (declarations, initial values, loop bounds) tie under Ochiai; their
 * variants do not change the same tests, which is what tells them apart.
 */
import type { CheckResult } from './variants.ts';

export interface MutantRun {
  /** The line the variant changed. */
  line: number;
  /** Its result on each check, in the checks' order (undefined: not known). */
  results: ReadonlyArray<CheckResult | undefined>;
}

export interface MutationScores {
  /** Metallaxis-FL per line with at least one variant scored, 0..1. */
  metallaxis: Map<number, number>;
  /** MUSE per line, 0..1 (0.5: its variants turned nothing either way). */
  muse: Map<number, number>;
  /** Failing and passing checks the scores were computed over. */
  failing: number;
  passing: number;
}

/** Ochiai over the checks that kill a variant (its answer differs from the original's). */
export function metallaxisScore(kf: number, kp: number, failing: number): number {
  return kf === 0 || failing === 0 ? 0 : kf / Math.sqrt(failing * (kf + kp));
}

interface Counts {
  line: number;
  kf: number;
  kp: number;
  f2p: number;
  p2f: number;
}

/** What one variant did to the checks the original's results are known on. */
function counts(original: ReadonlyArray<CheckResult | undefined>, m: MutantRun): Counts | undefined {
  const c: Counts = { line: m.line, kf: 0, kp: 0, f2p: 0, p2f: 0 };
  let failingSeen = 0;
  original.forEach((o, j) => {
    const r = m.results[j];
    if (!o || !r) return;
    if (!o.passed) failingSeen++;
    if (r.output === o.output) return;
    if (o.passed) {
      c.kp++;
      if (!r.passed) c.p2f++;
    } else {
      c.kf++;
      if (r.passed) c.f2p++;
    }
  });
  // A variant never seen on a failing check says nothing about the failure.
  return failingSeen > 0 ? c : undefined;
}

/** Each line's mutation scores, from the original's results and its variants' on the same checks. */
export function mutationScores(
  original: ReadonlyArray<CheckResult | undefined>,
  runs: readonly MutantRun[],
): MutationScores {
  const failing = original.filter((o) => o && !o.passed).length;
  const passing = original.filter((o) => o?.passed).length;
  const all = runs.map((m) => counts(original, m)).filter((c): c is Counts => c !== undefined);
  const metallaxis = new Map<number, number>();
  for (const c of all) {
    const s = metallaxisScore(c.kf, c.kp, failing);
    metallaxis.set(c.line, Math.max(metallaxis.get(c.line) ?? 0, s));
  }
  return { metallaxis, muse: museScores(all), failing, passing };
}

/** MUSE's per-line mean of `f2p / F2P - alpha * p2f / P2F`, mapped to 0..1 over the lines. */
function museScores(all: readonly Counts[]): Map<number, number> {
  const f2pAll = all.reduce((n, c) => n + c.f2p, 0);
  const p2fAll = all.reduce((n, c) => n + c.p2f, 0);
  // alpha weighs the two terms so that they count alike over the whole program (MUSE's definition).
  const alpha = f2pAll > 0 && p2fAll > 0 ? f2pAll / p2fAll : 1;
  const byLine = new Map<number, number[]>();
  for (const c of all) {
    const v = (f2pAll > 0 ? c.f2p / f2pAll : 0) - (p2fAll > 0 ? (alpha * c.p2f) / p2fAll : 0);
    byLine.set(c.line, [...(byLine.get(c.line) ?? []), v]);
  }
  const raw = new Map([...byLine].map(([line, vs]) => [line, vs.reduce((a, b) => a + b, 0) / vs.length]));
  const top = Math.max(0, ...[...raw.values()].map(Math.abs));
  return new Map([...raw].map(([line, v]) => [line, top > 0 ? 0.5 + v / (2 * top) : 0.5]));
}
