import type { Signature, ValueType } from '@codecoach/contracts';

const JS_DOC: Record<ValueType, string> = {
  int: 'number',
  long: 'number',
  double: 'number',
  boolean: 'boolean',
  string: 'string',
  char: 'character',
  'int[]': 'number[]',
  'long[]': 'number[]',
  'double[]': 'number[]',
  'boolean[]': 'boolean[]',
  'string[]': 'string[]',
  'char[]': 'character[]',
  'int[][]': 'number[][]',
  'string[][]': 'string[][]',
  'char[][]': 'character[][]',
  'list<int>': 'number[]',
  'list<string>': 'string[]',
  'list<list<int>>': 'number[][]',
  'list<list<string>>': 'string[][]',
  ListNode: 'ListNode',
  TreeNode: 'TreeNode',
};

const LIST_DOC = `/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
`;
const TREE_DOC = `/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
`;

export function jsStarter(sig: Signature): string {
  const all = [...sig.params.map((p) => p.type), sig.returns];
  const docs = sig.params.map((p) => ` * @param {${JS_DOC[p.type]}} ${p.name}`);
  const head = (all.includes('ListNode') ? LIST_DOC : '') + (all.includes('TreeNode') ? TREE_DOC : '');
  return `${head}/**
${docs.join('\n')}
 * @return {${JS_DOC[sig.returns]}}
 */
var ${sig.function} = function(${sig.params.map((p) => p.name).join(', ')}) {
    
};
`;
}

/**
 * The harness runs the learner's file as a classic script (as LeetCode does), so both
 * `var f = function` and `function f` work. Results go to fd 3, never to stdout. The same for
 * every problem: the signature comes from `go` (lang/index.ts), so Node can be started before
 * the submission arrives (prestart.ts).
 */
export function jsHarness(): string {
  return JS_HARNESS;
}

const JS_HARNESS = `'use strict';
const fs = require('fs');
const vm = require('vm');
let PARAMS, RET, NAME;
const LIMIT = 2000000;
function ListNode(val, next) { this.val = val === undefined ? 0 : val; this.next = next === undefined ? null : next; }
function TreeNode(val, left, right) {
  this.val = val === undefined ? 0 : val; this.left = left === undefined ? null : left; this.right = right === undefined ? null : right;
}
globalThis.ListNode = ListNode;
// LeetCode's JavaScript lets solutions require() Node's own modules.
globalThis.require = require;
// Writes go straight to the file: at the output cap the learner's own call fails at once,
// instead of Node queueing errors in memory while a print loop spins.
for (const [stream, fd] of [[process.stdout, 1], [process.stderr, 2]]) {
  stream.write = function (chunk, encoding, cb) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk;
    let o = 0;
    while (o < b.length) o += fs.writeSync(fd, b, o);
    const done = typeof encoding === 'function' ? encoding : cb;
    if (typeof done === 'function') done();
    return true;
  };
}
globalThis.TreeNode = TreeNode;
const emit = (s) => { const b = Buffer.from(s); let o = 0; while (o < b.length) o += fs.writeSync(3, b, o); };
// TypeScript's emitted solution.js comes with the learner's line of each of its lines (lang/typescript.ts).
let LINES;
const lineOf = (e) => {
  const m = /solution\\.js:(\\d+)/.exec(String(e && e.stack));
  return !m ? undefined : LINES ? LINES[Number(m[1])] || undefined : Number(m[1]);
};
const errJson = (e) => JSON.stringify(e instanceof Error
  ? { type: String(e.name || 'Error').slice(0, 200), message: String(e.message).slice(0, 4096), line: lineOf(e) }
  : { type: 'Error', message: ('Uncaught ' + String(e)).slice(0, 4096) });
function toList(a) { let h = null; for (let i = a.length - 1; i >= 0; i--) h = new ListNode(a[i], h); return h; }
function toTree(a) {
  if (a.length === 0 || a[0] === null) return null;
  const root = new TreeNode(a[0]); const q = [root]; let qi = 0; let i = 1;
  while (i < a.length) {
    const n = q[qi++];
    if (i < a.length && a[i] !== null) { n.left = new TreeNode(a[i]); q.push(n.left); } i++;
    if (i < a.length && a[i] !== null) { n.right = new TreeNode(a[i]); q.push(n.right); } i++;
  }
  return root;
}
function fromList(h) {
  const out = [];
  for (; h; h = h.next) { if (out.length >= LIMIT) throw new Error('the returned list has a cycle or over ' + LIMIT + ' nodes'); out.push(h.val); }
  return out;
}
function fromTree(r) {
  const out = []; const q = [r]; let qi = 0;
  while (qi < q.length) {
    const n = q[qi++];
    if (out.length >= LIMIT) throw new Error('the returned tree has a cycle or over ' + LIMIT + ' nodes');
    if (n) { out.push(n.val); q.push(n.left == null ? null : n.left, n.right == null ? null : n.right); } else out.push(null);
  }
  while (out.length && out[out.length - 1] === null) out.pop();
  return out;
}
const arg = (t, v) => (t === 'ListNode' ? toList(v) : t === 'TreeNode' ? toTree(v) : v);
const ret = (t, v) => (v === undefined ? null : t === 'ListNode' ? fromList(v) : t === 'TreeNode' ? fromTree(v) : v);
/** The first line of a file, read without waiting for its end (a fifo ends only with the run). */
function readLine(path) {
  const fd = fs.openSync(path, 'r');
  const chunks = []; const b = Buffer.alloc(4096);
  for (;;) {
    const n = fs.readSync(fd, b, 0, b.length, null);
    if (n === 0) break;
    chunks.push(Buffer.from(b.subarray(0, n)));
    if (b.subarray(0, n).includes(10)) break;
  }
  fs.closeSync(fd);
  const text = Buffer.concat(chunks).toString('utf8');
  const nl = text.indexOf('\\n');
  return nl < 0 ? text : text.slice(0, nl);
}

/** Lines of a pipe, each returned as soon as it is complete (the launcher feeds one at a time). */
function lines(fd) {
  let parts = []; let rest = Buffer.alloc(0); const chunk = Buffer.alloc(1 << 16);
  return () => {
    for (;;) {
      const nl = rest.indexOf(10);
      if (nl >= 0) {
        const line = (parts.length ? Buffer.concat([...parts, rest.subarray(0, nl)]) : rest.subarray(0, nl)).toString('utf8');
        parts = []; rest = rest.subarray(nl + 1);
        return line;
      }
      if (rest.length) parts.push(Buffer.from(rest));
      let n;
      try { n = fs.readSync(fd, chunk, 0, chunk.length, null); } catch (e) { if (e.code === 'EAGAIN') continue; throw e; }
      if (n === 0) return null;
      rest = Buffer.from(chunk.subarray(0, n));
    }
  };
}

function main() {
  // The signature, from \`go\`: a file, or a fifo the judge opens once the files are written
  // when this interpreter was started ahead of the submission.
  ({ params: PARAMS, returns: RET, function: NAME } = JSON.parse(readLine('go')));
  const src = fs.readFileSync('solution.js', 'utf8');
  if (fs.existsSync('solution.lines')) LINES = JSON.parse(fs.readFileSync('solution.lines', 'utf8'));
  let script;
  try { script = new vm.Script(src, { filename: 'solution.js' }); }
  catch (e) { emit('C ' + errJson(e) + '\\n'); return; }
  let fn;
  try {
    script.runInThisContext();
    fn = vm.runInThisContext('typeof ' + NAME + ' === "function" ? ' + NAME + ' : undefined');
    if (fn === undefined && vm.runInThisContext('typeof Solution') === 'function') {
      const S = vm.runInThisContext('Solution');
      fn = (...a) => { const s = new S(); return s[NAME](...a); };
    }
  } catch (e) { emit('E ' + errJson(e) + '\\n'); return; }
  if (typeof fn !== 'function') {
    emit('C ' + JSON.stringify({ type: 'ReferenceError', message: NAME + ' is not defined: define var ' + NAME + ' = function(...) { ... }' }) + '\\n');
    return;
  }
  // Ready: the launcher feeds one test at a time on fd 4 (a JSON line) and measures it from the
  // moment it is fed to the end of our answer's line; nothing here keeps time.
  emit('K\\n');
  const next = lines(4);
  for (let line = next(); line !== null; line = next()) {
    const raw = JSON.parse(line);
    let r; let err; let failed = false;
    try { r = fn(...PARAMS.map((t, k) => arg(t, raw[k]))); } catch (e) { err = e; failed = true; }
    if (!failed) { try { r = JSON.stringify(ret(RET, r)); } catch (e) { err = e; failed = true; } }
    if (failed) emit('E ' + errJson(err) + '\\n');
    else emit('R ' + (r === undefined ? 'null' : r) + '\\n');
  }
}
main();
`;
