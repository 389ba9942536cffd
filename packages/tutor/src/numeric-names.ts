/**
 * Which names of Java or C++ code hold numbers, read from their declarations: the variants that
 * treat a name as a number (mutants.ts) are made only on these.
 */
import { blankNonCode } from './code-lines.ts';

const SCALAR: Record<'java' | 'cpp', string> = {
  java: '(?:int|long|double|float)',
  cpp: '(?:(?:unsigned|signed|const)\\s+)*(?:long\\s+long|long\\s+double|long|int|short|char|double|float|size_t|u?int(?:8|16|32|64)_t)(?:\\s+(?:long|int))*',
};
const ARRAY: Record<'java' | 'cpp', string> = {
  java: '(?:int|long|double|float)(?:\\s*\\[\\s*\\])+',
  cpp: '(?:vector<\\s*)+(?:long\\s+long|long|int|short|char|double|float|size_t|u?int(?:8|16|32|64)_t)(?:\\s*>)+',
};

/**
 * Java and C++: the names the code declares with a number type or an array or vector of numbers
 * (Java's `char`, `short` and `byte` not: `c + 1` is an int they do not take back): variables,
 * parameters, loop variables, each declarator of a list (`int lo = 0, hi = n;`). A change that treats a name as a number (`+ 1`, `max(x, ...)`) is made
 * only on these, as mutation tools generate only changes that type-check (Major, PIT: on the
 * syntax tree), where a change that does not compile costs its whole program a second compile.
 * `arrays: false`: the scalars only (a value one off, two names exchanged).
 */
export function numericNames(src: string, language: 'java' | 'cpp', arrays = true): Set<string> {
  const code = blankNonCode(src, language);
  const out = new Set<string>();
  const types = arrays ? `${ARRAY[language]}|${SCALAR[language]}` : SCALAR[language];
  const decl = new RegExp(
    `(?<![\\w.<])(?:${types})(?![\\w\\[<>])\\s*[&*]?\\s*([A-Za-z_]\\w*)\\s*([=;,):\\[({]|$)`,
    'gm',
  );
  for (const m of code.matchAll(decl)) {
    if (!m[1]) continue;
    out.add(m[1]);
    // The other declarators of the same statement: `, name =` or `, name;` before its end.
    if (m[2] !== '=' && m[2] !== ',' && m[2] !== ';' && m[2] !== '[') continue;
    // Up to the statement's end, calls' brackets taken out (`int x = max(a, b)` declares no `b`).
    let rest = code.slice(m.index + m[0].length).split(/[;{}]/)[0] ?? '';
    for (let before = ''; before !== rest; ) {
      before = rest;
      rest = rest.replace(/\([^()]*\)/g, ' ');
    }
    rest = rest.split(/[()]/)[0] ?? '';
    for (const d of rest.matchAll(/,\s*([A-Za-z_]\w*)\s*(?=[=,]|$)/g)) if (d[1]) out.add(d[1]);
  }
  return out;
}

/** The variable an assignment's target names (`dp[i][j]` -> `dp`, `best` -> `best`); a field's, none. */
export function baseName(target: string): string {
  return /^[A-Za-z_]\w*(?=\s*(?:\[|$))/.exec(target.trim())?.[0] ?? '';
}
