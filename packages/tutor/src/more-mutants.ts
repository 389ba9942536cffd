/**
 * Mutation operators beyond one token (mutants.ts), for the lines whose fix no one-token change
 * reaches (decision 022, Round 2's note): the rest of the sufficient operator set of Offutt et
 * al. ("An experimental determination of sufficient mutant operators", TOSEM 1996) and of
 * Major's (Just, "The Major mutation framework", ISSTA 2014):
 *
 * - statement deletion (SDL; Deng, Offutt and Li, "Empirical evaluation of the statement deletion
 *   mutation operator", ICST 2013): a simple statement replaced by an empty one, so that a
 *   statement that should not run (an overwrite, an update too many) is found by the tests;
 * - arithmetic operator insertion (AOI): `+ 1` / `- 1` after a call's argument or a returned
 *   value that is a name or an index (`explore(i)` -> `explore(i + 1)`), or at the end of an
 *   assigned sum or difference of names (`left = i - k` -> `i - k + 1`), where mutants.ts only
 *   moves assignments of one name and indexes;
 * - a rounding the other way (`floor` for `ceil` and back), one off for every value that is not
 *   a multiple; an index that is itself an element one off (`delta[g[1]]` -> `delta[g[1] + 1]`);
 *   a bound above 2 in a comparison one off (`d <= 8` -> `d <= 9`);
 * - a null check before a call on a node's link (PAR's null checker, at the call site):
 *   `dfs(node.right, r);` -> `if (node.right != null) dfs(node.right, r);`;
 * - constant replacement on a starting value to -1 (mutants.ts moves 0 to 1 only): `x = 0` ->
 *   `x = -1`, the "nothing yet" value of an index or a bound;
 * - variable exchange: two names swapped on a line (`0 <= r < rows and 0 <= c < cols` with rows
 *   and cols the other way round), the names of the same kind in Java and C++ (both numbers);
 * - (extreme-starts.ts) a running minimum's or maximum's starting value made its identity.
 *
 * In Java and C++ only the changes that type-check are made: a name treated as a number is one
 * declared as a number (numeric-names.ts).
 */
import type { Language } from '@codecoach/contracts';
import { blankNonCode } from './code-lines.ts';
import type { CauseKind } from './engine.ts';
import { numericNames } from './numeric-names.ts';

export interface MoreEdit {
  line: number;
  start: number;
  end: number;
  text: string;
  kind: CauseKind;
  what: string;
  /** Java and C++: may not type-check (mutants.ts `Mutant.mayNotCompile`). */
  mayNotCompile?: boolean;
}

const PY_HEADS =
  /^(def|class|if|elif|else|for|while|try|except|finally|with|return|import|from|pass|break|continue|raise|global|nonlocal|yield|assert|@)\b/;
const C_HEADS =
  /^(return|break|continue|throw|case|default|else|do|try|catch|finally|public|private|protected|static|class|struct|namespace|using|template|typedef|#|\/\/)/;
/** A declaration in Java, C++ or JavaScript: words (`long long`, `const auto&`, `let`, a type) then a name. */
const DECLARATION =
  /^(?:(?:[A-Za-z_][\w:]*(?:\s*<[^;=()]*>)?(?:\s*\[\s*\])*)[\s*&]+)+[A-Za-z_]\w*\s*(?:[=;,[({]|$)/;
const KEYWORDS = new Set([
  'and',
  'or',
  'not',
  'in',
  'is',
  'if',
  'else',
  'for',
  'while',
  'return',
  'True',
  'False',
  'None',
  'true',
  'false',
  'null',
  'undefined',
  'new',
  'this',
  'self',
  'int',
  'long',
  'double',
  'auto',
  'const',
  'let',
  'var',
  'len',
  'range',
  'Math',
  'std',
  'size',
  'length',
  'min',
  'max',
]);

/** Whether the text closes every bracket it opens, in order. */
export function balanced(text: string): boolean {
  const open: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (const c of text) {
    if (c === '(' || c === '[' || c === '{') open.push(c);
    else if (c in pairs && open.pop() !== pairs[c]) return false;
  }
  return open.length === 0;
}

/** Each newer language's keywords and type names, never a name to exchange or to move by one. */
const LANGUAGE_WORDS: Partial<Record<Language, ReadonlySet<string>>> = {
  typescript: new Set(['number', 'string', 'boolean', 'Array', 'Map', 'Set', 'any', 'void']),
  go: new Set([
    'func',
    'range',
    'make',
    'append',
    'nil',
    'int',
    'int64',
    'bool',
    'string',
    'byte',
    'rune',
    'map',
    'var',
  ]),
  rust: new Set(
    'pub fn mut let impl Self self Vec String Some None Ok Err i32 i64 u32 u64 usize isize f64 bool char str as ref move match loop'.split(
      ' ',
    ),
  ),
  ruby: new Set(['def', 'end', 'do', 'nil', 'elsif', 'unless', 'until', 'then', 'puts', 'each', 'times']),
};
/** A function's definition in the newer languages: its parameters are no values to exchange or move. */
const DEFINITION = /^\s*(?:(?:pub|async|export|private|public|static)\s+)*(?:fn|func|def|function)\b/;

/** The edits of these operators on `src`. */
export function moreEdits(src: string, language: Language): MoreEdit[] {
  const own = LANGUAGE_WORDS[language];
  const reserved = (n: string) => KEYWORDS.has(n) || (own?.has(n) ?? false);
  const typed = language === 'java' || language === 'cpp';
  const scalars = typed ? numericNames(src, language, false) : new Set<string>();
  const arrays = typed ? numericNames(src, language) : new Set<string>();
  const isNumber = (name: string) => !typed || scalars.has(name);
  const blanked = blankNonCode(src, language).split('\n');
  const out: MoreEdit[] = [];
  // The next line that holds code: a braceless `if` before an `else` is not deleted.
  const nextCode = (i: number) =>
    blanked
      .slice(i + 1)
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  let previous = '';
  for (const [i, code] of blanked.entries()) {
    const no = i + 1;
    const t = code.trim();
    const prev = previous;
    if (t !== '') previous = t;
    if (t === '' || /^(import|from|#include|using|package|use|require)\b/.test(t)) continue;
    if (own && DEFINITION.test(t)) continue;
    // A statement starts on this line: the one before it ended.
    const starts =
      language === 'python' ? !/[,([{\\]$|\b(and|or)$/.test(prev) : prev === '' || /[;{}]$|:$/.test(prev);
    // Statement deletion.
    const simple =
      language === 'python'
        ? !PY_HEADS.test(t) && !t.endsWith(':') && balanced(t)
        : t.endsWith(';') &&
          !C_HEADS.test(t) &&
          !/^for\s*\(/.test(t) &&
          !/[{}]/.test(t) &&
          balanced(t) &&
          !DECLARATION.test(t) &&
          // Rust's `let (mut a, mut b) = ...;` declares.
          !/^let\b/.test(t) &&
          !/^(?:const\s+)?auto\s*&{0,2}\s*\[/.test(t) &&
          !/^else\b/.test(nextCode(i));
    if (starts && simple) {
      const from = code.length - code.trimStart().length;
      out.push({
        line: no,
        start: from,
        end: code.trimEnd().length,
        text: language === 'python' ? 'pass' : ';',
        kind: 'wrong-update',
        what: 'a statement',
        // Java: a variable the statement assigned may be read before it is (definite assignment).
        ...(language === 'java' ? { mayNotCompile: true } : {}),
      });
    }
    // AOI on a call's argument that is a name (not a method's receiver, not a declaration's).
    for (const m of code.matchAll(/\b[A-Za-z_]\w*\(\s*([A-Za-z_]\w*)\s*(?=[,)])/g)) {
      const name = m[1] ?? '';
      if (reserved(name) || !isNumber(name) || /^(if|while|for|switch|return)\(/.test(m[0])) continue;
      const at = m.index + m[0].length;
      for (const d of [' + 1', ' - 1'])
        out.push({ line: no, start: at, end: at, text: d, kind: 'off-by-one', what: 'an argument' });
    }
    // AOI on a returned name or index expression.
    const ret = /^(\s*return\s+)([A-Za-z_]\w*(?:\[[^\]]*\])*)\s*;?\s*$/.exec(code);
    if (
      ret?.[1] &&
      ret[2] &&
      !reserved(ret[2]) &&
      (ret[2].includes('[') ? !typed || arrays.has(ret[2].replace(/\[.*$/, '')) : isNumber(ret[2]))
    ) {
      const at = ret[1].length + ret[2].length;
      for (const d of [' + 1', ' - 1'])
        out.push({ line: no, start: at, end: at, text: d, kind: 'off-by-one', what: 'a returned value' });
    }
    // AOI at the end of an assigned sum or difference of names: `left = i - k` -> `i - k + 1`
    // (mutants.ts moves an assigned single name, `lo = mid` -> `lo = mid + 1`).
    for (const m of code.matchAll(/(?<![=!<>])=\s*((?:[A-Za-z_]\w*\s*[-+]\s*)+[A-Za-z_]\w*)\s*;?\s*$/g)) {
      if (!(m[1] ?? '').split(/\s*[-+]\s*/).every((n) => !reserved(n) && isNumber(n))) continue;
      const at = m.index + m[0].trimEnd().replace(/;$/, '').trimEnd().length;
      for (const d of [' + 1', ' - 1'])
        out.push({ line: no, start: at, end: at, text: d, kind: 'off-by-one', what: 'an update' });
    }
    // An index that is itself an element one off: `delta[g[1]]` -> `delta[g[1] + 1]` (mutants.ts
    // moves an index that is a name). Java and C++: the outer may be a map of other keys.
    for (const m of code.matchAll(/\[\s*[A-Za-z_]\w*\[[^[\]]+\]\s*\]/g)) {
      const at = m.index + m[0].length - 1;
      for (const d of [' + 1', ' - 1'])
        out.push({
          line: no,
          start: at,
          end: at,
          text: d,
          kind: 'off-by-one',
          what: 'an index',
          ...(typed ? { mayNotCompile: true } : {}),
        });
    }
    // A bound above 2 in a comparison one off (mutants.ts moves 0, 1 and 2): `d <= 8` -> `d <= 9`.
    for (const m of code.matchAll(
      /(?<=(?<![<>=-])(?:<|>)=?\s*)([3-9]|[1-9]\d+)(?![\w.])|(?<![\w.])([3-9]|[1-9]\d+)(?=\s*(?:<|>)=?(?!<|>))/g,
    )) {
      // Not a C++ template's argument (`array<int, 5>`): its change rarely compiles.
      if (
        language === 'cpp' &&
        /<[\w\s:,]*$/.test(code.slice(0, m.index)) &&
        /^\d+\s*>/.test(code.slice(m.index))
      )
        continue;
      const n = Number(m[0]);
      for (const v of [n - 1, n + 1])
        out.push({
          line: no,
          start: m.index,
          end: m.index + m[0].length,
          text: String(v),
          kind: 'off-by-one',
          what: 'a bound',
        });
    }
    // A null check before a call on a node's link (PAR's null checker at the call site): the call
    // that passes `node.right` unchecked where another checks `node.left`.
    const call =
      /^(\s*)((?:self\.|this\.)?[A-Za-z_]\w*\(\s*([A-Za-z_]\w*(?:\.|->)(?:left|right|next|prev))\s*[,)].*?)(;?)\s*$/.exec(
        code,
      );
    if (call?.[2] && call[3] && starts && balanced(call[2])) {
      const link = call[3];
      const test =
        language === 'python'
          ? `if ${link} is not None: `
          : language === 'javascript' || language === 'typescript'
            ? `if (${link} != null) `
            : language === 'java'
              ? `if (${link} != null) `
              : language === 'cpp'
                ? `if (${link} != nullptr) `
                : undefined;
      if (test) {
        const at = call[1]?.length ?? 0;
        out.push({
          line: no,
          start: at,
          end: at,
          text: test,
          kind: 'null-dereference',
          what: 'a null check',
        });
      }
    }
    // A rounding the other way (`Math.floor` for `Math.ceil`): a count of rounds, pages or groups.
    for (const m of code.matchAll(/\b(floor|ceil)(?=\s*\()/g))
      out.push({
        line: no,
        start: m.index,
        end: m.index + (m[1] ?? '').length,
        text: m[1] === 'floor' ? 'ceil' : 'floor',
        kind: 'off-by-one',
        what: 'a rounding',
      });
    // A starting value of 0 to -1: `x = 0`, `lo, hi = 0, n` (the literal alone).
    for (const m of code.matchAll(/(?<![=!<>])=\s*(0)(?![\w.])/g)) {
      const at = m.index + m[0].length - 1;
      out.push({
        line: no,
        start: at,
        end: at + 1,
        text: '-1',
        kind: 'wrong-initial-value',
        what: 'a starting value',
      });
    }
    // Two names exchanged on a line, each pair once (the line's first six distinct names).
    const names = [
      ...new Set(
        [...code.matchAll(/(?<![\w.])[A-Za-z_]\w*(?![\w(])/g)]
          .map((m) => m[0])
          .filter((n) => !reserved(n) && isNumber(n)),
      ),
    ].slice(0, 6);
    const original = src.split('\n')[i] ?? '';
    // On a decision or an index; in Java and C++ not where a name is declared (it would be twice).
    const declares = typed && DECLARATION.test(t.replace(/^for\s*\(\s*/, ''));
    // Rust's `let (mut a, mut b) = ...` declares too.
    const binds = language === 'rust' && /^let\b/.test(t);
    if (names.length >= 2 && !declares && !binds && /[<>]=?|[!=]=|\[/.test(code))
      for (let a = 0; a < names.length; a++)
        for (let b = a + 1; b < names.length; b++) {
          const x = names[a] as string;
          const y = names[b] as string;
          // Where the two names stand, read on the blanked line (never in a string or a comment).
          const at = [...code.matchAll(new RegExp(`(?<![\\w.])(?:${x}|${y})(?![\\w(])`, 'g'))];
          const first = at[0];
          const last = at[at.length - 1];
          if (!first || !last || !at.some((m) => m[0] === x) || !at.some((m) => m[0] === y)) continue;
          // Java and C++: not where either is declared (a parameter list, `int i = 0, n = ...`).
          if (
            typed &&
            new RegExp(
              `(?:\\b(?:int|long|short|double|float|char|auto|size_t|unsigned)|[\\]>])\\s*[&*]?\\s*(?:${x}|${y})\\b`,
            ).test(code)
          )
            continue;
          const start = first.index;
          const end = last.index + last[0].length;
          let text = '';
          let from = start;
          for (const m of at) {
            text += original.slice(from, m.index) + (m[0] === x ? y : x);
            from = m.index + m[0].length;
          }
          out.push({
            line: no,
            start,
            end,
            text,
            // Exchanged across a comparison: a wrong comparison; within a computation: a wrong update.
            kind: /[<>]=?|[!=]=/.test(code.slice(start, end)) ? 'wrong-comparison' : 'wrong-update',
            what: 'two names',
            // Java and C++: two numbers of different widths (an int index, a long sum).
            ...(typed ? { mayNotCompile: true } : {}),
          });
        }
  }
  return out;
}
