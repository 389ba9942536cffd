/**
 * What a shrunk input must keep satisfying, read from the problem's constraints (there is no
 * validator program in content/): `2 <= nums.length <= 10^5`, `-10^9 <= nums[i] <= 10^9`,
 * `1 <= s.length`, `0 <= n <= 45`. Lines it cannot read are not checked here; problems whose
 * constraints state a precondition ("exactly one answer") also need the brute force to agree
 * (minimise.ts).
 */
import { argsError, type Signature } from '@codecoach/contracts';

export interface Bound {
  min?: number;
  max?: number;
}
/** Keyed by `name`, `name.length`, `name[i]`, `name[i].length`, `name[i][j]`. */
export type Bounds = Map<string, Bound>;

function value(expr: string): number | undefined {
  const e = expr.replace(/\s+/g, '').replace(/[−–]/g, '-');
  const m = e.match(/^(-?)(?:(\d+(?:\.\d+)?)\*)?(\d+(?:\.\d+)?)(?:\^(\d+))?([+-]\d+)?$/);
  if (!m) return undefined;
  const base = Number(m[3]);
  const pow = m[4] !== undefined ? base ** Number(m[4]) : base;
  const v =
    (m[2] !== undefined ? Number(m[2]) : 1) * pow * (m[1] === '-' ? -1 : 1) + (m[5] ? Number(m[5]) : 0);
  return Number.isFinite(v) ? v : undefined;
}

function key(subject: string): string | undefined {
  const s = subject.replace(/\s+/g, '');
  const len = s.match(/^len\((\w+)\)$/);
  if (len) return `${len[1]}.length`;
  if (/^\w+(\.length|\[i\](\.length|\[j\])?)?$/.test(s)) return s;
  return undefined;
}

export function parseBounds(constraints: readonly string[]): Bounds {
  const out: Bounds = new Map();
  const put = (k: string | undefined, b: Bound) => {
    if (!k) return;
    out.set(k, { ...out.get(k), ...b });
  };
  for (const raw of constraints) {
    const c = raw.replace(/`/g, '').replace(/≤/g, '<=').replace(/\.$/, '');
    const parts = c.split(/\s*(<=|<)\s*/);
    if (parts.length === 5) {
      // The length is checked, so the defaults never apply: they only type the parts as strings.
      const [a = '', op1 = '', x = '', op2 = '', b = ''] = parts;
      const lo = value(a);
      const hi = value(b);
      for (const subject of x.split(/\s*,\s*/)) {
        const k = key(subject);
        put(k, {
          ...(lo !== undefined ? { min: op1 === '<' ? lo + 1 : lo } : {}),
          ...(hi !== undefined ? { max: op2 === '<' ? hi - 1 : hi } : {}),
        });
      }
    } else if (parts.length === 3) {
      const [a = '', op = '', b = ''] = parts;
      const lo = value(a);
      const hi = value(b);
      if (lo !== undefined && key(b)) put(key(b), { min: op === '<' ? lo + 1 : lo });
      else if (hi !== undefined && key(a)) put(key(a), { max: op === '<' ? hi - 1 : hi });
    }
  }
  return out;
}

/** Words in a constraint that state a precondition no bound can check. */
export const PRECONDITION =
  /exactly one|guaranteed|unique (answer|solution)|valid answer|always exists|at least one (answer|solution|valid)|is sorted|sorted in|distinct|no (two|duplicate)|acyclic|connected|permutation/i;

function within(v: number, b: Bound | undefined): boolean {
  return !b || ((b.min === undefined || v >= b.min) && (b.max === undefined || v <= b.max));
}

/** Whether the arguments satisfy the signature's types and every readable bound. */
export function validArgs(signature: Signature, args: unknown[], bounds: Bounds): boolean {
  if (argsError(signature, args) !== null) return false;
  for (const [i, p] of signature.params.entries()) {
    const v = args[i];
    const n = p.name;
    if (typeof v === 'number' && !within(v, bounds.get(n))) return false;
    if (typeof v === 'string' && !within(v.length, bounds.get(`${n}.length`))) return false;
    if (Array.isArray(v)) {
      if (!within(v.length, bounds.get(`${n}.length`))) return false;
      for (const x of v) {
        if (typeof x === 'number' && !within(x, bounds.get(`${n}[i]`))) return false;
        if ((typeof x === 'string' || Array.isArray(x)) && !within(x.length, bounds.get(`${n}[i].length`)))
          return false;
        if (Array.isArray(x))
          for (const y of x) if (typeof y === 'number' && !within(y, bounds.get(`${n}[i][j]`))) return false;
      }
    }
  }
  return true;
}
