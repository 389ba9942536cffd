/** Where a function the learner's code defines calls itself. */
import type { CodeLine } from './code-lines.ts';

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
