/**
 * Constant replacement on a running minimum's or maximum's starting value (Major's CRCR, Just,
 * ISSTA 2014, aimed at one role): a name that the code lowers as a minimum (`low = min(low, x)`,
 * `if (x < low) low = x`) or raises as a maximum starts at the identity of that operation (+inf,
 * -inf), not at a number an answer could be (`low, high = 0, 0`; both at once too); and in Java
 * and C++ any 64-bit name given a 32-bit limit gets the 64-bit one (`long inf = Integer.MAX_VALUE`).
 */
import type { Language } from '@codecoach/contracts';
import { blankNonCode } from './code-lines.ts';
import type { MoreEdit } from './more-mutants.ts';

type Role = 'min' | 'max';

/** The names the code keeps as a running minimum or maximum, with which. */
function runningNames(lines: readonly string[]): Map<string, Role> {
  const out = new Map<string, Role>();
  for (const [i, code] of lines.entries()) {
    // `v = min(v, x)`, `v = Math.max(x, v)`, `v = std::min<...>(v, x)`, `v = [v, x].min`.
    for (const m of code.matchAll(
      /\b([A-Za-z_]\w*)\s*=\s*(?:Math\.|std::)?(min|max)\b(?:<[^>]*>)?\s*\(([^)]*)\)/g,
    )) {
      const [, v, f, args] = m;
      if (v && f && new RegExp(`\\b${v}\\b`).test(args ?? '')) out.set(v, f as Role);
    }
    // `if (x < v) v = x` / `if x > v:` then `v = x` on this line or the next.
    for (const m of code.matchAll(/\bif\b[^<>]*?([<>])=?\s*([A-Za-z_]\w*)\b/g)) {
      const [, op, v] = m;
      if (!v) continue;
      const assigns = new RegExp(`\\b${v}\\s*=(?!=)`);
      if (assigns.test(code.slice((m.index ?? 0) + m[0].length)) || assigns.test(lines[i + 1] ?? ''))
        out.set(v, op === '<' ? 'min' : 'max');
    }
  }
  return out;
}

/** The identity of `role` for a name declared with `type` (Java, C++), or undefined. */
function identity(
  language: Language,
  role: Role,
  type: string | undefined,
  name: string,
): string | undefined {
  const big = role === 'min';
  switch (language) {
    case 'python':
      return big ? "float('inf')" : "float('-inf')";
    case 'javascript':
    case 'typescript':
      return big ? 'Infinity' : '-Infinity';
    case 'java': {
      const box = { int: 'Integer', long: 'Long', double: 'Double' }[type ?? ''];
      if (!box) return undefined;
      return box === 'Double'
        ? big
          ? 'Double.MAX_VALUE'
          : '-Double.MAX_VALUE'
        : `${box}.${big ? 'MAX' : 'MIN'}_VALUE`;
    }
    case 'cpp':
      return `numeric_limits<decltype(${name})>::${big ? 'max' : 'lowest'}()`;
    default:
      return undefined;
  }
}

/** The edits on `src`: each running extreme's numeric starting value made its identity. */
export function extremeStarts(src: string, language: Language): MoreEdit[] {
  const lines = blankNonCode(src, language).split('\n');
  const roles = runningNames(lines);
  const out: MoreEdit[] = [];
  const done = new Set<string>();
  for (const [i, code] of lines.entries()) {
    // `low, high = 0, 0` (Python): each name its own value.
    const tuple = /^(\s*)([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)+)\s*=\s*([^=].*)$/.exec(code);
    if (language === 'python' && tuple) {
      const names = (tuple[2] ?? '').split(',').map((s) => s.trim());
      const values = (tuple[3] ?? '').split(',');
      if (names.length !== values.length) continue;
      // Where the values start: tuple[3] runs to the line's end.
      let at = code.length - (tuple[3] ?? '').length;
      const mine: MoreEdit[] = [];
      for (const [k, name] of names.entries()) {
        const value = values[k] ?? '';
        const role = roles.get(name);
        const lit = /^\s*-?\d+(?:\.\d+)?\s*$/.test(value) ? value.trim() : undefined;
        if (role && lit !== undefined && !done.has(name)) {
          const start = at + value.indexOf(lit);
          mine.push(edit(i + 1, start, start + lit.length, identity(language, role, undefined, name) ?? lit));
          done.add(name);
        }
        at += value.length + 1;
      }
      out.push(...mine);
      // A minimum and a maximum started together (`lo, hi = 0, 0`) are wrong together: both at once.
      const first = mine[0];
      const last = mine[mine.length - 1];
      if (first && last && mine.length > 1) {
        let text = '';
        let pos = first.start;
        for (const e of mine) {
          text += code.slice(pos, e.start) + e.text;
          pos = e.end;
        }
        out.push(edit(i + 1, first.start, last.end, text));
      }
      continue;
    }
    // `int low = 0;`, `let high = 0`, `low = 0`, `long inf = Integer.MAX_VALUE;`.
    for (const m of code.matchAll(
      /(?:\b(int|long long|long|double|auto|let|var|const)\s+)?\b([A-Za-z_]\w*)\s*=\s*(-?\d+(?:\.\d+)?|Integer\.M(?:AX|IN)_VALUE|INT_M(?:AX|IN))(?=\s*[;,]|\s*$)/g,
    )) {
      const [whole, type, name, value] = m;
      if (!name || !value || done.has(name)) continue;
      const start = (m.index ?? 0) + whole.length - value.length;
      // A 32-bit limit in a 64-bit name (Java's long, C++'s long long), whatever its role: the
      // "infinity" of 64-bit sums and distances, widened.
      if (/MAX|MIN/.test(value)) {
        if (!/long/.test(type ?? '') || (language !== 'java' && language !== 'cpp')) continue;
        const max = /MAX/.test(value);
        const to =
          language === 'java'
            ? `Long.${max ? 'MAX' : 'MIN'}_VALUE`
            : `numeric_limits<decltype(${name})>::${max ? 'max' : 'lowest'}()`;
        out.push(edit(i + 1, start, start + value.length, to));
        done.add(name);
        continue;
      }
      const role = roles.get(name);
      if (!role) continue;
      const to = identity(language, role, type === 'long long' ? 'long' : type, name);
      if (!to) continue;
      out.push(edit(i + 1, start, start + value.length, to));
      done.add(name);
    }
  }
  return out;
}

const edit = (line: number, start: number, end: number, text: string): MoreEdit => ({
  line,
  start,
  end,
  text,
  kind: 'wrong-initial-value',
  what: 'a starting value',
});
