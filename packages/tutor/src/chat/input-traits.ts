/**
 * What is special about a failing input, read from its values against the signature and the
 * constraints' bounds: an empty or one-element array, every value negative, all values equal,
 * repeated values, a value at the smallest or largest the constraints allow, two equal numbers, a
 * one-character string, a 1 x 1 grid. The chat says it beside the input: the learner sees which
 * case the code does not handle before reading any line.
 */
import type { Signature } from '@codecoach/contracts';
import { readBounds } from './edge-cases.ts';

const big = (v: number) => (Math.abs(v) >= 10_000 ? v.toLocaleString('en-US') : String(v));

function arrayTraits(name: string, a: unknown[], kind: 'array' | 'list'): string[] {
  const out: string[] = [];
  if (a.length === 0) return [kind === 'list' ? 'the list is empty' : `\`${name}\` is empty`];
  if (a.length === 1) out.push(kind === 'list' ? 'the list has one node' : `\`${name}\` has one element`);
  const nums = a.filter((x): x is number => typeof x === 'number');
  if (nums.length === a.length) {
    if (nums.every((x) => x < 0)) out.push(`every value of \`${name}\` is negative`);
    else if (nums.some((x) => x < 0)) out.push(`\`${name}\` mixes negative and non-negative values`);
    if (a.length > 1 && nums.every((x) => x === nums[0])) out.push(`all values of \`${name}\` are equal`);
    else if (new Set(nums).size < nums.length) out.push(`\`${name}\` has repeated values`);
    if (a.length > 2 && nums.every((x, i) => i === 0 || x < (nums[i - 1] ?? 0)))
      out.push(`\`${name}\` is in decreasing order`);
  }
  return out;
}

export function inputTraits(
  signature: Signature,
  input: readonly unknown[],
  constraints: readonly string[],
): string[] {
  const bounds = readBounds(constraints);
  const out: string[] = [];
  const ints: Array<[string, number]> = [];
  for (const [i, p] of signature.params.entries()) {
    const v = input[i];
    if (p.type === 'ListNode' && Array.isArray(v)) out.push(...arrayTraits(p.name, v, 'list'));
    else if (p.type === 'TreeNode' && Array.isArray(v)) {
      if (v.length === 0 || v[0] === null) out.push('the tree is empty');
      else if (v.filter((x) => x !== null).length === 1) out.push('the tree is a single node');
    } else if (/\[\]\[\]|list<list</.test(p.type) && Array.isArray(v)) {
      const rows = v.length;
      const cols = Array.isArray(v[0]) ? v[0].length : 0;
      if (rows === 1 && cols === 1) out.push(`\`${p.name}\` is a single cell`);
      else if (rows === 1) out.push(`\`${p.name}\` has one row`);
      else if (cols === 1) out.push(`\`${p.name}\` has one column`);
    } else if (Array.isArray(v)) out.push(...arrayTraits(p.name, v, 'array'));
    else if (typeof v === 'string') {
      if (v.length === 0) out.push(`\`${p.name}\` is the empty string`);
      else if (v.length === 1) out.push(`\`${p.name}\` is one character`);
      else if ([...v].every((ch) => ch === v[0])) out.push(`\`${p.name}\` repeats one character`);
    } else if (typeof v === 'number') {
      const b = bounds.get(p.name);
      if (b?.min !== undefined && v === b.min)
        out.push(`\`${p.name}\` = ${big(v)}, the smallest the constraints allow`);
      else if (b?.max !== undefined && v === b.max)
        out.push(`\`${p.name}\` = ${big(v)}, the largest the constraints allow`);
      else if (v === 0) out.push(`\`${p.name}\` is 0`);
      else if (v < 0) out.push(`\`${p.name}\` is negative`);
      ints.push([p.name, v]);
    }
  }
  for (let i = 0; i < ints.length; i++)
    for (let j = i + 1; j < ints.length; j++)
      if (ints[i]?.[1] === ints[j]?.[1]) out.push(`\`${ints[i]?.[0]}\` and \`${ints[j]?.[0]}\` are equal`);
  return out.slice(0, 4);
}
