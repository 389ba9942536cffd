/**
 * The programs of src/integrity-two.test.ts in Go (issue 29), by the same names. Go cannot return
 * an answer nested 10,000 deep either: it writes one on the result channel itself.
 */
type Maker = (at: number, body: string, head?: string) => string;

const BURN =
  '    var ru syscall.Rusage\n    cpu := func() int64 { syscall.Getrusage(syscall.RUSAGE_SELF, &ru); return ru.Utime.Nano() + ru.Stime.Nano() }\n    for t0 := cpu(); cpu()-t0 < 3e9; {}\n';
const deepGo = (before: string) =>
  `import ("os"; "strings"; "syscall"; "time")\nvar _ = syscall.Getpid\nfunc grid(n int) [][]int {\n${before}    os.NewFile(3, "r").Write([]byte("R " + strings.Repeat("[", 10000) + strings.Repeat("]", 10000) + "\\n"))\n    time.Sleep(3 * time.Second)\n    return [][]int{{n}}\n}`;

export const DEEP_GO: Record<string, string> = { go: deepGo('') };
export const SLOW_THEN_DEEP_GO: Record<string, string> = { go: deepGo(BURN) };
export const HUGE_GO: Record<string, string> = {
  go: 'func solve(n int) string { return strings.Repeat("y", 90000000) }',
};
export const ECHO_GO = (N: number): Record<string, (off: number) => string> => ({
  go: (off) =>
    `func echo(n int) []int { a := make([]int, ${N}); for i := range a { a[i] = i*5 - 1000000; if i == ${N - 1} { a[i] += ${off} } }; return a }`,
});
export const SOLVE_GO: Record<string, Maker> = {
  go: (at, body, head = '') =>
    `import ("os"; "syscall")\nvar _, _ = os.Create, syscall.Getpid\n${head}\nvar keep [][]byte\nfunc solve(n int) int {\n    if n == ${at} {\n${body}\n    }\n    return 2 * n\n}`,
};
export const FILES_GO: Record<string, string> = {
  go: '        for k := 0; k < 100; k++ { p := "/dev/shm/fill"; if k%2 == 1 { p = "/tmp/fill" }; f, err := os.Create(p + strconv.Itoa(k)); if err != nil { return -1 }; if syscall.Fallocate(int(f.Fd()), 0, 0, 4<<20) != nil { return -1 }; f.Close() }',
};
/** Data queued in AF_UNIX socket pairs, never read, on top of 200 MB of files. */
export const SOCKETS_GO: Record<string, string> = {
  go: '        for k := 0; k < 50; k++ { f, _ := os.Create("/dev/shm/fill" + strconv.Itoa(k)); if syscall.Fallocate(int(f.Fd()), 0, 0, 4<<20) != nil { return -1 }; f.Close() }\n        buf := make([]byte, 65536)\n        for k := 0; k < 120; k++ { sv, err := syscall.Socketpair(syscall.AF_UNIX, syscall.SOCK_STREAM|syscall.SOCK_NONBLOCK, 0); if err != nil { break }; syscall.SetsockoptInt(sv[0], syscall.SOL_SOCKET, syscall.SO_SNDBUF, 1<<24); for { if _, err := syscall.Write(sv[0], buf); err != nil { break } } }',
};
export const HOLD_GO = (mb: number): Record<string, string> => ({
  go: `        b := make([]byte, ${mb}<<20); for i := 0; i < len(b); i += 4096 { b[i] = 1 }; keep = append(keep, b)`,
});
