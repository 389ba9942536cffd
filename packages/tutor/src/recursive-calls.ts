/** Where a function the learner's code defines calls itself. */
import type { Language } from '@codecoach/contracts';
import { type CodeLine, inParens, topLevel } from './code-lines.ts';

/**
 * A function's name from its header line: Python's and Ruby's `def` (Ruby's parentheses optional),
 * JavaScript's and TypeScript's functions, Go's `func` (a method's receiver first), Rust's `fn`,
 * a C-like header (never a `return`: Go's and Rust's statements have no `;` to tell them apart).
 */
const DEFINES =
  /^\s*(?:def\s+(?:self\.)?(\w+)|(?:export\s+)?function\s+(\w+)\s*[<(]|(?:pub(?:\([\w\s]+\))?\s+)?fn\s+(\w+)\s*[<(]|func\s+(?:\([^)]*\)\s*)?(\w+)\s*[[(]|(?:const|let|var)\s+(\w+)\s*=\s*(?:function\b|\([^)]*\)\s*=>)|(?!return\b|else\b)(?:[\w:<>,*&[\]]+\s+)+(\w+)\s*\([^;]*\)\s*(?:const\s*)?\{?\s*$)/;

/** The name of the function this line defines, or undefined (a control statement is not one). */
function definedName(code: string): string | undefined {
  const name = DEFINES.exec(code)
    ?.slice(1)
    .find((x) => x !== undefined);
  return name && !/^(if|for|while|switch|catch|return)$/.test(name) ? name : undefined;
}

/** A call of `name`, as a method of `self`/`this` too. */
const callOf = (name: string, flags = '') =>
  new RegExp(`(?:^|[^\\w.])(?:self\\.|this\\.)?${name}\\s*\\(`, flags);

/** Lines where a function the code defines calls itself (after its header, before the next one). */
export function recursiveCalls(lines: readonly CodeLine[]): CodeLine[] {
  const out: CodeLine[] = [];
  let current: string | undefined;
  for (const l of lines) {
    const name = definedName(l.code);
    if (name) {
      current = name;
      continue;
    }
    if (current && callOf(current).test(l.code)) out.push(l);
  }
  return out;
}

/**
 * A header's parameter names in order: Python's, TypeScript's and Rust's `name: Type` and Go's
 * `name Type` name first, C-like `Type name` last; defaults dropped, Python's `self` and Rust's
 * `&self` left out (a method's call passes them implicitly).
 */
function paramNames(header: string, name: string, language: Language): string[] | undefined {
  const at = header.indexOf(name);
  const open = header.indexOf('(', at + name.length);
  const inner = open >= 0 ? inParens(header, open) : undefined;
  if (inner === undefined) return undefined;
  const nameFirst = language === 'go' || language === 'python' || language === 'rust' || language === 'ruby';
  return topLevel(inner)
    .map((p) => p.replace(/=.*$/, '').trim())
    .map((p) => {
      if (p.includes(':'))
        return p
          .slice(0, p.indexOf(':'))
          .replace(/^mut\s+/, '')
          .trim();
      const words = p.match(/[A-Za-z_$][\w$]*/g) ?? [];
      return (nameFirst ? words[0] : words[words.length - 1]) ?? '';
    })
    .filter((p) => p !== 'self' && p !== '&self' && !/^\*/.test(p));
}

/**
 * Recursive calls that pass the function's own parameters back unchanged (`explore(index)` inside
 * `explore(index)`): nothing moves the call towards a base case, so unless something outside the
 * arguments changes in between, it recurses until the stack runs out. Where a stack overflow's
 * fix goes; the line the stack happened to run out on is arbitrary.
 */
export function stuckCalls(lines: readonly CodeLine[], language: Language): CodeLine[] {
  const out: CodeLine[] = [];
  let current: { name: string; params: string[] | undefined } | undefined;
  for (const l of lines) {
    const name = definedName(l.code);
    if (name) {
      current = { name, params: paramNames(l.code, name, language) };
      continue;
    }
    if (!current?.params || current.params.length === 0) continue;
    for (const c of l.code.matchAll(callOf(current.name, 'g'))) {
      const args = inParens(l.code, (c.index ?? 0) + c[0].length - 1);
      if (args === undefined) continue;
      const given = topLevel(args);
      if (given.length === current.params.length && given.every((a, i) => a === current?.params?.[i])) {
        out.push(l);
        break;
      }
    }
  }
  return out;
}

/** The line that defines the function `name` and its parameter names as the learner wrote them. */
export function functionHeader(
  lines: readonly CodeLine[],
  name: string,
  language: Language,
): { line: CodeLine; params: string[] } | undefined {
  for (const l of lines) {
    if (definedName(l.code) !== name) continue;
    const params = paramNames(l.code, name, language);
    return params ? { line: l, params } : undefined;
  }
  return undefined;
}
