/**
 * Cases worth testing, derived from the problem's signature (the type of each parameter), its
 * constraints (the smallest and largest sizes and values they allow, what they promise) and its
 * examples (the cases their explanations already point at). No reference solution is involved:
 * these are inputs to try, not answers.
 */
import type { ProblemFacts } from '../engine.ts';
import { INT32_MAX, rangeFacts, statementCaveats } from './problem-facts.ts';

export interface EdgeCase {
  /** "Empty array", "One element". */
  title: string;
  /** Why it matters, with the parameter and the bound it comes from. */
  detail: string;
}

interface Bound {
  min?: number;
  max?: number;
}

/** `10^5`, `2 * 10^4`, `-10^9`, `2^31 - 1`, `100`. */
function value(expr: string): number | undefined {
  const e = expr.replace(/[\s`]+/g, '').replace(/[−–]/g, '-');
  const m = e.match(/^(-?)(?:(\d+(?:\.\d+)?)\*)?(\d+(?:\.\d+)?)(?:\^(\d+))?([+-]\d+)?$/);
  if (!m) return undefined;
  const pow = m[4] !== undefined ? Number(m[3]) ** Number(m[4]) : Number(m[3]);
  const v = (m[2] !== undefined ? Number(m[2]) : 1) * pow * (m[1] === '-' ? -1 : 1) + Number(m[5] ?? 0);
  return Number.isFinite(v) ? v : undefined;
}

/** Bounds read from the constraints, keyed `nums.length`, `nums[i]`, `s.length`, `k`, `nodes`. */
export function readBounds(constraints: readonly string[]): Map<string, Bound> {
  const out = new Map<string, Bound>();
  const put = (k: string, b: Bound) => out.set(k, { ...out.get(k), ...b });
  for (const raw of constraints) {
    const c = raw.replace(/`/g, '').replace(/≤/g, '<=').replace(/\.$/, '');
    const range = c.match(/number of (nodes|elements|vertices|edges)[^[]*\[\s*([^,\]]+),\s*([^\]]+)\]/i);
    if (range) {
      const lo = value(range[2] ?? '');
      const hi = value(range[3] ?? '');
      put((range[1] ?? '').toLowerCase() === 'nodes' ? 'nodes' : 'n', {
        ...(lo !== undefined ? { min: lo } : {}),
        ...(hi !== undefined ? { max: hi } : {}),
      });
      continue;
    }
    const parts = c.split(/\s*(<=|<)\s*/);
    if (parts.length !== 5) continue;
    const [a = '', op1 = '', x = '', op2 = '', b = ''] = parts;
    const lo = value(a);
    const hi = value(b);
    for (const subject of x.split(/\s*,\s*/)) {
      const s = subject.replace(/\s+/g, '').replace(/^len\((\w+)\)$/, '$1.length');
      if (!/^\w+(\.length|\[i\](\.length|\[j\])?)?$/.test(s)) continue;
      put(s, {
        ...(lo !== undefined ? { min: op1 === '<' ? lo + 1 : lo } : {}),
        ...(hi !== undefined ? { max: op2 === '<' ? hi - 1 : hi } : {}),
      });
    }
  }
  return out;
}

const big = (v: number) => (Math.abs(v) >= 10_000 ? v.toLocaleString('en-US') : String(v));

function lengthBound(bounds: Map<string, Bound>, name: string, arrays: number): Bound | undefined {
  return (
    bounds.get(`${name}.length`) ??
    (arrays === 1 ? (bounds.get('n') ?? bounds.get('nodes')) : undefined) ??
    bounds.get(`${name}.size`)
  );
}

function sizeCases(name: string, kind: string, b: Bound | undefined, empty: string): EdgeCase[] {
  const out: EdgeCase[] = [];
  if (b?.min === undefined || b.min <= 0)
    out.push({
      title: `Empty ${kind}`,
      detail: `\`${name} = ${empty}\`${b?.min === 0 ? ' (the constraints allow length 0)' : ' (if the constraints allow it)'}: loops that never run, and reading \`${name}[0]\``,
    });
  const smallest = Math.max(1, b?.min ?? 1);
  out.push({
    title: smallest === 1 ? `One element in \`${name}\`` : `The smallest ${kind}: ${smallest} elements`,
    detail: `the smallest size the constraints allow${b?.min !== undefined ? ` (\`${name}\` length ${b.min})` : ''}: base cases and \`± 1\` bounds`,
  });
  if (b?.max !== undefined && b.max >= 1000)
    out.push({
      title: `The largest ${kind}: ${big(b.max)} elements`,
      detail: `${b.max >= 10 ** 5 ? `an O(n²) loop is about ${(b.max * b.max).toExponential(0)} steps and hits the time limit` : 'nested loops still fit, a third one does not'}`,
    });
  return out;
}

function valueCases(
  name: string,
  b: Bound | undefined,
  duplicatesBanned: boolean,
  sortedGiven: boolean,
): EdgeCase[] {
  const out: EdgeCase[] = [];
  if (!duplicatesBanned)
    out.push({
      title: 'Duplicates',
      detail: `repeated values in \`${name}\`, and all of them equal: counting, "seen" checks and ties`,
    });
  if (b?.min !== undefined && b.min < 0)
    out.push({
      title: 'Negative numbers and zero',
      detail: `\`${name}\` values go down to ${big(b.min)}: a running best started at 0, or a product's sign, goes wrong`,
    });
  if (b?.max !== undefined && Math.max(Math.abs(b.max), Math.abs(b.min ?? 0)) >= 10 ** 9)
    out.push({
      title: 'Values at the limits',
      detail: `\`${name}\` values up to ${big(b.max)}: a sum or product of two overflows a 32-bit \`int\` (use \`long\` in Java and C++)`,
    });
  if (!sortedGiven)
    out.push({
      title: 'Sorted and reverse-sorted input',
      detail: 'the order the code may silently assume, and its opposite',
    });
  return out;
}

export function edgeCases(problem: ProblemFacts): EdgeCase[] {
  const bounds = readBounds(problem.constraints);
  const rules = problem.constraints.join(' ').toLowerCase();
  const duplicatesBanned = /distinct|unique|no duplicates|pairwise different/.test(rules);
  const sortedGiven = /sorted/.test(rules);
  const params = problem.signature.params;
  const arrays = params.filter((p) => /\[\]|list</.test(p.type)).length;
  const out: EdgeCase[] = [];
  for (const p of params) {
    const t = p.type;
    if (t === 'ListNode') {
      out.push(...sizeCases(p.name, 'list', bounds.get('nodes') ?? bounds.get('n'), 'null'));
      out.push({
        title: 'Odd and even lengths',
        detail: 'the middle, pairs and the last node differ between them',
      });
    } else if (t === 'TreeNode') {
      out.push(...sizeCases(p.name, 'tree', bounds.get('nodes') ?? bounds.get('n'), 'null'));
      out.push({
        title: 'A skewed tree',
        detail: 'every node has only a left (or right) child: the height is n, so recursion is n calls deep',
      });
    } else if (/\[\]\[\]|list<list</.test(t)) {
      const rows = lengthBound(bounds, p.name, arrays) ?? bounds.get('m');
      out.push(
        { title: 'A 1 × 1 grid', detail: `\`${p.name}\` with one cell: neighbours all out of bounds` },
        { title: 'One row, and one column', detail: 'a loop over the other dimension never runs' },
      );
      if (rows?.max !== undefined && rows.max >= 100)
        out.push({
          title: `The largest grid: ${big(rows.max)} rows`,
          detail: 'recursion on every cell can run very deep',
        });
    } else if (/\[\]|list</.test(t)) {
      out.push(...sizeCases(p.name, 'array', lengthBound(bounds, p.name, arrays), '[]'));
      if (/int|long|double/.test(t))
        out.push(...valueCases(p.name, bounds.get(`${p.name}[i]`), duplicatesBanned, sortedGiven));
      else if (/string/.test(t))
        out.push({
          title: 'Empty and repeated strings',
          detail: `\`""\` and the same word twice in \`${p.name}\``,
        });
    } else if (t === 'string') {
      const b = bounds.get(`${p.name}.length`);
      out.push(
        ...sizeCases(p.name, 'string', b, '""').map((e) => ({
          ...e,
          title: e.title.replace('element', 'character'),
        })),
      );
      out.push({
        title: 'All the same character',
        detail: `\`${p.name} = "aaaa"\`: windows and counts at their extremes`,
      });
      if (/space|punctuation|printable|ascii|digits|uppercase/.test(rules))
        out.push({
          title: 'Other characters',
          detail: 'spaces, digits, upper case and punctuation, as the constraints allow',
        });
    } else if (t === 'int' || t === 'long' || t === 'double') {
      const b = bounds.get(p.name);
      if (b?.min !== undefined || b?.max !== undefined)
        out.push({
          title: `\`${p.name}\` at its bounds`,
          detail: `${p.name} = ${b.min !== undefined ? big(b.min) : '…'} and ${p.name} = ${b.max !== undefined ? big(b.max) : '…'}${(b.min ?? 0) <= 0 ? ' (zero and negatives included)' : ''}`,
        });
      else out.push({ title: `\`${p.name}\` = 0 and negative`, detail: 'if the constraints allow them' });
    } else if (t === 'boolean') out.push({ title: `\`${p.name}\` true and false`, detail: 'both branches' });
  }
  const statement = problem.statement.toLowerCase();
  const none = problem.statement.match(
    /[^.\n]*\b(if (there is )?no\b|not possible|impossible|return -1|otherwise return)[^.\n]*\./i,
  );
  if (none || /\bno (valid|such)\b/.test(statement))
    out.push({
      title: 'No valid answer',
      detail: none ? `the statement says: "${none[0].trim()}"` : 'an input where the answer does not exist',
    });
  for (const [i, e] of problem.examples.entries())
    if (
      e.explanation &&
      /equal|same|duplicate|empty|negative|only|single|zero|twice|none|no |not /i.test(e.explanation)
    )
      out.push({ title: `As example ${i + 1} shows`, detail: `\`${e.input}\`: ${e.explanation}` });
  const seen = new Set<string>();
  const all = [...problemCases(problem, out), ...out];
  return all.filter((c) => !seen.has(c.title) && seen.add(c.title) !== undefined).slice(0, 10);
}

/**
 * The cases this problem's own text names, before the ones its types imply: what its statement
 * allows in so many words (ties, shared positions, "possibly negative"), and values its
 * constraints allow past 32 bits or below zero that no parameter's bound already showed.
 */
function problemCases(problem: ProblemFacts, typed: readonly EdgeCase[]): EdgeCase[] {
  const out: EdgeCase[] = statementCaveats(problem).map((s) => ({
    title: 'The statement says',
    detail: `"${s.replace(/\.$/, '')}"`,
  }));
  const r = rangeFacts(problem);
  const has = (re: RegExp) => typed.some((c) => re.test(c.title));
  if (r.negative && !has(/negative/i))
    out.push({
      title: 'Negative values',
      detail: `${r.negativeFrom ? `the constraints allow them ("${r.negativeFrom}")` : 'the statement allows them'}: a sign, a running best started at 0, or parsing a leading minus sign goes wrong`,
    });
  if (r.largest !== undefined && r.largest >= 10 ** 9 && !has(/limits/i))
    out.push({
      title: r.largest > INT32_MAX ? 'Values past 32 bits' : 'Values near the 32-bit limit',
      detail: `the constraints allow ${big(r.largest)} ("${r.largestFrom}"): ${r.largest > INT32_MAX ? 'a 32-bit `int` overflows, use 64-bit integers (`long` in Java, `long long` in C++)' : 'a sum or product of two such values overflows a 32-bit `int` (use `long` in Java and C++)'}`,
    });
  // Distinct titles for several caveats: "The statement says" once per sentence.
  return out.map((c, i) =>
    c.title === 'The statement says' && i > 0 ? { ...c, title: `${c.title} (${i + 1})` } : c,
  );
}
