/**
 * The programs of src/integrity-two.test.ts in C and C# (issue 29), by the same names: typed
 * languages cannot return an answer nested 10,000 deep, so they write it on the result channel
 * themselves, as Java and C++ do there.
 */
type Maker = (at: number, body: string, head?: string) => string;

const deepC = (before: string) =>
  `int** grid(int n, int* returnSize, int** returnColumnSizes) {\n${before}    static char s[20003]; s[0] = 'R'; s[1] = ' '; memset(s + 2, '[', 10000); memset(s + 10002, ']', 10000); s[20002] = '\\n';\n    if (write(3, s, sizeof s) < 0) return NULL;\n    sleep(3);\n    int **r = malloc(sizeof *r); r[0] = malloc(sizeof **r); r[0][0] = n;\n    *returnSize = 1; *returnColumnSizes = malloc(sizeof(int)); (*returnColumnSizes)[0] = 1;\n    return r;\n}`;
const CS_LIBC =
  '    [DllImport("libc")] static extern IntPtr write(int fd, byte[] buf, IntPtr n);\n    [DllImport("libc")] static extern IntPtr clock();\n';
const deepCs = (before: string) =>
  `using System.Runtime.InteropServices;\npublic class Solution {\n${CS_LIBC}    public int[][] Grid(int n) {\n${before}        var b = Encoding.ASCII.GetBytes("R " + new string('[', 10000) + new string(']', 10000) + "\\n");\n        write(3, b, (IntPtr)b.Length);\n        System.Threading.Thread.Sleep(3000);\n        return new int[][] { new int[] { n } };\n    }\n}`;

export const DEEP_C: Record<string, string> = { c: deepC(''), csharp: deepCs('') };
export const SLOW_THEN_DEEP_C: Record<string, string> = {
  c: deepC('    clock_t t0 = clock(); while (clock() - t0 < 3 * CLOCKS_PER_SEC) { }\n'),
  csharp: deepCs('        long t0 = (long)clock(); while ((long)clock() - t0 < 3000000) { }\n'),
};

export const HUGE_C: Record<string, string> = {
  c: "char* solve(int n) { char *s = malloc(90000001); memset(s, 'y', 90000000); s[90000000] = 0; return s; }",
  csharp: "public class Solution { public string Solve(int n) { return new string('y', 90000000); } }",
};

export const ECHO_C = (N: number): Record<string, (off: number) => string> => ({
  c: (off) =>
    `int* echo(int n, int* returnSize) { int *a = malloc(${N} * sizeof(int)); for (int i = 0; i < ${N}; i++) a[i] = i * 5 - 1000000 + (i == ${N - 1} ? ${off} : 0); *returnSize = ${N}; return a; }`,
  csharp: (off) =>
    `public class Solution { public int[] Echo(int n) { var a = new int[${N}]; for (int i = 0; i < ${N}; i++) a[i] = i * 5 - 1000000 + (i == ${N - 1} ? ${off} : 0); return a; } }`,
});

export const SOLVE_C: Record<string, Maker> = {
  c: (at, body, head = '') =>
    `#include <fcntl.h>\n#include <sys/socket.h>\n${head}\nchar *keep[1024]; int kept; /* not static: the compiler may not drop what it holds */\nint solve(int n) {\n    if (n == ${at}) {\n${body}\n    }\n    return 2 * n;\n}`,
  csharp: (at, body, head = '') =>
    `using System.IO; using System.Runtime.InteropServices;\npublic class Solution {\n    static List<object> keep = new List<object>();\n${head}\n    public int Solve(int n) {\n        if (n == ${at}) {\n${body}\n        }\n        return 2 * n;\n    }\n}`,
};

export const FILES_C: Record<string, string> = {
  c: '            for (int k = 0; k < 100; k++) { char p[64]; snprintf(p, sizeof p, "%s%d", k % 2 ? "/tmp/fill" : "/dev/shm/fill", k); int fd = open(p, O_CREAT | O_WRONLY, 0600); if (posix_fallocate(fd, 0, 4 << 20) != 0) return -1; close(fd); }',
  csharp:
    '            var b = new byte[4 << 20];\n            for (int k = 0; k < 100; k++) File.WriteAllBytes((k % 2 == 1 ? "/tmp/fill" : "/dev/shm/fill") + k, b);',
};

/** Data queued in AF_UNIX socket pairs, never read, on top of 200 MB of files. */
export const SOCKETS_C: Record<string, string> = {
  c: '            for (int k = 0; k < 50; k++) { char p[64]; snprintf(p, sizeof p, "/dev/shm/fill%d", k); int fd = open(p, O_CREAT | O_WRONLY, 0600); if (posix_fallocate(fd, 0, 4 << 20) != 0) return -1; close(fd); }\n            static char buf[65536];\n            for (int k = 0; k < 120; k++) { int sv[2]; if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, sv) < 0) break; int big = 1 << 24; setsockopt(sv[0], SOL_SOCKET, SO_SNDBUF, &big, sizeof big); while (write(sv[0], buf, sizeof buf) > 0) {} }',
  csharp:
    '            var b = new byte[4 << 20];\n            for (int k = 0; k < 50; k++) File.WriteAllBytes("/dev/shm/fill" + k, b);\n            var buf = new byte[65536];\n            for (int k = 0; k < 120; k++) { var sv = new int[2]; if (socketpair(1, 1 | 2048, 0, sv) < 0) break; int big = 1 << 24; setsockopt(sv[0], 1, 7, ref big, 4); while ((long)write(sv[0], buf, (IntPtr)buf.Length) > 0) { } }',
};
/** The libc calls SOCKETS_C's C# program makes (its `head`). */
export const SOCKETS_CS_HEAD =
  '    [DllImport("libc")] static extern int socketpair(int d, int t, int p, int[] sv);\n    [DllImport("libc")] static extern int setsockopt(int s, int level, int name, ref int v, int len);\n    [DllImport("libc")] static extern IntPtr write(int fd, byte[] b, IntPtr n);';

export const HOLD_C = (mb: number): Record<string, string> => ({
  c: `            keep[kept] = malloc((size_t)${mb} << 20); memset(keep[kept++], 1, (size_t)${mb} << 20);`,
  csharp: `            var b = new byte[${mb} << 20]; for (int i = 0; i < b.Length; i += 4096) b[i] = 1; keep.Add(b);`,
});
