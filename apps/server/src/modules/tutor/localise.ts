/**
 * Names the most suspicious line of a failing program (packages/tutor sbfl.ts): the learner's
 * code, made to report its line coverage (coverage.ts), runs once in the sandbox on the failing
 * input and the problem's smallest tests; the spectra, the repairing variant the experiments
 * found, the crash site and the lines the code's reading named are combined there.
 */
import {
  type Cause,
  coverageProgram,
  coveredLines,
  crashSlice,
  ochiai,
  rankSuspects,
  readLines,
  recursiveCalls,
  type Spectrum,
  type Suspect,
  suspect,
  type VariantTarget,
} from '@codecoach/tutor';
import type { CodeContext, FactsDeps } from './facts.ts';

/** Tests in the coverage run at most: the failing one and the smallest of the others. */
export const SPECTRUM_TESTS = 24;
/** A test bigger than this (JSON characters) is left out: a spectrum needs small runs. */
const SPECTRUM_TEST_CHARS = 4000;
/** Each test's time cap (before the language's multiplier): tracing slows Python several times. */
const SPECTRUM_TEST_MS = 200;

/** The failing input first, then the problem's tests by size, each once. */
export function spectrumTests(
  failing: { input: unknown[]; expected?: unknown } | undefined,
  tests: ReadonlyArray<{ input: unknown[]; expected?: unknown }>,
): Array<{ input: unknown[]; expected: unknown }> {
  const seen = new Set<string>();
  const out: Array<{ input: unknown[]; expected: unknown }> = [];
  const add = (t: { input: unknown[]; expected: unknown }) => {
    const key = JSON.stringify(t.input);
    if (seen.has(key) || key.length > SPECTRUM_TEST_CHARS || out.length >= SPECTRUM_TESTS) return;
    seen.add(key);
    out.push(t);
  };
  if (failing && failing.expected !== undefined) add({ input: failing.input, expected: failing.expected });
  const sized = tests
    .filter((t): t is { input: unknown[]; expected: unknown } => t.expected !== undefined)
    .map((t, i) => ({ t, i, size: JSON.stringify(t.input).length }))
    .filter((x) => x.size <= SPECTRUM_TEST_CHARS)
    // The examples (the first tests) keep their place; the rest come smallest first.
    .sort((a, b) => (a.i < 3 || b.i < 3 ? a.i - b.i : a.size - b.size));
  for (const { t } of sized) add({ input: t.input, expected: t.expected });
  return out;
}

/** Per-test coverage of the learner's code on `tests`, or none when it cannot be measured. */
export async function spectra(
  deps: FactsDeps,
  c: CodeContext,
  target: VariantTarget,
  tests: Array<{ input: unknown[]; expected: unknown }>,
): Promise<{ spectra: Spectrum[]; probed: Set<number> } | undefined> {
  const cp = coverageProgram(c.language, c.code, target);
  if (!cp || tests.length === 0) return undefined;
  const r = await deps.sandbox.everyTest(c.judgeProblem, c.language, cp.program, tests, SPECTRUM_TEST_MS);
  if (r.verdict === 'compilation_error') return undefined;
  const out: Spectrum[] = [];
  for (const t of r.tests) {
    const covered = coveredLines(t.stdout);
    if (covered) out.push({ covered, failed: !t.passed });
  }
  return { spectra: out, probed: cp.probed };
}

/**
 * Lines a time limit points at when nothing ran to show it: the deepest loop first, then a
 * recursive call (a function calling itself), then any loop.
 */
export function slowLines(c: CodeContext): number[] {
  const lines = readLines(c.code, c.language);
  const loops = lines.filter((l) => l.isLoop).sort((a, b) => b.loopDepth - a.loopDepth || a.no - b.no);
  return [...new Set([...loops.slice(0, 1), ...recursiveCalls(lines), ...loops].map((l) => l.no))];
}

/** Where the variants of the learner's code go first, and where none can change a failing test. */
export interface MutationFocus {
  /** Lines by Ochiai, the most suspicious first (only lines a failing test ran). */
  prefer: number[];
  /** Lines some test ran but no failing test did: a variant there leaves every failing test as it is. */
  skip: Set<number>;
}

export function mutationFocus(m: { spectra: Spectrum[]; probed: Set<number> }): MutationFocus {
  const scores = ochiai(m.spectra, m.probed);
  const prefer = [...scores]
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([line]) => line);
  const ranByFailure = new Set(m.spectra.filter((x) => x.failed).flatMap((x) => [...x.covered]));
  const skip = new Set<number>();
  // Without a failing spectrum nothing is known to be out of its way.
  if (m.spectra.some((x) => x.failed))
    for (const x of m.spectra) for (const line of x.covered) if (!ranByFailure.has(line)) skip.add(line);
  return { prefer, skip };
}

export interface LocaliseInput {
  measured?: { spectra: Spectrum[]; probed: Set<number> };
  causes: readonly Cause[];
  repair?: number;
  /** The line a sort of the input goes before, when sorted the failing input and the examples pass. */
  sorted?: number;
  /** Metallaxis per line (the experiments' variants, metallaxis.ts). */
  mutation?: ReadonlyMap<number, number>;
  crash?: number;
  /** Lines to suspect first when no test tells (a time limit: slowLines). */
  extraRead?: readonly number[];
}

/**
 * The most suspicious line, and the line the tests and experiments single out without the code's
 * reading (`independent`): a cause guessed from reading is stated only when it names that line.
 */
export function localise(c: CodeContext, x: LocaliseInput): { suspect?: Suspect; independent?: number } {
  const lines = readLines(c.code, c.language);
  const read = [
    ...x.causes.map((k) => k.line).filter((l): l is number => l !== undefined),
    ...(x.extraRead ?? []),
  ];
  const probed = x.measured?.probed ?? new Set(lines.filter((l) => l.code.trim() !== '').map((l) => l.no));
  const evidence = {
    spectra: x.measured?.spectra ?? [],
    probed,
    ...(x.repair !== undefined ? { repair: x.repair } : {}),
    ...(x.sorted !== undefined ? { sorted: x.sorted } : {}),
    ...(x.mutation ? { mutation: x.mutation } : {}),
    ...(x.crash !== undefined ? { crash: x.crash, slice: crashSlice(c.code, c.language, x.crash) } : {}),
    lines,
  };
  const found = suspect({ ...evidence, read: [...new Set(read)] });
  const alone = rankSuspects(evidence);
  // Only a line that beats the next one on tests and experiments alone singles anything out.
  const independent = alone[0] && (alone[1]?.score ?? -1) < alone[0].score - 0.05 ? alone[0].line : undefined;
  return { ...(found ? { suspect: found } : {}), ...(independent !== undefined ? { independent } : {}) };
}
