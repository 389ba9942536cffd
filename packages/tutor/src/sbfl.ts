/**
 * The most suspicious line of a failing program, from three kinds of evidence combined:
 *
 * - the spectrum (spectrum-based fault localisation): which lines ran in the failing and in the
 *   passing tests (coverage.ts), scored with Ochiai, `ef / sqrt(F * (ef + ep))` (Abreu et al.,
 *   "On the accuracy of spectrum-based fault localization", 2007): a line run by every failing
 *   test and few passing ones is suspicious;
 * - mutation (mutation-based fault localisation, as MUSE and Metallaxis use it): a one-token
 *   variant at a line that turns the failing input and the examples into passes (the server's
 *   experiments.ts);
 * - the crash site of a runtime error and the lines the code's reading points at (causes.ts).
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
  /** The line a runtime error was raised at. */
  crash?: number;
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
 * What each kind of evidence adds to a line's Ochiai score (0..1). A repairing variant decides; the
 * crash site nearly does; the code's reading (heuristics) only breaks near ties.
 */
const WEIGHT = { repair: 1, crash: 0.45, read: 0.08 } as const;

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

export function rankSuspects(e: Evidence): Array<{ line: number; score: number; ochiai: number }> {
  const spectrum = ochiai(e.spectra, e.probed);
  const candidates = new Set<number>([...e.probed]);
  for (const l of [e.repair, e.crash, ...(e.read ?? [])]) if (l !== undefined) candidates.add(l);
  const code = new Map(e.lines.map((l) => [l.no, l.code]));
  const scored = [...candidates]
    .filter((line) => (code.get(line) ?? '').trim() !== '')
    .map((line) => {
      const o = spectrum.get(line) ?? 0;
      let score = o + lineWeight(code.get(line) ?? '');
      if (line === e.repair) score += WEIGHT.repair;
      if (line === e.crash) score += WEIGHT.crash;
      const r = e.read?.indexOf(line) ?? -1;
      if (r >= 0) score += WEIGHT.read / (1 + r);
      return { line, score, ochiai: o };
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
    evidence.push('a one-token change on this line makes the failing input and the examples pass');
  if (top.line === e.crash) evidence.push('the error was raised here');
  if (e.read?.includes(top.line)) evidence.push('reading the code points here');
  if (e.spectra.length > 1 && failing > 0 && top.ochiai > 0)
    evidence.push(
      `it ran in ${failing === 1 ? 'the failing test' : `all ${failing} failing tests`} and in fewer of the ${e.spectra.length - failing} passing ones than most lines (Ochiai ${top.ochiai.toFixed(2)})`,
    );
  const gap = second ? top.score - second.score : top.score;
  const sure: Sureness =
    top.line === e.repair ? 'high' : top.line === e.crash || gap >= 0.15 ? 'medium' : 'low';
  const total = ranked.slice(0, 5).reduce((n, r) => n + Math.max(0, r.score), 0);
  const confidence = total > 0 ? Math.min(1, Math.max(0, top.score) / total) : 0;
  if (evidence.length === 0)
    evidence.push('no test tells the lines apart: this is the likeliest by what it does');
  return { line: top.line, confidence: Number(confidence.toFixed(2)), sure, evidence };
}
