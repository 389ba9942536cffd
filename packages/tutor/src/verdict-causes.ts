/**
 * Causes named from what the verdict itself shows: the exception of a runtime error (its type and
 * line), and the values of a wrong answer (a number past 32 bits, an empty or unsorted input, two
 * answers one apart, the smallest input), each placed on the line of the code that fits it.
 */
import type { Language } from '@codecoach/contracts';
import type { CauseContext } from './causes.ts';
import { type CodeLine, firstLine } from './code-lines.ts';
import type { Cause } from './engine.ts';
import { INT32, isSorted, numbers, offByOne, sizeOf } from './failure-values.ts';
import { stuckCalls } from './recursive-calls.ts';
import { usesSortOrTree } from './signals.ts';

const STACK_OVERFLOW = /Recursion|StackOverflow|call stack|stack overflow/i;

/**
 * Where a runtime error points: the line it was raised on, except for a stack overflow with a
 * recursive call that passes its parameters back unchanged (recursive-calls.ts `stuckCalls`):
 * that call, since the line the stack ran out on is wherever the recursion happened to be.
 */
export function crashSite(
  e: { type?: string; message?: string; line?: number } | undefined,
  lines: readonly CodeLine[],
  language: Language,
): number | undefined {
  if (STACK_OVERFLOW.test(`${e?.type ?? ''} ${e?.message ?? ''}`)) {
    const stuck = stuckCalls(lines, language)[0];
    if (stuck) return stuck.no;
  }
  return e?.line;
}

export function runtimeCause(ctx: CauseContext, lines: CodeLine[]): Cause[] {
  const e = ctx.failure.error;
  const text = `${e?.type ?? ''} ${e?.message ?? ''}`;
  const line = crashSite(e, lines, ctx.language);
  const at = line ? { line } : {};
  const out: Cause[] = [];
  const empty = ctx.failure.test?.input.some((a) => sizeOf(a) === 0);
  if (STACK_OVERFLOW.test(text))
    out.push({
      kind: 'infinite-recursion',
      ...at,
      evidence:
        line !== e?.line
          ? `${e?.type}: this call passes its own parameters back unchanged, so the recursion never reaches its base case`
          : `${e?.type}: the recursion never reaches its base case or goes too deep`,
    });
  else if (
    /IndexError|IndexOutOfBounds|out_of_range|index out of range|index \d+ out of bounds|subscript|SIGSEGV|segmentation/i.test(
      text,
    )
  )
    out.push({
      kind: 'index-out-of-range',
      ...at,
      evidence: `${e?.type}: an index past the end (or before the start) of a list`,
    });
  else if (/NullPointer|NoneType|Cannot read propert|undefined|null/i.test(text))
    out.push({
      kind: 'null-dereference',
      ...at,
      evidence: `${e?.type}: a value read before it exists (empty list, missing node or key)`,
    });
  else out.push({ kind: 'runtime-exception', ...at, evidence: `${e?.type ?? 'an exception'} was raised` });
  if (empty)
    out.push({
      kind: 'empty-input',
      line: line ?? firstLine(lines, /\[0\]|\.get\(0\)|\[-1\]|\.front\(\)|\.back\(\)/),
      evidence: 'the failing input has an empty list or string',
    } as Cause);
  return out;
}

/** A function's header (`int f(int x) {`): never where an overflow is, whatever type it returns. */
const HEADER =
  /^\s*(?:(?:public|private|protected|static|final|inline|virtual)\s+)*[\w:<>,\s*&[\]]+\s+\w+\s*\([^;]*\)\s*(?:const\s*)?\{?\s*$/;

/**
 * Where a 32-bit value is likely to wrap: an `int` that accumulates (`x += ...`, `x = x * ...`),
 * else an `int` given a sum, difference or product, else a bare `a - b`/`a * b` handed on (a push,
 * a return) in a body line. Never a function's header (an overflow was once placed on one).
 */
function accumulatorLine(lines: CodeLine[], language: Language): number | undefined {
  const body = lines.filter((l) => !HEADER.test(l.code));
  for (const l of body) {
    const m = l.code.match(INT_DECLARATION[language] ?? /\bint\s+(\w+)\s*=/);
    if (!m) continue;
    const v = m[1];
    const grows = new RegExp(`\\b${v}\\s*(\\+=|\\*=|=\\s*${v}\\s*[*+])|\\b${v}\\s*=.*\\*`);
    if (body.some((o) => o.no >= l.no && grows.test(o.code))) return l.no;
  }
  return (
    body.find((l) => /\bint\s+\w+\s*=[^;=]*[-+*][^;]*;/.test(l.code))?.no ??
    body.find((l) => /(push_back|add|return)\b.*\w\s*[-*]\s*\w/.test(l.code))?.no
  );
}

/**
 * Where the integer of every day is 32 bits: Java, C++, C and C# (`int`), Rust where an `i32` is
 * declared (its default, but inference may widen an unmarked one). Go's `int` is 64 bits;
 * Python's, Ruby's and JavaScript's numbers do not wrap at 2^31.
 */
const INT_DECLARATION: Partial<Record<Language, RegExp>> = {
  rust: /\blet\s+(?:mut\s+)?(\w+)\s*:\s*i32\s*=/,
};
const WRAPS: ReadonlySet<Language> = new Set<Language>(['java', 'cpp', 'c', 'csharp', 'rust']);
const wraps = (ctx: CauseContext) =>
  WRAPS.has(ctx.language) && (ctx.language !== 'rust' || /:\s*i32\b|\bas\s+i32\b/.test(ctx.code));

function boundaryLine(lines: CodeLine[]): number | undefined {
  return (
    lines.find((l) => l.isLoop && /<=|-\s*1|\+\s*1|range\(\s*1|\.length\s*-|len\([^)]*\)\s*-/.test(l.code))
      ?.no ??
    lines.find(
      (l) => /\[\s*\w+\s*[-+]\s*1\s*\]|<=|>=/.test(l.code) && !/^\s*(def|function|class)/.test(l.code),
    )?.no
  );
}

export function wrongAnswerCauses(ctx: CauseContext, lines: CodeLine[]): Cause[] {
  const t = ctx.failure.test;
  if (!t) return [];
  const out: Cause[] = [];
  const { expected, actual, input } = t;
  const recursive = /\bdp\b|memo|def \w+[\s\S]*\breturn\b[\s\S]*\w+\(/.test(ctx.code);
  if (wraps(ctx) && numbers(expected).some((n) => Math.abs(n) > INT32))
    out.push({
      kind: 'overflow',
      line: accumulatorLine(lines, ctx.language),
      evidence: `the expected answer ${JSON.stringify(expected)} does not fit in a 32-bit int`,
    } as Cause);
  else if (
    wraps(ctx) &&
    ((numbers(actual).some((n) => n < 0) &&
      !numbers(expected).some((n) => n < 0) &&
      numbers(input).some((n) => Math.abs(n) >= 46341)) ||
      // A value near the int limits that the expected answer does not have (INT_MAX + 1 wrapped).
      (numbers(actual).some((n) => Math.abs(n) >= 2 ** 30) &&
        !numbers(expected).some((n) => Math.abs(n) >= 2 ** 30)) ||
      // The input's numbers add up past an int, and an int accumulates them.
      (numbers(input).reduce((s, n) => s + Math.abs(n), 0) > INT32 &&
        (INT_DECLARATION[ctx.language] ?? /\bint\s+\w+\s*=\s*0\b/).test(ctx.code)))
  )
    out.push({
      kind: 'overflow',
      line: accumulatorLine(lines, ctx.language),
      evidence: 'the numbers involved reach past 2^31: an int sum or product wrapped around (use long)',
    } as Cause);
  if (input.some((a) => sizeOf(a) === 0))
    out.push({
      kind: 'empty-input',
      line: firstLine(lines, /\[0\]|\.get\(0\)|\[-1\]|\.front\(\)|\.back\(\)|max\(|min\(/),
      evidence: 'the minimised input has an empty list or string',
    } as Cause);
  const unsortedArg = input.find((a) => !isSorted(a));
  if (
    unsortedArg !== undefined &&
    !usesSortOrTree(ctx.code) &&
    /\bmid\b|\blo\b|\bhi\b|bisect|binary/i.test(ctx.code)
  )
    out.push({
      kind: 'unsorted-assumption',
      line: firstLine(lines, /\bmid\b|\blo\b|\bleft\b|bisect/),
      evidence: 'the input is not sorted, but the code searches it as if it were',
    } as Cause);
  if (offByOne(expected, actual))
    out.push({
      kind: 'off-by-one',
      line: boundaryLine(lines),
      evidence: `expected ${JSON.stringify(expected)} and got ${JSON.stringify(actual)}: one apart, a boundary is off by one`,
    } as Cause);
  const smallest = input.every((a) => (sizeOf(a) ?? (typeof a === 'number' ? Math.abs(a) : 9)) <= 2);
  if (out.length === 0 && recursive && smallest)
    out.push({
      kind: 'wrong-base-case',
      line: firstLine(lines, /if\s*\(?\s*\w+\s*(<=|==|<)\s*[0-2]\b|dp\[[0-2]\]\s*=/),
      evidence: 'the code fails on the smallest input, where only the base case runs',
    } as Cause);
  const bound = lines.find(
    (l) =>
      l.isLoop &&
      /(len\([^)]*\)|\.length|\.size\(\)|\bn)\s*-\s*1\b|<=\s*(len\(|\w+\.length|\w+\.size\(\)|n\b)|range\(\s*1\s*,/.test(
        l.code,
      ),
  );
  if (out.length === 0 && bound)
    out.push({
      kind: 'off-by-one',
      line: bound.no,
      evidence:
        'this loop bound stops one short of (or runs one past) the end, and the smallest failing input needs exactly that element',
    });
  if (
    out.length === 0 &&
    (ctx.category === 'dp' || ctx.category === 'greedy') &&
    !/\bdp\b|memo|cache/i.test(ctx.code)
  )
    out.push({
      kind: 'greedy-not-optimal',
      evidence: 'a locally best choice is taken without comparing the alternatives (no table of subproblems)',
    });
  return out;
}
