import type { Signature } from '@codecoach/contracts';
import { closure, parseType, type TypeNode, typeKey } from './valuetype.ts';

function boxed(t: TypeNode): string {
  if (t.kind !== 'scalar') return javaType(t);
  return {
    int: 'Integer',
    long: 'Long',
    double: 'Double',
    boolean: 'Boolean',
    string: 'String',
    char: 'Character',
  }[t.name];
}

export function javaType(t: TypeNode): string {
  switch (t.kind) {
    case 'scalar':
      return t.name === 'string' ? 'String' : t.name;
    case 'array':
      return t.list ? `List<${boxed(t.elem)}>` : `${javaType(t.elem)}[]`;
    default:
      return t.kind;
  }
}

/** `new int[n]`, `new int[n][]`: Java wants the first dimension sized and the others empty. */
function newArray(t: TypeNode & { kind: 'array' }): string {
  let inner = t.elem;
  let dims = '';
  while (inner.kind === 'array' && !inner.list) {
    dims += '[]';
    inner = inner.elem;
  }
  return `new ${javaType(inner)}[n]${dims}`;
}

const SCALAR_READ: Record<string, string> = {
  int: 'in.nextInt()',
  long: 'in.nextLong()',
  double: 'in.nextDouble()',
  boolean: 'in.nextLong() != 0',
  string: 'in.nextString()',
  char: '(char) in.nextInt()',
};

function readerFn(t: TypeNode): string {
  const k = typeKey(t);
  const ty = javaType(t);
  if (t.kind === 'scalar')
    return `static ${ty} r_${k}(In in) throws IOException { return ${SCALAR_READ[t.name]}; }`;
  if (t.kind === 'ListNode')
    return `static ListNode r_${k}(In in) throws IOException { return In.list(in); }`;
  if (t.kind === 'TreeNode')
    return `static TreeNode r_${k}(In in) throws IOException { return In.tree(in); }`;
  const ek = typeKey(t.elem);
  if (t.list) {
    return `static ${ty} r_${k}(In in) throws IOException { int n = in.nextInt(); ${ty} a = new ArrayList<>(n); for (int i = 0; i < n; i++) a.add(r_${ek}(in)); return a; }`;
  }
  return `static ${ty} r_${k}(In in) throws IOException { int n = in.nextInt(); ${ty} a = ${newArray(t)}; for (int i = 0; i < n; i++) a[i] = r_${ek}(in); return a; }`;
}

function writerFn(t: TypeNode): string {
  const k = typeKey(t);
  const ty = javaType(t);
  if (t.kind === 'scalar') {
    const body: Record<string, string> = {
      int: 'sb.append(v);',
      long: 'sb.append(v);',
      double: 'if (Double.isNaN(v) || Double.isInfinite(v)) sb.append("null"); else sb.append(v);',
      boolean: 'sb.append(v ? "true" : "false");',
      string: 'Out.str(sb, v);',
      char: 'Out.str(sb, String.valueOf(v));',
    };
    return `static void w_${k}(StringBuilder sb, ${ty} v) { ${body[t.name]} }`;
  }
  if (t.kind === 'ListNode')
    return 'static void w_ListNode(StringBuilder sb, ListNode v) { Out.list(sb, v); }';
  if (t.kind === 'TreeNode')
    return 'static void w_TreeNode(StringBuilder sb, TreeNode v) { Out.tree(sb, v); }';
  const ek = typeKey(t.elem);
  const et = t.list ? boxed(t.elem) : javaType(t.elem);
  return `static void w_${k}(StringBuilder sb, ${ty} v) { if (v == null) { sb.append("null"); return; } sb.append('['); boolean first = true; for (${et} e : v) { if (!first) sb.append(','); first = false; w_${ek}(sb, e); } sb.append(']'); }`;
}

export function javaStarter(sig: Signature): string {
  const all = [...sig.params.map((p) => p.type), sig.returns];
  let head = '';
  if (all.includes('ListNode')) {
    head += `/**
 * Definition for singly-linked list.
 * public class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode() {}
 *     ListNode(int val) { this.val = val; }
 *     ListNode(int val, ListNode next) { this.val = val; this.next = next; }
 * }
 */
`;
  }
  if (all.includes('TreeNode')) {
    head += `/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode() {}
 *     TreeNode(int val) { this.val = val; }
 *     TreeNode(int val, TreeNode left, TreeNode right) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
`;
  }
  const params = sig.params.map((p) => `${javaType(parseType(p.type))} ${p.name}`).join(', ');
  return `${head}class Solution {
    public ${javaType(parseType(sig.returns))} ${sig.function}(${params}) {
        
    }
}
`;
}

/** Put before the learner's first line, on the same line, so line numbers stay the learner's. */
export const JAVA_IMPORTS = 'import java.util.*; import java.util.function.*; import java.util.stream.*; ';

const JAVA_RUNTIME = `
class ListNode {
    int val; ListNode next;
    ListNode() {} ListNode(int val) { this.val = val; } ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}
class TreeNode {
    int val; TreeNode left; TreeNode right;
    TreeNode() {} TreeNode(int val) { this.val = val; }
    TreeNode(int val, TreeNode left, TreeNode right) { this.val = val; this.left = left; this.right = right; }
}
final class In {
    private final InputStream s; private final byte[] buf = new byte[1 << 16]; private int len, pos;
    In(InputStream s) { this.s = s; }
    int read() throws IOException { if (pos == len) { len = s.read(buf, 0, buf.length); pos = 0; if (len <= 0) { len = 0; return -1; } } return buf[pos++]; }
    int skip() throws IOException { int c; do { c = read(); } while (c == ' ' || c == '\\n'); return c; }
    /** Another test to answer? Waits until the launcher feeds it (fd 4); false at the end. */
    boolean more() throws IOException { int c = skip(); if (c == -1) return false; pos--; return true; }
    String token() throws IOException { StringBuilder b = new StringBuilder(); int c = skip(); while (c != -1 && c != ' ' && c != '\\n') { b.append((char) c); c = read(); } return b.toString(); }
    long nextLong() throws IOException {
        int c = skip(); boolean neg = c == '-'; if (neg) c = read(); long r = 0;
        while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = read(); }
        return neg ? -r : r;
    }
    int nextInt() throws IOException { return (int) nextLong(); }
    double nextDouble() throws IOException { return Double.parseDouble(token()); }
    String nextString() throws IOException {
        int n = nextInt(); byte[] b = new byte[n];
        for (int i = 0; i < n; i++) b[i] = (byte) read();
        return new String(b, java.nio.charset.StandardCharsets.UTF_8);
    }
    static ListNode list(In in) throws IOException {
        int n = in.nextInt(); ListNode dummy = new ListNode(), t = dummy;
        for (int i = 0; i < n; i++) { t.next = new ListNode(in.nextInt()); t = t.next; }
        return dummy.next;
    }
    static TreeNode tree(In in) throws IOException {
        int n = in.nextInt(); Integer[] v = new Integer[n];
        for (int i = 0; i < n; i++) { String tok = in.token(); v[i] = tok.equals("n") ? null : Integer.valueOf(tok); }
        if (n == 0 || v[0] == null) return null;
        TreeNode root = new TreeNode(v[0]); ArrayDeque<TreeNode> q = new ArrayDeque<>(); q.add(root); int i = 1;
        while (i < n) {
            TreeNode t = q.poll();
            if (i < n && v[i] != null) { t.left = new TreeNode(v[i]); q.add(t.left); } i++;
            if (i < n && v[i] != null) { t.right = new TreeNode(v[i]); q.add(t.right); } i++;
        }
        return root;
    }
}
final class Out {
    static final int LIMIT = 2000000;
    static void str(StringBuilder sb, String s) {
        if (s == null) { sb.append("null"); return; }
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"') sb.append("\\\\\\""); else if (c == '\\\\') sb.append("\\\\\\\\");
            else if (c < 0x20) sb.append(String.format("\\\\u%04x", (int) c)); else sb.append(c);
        }
        sb.append('"');
    }
    static void list(StringBuilder sb, ListNode h) {
        sb.append('['); int n = 0;
        for (; h != null; h = h.next) {
            if (n >= LIMIT) throw new IllegalStateException("the returned list has a cycle or over " + LIMIT + " nodes");
            if (n++ > 0) sb.append(','); sb.append(h.val);
        }
        sb.append(']');
    }
    static void tree(StringBuilder sb, TreeNode r) {
        ArrayList<TreeNode> q = new ArrayList<>(); q.add(r); int qi = 0, last = 0;
        ArrayList<String> out = new ArrayList<>();
        while (qi < q.size()) {
            TreeNode t = q.get(qi++);
            if (out.size() >= LIMIT) throw new IllegalStateException("the returned tree has a cycle or over " + LIMIT + " nodes");
            if (t == null) out.add("null"); else { out.add(String.valueOf(t.val)); last = out.size(); q.add(t.left); q.add(t.right); }
        }
        sb.append('[');
        for (int i = 0; i < last; i++) { if (i > 0) sb.append(','); sb.append(out.get(i)); }
        sb.append(']');
    }
}
`;

/**
 * Main.java: reads the token-form tests, calls a fresh Solution per test (as LeetCode does) in
 * a thread with a 512 MiB stack, and writes one line per event to fd 3.
 */
export function javaHarness(sig: Signature): string {
  const params = sig.params.map((p) => parseType(p.type));
  const rt = parseType(sig.returns);
  const types = closure([...params, rt]);
  const readers = types.map(readerFn).join('\n    ');
  const writers = types.map(writerFn).join('\n    ');
  const reads = params.map((t, i) => `${javaType(t)} a${i} = r_${typeKey(t)}(in);`).join(' ');
  const call = `s.${sig.function}(${params.map((_, i) => `a${i}`).join(', ')})`;
  return `import java.io.*;
import java.util.*;
${JAVA_RUNTIME}
public class Main {
    static FileOutputStream res;
    ${readers}
    ${writers}
    static void emit(String s) throws IOException { res.write(s.getBytes(java.nio.charset.StandardCharsets.UTF_8)); }
    // What a test printed must be in the output file before its line (the launcher reads its size).
    static void flushOut() { try { System.out.flush(); System.err.flush(); } catch (UncheckedIOException e) { } }
    static String err(Throwable e) {
        Integer line = null;
        for (StackTraceElement f : e.getStackTrace()) if ("Solution.java".equals(f.getFileName())) { line = f.getLineNumber(); break; }
        StringBuilder sb = new StringBuilder("{\\"type\\":"); Out.str(sb, e.getClass().getName());
        sb.append(",\\"message\\":"); String m = e.getMessage() == null ? "" : e.getMessage(); Out.str(sb, m.length() > 4096 ? m.substring(0, 4096) : m);
        if (line != null) sb.append(",\\"line\\":").append(line);
        return sb.append('}').toString();
    }
    // No clock here: the launcher feeds each test on fd 4 and measures it, from its input to
    // the end of our line on fd 3.
    static void run() throws Exception {
        res = new FileOutputStream("/dev/fd/3");
        emit("K\\n");
        In in = new In(new FileInputStream("/dev/fd/4"));
        while (in.more()) {
            ${reads}
            StringBuilder sb = new StringBuilder("R ");
            try {
                Solution s = new Solution();
                ${javaType(rt)} r = ${call};
                w_${typeKey(rt)}(sb, r);
                flushOut();
                emit(sb.append('\\n').toString());
            } catch (Throwable e) {
                sb = null;
                flushOut();
                emit("E " + err(e) + "\\n");
            }
        }
    }
    /** Turns a failed write (the output cap) into an exception instead of PrintStream's silence. */
    static final class Loud extends FilterOutputStream {
        Loud(OutputStream o) { super(o); }
        @Override public void write(int b) { try { out.write(b); } catch (IOException e) { throw new UncheckedIOException(e); } }
        @Override public void write(byte[] b, int off, int len) { try { out.write(b, off, len); } catch (IOException e) { throw new UncheckedIOException(e); } }
        @Override public void flush() { try { out.flush(); } catch (IOException e) { throw new UncheckedIOException(e); } }
    }
    public static void main(String[] args) throws Exception {
        System.setOut(new PrintStream(new BufferedOutputStream(new Loud(new FileOutputStream(FileDescriptor.out)), 1 << 16), false));
        System.setErr(new PrintStream(new Loud(new FileOutputStream(FileDescriptor.err)), true));
        Thread t = new Thread(null, () -> {
            try { run(); } catch (Throwable e) { try { emit("X " + err(e) + "\\n"); } catch (IOException ignored) { } }
        }, "main", (args.length > 0 ? Long.parseLong(args[0]) : 32L) << 20);
        t.start();
        t.join();
        System.out.flush();
        System.exit(0);
    }
}
`;
}
