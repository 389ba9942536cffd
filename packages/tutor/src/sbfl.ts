/**
 * The most suspicious line of a failing program, from three kinds of evidence combined:
 *
 * - the spectrum (spectrum-based fault localisation): which lines ran in the failing and in the
 *   passing tests (coverage.ts), scored with Ochiai, `ef / sqrt(F * (ef + ep))` (Abreu et al.,
 *   "On the accuracy of spectrum-based fault localization", 2007): a line run by every failing
 *   test and few passing ones is suspicious;
 * - mutation (mutation-based fault localisation, metallaxis.ts): each line's Metallaxis-FL score,
 *   from how its one-token variants change the failing and the passing checks' answers, as a
 *   tie-break on its Ochiai (spectrumAndMutation); and a variant that turns every check into a
 *   pass, the failing ones included (a repair; the server's experiments.ts);
 * - the crash site of a runtime error and the lines that last set what it read (slice.ts), and the
 *   lines the code's reading points at (causes.ts).
 *
 * Each kind adds to a line's score; the spectrum breaks ties among the rest and the rest among
 * equal spectra, so a line is named whenever the code has one. How sure is stated from what
 * decided it: a repairing variant is sure; a spectrum with a clear leader is likely; a tie is a
 * guess, and says so.
 */
import type { CodeLine } from './code-lines.ts';

export interface Spectrum {
  /** Lines that ran in the test. */
  covered: ReadonlySet<number>;
  failed: boolean;
}

export interface Evidence {
  spectra: readonly Spectrum[];
  /** Lines that can appear in a spectrum (coverage.ts `probed`). */
  probed: ReadonlySet<number>;
  /** A repairing variant's line (mutation). */
  repair?: number;
  /**
   * The line a sort of the input goes before (the body's first), when the code passed the failing
   * input and the examples once they were sorted: a repair, as a variant's is.
   */
  sorted?: number;
  /** Metallaxis-FL per line (metallaxis.ts), for the lines whose variants were run. */
  mutation?: ReadonlyMap<number, number>;
  /** The line a runtime error was raised at. */
  crash?: number;
  /** The lines that last set what the crash line read, nearest first (slice.ts). */
  slice?: readonly number[];
  /** Lines the code's reading names (causes.ts), likeliest first. */
  read?: readonly number[];
  /** The program's lines (code-lines.ts), for the tie-break on what a line does. */
  lines: readonly CodeLine[];
}

export type Sureness = 'high' | 'medium' | 'low';

export interface Suspect {
  line: number;
  /** 0..1: the line's share of the evidence. */
  confidence: number;
  sure: Sureness;
  /** What decided it, in words for the learner. */
  evidence: string[];
}

/** Ochiai of each line over the spectra; lines never run in a failing test score 0. */
export function ochiai(spectra: readonly Spectrum[], probed: ReadonlySet<number>): Map<number, number> {
  const failed = spectra.filter((s) => s.failed).length;
  const out = new Map<number, number>();
  for (const line of probed) {
    let ef = 0;
    let ep = 0;
    for (const s of spectra) {
      if (!s.covered.has(line)) continue;
      if (s.failed) ef++;
      else ep++;
    }
    out.set(line, ef === 0 || failed === 0 ? 0 : ef / Math.sqrt(failed * (ef + ep)));
  }
  return out;
}

/**
 * What each kind of evidence adds to a line's Ochiai score (0..1). A repairing variant decides, and
 * a sort of the input that repairs nearly as much (a variant changes the line it names; the sort
 * only says a step is missing before it); the crash site nearly does; the lines that made the
 * crashing value are candidates after it (the nearest most: where the fix goes, at the crash or
 * where the value was made, only the tests and the variants can tell); the code's reading
 * (heuristics) and Metallaxis only break near ties.
 */
const WEIGHT = { repair: 1, sorted: 0.9, crash: 0.45, slice: 0.3, read: 0.08, mutation: 0.05 } as const;

/**
 * What a line does, as a small tie-break among equal scores: a decision or a computation is
 * likelier to hold a bug than a declaration, a lone return of a name or a closing brace.
 */
function lineWeight(code: string): number {
  const t = code.trim();
  if (t === '' || /^[{}()[\];,]*$/.test(t)) return 0;
  let w = 0.01;
  if (/[<>]=?|[!=]==?|\band\b|\bor\b|&&|\|\|/.test(t)) w += 0.02;
  if (/[-+*/%]|\+\+|--|\bmin\b|\bmax\b|Math\./.test(t)) w += 0.02;
  if (
    /^(else\b|try\b|def\b|function\b|class\b|public\b|private\b|static\b|import\b|#include|using\b)/.test(t)
  )
    w -= 0.01;
  if (/^return\s+\w+\s*;?$/.test(t)) w -= 0.005;
  return w;
}

/**
 * A line's spectrum and mutation evidence as one score: its Ochiai, moved by how far its
 * Metallaxis lies from the mean over the lines whose variants ran (WEIGHT.mutation). A line with
 * no variant keeps its Ochiai (no variant there is no evidence either way). The weight is a
 * tie-break: Metallaxis separates the lines Ochiai ties (those every test runs), but weighted
 * more it named worse lines than Ochiai on the tuning sets (decision 022, "Round 2"), its best
 * variant being as often a line that feeds the fault as the fault's own.
 */
export function spectrumAndMutation(o: number, m: number | undefined, mean: number): number {
  return m === undefined ? o : o + WEIGHT.mutation * (m - mean);
}

export function rankSuspects(
  e: Evidence,
): Array<{ line: number; score: number; ochiai: number; mutation?: number }> {
  const spectrum = ochiai(e.spectra, e.probed);
  const candidates = new Set<number>([...e.probed]);
  for (const l of [
    e.repair,
    e.sorted,
    e.crash,
    ...(e.slice ?? []),
    ...(e.read ?? []),
    ...(e.mutation?.keys() ?? []),
  ])
    if (l !== undefined) candidates.add(l);
  const code = new Map(e.lines.map((l) => [l.no, l.code]));
  const ms = [...(e.mutation?.values() ?? [])];
  const meanMutation = ms.length > 0 ? ms.reduce((a, b) => a + b, 0) / ms.length : 0;
  const scored = [...candidates]
    .filter((line) => (code.get(line) ?? '').trim() !== '')
    .map((line) => {
      const o = spectrum.get(line) ?? 0;
      const m = e.mutation?.get(line);
      let score = spectrumAndMutation(o, m, meanMutation) + lineWeight(code.get(line) ?? '');
      if (line === e.repair) score += WEIGHT.repair;
      if (line === e.sorted) score += WEIGHT.sorted;
      if (line === e.crash) score += WEIGHT.crash;
      const sl = e.slice?.indexOf(line) ?? -1;
      if (sl >= 0) score += WEIGHT.slice / (1 + sl);
      const r = e.read?.indexOf(line) ?? -1;
      if (r >= 0) score += WEIGHT.read / (1 + r);
      return { line, score, ochiai: o, ...(m !== undefined ? { mutation: m } : {}) };
    });
  return scored.sort((a, b) => b.score - a.score || a.line - b.line);
}

/** The most suspicious line with how sure it is, or undefined for code with no line to name. */
export function suspect(e: Evidence): Suspect | undefined {
  const ranked = rankSuspects(e);
  const top = ranked[0];
  if (!top) return undefined;
  const second = ranked[1];
  const failing = e.spectra.filter((s) => s.failed).length;
  const evidence: string[] = [];
  if (top.line === e.repair)
    evidence.push(
      'a small change at this line makes the failing input and the examples pass (tried in the sandbox)',
    );
  if (top.line === e.sorted && top.line !== e.repair)
    evidence.push(
      'sorting the input before this line makes the failing input and the examples pass (tried in the sandbox)',
    );
  if (top.line === e.crash) evidence.push('the error was raised here');
  if (e.slice?.includes(top.line))
    evidence.push('this line last set a value the line that raised the error reads');
  if (e.read?.includes(top.line)) evidence.push('reading the code points here');
  if (top.mutation !== undefined && top.mutation >= 0.9 && top.line !== e.repair)
    evidence.push(
      `changing one token on this line changes the failing answer and few of the passing ones (Metallaxis ${top.mutation.toFixed(2)})`,
    );
  if (e.spectra.length > 1 && failing > 0 && top.ochiai > 0)
    evidence.push(
      `it ran in ${failing === 1 ? 'the failing test' : `all ${failing} failing tests`} and in fewer of the ${e.spectra.length - failing} passing ones than most lines (Ochiai ${top.ochiai.toFixed(2)})`,
    );
  const gap = second ? top.score - second.score : top.score;
  const sure: Sureness =
    top.line === e.repair || top.line === e.sorted
      ? 'high'
      : top.line === e.crash || gap >= 0.15
        ? 'medium'
        : 'low';
  const total = ranked.slice(0, 5).reduce((n, r) => n + Math.max(0, r.score), 0);
  const confidence = total > 0 ? Math.min(1, Math.max(0, top.score) / total) : 0;
  if (evidence.length === 0)
    evidence.push('no test tells the lines apart: this is the likeliest by what it does');
  return { line: top.line, confidence: Number(confidence.toFixed(2)), sure, evidence };
}
