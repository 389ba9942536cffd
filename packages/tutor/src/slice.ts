/**
 * A backward slice from a runtime error's crash site (Weiser, "Program slicing", 1984, in the
 * light form fault localisers use): the values the crashing line reads through an index, a
 * dereference or a call on them, and the nearest line above it that last set each one. A bad
 * index or a null is often made elsewhere: the array allocated one short, the list that starts
 * with a null, the loop that lets the index run past the end. Those lines are candidates beside
 * the crash site; the tests and the variants (sbfl.ts) choose among them.
 *
 * Read from the text (code-lines.ts blanks comments and strings), not from a parser: an
 * assignment, an update, a loop that binds the name, or a call that changes a container
 * (`append`, `push`, `put`...) counts as setting it.
 */
import type { Language } from '@codecoach/contracts';
import { blankNonCode } from './code-lines.ts';

/** Lines of the slice kept at most, nearest first. */
export const SLICE_LINES = 3;

const KEYWORDS = new Set([
  'if',
  'else',
  'for',
  'while',
  'return',
  'new',
  'int',
  'long',
  'double',
  'float',
  'char',
  'bool',
  'boolean',
  'const',
  'let',
  'var',
  'auto',
  'void',
  'null',
  'nullptr',
  'None',
  'true',
  'false',
  'True',
  'False',
  'this',
  'self',
  'and',
  'or',
  'not',
  'in',
  'of',
  'is',
  'def',
  'class',
  'function',
  'std',
  'vector',
  'String',
  'Integer',
  'Long',
  'Math',
  'len',
  'range',
  'undefined',
  'static',
  'public',
  'private',
  'final',
  'typeof',
  'instanceof',
  'throw',
  'try',
  'catch',
  'break',
  'continue',
]);

const MUTATORS =
  'append|extend|insert|pop|popleft|appendleft|push|push_back|pop_back|pop_front|push_front|emplace|emplace_back|add|put|offer|poll|remove|shift|unshift|splice|set|clear';

const escapeName = (s: string) => s.replace(/[$]/g, '\\$');

/** Whether `line` (blanked) sets `name`: assigns it, updates it, binds it in a loop or changes it by a call. */
export function sets(line: string, name: string): boolean {
  const n = escapeName(name);
  return [
    // `name = ...`, `name[i] = ...`, `name.next = ...`, `a, name = ...`, `name += ...` (not ==, <=, >=, !=).
    new RegExp(`(^|[^\\w.$])${n}(\\s*(\\[[^\\]]*\\]|\\.\\w+|->\\w+))*\\s*([-+*/%|&^]|//|<<|>>)?=(?!=)`),
    new RegExp(`(^|[^\\w.$])${n}\\s*(\\+\\+|--)|(\\+\\+|--)\\s*${n}\\b`),
    new RegExp(`\\bfor\\b[^:]*[\\s(,]${n}\\s*(\\bin\\b|\\bof\\b|:(?!:))`),
    new RegExp(`(^|[^\\w.$])${n}\\s*(\\.|->)\\s*(${MUTATORS})\\s*\\(`),
  ].some((re) => re.test(line));
}

/**
 * The names the crashing line reads: first those it indexes, dereferences or calls a method on
 * (`a[`, `node.`, `p->`), then the names inside its brackets, then the rest. A name the line
 * only assigns (`x = ...`) is not read.
 */
export function crashNames(line: string): string[] {
  const deref: string[] = [];
  const inside: string[] = [];
  const rest: string[] = [];
  for (const m of line.matchAll(/(?<![\w.$])[A-Za-z_$][\w$]*/g)) {
    const name = m[0];
    const after = line.slice(m.index + name.length);
    if (KEYWORDS.has(name) || /^\s*\(/.test(after) || /^\s*=(?!=)/.test(after)) continue;
    const before = line.slice(0, m.index);
    const depth = (before.match(/\[/g)?.length ?? 0) - (before.match(/\]/g)?.length ?? 0);
    (/^\s*(\[|\.|->)/.test(after) ? deref : depth > 0 ? inside : rest).push(name);
  }
  return [...new Set([...deref, ...inside, ...rest])];
}

/**
 * The lines that last set what the crash line reads, nearest first: for each name it reads (the
 * indexed and dereferenced ones before the rest), the closest line above the crash that sets it.
 * At most SLICE_LINES.
 */
export function crashSlice(code: string, language: Language, crash: number): number[] {
  const lines = blankNonCode(code, language).split('\n');
  const at = lines[crash - 1];
  if (at === undefined) return [];
  const found: number[] = [];
  for (const name of crashNames(at)) {
    for (let i = crash - 2; i >= 0; i--) {
      if (!sets(lines[i] ?? '', name)) continue;
      if (!found.includes(i + 1)) found.push(i + 1);
      break;
    }
    if (found.length >= SLICE_LINES) break;
  }
  return found.sort((a, b) => b - a);
}
