import type { Signature, ValueType } from '@codecoach/contracts';

/** LeetCode's TypeScript types for the signature's value types (a long is a number, as in JavaScript). */
const TS_TYPE: Record<ValueType, string> = {
  int: 'number',
  long: 'number',
  double: 'number',
  boolean: 'boolean',
  string: 'string',
  char: 'string',
  'int[]': 'number[]',
  'long[]': 'number[]',
  'double[]': 'number[]',
  'boolean[]': 'boolean[]',
  'string[]': 'string[]',
  'char[]': 'string[]',
  'int[][]': 'number[][]',
  'string[][]': 'string[][]',
  'char[][]': 'string[][]',
  'list<int>': 'number[]',
  'list<string>': 'string[]',
  'list<list<int>>': 'number[][]',
  'list<list<string>>': 'string[][]',
  ListNode: 'ListNode | null',
  TreeNode: 'TreeNode | null',
};

const LIST_DOC = `/**
 * Definition for singly-linked list.
 * class ListNode {
 *     val: number
 *     next: ListNode | null
 *     constructor(val?: number, next?: ListNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.next = (next===undefined ? null : next)
 *     }
 * }
 */

`;
const TREE_DOC = `/**
 * Definition for a binary tree node.
 * class TreeNode {
 *     val: number
 *     left: TreeNode | null
 *     right: TreeNode | null
 *     constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.left = (left===undefined ? null : left)
 *         this.right = (right===undefined ? null : right)
 *     }
 * }
 */

`;

export const tsType = (t: ValueType): string => TS_TYPE[t];

export function tsStarter(sig: Signature): string {
  const all = [...sig.params.map((p) => p.type), sig.returns];
  const head = (all.includes('ListNode') ? LIST_DOC : '') + (all.includes('TreeNode') ? TREE_DOC : '');
  const params = sig.params.map((p) => `${p.name}: ${TS_TYPE[p.type]}`).join(', ');
  return `${head}function ${sig.function}(${params}): ${TS_TYPE[sig.returns]} {\n    \n};\n`;
}

/**
 * The type checker, run in a compile box: `node check.cjs <typescript.js>...` (the first that exists). It loads the
 * compiler and parses the standard library (es2022, no DOM) before the submission arrives, checks
 * once on an empty file so the compiler's code is warm, then waits for its `go` line (a fifo when
 * it was started ahead, compile.ts). It reads only `solution.ts` and the compiler's own lib files:
 * no import, `/// <reference>` or module is resolved, whatever the source names. On success it
 * writes `out/solution.js` and `out/solution.lines` (the learner's line of each emitted line, for
 * runtime errors); on failure the diagnostics, `solution.ts(line,col): error TSn: text`, and exit 1.
 */
export function tsChecker(): string {
  return TS_CHECKER;
}

const TS_CHECKER = `'use strict';
const fs = require('fs');
const path = require('path');
// The compiler's path in the box, or on the host when the judge runs unsandboxed (toolchains.ts).
const TS_PATH = process.argv.slice(2).find((p) => fs.existsSync(p));
const ts = require(TS_PATH);
const LIB = path.dirname(TS_PATH);
const CWD = process.cwd();
const SOLUTION = path.join(CWD, 'solution.ts');
const AMBIENT = path.join(CWD, 'codecoach.d.ts');
const MAX_ERRORS = 50;
// LeetCode's TypeScript: tsc --alwaysStrict --strictBindCallApply --strictFunctionTypes --target ES2022.
const OPTIONS = {
  target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], module: ts.ModuleKind.None,
  alwaysStrict: true, strictBindCallApply: true, strictFunctionTypes: true,
  noEmitOnError: true, noResolve: true, types: [], skipLibCheck: true, sourceMap: true,
  newLine: ts.NewLineKind.LineFeed, noErrorTruncation: false,
};
const CONSOLE = 'declare var console: { log(...a: any[]): void; error(...a: any[]): void; warn(...a: any[]): void; info(...a: any[]): void; debug(...a: any[]): void; };\\n';
const LIST = 'declare class ListNode { val: number; next: ListNode | null; constructor(val?: number, next?: ListNode | null); }\\n';
const TREE = 'declare class TreeNode { val: number; left: TreeNode | null; right: TreeNode | null; constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null); }\\n';
const libs = new Map();
const isLib = (f) => path.dirname(f) === LIB && /^lib\\.[a-z0-9.]+\\.d\\.ts$/.test(path.basename(f));
let solution; let ambient;
const host = {
  getSourceFile(f) {
    if (f === SOLUTION) return solution;
    if (f === AMBIENT) return ambient;
    if (!isLib(f)) return undefined;
    if (!libs.has(f)) libs.set(f, ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.ES2022, true));
    return libs.get(f);
  },
  getDefaultLibFileName: () => path.join(LIB, 'lib.es2022.d.ts'),
  getDefaultLibLocation: () => LIB,
  writeFile: () => {},
  getCurrentDirectory: () => CWD,
  getCanonicalFileName: (f) => f,
  useCaseSensitiveFileNames: () => true,
  getNewLine: () => '\\n',
  fileExists: (f) => f === SOLUTION || f === AMBIENT || (isLib(f) && fs.existsSync(f)),
  readFile: (f) => (isLib(f) ? fs.readFileSync(f, 'utf8') : undefined),
  directoryExists: (d) => d === CWD || d === LIB,
  getDirectories: () => [],
  realpath: (f) => f,
};
/** Top-level names the learner declares, so the judge's ambient ListNode/TreeNode do not clash. */
function declared(sf) {
  const names = new Set();
  for (const s of sf.statements) {
    if (s.name && ts.isIdentifier(s.name)) names.add(s.name.text);
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
  }
  return names;
}
function check(text) {
  solution = ts.createSourceFile(SOLUTION, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const own = declared(solution);
  ambient = ts.createSourceFile(AMBIENT,
    (own.has('console') ? '' : CONSOLE) + (own.has('ListNode') ? '' : LIST) + (own.has('TreeNode') ? '' : TREE),
    ts.ScriptTarget.ES2022, true);
  const program = ts.createProgram({ rootNames: [SOLUTION, AMBIENT], options: OPTIONS, host });
  const diags = ts.getPreEmitDiagnostics(program).filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (diags.length) return { errors: diags };
  const out = {};
  const r = program.emit(undefined, (name, data) => { out[path.extname(name) === '.map' ? 'map' : 'js'] = data; });
  if (r.emitSkipped || out.js === undefined) return { errors: r.diagnostics.length ? r.diagnostics : [] };
  return { js: out.js, map: out.map };
}
function format(d) {
  const text = ts.flattenDiagnosticMessageText(d.messageText, '\\n').slice(0, 2000);
  if (d.file && d.file.fileName === SOLUTION && d.start !== undefined) {
    const p = d.file.getLineAndCharacterOfPosition(d.start);
    return 'solution.ts(' + (p.line + 1) + ',' + (p.character + 1) + '): error TS' + d.code + ': ' + text;
  }
  return 'error TS' + d.code + ': ' + text;
}
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** For each emitted line (1-based), the learner's line it came from (0: none), from the source map. */
function lineMap(map) {
  const lines = [0]; let src = 0;
  for (const gen of JSON.parse(map).mappings.split(';')) {
    let first = 0;
    for (const seg of gen.split(',')) {
      if (!seg) continue;
      const v = []; let shift = 0; let acc = 0;
      for (const ch of seg) {
        const d = B64.indexOf(ch); acc += (d & 31) << shift;
        if (d & 32) shift += 5;
        else { v.push(acc & 1 ? -(acc >>> 1) : acc >>> 1); acc = 0; shift = 0; }
      }
      if (v.length >= 4) { src += v[2]; if (!first) first = src + 1; }
    }
    lines.push(first);
  }
  return lines;
}
function readLine(p) {
  const fd = fs.openSync(p, 'r'); const b = Buffer.alloc(256);
  const n = fs.readSync(fd, b, 0, b.length, null); fs.closeSync(fd); return b.subarray(0, n).toString();
}
// Warm: the lib files parsed and bound, the compiler's code compiled, before the submission.
check('function warm(a: number[]): number { return a.length; }\\n');
readLine('go');
const r = check(fs.readFileSync('solution.ts', 'utf8'));
if (r.errors) {
  const shown = r.errors.slice(0, MAX_ERRORS).map(format);
  if (r.errors.length > MAX_ERRORS) shown.push('... and ' + (r.errors.length - MAX_ERRORS) + ' more errors');
  if (!shown.length) shown.push('error: the program was not emitted');
  process.stdout.write(shown.join('\\n') + '\\n');
  process.exitCode = 1;
} else {
  fs.writeFileSync('out/solution.js', r.js);
  fs.writeFileSync('out/solution.lines', JSON.stringify(lineMap(r.map)));
}
`;
