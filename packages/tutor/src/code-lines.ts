/**
 * A light reading of learner code, line by line, the same for the six languages: which lines are
 * loops and how deeply they nest (indentation for Python, braces for the others), comments and
 * string contents blanked so that text in them is never read as code.
 */
import type { Language } from '@codecoach/contracts';

export interface CodeLine {
  /** 1-based. */
  no: number;
  /** The line with comments and string contents blanked. */
  code: string;
  /** Loops enclosing this line (a loop header counts itself). */
  loopDepth: number;
  isLoop: boolean;
}

/** Blanks comments and the insides of string literals, keeping columns and line count. */
export function blankNonCode(src: string, language: Language): string {
  const hash = language === 'python';
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i] ?? '';
    const two = src.slice(i, i + 2);
    if ((hash && c === '#') || (!hash && two === '//')) {
      while (i < src.length && src[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (!hash && two === '/*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      for (; i < stop; i++) out += src[i] === '\n' ? '\n' : ' ';
    } else if (hash && (src.startsWith('"""', i) || src.startsWith("'''", i))) {
      const q = src.slice(i, i + 3);
      const end = src.indexOf(q, i + 3);
      const stop = end < 0 ? src.length : end + 3;
      out += '""';
      for (i += 2; i < stop - 1; i++) out += src[i] === '\n' ? '\n' : ' ';
      out += '"';
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      out += c;
      i++;
      while (i < src.length && src[i] !== c && src[i] !== '\n') {
        if (src[i] === '\\') {
          out += ' ';
          i++;
        }
        out += ' ';
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

export function readLines(src: string, language: Language): CodeLine[] {
  const lines = blankNonCode(src, language).split('\n');
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
  let depth = 0;
  const loopDepths: number[] = []; // brace depth at which each open loop's body lives
  let pendingBodyless = 0;
  for (const [i, code] of lines.entries()) {
    // Loops anywhere on the line: code written on one line still has its loops counted.
    const count = (
      code.match(/(?:^|[\s;{}(])(?:for|foreach|while)\s*\(|^\s*(?:\}\s*)?do\b|\.forEach\(/g) ?? []
    ).length;
    const isLoop = count > 0;
    while (loopDepths.length > 0 && depth < (loopDepths[loopDepths.length - 1] ?? 0)) loopDepths.pop();
    const enclosing = loopDepths.length + pendingBodyless;
    const loopDepth = enclosing + count;
    if (code.trim() !== '') pendingBodyless = 0;
    out.push({ no: i + 1, code, loopDepth, isLoop });
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
