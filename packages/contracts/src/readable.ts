import type { Signature } from './signature.ts';

/**
 * Parses an example's readable input, `nums = [2,7,11,15], target = 9`, into its argument values,
 * so the build can prove that the text a learner reads says the same as the `args` the judge runs.
 */

/** Index just past the JSON value that starts at `start` (strings, nesting), or -1. */
function jsonValueEnd(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      if (i >= text.length) return -1;
    } else if (c === '[' || c === '{') {
      depth++;
    } else if (c === ']' || c === '}') {
      depth--;
      if (depth < 0) return -1;
    } else if (c === ',' && depth === 0) {
      return i;
    }
    i++;
  }
  return depth === 0 ? i : -1;
}

export type ReadableParse = { ok: true; values: unknown[] } | { ok: false; error: string };

export function parseReadableInput(signature: Signature, text: string): ReadableParse {
  const values: unknown[] = [];
  let pos = 0;
  for (const [index, param] of signature.params.entries()) {
    const head = new RegExp(`^\\s*${param.name}\\s*=\\s*`).exec(text.slice(pos));
    if (head === null) {
      return { ok: false, error: `expected "${param.name} = ..." as argument ${index + 1}` };
    }
    pos += head[0].length;
    const end = jsonValueEnd(text, pos);
    if (end < 0) return { ok: false, error: `the value of ${param.name} is not balanced JSON` };
    const raw = text.slice(pos, end).trim();
    try {
      values.push(JSON.parse(raw));
    } catch {
      return { ok: false, error: `the value of ${param.name} is not JSON: ${raw}` };
    }
    pos = end;
    if (index < signature.params.length - 1) {
      if (text[pos] !== ',') return { ok: false, error: `expected "," after ${param.name}` };
      pos++;
    }
  }
  if (text.slice(pos).trim() !== '') return { ok: false, error: `unexpected text after the last argument` };
  return { ok: true, values };
}

/** The readable form of a list of arguments, as LeetCode shows it. */
export function formatReadableInput(signature: Signature, args: readonly unknown[]): string {
  return signature.params.map((p, i) => `${p.name} = ${JSON.stringify(args[i])}`).join(', ');
}
