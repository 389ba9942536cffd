/**
 * A light reading of learner code, line by line, for the ten languages: which lines are loops and
 * how deeply they nest (indentation for Python, `end`-closed blocks and braces for Ruby in
 * ruby-lines.ts, braces for the others), comments and string contents blanked so that text in
 * them is never read as code.
 */
import type { Language } from '@codecoach/contracts';
import { rubyLines } from './ruby-lines.ts';

export interface CodeLine {
  /** 1-based. */
  no: number;
  /** The line with comments and string contents blanked. */
  code: string;
  /** Loops enclosing this line (a loop header counts itself). */
  loopDepth: number;
  isLoop: boolean;
  /** A loop that runs on a condition alone (Go's `for left < right {`, its `while`). */
  conditionLoop?: boolean;
}

/** Blanks `src` from `i` to `stop` (exclusive), keeping its line breaks. */
const blank = (src: string, i: number, stop: number) => src.slice(i, stop).replace(/[^\n]/g, ' ');

/** Where a Rust char literal that starts at `i` ends (exclusive); undefined for a lifetime or a label. */
function rustCharEnd(src: string, i: number): number | undefined {
  const m = /^'(?:\\(?:u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.)|[^\\'\n])'/.exec(src.slice(i, i + 12));
  return m ? i + m[0].length : undefined;
}

/** Blanks comments and the insides of string literals, keeping columns and line count. */
export function blankNonCode(src: string, language: Language): string {
  const hash = language === 'python' || language === 'ruby';
  // Strings that may run over lines: template literals, Go's raw strings, Rust's and Ruby's strings.
  const multiline =
    language === 'rust' || language === 'ruby'
      ? '"\''
      : language === 'go' || language === 'javascript' || language === 'typescript'
        ? '`'
        : '';
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i] ?? '';
    const two = src.slice(i, i + 2);
    const lineStart = i === 0 || src[i - 1] === '\n';
    if (language === 'ruby' && lineStart && /^=begin\b/.test(src.slice(i, i + 7))) {
      const end = src.slice(i).search(/\n=end\b[^\n]*/);
      const stop =
        end < 0 ? src.length : i + end + 1 + (/^=end\b[^\n]*/.exec(src.slice(i + end + 1))?.[0].length ?? 4);
      out += blank(src, i, stop);
      i = stop;
    } else if ((hash && c === '#') || (!hash && two === '//')) {
      while (i < src.length && src[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (!hash && two === '/*') {
      // Rust's block comments nest.
      let depth = 0;
      let j = i;
      do {
        if (src.startsWith('/*', j)) {
          depth += language === 'rust' || depth === 0 ? 1 : 0;
          j += 2;
        } else if (src.startsWith('*/', j)) {
          depth--;
          j += 2;
        } else j++;
      } while (j < src.length && depth > 0);
      out += blank(src, i, j);
      i = j;
    } else if (language === 'python' && (src.startsWith('"""', i) || src.startsWith("'''", i))) {
      const q = src.slice(i, i + 3);
      const end = src.indexOf(q, i + 3);
      const stop = end < 0 ? src.length : end + 3;
      out += '""';
      for (i += 2; i < stop - 1; i++) out += src[i] === '\n' ? '\n' : ' ';
      out += '"';
      i = stop;
    } else if (language === 'rust' && /^b?r#*"/.test(src.slice(i, i + 12)) && !/\w/.test(src[i - 1] ?? '')) {
      // A raw string: r"...", r#"..."#, br"...", no escapes inside.
      const open = /^b?r(#*)"/.exec(src.slice(i, i + 12)) as RegExpExecArray;
      const close = `"${open[1]}`;
      const end = src.indexOf(close, i + open[0].length);
      const stop = end < 0 ? src.length : end + close.length;
      out += src.slice(i, i + open[0].length) + blank(src, i + open[0].length, stop - close.length) + close;
      i = stop;
    } else if (language === 'rust' && c === "'" && rustCharEnd(src, i) === undefined) {
      out += c; // a lifetime or a loop label: code
      i++;
    } else if (c === '"' || c === "'" || c === '`') {
      const spans = multiline.includes(c);
      // Go's raw strings have no escapes.
      const escapes = !(language === 'go' && c === '`');
      out += c;
      i++;
      while (i < src.length && src[i] !== c && (spans || src[i] !== '\n')) {
        if (escapes && src[i] === '\\' && src[i + 1] !== '\n') {
          out += ' ';
          i++;
        }
        out += src[i] === '\n' ? '\n' : ' ';
        i++;
      }
      if (i < src.length && src[i] === c) {
        out += c;
        i++;
      }
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

// C#'s `foreach` is a loop word of its own (`for\b` does not match it).
const LOOP = /^\s*(?:\}\s*)?(for|foreach|while|do)\b|\.forEach\(|\.map\(/;

/** The loops a line of each brace language opens, wherever they are on it. */
const BRACE_LOOPS: Partial<Record<Language, RegExp>> = {
  // Go has one loop word, with or without a header; Rust's `for .. in`, `while` and `loop`, a
  // label before them (`impl X for Y` is not a loop: `for` there follows a name).
  go: /(?:^|[;{}])\s*(?:\w+:\s*)?for\b/g,
  rust: /(?:^|[;{}=]|=>)\s*(?:'\w+\s*:\s*)?(?:for|while|loop)\b|\.for_each\(/g,
};
const C_LOOPS = /(?:^|[\s;{}(])(?:for|foreach|while)\s*\(|^\s*(?:\}\s*)?do\b|\.forEach\(/g;

export function readLines(src: string, language: Language): CodeLine[] {
  const lines = blankNonCode(src, language).split('\n');
  if (language === 'ruby') return rubyLines(lines);
  const out: CodeLine[] = [];
  if (language === 'python') {
    const stack: number[] = []; // indentation of enclosing loop headers
    for (const [i, code] of lines.entries()) {
      if (code.trim() === '') {
        out.push({ no: i + 1, code, loopDepth: stack.length, isLoop: false });
        continue;
      }
      const indent = code.length - code.trimStart().length;
      while (stack.length > 0 && (stack[stack.length - 1] ?? 0) >= indent) stack.pop();
      const isLoop = LOOP.test(code) || /\bfor\b.*\bin\b.*\]/.test(code);
      if (isLoop) stack.push(indent);
      out.push({ no: i + 1, code, loopDepth: stack.length, isLoop });
    }
    return out;
  }
  const loops = BRACE_LOOPS[language] ?? C_LOOPS;
  let depth = 0;
  const loopDepths: number[] = []; // brace depth at which each open loop's body lives
  let pendingBodyless = 0;
  for (const [i, code] of lines.entries()) {
    // Loops anywhere on the line: code written on one line still has its loops counted.
    const count = (code.match(loops) ?? []).length;
    const isLoop = count > 0;
    while (loopDepths.length > 0 && depth < (loopDepths[loopDepths.length - 1] ?? 0)) loopDepths.pop();
    const enclosing = loopDepths.length + pendingBodyless;
    const loopDepth = enclosing + count;
    if (code.trim() !== '') pendingBodyless = 0;
    // Go's `for cond {`: no init, no `range`; the condition alone (its `while`).
    const conditionLoop =
      language === 'go' && /^\s*for\s+(?![^{]*(?::=|\brange\b|;))[^{]*[^\s{][^{]*\{/.test(code);
    out.push({ no: i + 1, code, loopDepth, isLoop, ...(conditionLoop ? { conditionLoop } : {}) });
    const opens = (code.match(/\{/g) ?? []).length;
    const closes = (code.match(/\}/g) ?? []).length;
    if (isLoop) {
      if (opens > closes) loopDepths.push(depth + 1);
      else if (opens === 0) pendingBodyless = enclosing + 1 - loopDepths.length;
    }
    depth += opens - closes;
  }
  return out;
}

/** The first line after `from` whose code matches `re`. */
export function firstLine(lines: CodeLine[], re: RegExp, from = 0): number | undefined {
  return lines.find((l) => l.no > from && re.test(l.code))?.no;
}

/** `text` split at its top-level commas (not those inside brackets or a generic's `<>`). */
export function topLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[' || ch === '{' || ch === '<') depth++;
    else if ((ch === ')' || ch === ']' || ch === '}' || (ch === '>' && text[i - 1] !== '-')) && depth > 0)
      depth--;
    else if (ch === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/** The text between the parenthesis at `open` and the one that closes it, or undefined. */
export function inParens(text: string, open: number): string | undefined {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return undefined;
}
