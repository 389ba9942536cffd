/**
 * Candidate shrinks of a failing input, largest reductions first: remove halves, quarters and
 * eighths of an array or string argument (delta debugging's chunks), single elements once it is
 * short, then smaller numbers (halved towards 0). Each candidate is one step from `args`;
 * minimise.ts keeps the smallest that still fails and repeats. Trees are not shrunk (a level-order
 * array cut anywhere changes which node is whose child).
 */
import type { Signature } from '@codecoach/contracts';

export const size = (args: unknown[]): number => JSON.stringify(args).length;

/** Whether every element is itself a list longer than `longerThan`. */
function isListOfLists(v: readonly unknown[], longerThan: number): v is unknown[][] {
  return v.every((x) => Array.isArray(x) && x.length > longerThan);
}

function withArg(args: unknown[], i: number, v: unknown): unknown[] {
  const out = [...args];
  out[i] = v;
  return out;
}

function chunksRemoved<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (const parts of [2, 4, 8]) {
    const len = Math.ceil(xs.length / parts);
    if (len < 1 || (parts > 2 && len < 2 && xs.length > 8)) continue;
    for (let p = 0; p < parts; p++) {
      const cut = [...xs.slice(0, p * len), ...xs.slice((p + 1) * len)];
      if (cut.length < xs.length) out.push(cut);
    }
  }
  if (xs.length <= 8) for (let i = 0; i < xs.length; i++) out.push([...xs.slice(0, i), ...xs.slice(i + 1)]);
  return out;
}

const halve = (v: number) => (Math.abs(v) <= 1 ? 0 : Math.trunc(v / 2));

export function shrinkCandidates(signature: Signature, args: unknown[]): unknown[][] {
  const out: unknown[][] = [];
  for (const [i, p] of signature.params.entries()) {
    const v = args[i];
    if (p.type === 'TreeNode') continue;
    if (Array.isArray(v)) {
      for (const c of chunksRemoved(v)) out.push(withArg(args, i, c));
      if (v.some((x) => typeof x === 'number' && Math.abs(x) > 1))
        out.push(
          withArg(
            args,
            i,
            v.map((x) => (typeof x === 'number' ? halve(x) : x)),
          ),
        );
      // A grid or a list of lists: shrink each inner list too.
      if (v.length > 0 && p.type !== 'int[][]' && isListOfLists(v, 1))
        out.push(
          withArg(
            args,
            i,
            v.map((x) => x.slice(0, Math.ceil(x.length / 2))),
          ),
        );
      if (p.type.endsWith('[][]') && v.length > 0 && isListOfLists(v, 2)) {
        const rows = v;
        const half = Math.ceil((rows[0]?.length ?? 0) / 2);
        out.push(
          withArg(
            args,
            i,
            rows.map((r) => r.slice(0, half)),
          ),
        );
      }
    } else if (typeof v === 'string') {
      for (const c of chunksRemoved([...v])) out.push(withArg(args, i, c.join('')));
    } else if (typeof v === 'number' && Number.isInteger(v) && v !== 0) {
      out.push(withArg(args, i, halve(v)));
      if (Math.abs(v) > 1) out.push(withArg(args, i, v - Math.sign(v)));
    }
  }
  const seen = new Set<string>();
  const original = size(args);
  return out.filter((c) => {
    const k = JSON.stringify(c);
    if (seen.has(k) || k.length > original) return false;
    seen.add(k);
    return true;
  });
}
