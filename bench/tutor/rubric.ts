/**
 * What the chat rubric (issue 24, schema.ts ChatCase) reads in an answer, as pure text functions:
 * the lines it names, the links it gives, the inputs it shows, its code blocks. chatUseful in
 * metrics.ts combines them; the runner (eval-chat.ts) re-runs the inputs in the judge.
 */
import { fencedBlocks, stripInvisible } from './detect.ts';

/** The widest range ("lines 6-10") still taken as naming a line; wider ones point at a block. */
export const MAX_NAMED_RANGE = 5;

/** A range of lines the answer names: `line 7` is [7, 7], `lines 6-8` [6, 8]. */
export type LineRange = readonly [number, number];

const RANGE_WORD = /^(?:-|–|—|to|through|thru)$/i;

/**
 * The lines an answer names: "line 7", "Line 7", "line #7", "L7", "lines 6-8", "lines 6–8",
 * "lines 6 to 8", "lines 6, 7 and 9", "L6-L8". Ranges wider than MAX_NAMED_RANGE lines are left out.
 */
export function namedLineRanges(answer: string): LineRange[] {
  const text = stripInvisible(answer);
  const out: LineRange[] = [];
  const add = (a: number, b: number) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    if (lo >= 1 && hi - lo + 1 <= MAX_NAMED_RANGE) out.push([lo, hi]);
  };
  const sep = String.raw`\s*(?:-|–|—|,|&|\bto\b|\bthrough\b|\bthru\b|\band\b|\bor\b)\s*`;
  const words = new RegExp(String.raw`\blines?\s*(?:#|no\.?\s*)?(\d+)((?:${sep}#?\d+\b)*)`, 'gi');
  for (const m of text.matchAll(words)) {
    let prev = Number(m[1]);
    let pending: number | undefined = prev;
    for (const part of (m[2] ?? '').matchAll(new RegExp(`(${sep})#?(\\d+)`, 'gi'))) {
      const n = Number(part[2]);
      if (RANGE_WORD.test((part[1] ?? '').trim())) {
        add(prev, n);
        pending = undefined;
      } else {
        if (pending !== undefined) add(pending, pending);
        pending = n;
      }
      prev = n;
    }
    if (pending !== undefined) add(pending, pending);
  }
  // "L7", "L6-L8", "L6-8" (capital L only: `l7` is more often a variable than a line).
  for (const m of text.matchAll(/\bL(\d+)(?:\s*[-–—]\s*L?(\d+))?\b/g)) {
    const a = Number(m[1]);
    add(a, m[2] === undefined ? a : Number(m[2]));
  }
  return out;
}

/** Whether the answer names `line`, within `tolerance` lines (a range counts when it reaches that far). */
export function namesLine(answer: string, line: number, tolerance = 1): boolean {
  return namedLineRanges(answer).some(([lo, hi]) => lo - tolerance <= line && line <= hi + tolerance);
}

/** The URL paths the answer links to: markdown link targets, bare paths (`/learn/...`) and the paths of full URLs. */
export function linkedPaths(answer: string): string[] {
  const text = stripInvisible(answer);
  const out: string[] = [];
  const clean = (p: string) => p.replace(/[.,;:!?'"`*_]+$/, '');
  const pathOf = (target: string): string | undefined => {
    if (target.startsWith('/')) return clean(target);
    const full = /^https?:\/\/[^/\s]+(\/[^\s]*)?$/i.exec(target);
    return full ? clean(full[1] ?? '/') : undefined;
  };
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const p = pathOf(m[1] ?? '');
    if (p) out.push(p);
  }
  for (const m of text.matchAll(/https?:\/\/[^\s/)\]>`'"]+(\/[^\s)\]>`'"]*)?/gi))
    out.push(clean(m[1] ?? '/'));
  for (const m of text.matchAll(/(?:^|[\s(`'"<:])(\/[A-Za-z0-9][^\s)\]>`'"]*)/gm))
    out.push(clean(m[1] ?? ''));
  return [...new Set(out)];
}

/** Whether the answer links to a page whose path starts with `prefix`, at a segment boundary (`/learn` is not `/learning`). */
export function linksTo(answer: string, prefix: string): boolean {
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return linkedPaths(answer).some(
    (p) => p === base || (p.startsWith(base) && /^[/?#]/.test(p.slice(base.length))),
  );
}

/** Non-empty lines of the answer's longest fenced code block (0 without one). */
export function longestBlockLines(answer: string): number {
  return Math.max(
    0,
    ...fencedBlocks(stripInvisible(answer)).map((b) => b.split('\n').filter((l) => l.trim() !== '').length),
  );
}

/** The end (exclusive) of the JSON value starting at `start`, or -1: strings, arrays, objects, numbers, literals. */
function jsonEnd(text: string, start: number): number {
  const c = text[start];
  if (c === '"') {
    let i = start + 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    return i < text.length ? i + 1 : -1;
  }
  if (c === '[' || c === '{') {
    let depth = 0;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (ch === '"') {
        i++;
        while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      } else if (ch === '[' || ch === '{') depth++;
      else if (ch === ']' || ch === '}') {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return -1;
  }
  const lit = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)(?!\w)/.exec(text.slice(start));
  return lit ? start + lit[0].length : -1;
}

function jsonAt(text: string, start: number): { value: unknown; end: number } | undefined {
  const end = jsonEnd(text, start);
  if (end < 0) return undefined;
  try {
    return { value: JSON.parse(text.slice(start, end)), end };
  } catch {
    return undefined;
  }
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Most inputs taken from one answer (each is one judge run or two). */
export const MAX_INPUTS = 6;

/**
 * The inputs for a signature that the answer shows: `name = value` assignments of every parameter
 * in order, as formatReadableInput (@codecoach/contracts) writes them (`nums = [2,7], target = 9`,
 * also one per line, in backticks, or joined by "and"), or a fenced code block that holds exactly a
 * JSON array of the arguments (`[[2,7], 9]`). Distinct inputs, in the order they appear.
 */
export function inputsInAnswer(params: readonly string[], answer: string): unknown[][] {
  if (params.length === 0) return [];
  const text = stripInvisible(answer).replace(/`/g, ' ');
  const found: unknown[][] = [];
  const seen = new Set<string>();
  const keep = (values: unknown[]) => {
    const key = JSON.stringify(values);
    if (!seen.has(key) && found.length < MAX_INPUTS) {
      seen.add(key);
      found.push(values);
    }
  };
  const head = (name: string) => new RegExp(String.raw`^(?:[\s,;*]|\band\b)*\b${escapeRe(name)}\s*=\s*`);
  const first = new RegExp(String.raw`(?<![\w.])${escapeRe(params[0] ?? '')}\s*=\s*`, 'g');
  for (const m of text.matchAll(first)) {
    let pos = (m.index ?? 0) + m[0].length;
    const values: unknown[] = [];
    for (const [i, name] of params.entries()) {
      if (i > 0) {
        const h = head(name).exec(text.slice(pos));
        if (!h) break;
        pos += h[0].length;
      }
      const v = jsonAt(text, pos);
      if (!v) break;
      values.push(v.value);
      pos = v.end;
    }
    if (values.length === params.length) keep(values);
  }
  for (const block of fencedBlocks(stripInvisible(answer))) {
    const body = block.trim();
    if (!body.startsWith('[')) continue;
    const v = jsonAt(body, 0);
    if (v && v.end === body.length && Array.isArray(v.value) && v.value.length === params.length)
      keep(v.value);
  }
  return found;
}
