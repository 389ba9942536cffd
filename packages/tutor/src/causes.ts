/**
 * Names the likely cause of a failure from facts the server measured (the verdict, the minimised
 * failing input with expected and actual, the exception) and a light reading of the code. A cause
 * is named only when something in the facts points at it; its `evidence` says what.
 */
import type { Category, Language, Signature } from '@codecoach/contracts';
import { type CodeLine, readLines } from './code-lines.ts';
import type { Cause, CauseKind, FailureFacts } from './engine.ts';
import { costDepths, usesSortOrTree } from './signals.ts';

export interface CauseContext {
  failure: Omit<FailureFacts, 'causes'>;
  code: string;
  language: Language;
  signature: Signature;
  category: Category;
  /** What the server's experiments in the sandbox showed (facts.ts), when it ran them. */
  experiments?: {
    /** A one-token variant of the code (mutants.ts) passed the failing input and the examples. */
    repair?: { line: number; kind: CauseKind; what: string };
    /** The code gives the right answer on the failing input once its list is sorted. */
    sortedPasses?: boolean;
  };
}

/** At most this many causes are named: the likeliest first, not every guess. */
export const MAX_CAUSES = 3;

const INT32 = 2 ** 31 - 1;

function firstLine(lines: CodeLine[], re: RegExp, from = 0): number | undefined {
  return lines.find((l) => l.no > from && re.test(l.code))?.no;
}

/** Line of a compiler's or interpreter's first error, in the learner's numbering. */
export function compileErrorLine(output: string): number | undefined {
  const m =
    output.match(/(?:solution|Solution|main|prog)\.\w+:(\d+)(?::\d+)?:\s*(?:fatal )?error/) ??
    output.match(/line (\d+)/i) ??
    output.match(/:(\d+):(?:\d+:)?\s/);
  return m ? Number(m[1]) : undefined;
}

function numbers(v: unknown): number[] {
  if (typeof v === 'number') return [v];
  if (Array.isArray(v)) return v.flatMap(numbers);
  return [];
}

function sizeOf(v: unknown): number | undefined {
  if (typeof v === 'string' || Array.isArray(v)) return v.length;
  return undefined;
}

function isSorted(v: unknown): boolean {
  if (!Array.isArray(v) || v.length < 2 || !v.every((x) => typeof x === 'number')) return true;
  return v.every((x, i) => i === 0 || (v[i - 1] as number) <= (x as number));
}

function offByOne(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'number' && typeof actual === 'number') return Math.abs(expected - actual) === 1;
  const a = sizeOf(expected);
  const b = sizeOf(actual);
  if (a !== undefined && b !== undefined && Math.abs(a - b) === 1) return true;
  return false;
}

function runtimeCause(ctx: CauseContext, lines: CodeLine[]): Cause[] {
  const e = ctx.failure.error;
  const text = `${e?.type ?? ''} ${e?.message ?? ''}`;
  const line = e?.line;
  const at = line ? { line } : {};
  const out: Cause[] = [];
  const empty = ctx.failure.test?.input.some((a) => sizeOf(a) === 0);
  if (/Recursion|StackOverflow|call stack|stack overflow/i.test(text))
    out.push({
      kind: 'infinite-recursion',
      ...at,
      evidence: `${e?.type}: the recursion never reaches its base case or goes too deep`,
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
function accumulatorLine(lines: CodeLine[]): number | undefined {
  const body = lines.filter((l) => !HEADER.test(l.code));
  for (const l of body) {
    const m = l.code.match(/\bint\s+(\w+)\s*=/);
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

function boundaryLine(lines: CodeLine[]): number | undefined {
  return (
    lines.find((l) => l.isLoop && /<=|-\s*1|\+\s*1|range\(\s*1|\.length\s*-|len\([^)]*\)\s*-/.test(l.code))
      ?.no ??
    lines.find(
      (l) => /\[\s*\w+\s*[-+]\s*1\s*\]|<=|>=/.test(l.code) && !/^\s*(def|function|class)/.test(l.code),
    )?.no
  );
}

function wrongAnswerCauses(ctx: CauseContext, lines: CodeLine[]): Cause[] {
  const t = ctx.failure.test;
  if (!t) return [];
  const out: Cause[] = [];
  const { expected, actual, input } = t;
  const recursive = /\bdp\b|memo|def \w+[\s\S]*\breturn\b[\s\S]*\w+\(/.test(ctx.code);
  if (
    (ctx.language === 'java' || ctx.language === 'cpp') &&
    numbers(expected).some((n) => Math.abs(n) > INT32)
  )
    out.push({
      kind: 'overflow',
      line: accumulatorLine(lines),
      evidence: `the expected answer ${JSON.stringify(expected)} does not fit in a 32-bit int`,
    } as Cause);
  else if (
    (ctx.language === 'java' || ctx.language === 'cpp') &&
    ((numbers(actual).some((n) => n < 0) &&
      !numbers(expected).some((n) => n < 0) &&
      numbers(input).some((n) => Math.abs(n) >= 46341)) ||
      // A value near the int limits that the expected answer does not have (INT_MAX + 1 wrapped).
      (numbers(actual).some((n) => Math.abs(n) >= 2 ** 30) &&
        !numbers(expected).some((n) => Math.abs(n) >= 2 ** 30)) ||
      // The input's numbers add up past an int, and an int accumulates them.
      (numbers(input).reduce((s, n) => s + Math.abs(n), 0) > INT32 && /\bint\s+\w+\s*=\s*0\b/.test(ctx.code)))
  )
    out.push({
      kind: 'overflow',
      line: accumulatorLine(lines),
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

/** The first line of the function's body (where a missing first step, such as a sort, goes). */
function firstBodyLine(lines: CodeLine[]): number | undefined {
  const def = lines.find(
    (l) =>
      /\bdef\s+\w+\s*\(|\bfunction\b|=>|\w+\s*\([^)]*\)\s*(const\s*)?\{\s*$/.test(l.code) &&
      !/^\s*(class|if|for|while)\b/.test(l.code.trim()),
  );
  return lines.find((l) => l.no > (def?.no ?? 0) && l.code.trim() !== '' && !/^[{}]+$/.test(l.code.trim()))
    ?.no;
}

const canon = (v: unknown): string =>
  JSON.stringify(Array.isArray(v) && v.every((x) => typeof x !== 'object') ? [...v].sort() : v);

/** Entries of a list answer that occur more than once. */
function duplicated(v: unknown): number {
  if (!Array.isArray(v)) return 0;
  const keys = v.map(canon);
  return keys.length - new Set(keys).size;
}

function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  return [];
}

/**
 * Mistakes the code's text shows once the failing input points at them: a running minimum that
 * starts at 0, a maximum that starts at 0 when the answer is negative, a base value on the
 * smallest input, a loop that stops before the last slot of a table, a search bound that does
 * not move, the input's own values changed in place.
 */
function readingCauses(ctx: CauseContext, lines: CodeLine[]): Cause[] {
  const out: Cause[] = [];
  const t = ctx.failure.test;
  for (const l of lines) {
    const m = l.code.match(/\b(\w+)\s*=\s*0\s*[;,]?\s*$|\b(\w+)\s*=\s*0\s*[,;]/);
    const v = m?.[1] ?? m?.[2];
    if (!v) continue;
    const minOf = new RegExp(`\\b${v}\\s*=\\s*(?:Math\\.|std::)?min\\(\\s*${v}\\b|\\bmin\\(\\s*${v}\\s*,`);
    const maxOf = new RegExp(`\\b${v}\\s*=\\s*(?:Math\\.|std::)?max\\(\\s*${v}\\b`);
    if (lines.some((o) => o.no > l.no && minOf.test(o.code)))
      out.push({
        kind: 'wrong-initial-value',
        line: l.no,
        evidence: `\`${v}\` keeps a running minimum but starts at 0, so it never rises to the input's values`,
      });
    else if (
      t &&
      numbers(t.expected).some((n) => n < 0) &&
      !numbers(t.actual).some((n) => n < 0) &&
      lines.some((o) => o.no > l.no && maxOf.test(o.code))
    )
      out.push({
        kind: 'wrong-initial-value',
        line: l.no,
        evidence: `\`${v}\` keeps a running maximum but starts at 0, and the answer here is negative`,
      });
  }
  if (t) {
    const smallest = t.input.every((a) => {
      const n = sizeOf(a) ?? (typeof a === 'number' ? Math.abs(a) : 0);
      return n <= 2;
    });
    if (smallest && ctx.failure.verdict === 'wrong_answer') {
      const base = lines.find(
        (l) =>
          /\b\w+\[\s*[0-2]\s*\]\s*=\s*-?\w+\s*;?\s*$|\[\s*-?\d+\s*\]\s*\*\s*\(?\w|\.fill\(\s*-?\d+\s*\)|\b\w+\s*=\s*-?\d+\s*,\s*\w+\s*=\s*-?\d+|\b\w+\s*,\s*\w+\s*=\s*-?\d+\s*,\s*-?\d+/.test(
            l.code,
          ) ||
          /\bif\b.*\breturn\s+(-?\d+|true|false|True|False)\b/.test(l.code) ||
          (/^\s*return\s+(-?\d+|true|false|True|False)\b/.test(l.code) &&
            /\bif\b/.test(lines.find((o) => o.no === l.no - 1)?.code ?? '')),
      );
      if (base)
        out.push({
          kind: 'wrong-base-case',
          line: base.no,
          evidence:
            'the failing input is one of the smallest, where only the starting (base) values decide the answer',
        });
    }
    if (duplicated(t.actual) > duplicated(t.expected))
      out.push({
        kind: 'duplicates-not-handled',
        line: firstLine(lines, /\.(append|push|push_back|add)\(/),
        evidence:
          'your answer lists the same entry more than once: equal values in the input are not skipped',
      });
    const given = new Set(strings(t.input));
    if (
      given.size > 0 &&
      strings(t.actual).some((x) => !given.has(x)) &&
      strings(t.expected).every((x) => given.has(x))
    ) {
      const inPlace = firstLine(lines, /\bsort\(\s*\w+\.begin|\b\w+\.sort\(\)|\.reverse\(\)|Arrays\.sort\(/);
      out.push({
        kind: 'input-mutation',
        ...(inPlace ? { line: inPlace } : {}),
        evidence:
          "your answer has values that are not in the input: the code changed the input's own values before returning them",
      });
    }
  }
  // A loop stopping before the last slot of a table sized one more than its bound.
  for (const l of lines) {
    const m = l.code.match(/(?:new\s+\w+\s*\[|Array\(|\w+\s*\(|\*\s*\()\s*(\w+)\s*\+\s*1\s*[\]),]/);
    if (!m) continue;
    const bound = lines.find(
      (o) => o.isLoop && new RegExp(`<\\s*${m[1]}\\b(?!\\s*\\+)`).test(o.code) && !/<=/.test(o.code),
    );
    if (bound)
      out.push({
        kind: 'off-by-one',
        line: bound.no,
        evidence: `the table has a slot for ${m[1]} itself, but this loop stops before it`,
      });
  }
  // A search range that does not shrink: `lo = mid` with the lower middle.
  const stuck = lines.find((l) => /\b(lo|left|low|l|start)\s*=\s*mid\s*;?\s*$/.test(l.code));
  if (stuck && !/\+\s*1\s*\)\s*(\/\/?|>>)\s*[12]|\+\s*1\s*\)\s*\/\s*2/.test(ctx.code))
    out.push({
      kind: 'off-by-one',
      line: stuck.no,
      evidence:
        'with two elements left, mid is the lower one and this keeps the range the same: the search stops moving',
    });
  return out;
}

function experimentCauses(ctx: CauseContext, lines: CodeLine[]): Cause[] {
  const out: Cause[] = [];
  const x = ctx.experiments;
  if (x?.repair)
    out.push({
      kind: x.repair.kind,
      line: x.repair.line,
      evidence: `changing ${x.repair.what} on this line makes the failing input and the examples pass (tried in the sandbox)`,
    });
  if (x?.sortedPasses) {
    const line = firstBodyLine(lines);
    out.push({
      kind: 'unsorted-assumption',
      ...(line ? { line } : {}),
      evidence:
        'your code gives the right answer once this input is sorted (tried in the sandbox): it relies on an order the input does not have',
    });
  }
  return out;
}

/**
 * Causes named from reading the code and the answers alone (a pattern in the text, two answers one
 * apart, duplicated entries), not from an experiment, the error or the input's values. Each is a
 * guess until other evidence points at its line (`corroborated`).
 */
const GUESSES = new WeakSet<Cause>();
const guesses = (causes: Cause[]): Cause[] => {
  for (const c of causes) GUESSES.add(c);
  return causes;
};

/**
 * The causes to state: every cause from an experiment, the error or the input's values, and a
 * guess only when the line that the tests and experiments single out (`line`, found without the
 * guesses) is its line. "Off by one" for answers that merely differ by one was named wrongly half
 * the time on code never tuned on.
 */
export function corroborated(causes: readonly Cause[], line: number | undefined): Cause[] {
  return causes.filter((c) => !GUESSES.has(c) || (c.line !== undefined && c.line === line));
}

/** A function's name from its header line, in any of the four languages. */
const DEFINES =
  /^\s*(?:def\s+(\w+)\s*\(|function\s+(\w+)\s*\(|(?:const|let|var)\s+(\w+)\s*=\s*(?:function\b|\([^)]*\)\s*=>)|(?:[\w:<>,*&[\]]+\s+)+(\w+)\s*\([^;]*\)\s*(?:const\s*)?\{?\s*$)/;

/** Lines where a function the code defines calls itself (after its header, before the next one). */
export function recursiveCalls(lines: readonly CodeLine[]): CodeLine[] {
  const out: CodeLine[] = [];
  let current: string | undefined;
  for (const l of lines) {
    const m = DEFINES.exec(l.code);
    const name = m ? (m[1] ?? m[2] ?? m[3] ?? m[4]) : undefined;
    if (name && !/^(if|for|while|switch|catch|return)$/.test(name)) {
      current = name;
      continue;
    }
    if (current && new RegExp(`(?:^|[^\\w.])(?:self\\.|this\\.)?${current}\\s*\\(`).test(l.code)) out.push(l);
  }
  return out;
}

/** The causes in order, one per kind and line, at most MAX_CAUSES. */
function distinct(causes: Cause[]): Cause[] {
  const seen = new Set<string>();
  return causes
    .filter((c) => {
      const k = `${c.kind}:${c.line ?? ''}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, MAX_CAUSES);
}

export function nameCauses(ctx: CauseContext): Cause[] {
  const lines = readLines(ctx.code, ctx.language);
  const f = ctx.failure;
  switch (f.verdict) {
    case 'compilation_error': {
      const line = compileErrorLine(f.compileOutput ?? '');
      return [
        { kind: 'compile-error', ...(line ? { line } : {}), evidence: 'the compiler stopped at this line' },
      ];
    }
    case 'runtime_error':
      return distinct([...experimentCauses(ctx, lines), ...runtimeCause(ctx, lines)]);
    case 'time_limit_exceeded':
    case 'memory_limit_exceeded': {
      // A variant that answers a small input in time (facts.ts) says where the loop never ends.
      const out: Cause[] = experimentCauses(ctx, lines);
      if (ctx.category === 'graph' && !/visited|seen|vis\b/i.test(ctx.code))
        out.push(
          ...guesses([
            {
              kind: 'missing-visited',
              evidence: 'a graph walk with no visited set revisits nodes (or loops forever on a cycle)',
            },
          ]),
        );
      const depths = costDepths(lines);
      // The loop the faster algorithm removes is the innermost of the deepest nest (the inner
      // scan of a pair search); exponential work, or none nested, is a call that recurses.
      const deepest = Math.max(0, ...lines.map((l, i) => (l.isLoop ? (depths[i] ?? 0) : 0)));
      const innermost = deepest >= 2 ? lines.find((l, i) => l.isLoop && depths[i] === deepest) : undefined;
      const calls = recursiveCalls(lines);
      const exponential = f.growth?.complexity === 'O(2^n)';
      const nested = (exponential || !innermost) && calls[0] ? calls[0] : innermost;
      const stuck = readingCauses({ ...ctx, failure: { verdict: f.verdict } }, lines).find(
        (c) => c.kind === 'off-by-one' && /search stops moving/.test(c.evidence),
      );
      if (stuck) out.push(...guesses([stuck]));
      out.push({
        kind: 'too-slow',
        ...(nested ? { line: nested.no } : {}),
        evidence: f.growth
          ? `measured growth ${f.growth.complexity} (slope ${f.growth.slope})`
          : 'over the time limit',
      });
      return out;
    }
    case 'wrong_answer':
      return distinct([
        ...experimentCauses(ctx, lines),
        ...guesses(readingCauses(ctx, lines)),
        ...wrongAnswerCauses(ctx, lines).map((c) =>
          c.kind === 'overflow' || c.kind === 'empty-input' ? c : (guesses([c])[0] ?? c),
        ),
      ]);
    default:
      return [];
  }
}
