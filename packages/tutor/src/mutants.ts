/**
 * One-token variants of a learner's code, for localising a wrong answer by experiment: the server
 * runs each variant in the sandbox on the minimised failing input and the problem's examples,
 * and a variant that passes them all names the line where the bug is (and, by the change that
 * fixed it, its kind). The changes are the small mistakes learners make: a comparison one step
 * too strict or loose or the wrong way round, `==` for `!=`, a starting value or a bound one off,
 * min for max, lower for upper bound; and the operators of more-mutants.ts (a statement deleted,
 * `+ 1` inserted, two names exchanged). Comments and strings are never changed (code-lines.ts).
 */
import type { Language } from '@codecoach/contracts';
import { blankNonCode, inParens, readLines } from './code-lines.ts';
import type { CauseKind } from './engine.ts';
import { extremeStarts } from './extreme-starts.ts';
import { balanced, moreEdits } from './more-mutants.ts';
import { ORDER, runningExtreme } from './mutant-spellings.ts';
import { baseName, numericNames } from './numeric-names.ts';

export interface Mutant {
  /** 1-based line changed. */
  line: number;
  /** The cause a passing variant points at. */
  kind: CauseKind;
  /** What was changed, in words, without the new code (an answer must not hand out the fix). */
  what: string;
  /** The whole changed program. */
  code: string;
  /** Why a repair by this variant names its line, when `what` alone does not say (a step taken from a correct solution). */
  evidence?: string;
  /**
   * Built to repair this failure (the empty input's guard, a step from the reference), not a blind
   * one-token change: Java's and C++'s unsure ones run in a program of their own (the server's
   * variant-runs.ts), so a blind variant that does not compile cannot cost them their run.
   */
  targeted?: boolean;
  /**
   * Java and C++: a change that may not type-check (a type widened: its uses may need an int;
   * two names exchanged; a Java statement deleted). The server runs these in a program of their
   * own (variant-runs.ts).
   */
  mayNotCompile?: boolean;
}

interface Edit {
  line: number;
  start: number;
  end: number;
  text: string;
  kind: CauseKind;
  what: string;
  mayNotCompile?: boolean;
}

const SWAPS: Array<{ re: RegExp; to: (m: string) => string[]; kind: CauseKind; what: string }> = [
  // Comparisons, written with spaces around them (as nearly everyone does), so that generics
  // (`List<Integer>`), shifts and arrows are never read as one.
  { re: / <= /g, to: () => [' < '], kind: 'off-by-one', what: 'the comparison' },
  { re: / >= /g, to: () => [' > '], kind: 'off-by-one', what: 'the comparison' },
  { re: / < /g, to: () => [' <= ', ' > '], kind: 'off-by-one', what: 'the comparison' },
  { re: / > /g, to: () => [' >= ', ' < '], kind: 'off-by-one', what: 'the comparison' },
  {
    re: / (===?) /g,
    to: (m) => [m.replace('==', '!=')],
    kind: 'wrong-comparison',
    what: 'the equality test',
  },
  {
    re: / (!==?) /g,
    to: (m) => [m.replace('!=', '==')],
    kind: 'wrong-comparison',
    what: 'the equality test',
  },
  // min/max called (`min(`, `Math.max(`), not a variable of that name (a declaration would clash).
  { re: /\bmin(?=\s*\()/g, to: () => ['max'], kind: 'wrong-comparison', what: 'min/max' },
  { re: /\bmax(?=\s*\()/g, to: () => ['min'], kind: 'wrong-comparison', what: 'min/max' },
  { re: /\bupper_bound\b/g, to: () => ['lower_bound'], kind: 'wrong-comparison', what: 'the bound search' },
  { re: /\blower_bound\b/g, to: () => ['upper_bound'], kind: 'wrong-comparison', what: 'the bound search' },
  { re: /\bbisect_right\b/g, to: () => ['bisect_left'], kind: 'wrong-comparison', what: 'the bound search' },
  { re: /\bbisect_left\b/g, to: () => ['bisect_right'], kind: 'wrong-comparison', what: 'the bound search' },
];

/**
 * The rest of the classic mutation operators used to suggest fixes (Debroy and Wong, "Using
 * mutation to automatically suggest fixes for faulty programs", ICST 2010): arithmetic,
 * logical, assignment and increment operators, and a boolean constant. Tried after the slips
 * above (`order`): they change more of what a line means.
 */
const OPERATORS: Array<{ re: RegExp; to: (m: string) => string[]; kind: CauseKind; what: string }> = [
  { re: / \+ /g, to: () => [' - '], kind: 'wrong-update', what: 'an arithmetic operator' },
  { re: / - /g, to: () => [' + '], kind: 'wrong-update', what: 'an arithmetic operator' },
  {
    re: / (&&|\|\||and|or) /g,
    to: (m) => [LOGICAL[m.trim()] ?? m],
    kind: 'wrong-comparison',
    what: 'a logical operator',
  },
  {
    re: / (\+=|-=) /g,
    to: (m) => [m.includes('+') ? ' -= ' : ' += ', ' = '],
    kind: 'wrong-update',
    what: 'an update',
  },
  { re: /\+\+|--/g, to: (m) => [m === '++' ? '--' : '++'], kind: 'wrong-update', what: 'an increment' },
  {
    re: /\b(true|false|True|False)\b/g,
    to: (m) => [BOOLEAN[m] ?? m],
    kind: 'wrong-base-case',
    what: 'a true/false value',
  },
];
const OPERATOR_EDITS = new Set([
  ...OPERATORS.map((o) => o.what),
  // more-mutants.ts: a statement deleted, two names exchanged.
  'a statement',
  'two names',
  'a condition',
  'an int type',
  'the order',
  'a test of truth',
]);

const LOGICAL: Record<string, string> = { '&&': ' || ', '||': ' && ', and: ' or ', or: ' and ' };
const BOOLEAN: Record<string, string> = { true: 'false', false: 'true', True: 'False', False: 'True' };

/** The kind a changed small number points at, by where it stands. */
function literalKind(code: string, at: number, inLoop: boolean): CauseKind {
  const before = code.slice(0, at);
  if (/\breturn\s+$/.test(before)) return 'wrong-base-case';
  if (inLoop || /\[\s*[\w.]*\s*[-+]?\s*$/.test(before)) return 'off-by-one';
  if (/\b(dp|memo|table|ways|f)\b/i.test(code) || /\[\s*\d\s*\]\s*=\s*$/.test(before))
    return 'wrong-base-case';
  return 'wrong-initial-value';
}

function edits(src: string, language: Language): Edit[] {
  const typed = language === 'java' || language === 'cpp';
  const numeric = typed ? numericNames(src, language) : new Set<string>();
  const blanked = blankNonCode(src, language).split('\n');
  const original = src.split('\n');
  const lines = readLines(src, language);
  const out: Edit[] = [];
  for (const [i, code] of blanked.entries()) {
    const no = i + 1;
    const trimmed = code.trim();
    if (trimmed === '' || /^(import|from|#include|using|package)\b/.test(trimmed)) continue;
    const header = lines[i]?.isLoop ?? false;
    // `i++` -> `i--` in a loop's header only makes the loop run away.
    const operators = header ? OPERATORS.filter((o) => o.what !== 'an increment') : OPERATORS;
    for (const s of [...SWAPS, ...operators])
      for (const m of code.matchAll(s.re))
        for (const text of s.to(m[0]))
          out.push({
            line: no,
            start: m.index,
            end: m.index + m[0].length,
            text,
            kind:
              text.includes('<') === m[0].includes('<') || s.kind !== 'off-by-one'
                ? s.kind
                : 'wrong-comparison',
            what: s.what,
          });
    // An overflow: a scalar `int` widened (Java `long`, C++ `long long`); not a loop's counter,
    // which indexes arrays (Java refuses a long index).
    if (language === 'java' || language === 'cpp')
      for (const m of code.matchAll(/\bint(?=\s+[A-Za-z_]\w*\s*[=;,)])/g))
        if (!/\bfor\s*\(\s*$/.test(code.slice(0, m.index)))
          out.push({
            line: no,
            start: m.index,
            end: m.index + 3,
            text: language === 'java' ? 'long' : 'long long',
            kind: 'overflow',
            what: 'an int type',
            mayNotCompile: true,
          });
    // An overflow in a product: `a * b` -> `(long) a * b`.
    if (language === 'java' || language === 'cpp')
      for (const m of code.matchAll(/\b[A-Za-z_]\w*(?= \* )/g))
        out.push({
          line: no,
          start: m.index,
          end: m.index,
          text: language === 'java' ? '(long) ' : '(long long) ',
          kind: 'overflow',
          what: 'an int type',
          // Java: a long product assigned to an int does not compile.
          ...(language === 'java' ? { mayNotCompile: true } : {}),
        });
    // A running extreme overwritten: `x = e` -> `x = max(x, e)` / `min(x, e)`.
    const assign = /(?:^|[;{)]\s*|^\s*)([A-Za-z_][\w.]*(?:\[[^\]=]+\])*) = (?!=)([^;]+?)(;?\s*)$/d.exec(code);
    if (
      assign?.[1] &&
      assign[2] &&
      !/^\s*(?:const|let|var|int|long|double|auto|[A-Z]\w*(?:<[^>]*>)?(?:\[\])*)\s+\w/.test(code) &&
      // Not a value whose brackets it does not close (a loop header's update with its body on
      // the same line): such a variant does not compile, and costs its whole batch a compile.
      balanced(assign[2]) &&
      // Java and C++: a number only (Math.max of objects does not compile; C++'s max of two types neither).
      (!typed || numeric.has(baseName(assign[1])))
    ) {
      // Read off the real line (a string in the target or the value keeps its text).
      const line = original[i] ?? '';
      const [from, to] = assign.indices?.[1] ?? [0, 0];
      const target = line.slice(from, to);
      const start = code.length - (assign[2].length + (assign[3]?.length ?? 0));
      const rhs = line.slice(start, start + assign[2].length);
      for (const f of ['max', 'min'] as const) {
        const text = runningExtreme(language, f, target, rhs);
        if (text)
          out.push({
            line: no,
            start,
            end: start + assign[2].length,
            text,
            kind: 'wrong-update',
            what: 'an update',
          });
      }
    }
    // The order the other way round: a sort, a heap, a comparator.
    for (const o of ORDER[language] ?? [])
      for (const m of code.matchAll(o.re))
        out.push({
          line: no,
          start: m.index,
          end: m.index + m[0].length,
          text: m[0].replace(o.re, o.to),
          kind: 'wrong-comparison',
          what: 'the order',
        });
    // A test of truth on a value that may be 0 or empty: `if (j)` -> `if (j !== undefined)`.
    const truth =
      language === 'python'
        ? /^(\s*(?:el)?if )(not )?([A-Za-z_][\w.]*):\s*$/.exec(code)
        : language === 'javascript' || language === 'typescript'
          ? /^(\s*(?:\}\s*else\s+)?if \()(!)?([A-Za-z_][\w.]*)\)/.exec(code)
          : null;
    if (truth?.[1] && truth[3]) {
      const start = truth[1].length;
      const end = start + (truth[2]?.length ?? 0) + truth[3].length;
      const negated = truth[2] !== undefined;
      const text =
        language === 'python'
          ? `${truth[3]} is ${negated ? '' : 'not '}None`
          : `${truth[3]} ${negated ? '===' : '!=='} undefined`;
      out.push({ line: no, start, end, text, kind: 'wrong-comparison', what: 'a test of truth' });
    }
    // A decision negated: `if (c)` -> `if (!(c))`, `if c:` -> `if not (c):`.
    // Found in the blanked line, copied from the real one (a string in it keeps its text).
    const cond = condition(code, language);
    const text = cond && (original[i] ?? '').slice(cond.start, cond.end);
    if (cond && text)
      out.push({
        line: no,
        start: cond.start,
        end: cond.end,
        text: language === 'python' ? `not (${text})` : `!(${text})`,
        kind: 'wrong-comparison',
        what: 'a condition',
      });
    // Small numbers one off (0, 1, 2), not inside a name, and `x - 1` / `x + 1` without the 1.
    for (const m of code.matchAll(/(?<![\w.])([0-2])(?![\w.])/g)) {
      const n = Number(m[1]);
      const kind = literalKind(code, m.index, header);
      // Not an index into a list (`nums[0]` -> `nums[1]` is a different program, not a slip), nor
      // a template's argument (`array<int, 2>`: a type, whose change rarely compiles).
      const before = code.slice(0, m.index);
      if (language === 'cpp' && /<[\w\s:,]*$/.test(before) && /^\d[\w\s:,]*>/.test(code.slice(m.index)))
        continue;
      for (const v of [n - 1, n + 1])
        if (v >= 0 && !/[\w\])]\s*\[\s*$/.test(before))
          out.push({
            line: no,
            start: m.index,
            end: m.index + 1,
            text: String(v),
            kind,
            what: 'a starting value or bound',
          });
    }
    // A binary `- 1` only: the sign of `-1` (`dist(n, -1)`, `== -1`) left alone, as its removal does not parse.
    // Not the sign after a keyword (`return -1` -> `return`).
    for (const m of code.matchAll(/(?<=[\w)\]])\s*[-+]\s*1(?![\w.])/g))
      if (!/\b(?:return|yield|case|in|else)$/.test(code.slice(0, m.index)))
        out.push({
          line: no,
          start: m.index,
          end: m.index + m[0].length,
          text: '',
          kind: 'off-by-one',
          what: 'a bound',
        });
    // An index or a returned/assigned name one off: `[k]` -> `[k - 1]`, `lo = mid` -> `lo = mid + 1`.
    for (const m of code.matchAll(/\[\s*([A-Za-z_]\w*)\s*\]/g)) {
      if (language === 'cpp' && !numeric.has(m[1] ?? '')) continue;
      for (const d of [' - 1', ' + 1'])
        out.push({
          line: no,
          start: m.index + m[0].length - 1,
          end: m.index + m[0].length - 1,
          text: d,
          kind: 'off-by-one',
          what: 'an index',
        });
    }
    for (const m of code.matchAll(/(?<![=!<>])=\s*([A-Za-z_]\w*)\s*;?\s*$/g)) {
      // Java and C++: `x = node` + 1 does not compile for a node, a string or a list.
      if (typed && !numeric.has(m[1] ?? '')) continue;
      const end = m.index + m[0].trimEnd().replace(/;$/, '').length;
      for (const d of [' + 1', ' - 1'])
        out.push({ line: no, start: end, end, text: d, kind: 'off-by-one', what: 'an update' });
    }
  }
  return [...out, ...moreEdits(src, language), ...extremeStarts(src, language)];
}

/** The columns of an `if`'s condition on this (blanked) line. */
function condition(code: string, language: Language): { start: number; end: number } | undefined {
  if (language === 'python') {
    const m = /^(\s*(?:el)?if )(.+):\s*$/.exec(code);
    if (!m?.[1] || !m[2]) return undefined;
    return { start: m[1].length, end: m[1].length + m[2].length };
  }
  const m = /\bif\s*\(/.exec(code);
  if (!m) return undefined;
  const start = m.index + m[0].length;
  const inner = inParens(code, start - 1);
  return inner === undefined ? undefined : { start, end: start + inner.length };
}

function apply(src: string, e: Edit): string {
  const lines = src.split('\n');
  const l = lines[e.line - 1] ?? '';
  lines[e.line - 1] = l.slice(0, e.start) + e.text + l.slice(e.end);
  return lines.join('\n');
}

/**
 * The variants, at most `limit`, lines in `prefer` first (where the facts already point), then
 * top to bottom. A variant is dropped if it is the same text as the original or as another.
 */
export function mutants(
  src: string,
  language: Language,
  limit: number,
  prefer: readonly number[] = [],
): Mutant[] {
  const rank = (line: number) => {
    const p = prefer.indexOf(line);
    return p >= 0 ? p : prefer.length + line;
  };
  // The slips learners make most first (a comparison, min/max, a bound search), then a starting
  // value, then `± 1`: when only a few variants fit in the time (a compiled language), those.
  const order = (e: Edit) =>
    e.what === 'a starting value or bound' || e.what === 'a starting value'
      ? 1
      : e.what === 'a bound' ||
          e.what === 'an index' ||
          e.what === 'an argument' ||
          e.what === 'a returned value' ||
          (e.what === 'an update' && e.kind === 'off-by-one')
        ? 2
        : OPERATOR_EDITS.has(e.what)
          ? 3
          : 0;
  const preferred = (line: number) => Math.min(rank(line), prefer.length);
  const all = edits(src, language).sort(
    (a, b) => preferred(a.line) - preferred(b.line) || order(a) - order(b) || a.line - b.line,
  );
  const seen = new Set<string>([src]);
  const out: Mutant[] = [];
  for (const e of all) {
    const code = apply(src, e);
    if (seen.has(code)) continue;
    seen.add(code);
    out.push({
      line: e.line,
      kind: e.kind,
      what: e.what,
      code,
      ...(e.mayNotCompile ? { mayNotCompile: true } : {}),
    });
    if (out.length >= limit) break;
  }
  return out;
}
