/**
 * Inputs of doubling size for the growth fit, scaled down from the problem's largest hidden test
 * (gen.py takes no size argument, so the largest test is the one input known to be at the top of
 * the constraints): every array or string argument as long as the longest is cut to the same
 * fraction (a grid in both directions, so its cell count follows), an integer-only input is
 * scaled itself. A cut input may break a precondition; only its time is used, never its answer.
 */
import type { Signature } from '@codecoach/contracts';

/**
 * Sizes measured: the largest test and its halves down to 1/512. The run stops at the first
 * size over its time cap (sandbox.ts `timed`), so a slow code is timed on the small sizes it
 * can do, and a fast one on all of them.
 */
export const STEPS = 10;

function lengthOf(v: unknown): number {
  return typeof v === 'string' || Array.isArray(v) ? v.length : 0;
}

function isGrid(v: unknown): v is unknown[][] {
  if (!Array.isArray(v) || v.length < 2) return false;
  const first: unknown = v[0];
  if (!Array.isArray(first)) return false;
  return v.every((r) => Array.isArray(r) && r.length > 2 && r.length === first.length);
}

/** The size `n` of an input: its longest argument (cells for a grid), or its largest integer. */
export function inputSize(args: unknown[]): number {
  let n = 0;
  for (const a of args) n = Math.max(n, isGrid(a) ? a.length * (a[0]?.length ?? 0) : lengthOf(a));
  if (n > 0) return n;
  for (const a of args) if (typeof a === 'number') n = Math.max(n, Math.abs(a));
  return n;
}

function cut(v: unknown, fraction: number, longest: number): unknown {
  if (isGrid(v)) {
    const f = Math.sqrt(fraction);
    return v
      .slice(0, Math.max(1, Math.round(v.length * f)))
      .map((r) => r.slice(0, Math.max(1, Math.round(r.length * f))));
  }
  if ((typeof v === 'string' || Array.isArray(v)) && v.length === longest && longest > 1)
    return v.slice(0, Math.max(1, Math.round(v.length * fraction)));
  return v;
}

export function scaledInputs(
  signature: Signature,
  tests: ReadonlyArray<{ input: unknown[] }>,
): Array<{ n: number; input: unknown[] }> {
  if (signature.params.some((p) => p.type === 'TreeNode') && tests.length === 0) return [];
  const largest = tests.reduce<unknown[] | undefined>(
    (best, t) => (best === undefined || inputSize(t.input) > inputSize(best) ? t.input : best),
    undefined,
  );
  if (!largest) return [];
  const longest = Math.max(...largest.map(lengthOf));
  const out: Array<{ n: number; input: unknown[] }> = [];
  for (let k = STEPS - 1; k >= 0; k--) {
    const fraction = 1 / 2 ** k;
    const input =
      longest > 1
        ? largest.map((a) => cut(a, fraction, longest))
        : largest.map((a) =>
            typeof a === 'number' && Number.isInteger(a) && Math.abs(a) > 1
              ? Math.max(1, Math.round(a * fraction))
              : a,
          );
    const n = inputSize(input);
    if (n > 0 && !out.some((o) => o.n === n)) out.push({ n, input });
  }
  return out;
}
