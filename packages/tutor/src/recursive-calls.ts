/** Where a function the learner's code defines calls itself. */
import type { CodeLine } from './code-lines.ts';

/**
 * A function's name from its header line: Python's and Ruby's `def` (Ruby's parentheses optional),
 * JavaScript's and TypeScript's functions, Go's `func` (a method's receiver first), Rust's `fn`,
 * a C-like header (never a `return`: Go's and Rust's statements have no `;` to tell them apart).
 */
const DEFINES =
  /^\s*(?:def\s+(?:self\.)?(\w+)|(?:export\s+)?function\s+(\w+)\s*[<(]|(?:pub(?:\([\w\s]+\))?\s+)?fn\s+(\w+)\s*[<(]|func\s+(?:\([^)]*\)\s*)?(\w+)\s*[[(]|(?:const|let|var)\s+(\w+)\s*=\s*(?:function\b|\([^)]*\)\s*=>)|(?!return\b|else\b)(?:[\w:<>,*&[\]]+\s+)+(\w+)\s*\([^;]*\)\s*(?:const\s*)?\{?\s*$)/;

/** Lines where a function the code defines calls itself (after its header, before the next one). */
export function recursiveCalls(lines: readonly CodeLine[]): CodeLine[] {
  const out: CodeLine[] = [];
  let current: string | undefined;
  for (const l of lines) {
    const m = DEFINES.exec(l.code);
    const name = m?.slice(1).find((x) => x !== undefined);
    if (name && !/^(if|for|while|switch|catch|return)$/.test(name)) {
      current = name;
      continue;
    }
    if (current && new RegExp(`(?:^|[^\\w.])(?:self\\.|this\\.)?${current}\\s*\\(`).test(l.code)) out.push(l);
  }
  return out;
}
