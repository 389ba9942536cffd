import type { Signature } from '@codecoach/contracts';
import { closure, parseType, type TypeNode, typeKey } from './valuetype.ts';

/**
 * Go as LeetCode shows it: a top-level `func`, `int` for both 32- and 64-bit integers (Go's int
 * is 64-bit; LeetCode's Go signatures use it for `long` too), `float64`, `byte` for a char,
 * slices for arrays and lists, `*ListNode` / `*TreeNode`.
 */
export function goType(t: TypeNode): string {
  switch (t.kind) {
    case 'scalar':
      return { int: 'int', long: 'int', double: 'float64', boolean: 'bool', string: 'string', char: 'byte' }[
        t.name
      ];
    case 'array':
      return `[]${goType(t.elem)}`;
    default:
      return `*${t.kind}`;
  }
}

const GO_KEYWORDS = new Set(
  'break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var'.split(
    ' ',
  ),
);

/** A parameter named like a Go keyword gets a trailing underscore (`type` -> `type_`). */
export function goName(name: string): string {
  return GO_KEYWORDS.has(name) ? `${name}_` : name;
}

const LIST_DOC = `/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */
`;
const TREE_DOC = `/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
`;

export function goStarter(sig: Signature): string {
  const all = [...sig.params.map((p) => p.type), sig.returns];
  const uses = (k: string) => all.some((t) => t.includes(k));
  const head = (uses('ListNode') ? LIST_DOC : '') + (uses('TreeNode') ? TREE_DOC : '');
  const params = sig.params.map((p) => `${goName(p.name)} ${goType(parseType(p.type))}`).join(', ');
  return `${head}func ${sig.function}(${params}) ${goType(parseType(sig.returns))} {
    
}
`;
}

/**
 * Packages LeetCode's Go solutions use without importing them: imported for the learner when
 * their code names them and does not import them itself, each with a package-level use at the
 * end of the file, so a name that only looks like one (a variable `list`) never makes an unused
 * import an error.
 */
const AUTO_IMPORTS: [name: string, path: string, use: string][] = [
  ['sort', 'sort', 'sort.Ints'],
  ['strings', 'strings', 'strings.Split'],
  ['strconv', 'strconv', 'strconv.Itoa'],
  ['math', 'math', 'math.Abs'],
  ['bits', 'math/bits', 'bits.OnesCount'],
  ['rand', 'math/rand', 'rand.Intn'],
  ['heap', 'container/heap', 'heap.Init'],
  ['list', 'container/list', 'list.New'],
  ['unicode', 'unicode', 'unicode.IsDigit'],
  ['utf8', 'unicode/utf8', 'utf8.RuneLen'],
  ['bytes', 'bytes', 'bytes.Equal'],
  ['fmt', 'fmt', 'fmt.Sprint'],
];

/** The code without comments and string or rune literals (for finding package names in it). */
function codeOnly(code: string): string {
  return code.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|`[^`]*`|'(?:\\.|[^'\\\n])*'/g, ' ');
}

/** Import paths the learner's code imports itself. */
function ownImports(code: string): Set<string> {
  const paths = new Set<string>();
  for (const m of code.matchAll(/\bimport\s*(\([^)]*\)|[\w.]*\s*"[^"]*")/g)) {
    for (const p of (m[1] ?? '').matchAll(/"([^"]*)"/g)) paths.add(p[1] ?? '');
  }
  return paths;
}

/**
 * The learner's file: `package main` and the imports it needs share the learner's first line,
 * followed by a `/*line*\/` directive, so every line and column the compiler or a panic names is
 * the learner's own. Code that declares its own package is taken as it is.
 */
export function goSolution(code: string): string {
  const bare = codeOnly(code);
  if (/^\s*package\s/.test(bare)) return code;
  const own = ownImports(code);
  const needed = AUTO_IMPORTS.filter(
    ([name, path]) => !own.has(path) && new RegExp(`\\b${name}\\.`).test(bare),
  );
  const imports = needed.map(([, path]) => `import "${path}"; `).join('');
  const uses = needed.map(([, , use]) => `var _ = ${use}\n`).join('');
  return `package main; ${imports}/*line solution.go:1:1*/${code}\n${uses}`;
}

/** Reader of one value of `t` from the token form (encode.ts), as Go source. */
function readerFn(t: TypeNode): string {
  const k = typeKey(t);
  const ty = goType(t);
  if (t.kind === 'scalar') {
    const expr = {
      int: 'cc.Num()',
      long: 'cc.Num()',
      double: 'cc.Double()',
      boolean: 'cc.Num() != 0',
      string: 'cc.String()',
      char: 'byte(cc.Num())',
    }[t.name];
    return `func ccRd_${k}() ${ty} { return ${expr} }`;
  }
  if (t.kind === 'ListNode') return `func ccRd_${k}() *ListNode { return cc.List() }`;
  if (t.kind === 'TreeNode') return `func ccRd_${k}() *TreeNode { return cc.Tree() }`;
  return `func ccRd_${k}() ${ty} { n := cc.Num(); a := make(${ty}, n); for i := range a { a[i] = ccRd_${typeKey(t.elem)}() }; return a }`;
}

/** Writer of one value of `t` as JSON onto ccBuf, as Go source. */
function writerFn(t: TypeNode): string {
  const k = typeKey(t);
  const ty = goType(t);
  if (t.kind === 'scalar') {
    const body = {
      int: 'cc.IntOut(v)',
      long: 'cc.IntOut(v)',
      double: 'cc.DoubleOut(v)',
      boolean: 'cc.BoolOut(v)',
      string: 'cc.StringOut(v)',
      char: 'cc.CharOut(v)',
    }[t.name];
    return `func ccWr_${k}(v ${ty}) { ${body} }`;
  }
  if (t.kind === 'ListNode') return `func ccWr_${k}(v *ListNode) { cc.ListOut(v) }`;
  if (t.kind === 'TreeNode') return `func ccWr_${k}(v *TreeNode) { cc.TreeOut(v) }`;
  return `func ccWr_${k}(v ${ty}) { cc.Buf = append(cc.Buf, '['); for i, x := range v { if i > 0 { cc.Buf = append(cc.Buf, ',') }; ccWr_${typeKey(t.elem)}(x) }; cc.Buf = append(cc.Buf, ']') }`;
}

/**
 * What every harness shares, as package `cc`: compiled once (LanguageDef.prebuilt) and linked into
 * every program, so a submission compiles only the learner's file and its signature's glue. Tests come on fd 4 (a token stream, fed one at a time by the
 * launcher), answers go on fd 3 as one line each: `K` once set up, then `R <json>` or
 * `E {type,message,line}` per test. No clock here: the launcher measures each test.
 */
export const GO_PRELUDE = String.raw`package cc

import (
	"bufio"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
)

type ListNode struct {
	Val  int
	Next *ListNode
}

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

var In *bufio.Reader
var Res = os.NewFile(3, "results")
var Buf []byte
var Bad string

func Read() int { c, err := In.ReadByte(); if err != nil { return -1 }; return int(c) }
func Skip() int { c := Read(); for c == ' ' || c == '\n' { c = Read() }; return c }
func Token() string {
	var b []byte
	for c := Skip(); c >= 0 && c != ' ' && c != '\n'; c = Read() { b = append(b, byte(c)) }
	return string(b)
}
func Num() int {
	c := Skip(); neg := c == '-'; if neg { c = Read() }
	r := 0; for c >= '0' && c <= '9' { r = r*10 + (c - '0'); c = Read() }
	if neg { return -r }; return r
}
func Double() float64 { v, _ := strconv.ParseFloat(Token(), 64); return v }
func String() string {
	n := Num(); b := make([]byte, n)
	if _, err := io.ReadFull(In, b); err != nil { os.Exit(4) }
	return string(b)
}
func List() *ListNode {
	n := Num(); d := &ListNode{}; t := d
	for i := 0; i < n; i++ { t.Next = &ListNode{Val: Num()}; t = t.Next }
	return d.Next
}
func Tree() *TreeNode {
	n := Num(); v := make([]*TreeNode, n)
	for i := range v { if t := Token(); t != "n" { x, _ := strconv.Atoi(t); v[i] = &TreeNode{Val: x} } }
	if n == 0 || v[0] == nil { return nil }
	q := []*TreeNode{v[0]}; i := 1
	for i < n && len(q) > 0 {
		x := q[0]; q = q[1:]
		if i < n && v[i] != nil { x.Left = v[i]; q = append(q, v[i]) }; i++
		if i < n && v[i] != nil { x.Right = v[i]; q = append(q, v[i]) }; i++
	}
	return v[0]
}
func DoubleOut(v float64) {
	if math.IsNaN(v) || math.IsInf(v, 0) { Buf = append(Buf, "null"...); return }
	Buf = strconv.AppendFloat(Buf, v, 'g', -1, 64)
}
const Hex = "0123456789abcdef"
func StringOut(s string) {
	Buf = append(Buf, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"': Buf = append(Buf, '\\', '"')
		case c == '\\': Buf = append(Buf, '\\', '\\')
		case c < 0x20: Buf = append(Buf, '\\', 'u', '0', '0', Hex[c>>4], Hex[c&15])
		default: Buf = append(Buf, c)
		}
	}
	Buf = append(Buf, '"')
}
func CharOut(c byte) { if c < 0x80 { StringOut(string([]byte{c})) } else { StringOut(string(rune(c))) } }
func ListOut(h *ListNode) {
	Buf = append(Buf, '[')
	for n := 0; h != nil; h, n = h.Next, n+1 {
		if n >= 2000000 { Bad = "the returned list has a cycle or over 2000000 nodes"; return }
		if n > 0 { Buf = append(Buf, ',') }
		Buf = strconv.AppendInt(Buf, int64(h.Val), 10)
	}
	Buf = append(Buf, ']')
}
func TreeOut(r *TreeNode) {
	Buf = append(Buf, '[')
	q := []*TreeNode{r}; start := len(Buf); last := start
	for i := 0; i < len(q); i++ {
		if i >= 4000000 { Bad = "the returned tree has a cycle or over 2000000 nodes"; return }
		if i > 0 { Buf = append(Buf, ',') }
		if t := q[i]; t == nil { Buf = append(Buf, "null"...) } else {
			Buf = strconv.AppendInt(Buf, int64(t.Val), 10); last = len(Buf)
			q = append(q, t.Left, t.Right)
		}
	}
	Buf = append(Buf[:last], ']')
}
func Emit(b []byte) { if _, err := Res.Write(b); err != nil { os.Exit(3) } }
// Another test to answer? Waits until the launcher feeds it; false at the end.
func More() bool { if Skip() < 0 { return false }; In.UnreadByte(); return true }
// The learner's panic as an E line, with the line of solution.go it came from.
func Panic(p interface{}) {
	msg := ""
	switch e := p.(type) {
	case error: msg = e.Error()
	case string: msg = e
	case interface{ String() string }: msg = e.String()
	default: msg = "panic"
	}
	line := 0
	pcs := make([]uintptr, 64); frames := runtime.CallersFrames(pcs[:runtime.Callers(2, pcs)])
	for { f, more := frames.Next(); n := len(f.File); if n >= 11 && f.File[n-11:] == "solution.go" { line = f.Line; break }; if !more { break } }
	Buf = append(Buf[:0], "E {\"type\":\"panic\",\"message\":"...)
	if len(msg) > 4000 { msg = msg[:4000] }
	StringOut(msg)
	if line > 0 { Buf = append(Buf, ",\"line\":"...); Buf = strconv.AppendInt(Buf, int64(line), 10) }
	Buf = append(Buf, "}\n"...)
	Emit(Buf)
}
func Result() {
	if Bad != "" {
		Buf = append(Buf[:0], "E {\"type\":\"InvalidOutput\",\"message\":"...); StringOut(Bad); Buf = append(Buf, "}\n"...)
		Bad = ""
	} else { Buf = append(Buf, '\n') }
	Emit(Buf)
}
func IntOut(v int) { Buf = strconv.AppendInt(Buf, int64(v), 10) }
func BoolOut(v bool) { Buf = strconv.AppendBool(Buf, v) }
// Start: the stack limit, the tests' reader, and the ready line.
func Start() {
	stackMb := 64
	if len(os.Args) > 1 { if v, err := strconv.Atoi(os.Args[1]); err == nil { stackMb = v } }
	// A goroutine's stack is copied as it doubles: the limit stays well inside the memory limit.
	debug.SetMaxStack(stackMb << 20)
	In = bufio.NewReaderSize(os.NewFile(4, "tests"), 1<<16)
	Emit([]byte("K\n"))
}
`;

/** The harness for one signature: the prelude, its types' readers and writers, and one test's call. */
export function goHarness(sig: Signature): string {
  const params = sig.params.map((p) => parseType(p.type));
  const rt = parseType(sig.returns);
  const types = closure([...params, rt]);
  const reads = params.map((t, i) => `a${i} := ccRd_${typeKey(t)}()`).join('; ');
  const args = params.map((_, i) => `a${i}`).join(', ');
  return `package main

import "cc"

type ListNode = cc.ListNode
type TreeNode = cc.TreeNode

${types.map(readerFn).join('\n')}
${types.map(writerFn).join('\n')}
func ccTest() {
	${reads}
	// Not 'p != nil': panic(nil) and runtime.Goexit recover nil, and still end the test.
	done := false
	defer func() { p := recover(); if !done { cc.Panic(p) } }()
	r := ${sig.function}(${args})
	cc.Buf = append(cc.Buf[:0], 'R', ' ')
	ccWr_${typeKey(rt)}(r)
	cc.Result()
	done = true
}
func main() { cc.Start(); for cc.More() { ccTest() } }
`;
}
