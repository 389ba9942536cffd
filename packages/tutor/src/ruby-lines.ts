/**
 * Ruby's loops and their nesting, line by line (code-lines.ts, on code already blanked): a block
 * opens with a keyword at the start of a statement (`def`, `if`, `while`, `class`...; a modifier
 * `x += 1 if y` opens nothing), with `do` or with `{`, and closes with `end` or `}`. A loop is
 * `while`, `until`, `for`, `loop`, or a block given to an iterator (`each`, `each_with_index`,
 * `times`, `upto`, `map`...).
 */
import type { CodeLine } from './code-lines.ts';

/** Iterators whose block runs once per element (or per step): a loop. `sort_by` is a sort. */
const ITERATOR =
  /\.(?:each\w*|times|upto|downto|step|map!?|flat_map|collect!?|select!?|filter!?|filter_map|reject!?|inject|reduce|sum|count|any\?|all\?|none\?|find|detect|find_index|min_by|max_by|group_by|partition|zip|cycle)(?![\w?!])|(?<![.\w])loop(?![\w?!])/y;
/** What may come between an iterator and its block: its arguments. */
const ARGS = /\s*(?:\((?:[^()]|\([^()]*\))*\))?\s*(?=\{|do\b)/y;
const KEYWORD =
  /(?<![.:\w@$])(if|unless|while|until|for|case|begin|def|class|module|do|end)(?![\w?!]|:(?!:))/y;

/** Whether a keyword at `at` starts a statement (a modifier `if` follows other code). */
function startsStatement(code: string, at: number): boolean {
  const before = code.slice(0, at).split(';').pop()?.trimEnd() ?? '';
  return before === '' || (/[=(]$|\|\||&&|\b(?:and|or|not|then)$/.test(before) && !/[=!<>]=$/.test(before));
}

export function rubyLines(lines: readonly string[]): CodeLine[] {
  const stack: boolean[] = []; // each open block: whether it is a loop
  const out: CodeLine[] = [];
  for (const [i, code] of lines.entries()) {
    const enclosing = stack.filter(Boolean).length;
    let count = 0;
    let loopBlock = false; // the next `{` or `do` opens an iterator's block
    let optionalDo = false; // `while x do`: the `do` belongs to the while
    for (let at = 0; at < code.length; at++) {
      const ch = code[at];
      if (ch === '{' || ch === '}') {
        if (ch === '{') {
          stack.push(loopBlock);
          if (loopBlock) count++;
          loopBlock = false;
        } else stack.pop();
        continue;
      }
      ITERATOR.lastIndex = at;
      const it = ITERATOR.exec(code);
      if (it) {
        ARGS.lastIndex = at + it[0].length;
        if (ARGS.test(code)) loopBlock = true;
        at += it[0].length - 1;
        continue;
      }
      KEYWORD.lastIndex = at;
      const kw = KEYWORD.exec(code)?.[1];
      if (!kw) continue;
      at += kw.length - 1;
      if (kw === 'end') stack.pop();
      else if (kw === 'do') {
        if (optionalDo && !loopBlock) optionalDo = false;
        else {
          stack.push(loopBlock);
          if (loopBlock) count++;
          loopBlock = false;
        }
      } else if (startsStatement(code, at - kw.length + 1)) {
        // `def name(args) = expr` (an endless method) opens nothing.
        if (kw === 'def' && /^\s*[\w.?!]+\s*(?:\([^)]*\))?\s*=(?!=)/.test(code.slice(at + 1))) continue;
        const loop = kw === 'while' || kw === 'until' || kw === 'for';
        stack.push(loop);
        if (loop) {
          count++;
          optionalDo = true;
        }
      }
    }
    out.push({ no: i + 1, code, loopDepth: enclosing + count, isLoop: count > 0 });
  }
  return out;
}
