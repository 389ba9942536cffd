import type { Signature } from '@codecoach/contracts';
import { closure, parseType, type TypeNode, toPascal, typeKey } from './valuetype.ts';

/** LeetCode's C# names methods in PascalCase: twoSum -> TwoSum. */
export const csMethod = (sig: Signature) => toPascal(sig.function);

export function csType(t: TypeNode): string {
  switch (t.kind) {
    case 'scalar':
      return { int: 'int', long: 'long', double: 'double', boolean: 'bool', string: 'string', char: 'char' }[
        t.name
      ];
    case 'array':
      return t.list ? `IList<${csType(t.elem)}>` : `${csType(t.elem)}[]`;
    default:
      return t.kind;
  }
}

/** Concrete type to build for a parameter: `IList<IList<int>>` is built as `List<IList<int>>`. */
function csNew(t: TypeNode & { kind: 'array' }): string {
  if (t.list) return `new List<${csType(t.elem)}>(n)`;
  let inner: TypeNode = t.elem;
  let dims = '';
  while (inner.kind === 'array' && !inner.list) {
    dims += '[]';
    inner = inner.elem;
  }
  return `new ${csType(inner)}[n]${dims}`;
}

const SCALAR_READ: Record<string, string> = {
  int: '(int)I.Num()',
  long: 'I.Num()',
  double: 'double.Parse(I.Token(), NumberStyles.Float, CultureInfo.InvariantCulture)',
  boolean: 'I.Num() != 0',
  string: 'I.Str()',
  char: '(char)I.Num()',
};

function reader(t: TypeNode): string {
  const k = typeKey(t);
  const ty = csType(t);
  if (t.kind === 'scalar') return `static ${ty} R_${k}() { return ${SCALAR_READ[t.name]}; }`;
  if (t.kind === 'ListNode') return 'static ListNode R_ListNode() { return I.List(); }';
  if (t.kind === 'TreeNode') return 'static TreeNode R_TreeNode() { return I.Tree(); }';
  const add = t.list ? `a.Add(R_${typeKey(t.elem)}())` : `a[i] = R_${typeKey(t.elem)}()`;
  return `static ${ty} R_${k}() { int n = (int)I.Num(); var a = ${csNew(t)}; for (int i = 0; i < n; i++) ${add}; return a; }`;
}

function writer(t: TypeNode): string {
  const k = typeKey(t);
  const ty = csType(t);
  if (t.kind === 'scalar') {
    const body: Record<string, string> = {
      int: 'sb.Append(v.ToString(CultureInfo.InvariantCulture));',
      long: 'sb.Append(v.ToString(CultureInfo.InvariantCulture));',
      double:
        'if (double.IsNaN(v) || double.IsInfinity(v)) sb.Append("null"); else sb.Append(v.ToString("R", CultureInfo.InvariantCulture));',
      boolean: 'sb.Append(v ? "true" : "false");',
      string: 'O.Str(sb, v);',
      char: 'O.Str(sb, v.ToString());',
    };
    return `static void W_${k}(StringBuilder sb, ${ty} v) { ${body[t.name]} }`;
  }
  if (t.kind === 'ListNode') return 'static void W_ListNode(StringBuilder sb, ListNode v) { O.List(sb, v); }';
  if (t.kind === 'TreeNode') return 'static void W_TreeNode(StringBuilder sb, TreeNode v) { O.Tree(sb, v); }';
  return `static void W_${k}(StringBuilder sb, ${ty} v) { if (v == null) { sb.Append("null"); return; } sb.Append('['); bool first = true; foreach (var e in v) { if (!first) sb.Append(','); first = false; W_${typeKey(t.elem)}(sb, e); } sb.Append(']'); }`;
}

/** C#'s reserved words: a parameter so named (`base`) is written `@base`, as C# allows. */
const CS_KEYWORDS = new Set(
  (
    'abstract as base bool break byte case catch char checked class const continue decimal default delegate do ' +
    'double else enum event explicit extern false finally fixed float for foreach goto if implicit in int ' +
    'interface internal is lock long namespace new null object operator out override params private protected ' +
    'public readonly ref return sbyte sealed short sizeof stackalloc static string struct switch this throw ' +
    'true try typeof uint ulong unchecked unsafe ushort using virtual void volatile while'
  ).split(' '),
);
export const csName = (name: string) => (CS_KEYWORDS.has(name) ? `@${name}` : name);

export function csStarter(sig: Signature): string {
  const all = [...sig.params.map((p) => p.type), sig.returns];
  let head = '';
  if (all.includes('ListNode')) {
    head += `/**
 * Definition for singly-linked list.
 * public class ListNode {
 *     public int val;
 *     public ListNode next;
 *     public ListNode(int val=0, ListNode next=null) {
 *         this.val = val;
 *         this.next = next;
 *     }
 * }
 */
`;
  }
  if (all.includes('TreeNode')) {
    head += `/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     public int val;
 *     public TreeNode left;
 *     public TreeNode right;
 *     public TreeNode(int val=0, TreeNode left=null, TreeNode right=null) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
`;
  }
  const params = sig.params.map((p) => `${csType(parseType(p.type))} ${csName(p.name)}`).join(', ');
  return `${head}public class Solution {
    public ${csType(parseType(sig.returns))} ${csMethod(sig)}(${params}) {
        
    }
}
`;
}

/** On the learner's first line, so compiler and stack-trace line numbers stay theirs. */
export const CS_USINGS =
  'using System; using System.Collections.Generic; using System.Linq; using System.Text; ';

const CS_RUNTIME = String.raw`
public class ListNode {
    public int val; public ListNode next;
    public ListNode(int val = 0, ListNode next = null) { this.val = val; this.next = next; }
}
public class TreeNode {
    public int val; public TreeNode left; public TreeNode right;
    public TreeNode(int val = 0, TreeNode left = null, TreeNode right = null) { this.val = val; this.left = left; this.right = right; }
}
static class I {
    // The tests arrive on fd 4, one at a time (the launcher feeds each when the last is answered).
    [System.Runtime.InteropServices.DllImport("libc", SetLastError = true)] static extern IntPtr read(int fd, byte[] buf, IntPtr n);
    static byte[] buf = new byte[1 << 16]; static int len, pos;
    static int Read() {
        if (pos == len) {
            long k; do { k = (long)read(4, buf, (IntPtr)buf.Length); } while (k < 0 && System.Runtime.InteropServices.Marshal.GetLastWin32Error() == 4);
            pos = 0; len = k > 0 ? (int)k : 0; if (len == 0) return -1;
        }
        return buf[pos++];
    }
    static int Skip() { int c; do c = Read(); while (c == ' ' || c == '\n'); return c; }
    /** Another test to answer? Waits until it is fed; false at the end. */
    public static bool More() { int c = Skip(); if (c == -1) return false; pos--; return true; }
    public static string Token() { var b = new StringBuilder(); int c = Skip(); while (c != -1 && c != ' ' && c != '\n') { b.Append((char)c); c = Read(); } return b.ToString(); }
    public static long Num() { int c = Skip(); bool neg = c == '-'; if (neg) c = Read(); long r = 0; while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = Read(); } return neg ? -r : r; }
    public static string Str() { int n = (int)Num(); var b = new byte[n]; for (int i = 0; i < n; i++) b[i] = (byte)Read(); return Encoding.UTF8.GetString(b); }
    public static ListNode List() { int n = (int)Num(); var d = new ListNode(); var t = d; for (int i = 0; i < n; i++) { t.next = new ListNode((int)Num()); t = t.next; } return d.next; }
    public static TreeNode Tree() {
        int n = (int)Num(); var v = new TreeNode[n];
        for (int i = 0; i < n; i++) { var tok = Token(); v[i] = tok == "n" ? null : new TreeNode(int.Parse(tok, CultureInfo.InvariantCulture)); }
        if (n == 0 || v[0] == null) return null;
        var q = new Queue<TreeNode>(); q.Enqueue(v[0]); int k = 1;
        while (k < n && q.Count > 0) { var t = q.Dequeue();
            if (k < n && v[k] != null) { t.left = v[k]; q.Enqueue(v[k]); } k++;
            if (k < n && v[k] != null) { t.right = v[k]; q.Enqueue(v[k]); } k++; }
        return v[0];
    }
}
static class O {
    const int LIMIT = 2000000;
    public static void Str(StringBuilder sb, string s) {
        if (s == null) { sb.Append("null"); return; }
        sb.Append('"');
        foreach (char c in s) {
            if (c == '"') sb.Append("\\\""); else if (c == '\\') sb.Append("\\\\");
            else if (c < 0x20) sb.Append("\\u").Append(((int)c).ToString("x4")); else sb.Append(c);
        }
        sb.Append('"');
    }
    public static void List(StringBuilder sb, ListNode h) {
        sb.Append('['); int n = 0;
        for (; h != null; h = h.next) { if (n >= LIMIT) throw new InvalidOperationException("the returned list has a cycle or over 2000000 nodes"); if (n++ > 0) sb.Append(','); sb.Append(h.val); }
        sb.Append(']');
    }
    public static void Tree(StringBuilder sb, TreeNode r) {
        var q = new List<TreeNode> { r }; int qi = 0, last = 0; var outp = new List<string>();
        while (qi < q.Count) { var t = q[qi++]; if (outp.Count >= LIMIT) throw new InvalidOperationException("the returned tree has a cycle or over 2000000 nodes");
            if (t == null) outp.Add("null"); else { outp.Add(t.val.ToString(CultureInfo.InvariantCulture)); last = outp.Count; q.Add(t.left); q.Add(t.right); } }
        sb.Append('['); for (int i = 0; i < last; i++) { if (i > 0) sb.Append(','); sb.Append(outp[i]); } sb.Append(']');
    }
}
`;

/**
 * harness.cs: a fresh Solution per test, run in a thread with a large stack; results written
 * to fd 3 through libc (Mono has no managed way to open an inherited descriptor).
 */
export function csHarness(sig: Signature): string {
  const params = sig.params.map((p) => parseType(p.type));
  const rt = parseType(sig.returns);
  const types = closure([...params, rt]);
  const reads = params.map((t, i) => `var a${i} = R_${typeKey(t)}();`).join(' ');
  const call = `s.${csMethod(sig)}(${params.map((_, i) => `a${i}`).join(', ')})`;
  return `using System; using System.Collections.Generic; using System.Globalization; using System.IO; using System.Text;
using System.Diagnostics; using System.Runtime.InteropServices; using System.Threading;
${CS_RUNTIME}
static class __Main {
    [DllImport("libc", SetLastError = true)] static extern IntPtr write(int fd, IntPtr buf, IntPtr n);
    ${types.map(reader).join('\n    ')}
    ${types.map(writer).join('\n    ')}
    // Written from the pinned bytes at each offset: a copy of the rest at each partial write
    // made a 20 MB answer copy gigabytes, on the learner's clock.
    static void Emit(string s) {
        var b = Encoding.UTF8.GetBytes(s); var h = GCHandle.Alloc(b, GCHandleType.Pinned);
        try {
            IntPtr p = h.AddrOfPinnedObject(); int o = 0;
            while (o < b.Length) { long w = (long)write(3, IntPtr.Add(p, o), (IntPtr)(b.Length - o)); if (w <= 0) Environment.Exit(3); o += (int)w; }
        } finally { h.Free(); }
    }
    // What a test printed must be in the output file before its line (the launcher reads its size).
    static void FlushOut() { Console.Out.Flush(); Console.Error.Flush(); }
    static string Err(Exception e) {
        var sb = new StringBuilder("{\\"type\\":"); O.Str(sb, e.GetType().FullName);
        sb.Append(",\\"message\\":"); O.Str(sb, e.Message.Length > 4096 ? e.Message.Substring(0, 4096) : e.Message);
        // Reading the trace of a stack overflow walks millions of frames: skip it.
        if (!(e is StackOverflowException)) {
            var m = System.Text.RegularExpressions.Regex.Match(e.StackTrace ?? "", @"solution\\.cs:(?:line )?(\\d+)");
            if (m.Success) sb.Append(",\\"line\\":").Append(m.Groups[1].Value);
        }
        return sb.Append('}').ToString();
    }
    // No clock here: the launcher measures each test, from its input to the end of our line.
    static void Run() {
        Emit("K\\n");
        while (I.More()) {
            ${reads}
            try {
                var s = new Solution();
                ${csType(rt)} r = ${call};
                var sb = new StringBuilder("R "); W_${typeKey(rt)}(sb, r);
                FlushOut();
                Emit(sb.Append('\\n').ToString());
            } catch (Exception e) {
                FlushOut();
                Emit("E " + Err(e) + "\\n");
            }
        }
    }
    static int Main(string[] args) {
        int mb = args.Length > 0 ? int.Parse(args[0]) : 32;
        var t = new Thread(() => { try { Run(); } catch (Exception e) { Emit("X " + Err(e) + "\\n"); } }, mb << 20);
        t.Start(); t.Join();
        Console.Out.Flush();
        return 0;
    }
}
`;
}
