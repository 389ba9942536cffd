/**
 * Minimises a failing input: repeatedly tries the shrinks of shrink.ts, keeps those the problem
 * allows (types + bounds.ts; the problem's validator where it has one; with a stated
 * precondition, the brute force must agree with the reference on it), runs them through the reference and then the learner's code in the sandbox
 * (one batch each per round), and moves to the smallest on which the learner's code still fails
 * the same way. Stops when nothing smaller fails (then, and only then, the input is called
 * minimised), after MAX_ROUNDS or past the time budget (then it is only shrunk).
 */
import type { Signature, Verdict } from '@codecoach/contracts';
import { type Bounds, validArgs } from './bounds.ts';
import { shrinkCandidates, size } from './shrink.ts';

export const MAX_ROUNDS = 12;
export const MAX_CANDIDATES = 16;
export const BUDGET_MS = 3000;

export interface LearnerOutcome {
  verdict: Verdict;
  actual?: unknown;
  error?: { type: string; message: string; line?: number };
}

/** Sandbox runs, batched: each returns one entry per input, in order. */
export interface Oracle {
  /** The reference's answers; `undefined` where it could not answer (the input is outside what it handles). */
  reference(inputs: unknown[][]): Promise<Array<unknown | undefined>>;
  /** Whether the brute force agrees with each answer (only for problems with a precondition). */
  brute?(inputs: unknown[][], answers: unknown[]): Promise<boolean[]>;
  /** Whether the problem's validator accepts each input (validator.py; problems that have one). */
  valid?(inputs: unknown[][]): Promise<boolean[]>;
  learner(inputs: unknown[][], expected: unknown[]): Promise<LearnerOutcome[]>;
}

export interface Minimised {
  input: unknown[];
  expected: unknown;
  outcome: LearnerOutcome;
  /** Shrunk, and no smaller candidate still fails (a local minimum); false when it was not shrunk, or the rounds or the time ran out first. */
  minimised: boolean;
  originalSize: number;
  size: number;
  rounds: number;
}

const weight = (args: unknown[]): number =>
  JSON.stringify(args)
    .match(/-?\d+/g)
    ?.reduce((s, n) => s + Math.abs(Number(n)), 0) ?? 0;

const smaller = (a: unknown[], b: unknown[]) =>
  size(a) < size(b) || (size(a) === size(b) && weight(a) < weight(b));

export async function minimise(
  signature: Signature,
  bounds: Bounds,
  start: { input: unknown[]; expected: unknown; outcome: LearnerOutcome },
  oracle: Oracle,
  opts: { budgetMs?: number; now?: () => number } = {},
): Promise<Minimised> {
  const now = opts.now ?? (() => performance.now());
  const deadline = now() + (opts.budgetMs ?? BUDGET_MS);
  const originalSize = size(start.input);
  let best = start;
  let rounds = 0;
  // Minimal: no candidate shrink of `best` still fails. Only then is the input called minimised.
  let minimal = false;
  while (rounds < MAX_ROUNDS && now() < deadline) {
    const next = await round(best).catch((e: Error) => {
      // Explain's hard deadline aborted a run: the input found so far, not called minimal.
      if (e.name === 'AbortError') return 'stopped' as const;
      throw e;
    });
    if (next === 'stopped') break;
    if (next === 'minimal') {
      minimal = true;
      break;
    }
    best = next;
  }
  return {
    ...best,
    minimised: minimal && best !== start,
    originalSize,
    size: size(best.input),
    rounds,
  };

  /** One round: the smallest shrink of `from` that still fails the same way, or 'minimal'. */
  async function round(from: typeof start): Promise<typeof start | 'minimal'> {
    rounds++;
    const best = from;
    let cands = shrinkCandidates(signature, best.input)
      .filter((c) => smaller(c, best.input) && validArgs(signature, c, bounds))
      .slice(0, MAX_CANDIDATES);
    // The statement's promises, checked by the problem's own validator: a shrunk input the
    // statement does not allow is never shown (a Two Sum input with no valid pair was, once).
    if (oracle.valid && cands.length > 0) {
      const accepted = await oracle.valid(cands);
      cands = cands.filter((_, i) => accepted[i]);
    }
    if (cands.length === 0) return 'minimal';
    const answers = await oracle.reference(cands);
    let ok = cands.map((c, i) => ({ c, a: answers[i] })).filter((x) => x.a !== undefined);
    if (oracle.brute && ok.length > 0) {
      const agree = await oracle.brute(
        ok.map((x) => x.c),
        ok.map((x) => x.a),
      );
      ok = ok.filter((_, i) => agree[i]);
    }
    if (ok.length === 0) return 'minimal';
    const outcomes = await oracle.learner(
      ok.map((x) => x.c),
      ok.map((x) => x.a),
    );
    const failing = ok
      .map((x, i) => ({ input: x.c, expected: x.a, outcome: outcomes[i] }))
      .filter(
        (x): x is typeof start => x.outcome !== undefined && x.outcome.verdict === start.outcome.verdict,
      );
    if (failing.length === 0) return 'minimal';
    return failing.reduce((a, b) => (smaller(b.input, a.input) ? b : a));
  }
}
