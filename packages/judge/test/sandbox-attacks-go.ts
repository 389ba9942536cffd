import type { Verdict } from '@codecoach/contracts';
import type { Hostile } from './sandbox-attacks.ts';

/**
 * The attacks of sandbox-attacks.ts in Go (issue 29). The signature is `attack(n int) string`.
 * Go adds its own ways in: os/exec, raw system calls through `syscall`, goroutines that block
 * in the kernel (each an OS thread), cgo and the compiler's directives (`//go:embed`,
 * `//go:cgo_*`, `//go:linkname`), generic instantiation and constant-evaluation bombs.
 */
const GO_IMPORTS = `import (
    "net"
    "os"
    "os/exec"
    "runtime"
    "strings"
    "syscall"
    "time"
)
`;
const GO_USES = `var _, _, _, _, _, _ = net.Dial, os.Exit, exec.Command, runtime.GOMAXPROCS, strings.Join, time.Sleep
var _ = syscall.Getpid
`;

const go = (name: string, body: string, verdicts: Verdict[] = ['accepted'], head = ''): Hostile => ({
  name,
  language: 'go',
  verdicts,
  code: `${GO_IMPORTS}${head}${GO_USES}
func attack(n int) string {
${body}
}`,
});

/** Reads each path; "READ ..." if any gave a byte, else "blocked". */
const goReadAny = (
  paths: string[],
) => `    for _, p := range []string{${paths.map((p) => JSON.stringify(p)).join(', ')}} {
        if b, err := os.ReadFile(p); err == nil && len(b) > 0 { return "READ " + p + " " + string(b) }
    }
    return "blocked"`;

export function goAttacks(secretFile: string): Hostile[] {
  return [
    go(
      'read /etc/shadow, the planted secret and /proc/1/environ',
      goReadAny(['/etc/shadow', secretFile, '/proc/1/environ']),
    ),
    go(
      "the host's own /proc files (cmdline, kallsyms, sysctls)",
      goReadAny(['/proc/cmdline', '/proc/kallsyms', '/proc/sys/kernel/hostname', '/proc/modules']),
    ),
    go('dump its environment', '    return "blocked " + strings.Join(os.Environ(), " ")'),
    go(
      'list /root, /home, /work, /var/tmp and the cgroups, count the processes',
      `    out := "blocked"
    for _, d := range []string{"/root", "/home", "/work", "/var/tmp", "/sys/fs/cgroup"} {
        es, _ := os.ReadDir(d); out += " " + d + ":"
        for _, e := range es { out += e.Name() + "," }
    }
    ps, _ := os.ReadDir("/proc"); pids := 0
    for _, p := range ps { if p.Name()[0] >= '0' && p.Name()[0] <= '9' { pids++ } }
    if pids > 3 { return "SEEN" }
    return out`,
    ),
    go(
      'TCP connection and DNS lookup',
      `    if c, err := net.DialTimeout("tcp", "1.1.1.1:53", 2*time.Second); err == nil { c.Close(); return "CONNECTED" }
    if a, err := net.LookupHost("example.com"); err == nil && len(a) > 0 { return "RESOLVED" }
    return "blocked"`,
    ),
    go(
      'unusual socket families (packet, netlink, vsock, bluetooth)',
      `    for _, f := range []int{17, 16, 40, 31, 38} {
        t := syscall.SOCK_RAW; if f == 40 { t = syscall.SOCK_STREAM }
        if fd, err := syscall.Socket(f, t, 0); err == nil && fd >= 0 { return "OPENED" }
    }
    return "blocked"`,
    ),
    go(
      'raw system calls: user namespace, ptrace of the init, prlimit of the launcher, io_uring, bpf, perf',
      `    if _, _, e := syscall.RawSyscall(syscall.SYS_UNSHARE, 0x10000000, 0, 0); e == 0 { return "UNSHARED" }
    if _, _, e := syscall.RawSyscall(syscall.SYS_PTRACE, 16, 1, 0); e == 0 { return "ATTACHED" }
    one := [2]uint64{1, 1}
    if _, _, e := syscall.RawSyscall6(syscall.SYS_PRLIMIT64, 1, 7, uintptr(unsafe.Pointer(&one)), 0, 0, 0); e == 0 { return "CHANGED" }
    for _, nr := range []uintptr{425, 321, 298, 250, 323, 312} {
        if r, _, e := syscall.RawSyscall6(nr, 0, 0, 0, 0, 0, 0); e == 0 && int(r) >= 0 { return "ALLOWED" }
    }
    return "blocked"`,
      ['accepted'],
      'import "unsafe"\n',
    ),
    go(
      'write into /usr and /dev/full',
      `    if os.WriteFile("/usr/lib/pwned", []byte("x"), 0o644) == nil { return "WROTE /usr" }
    if f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0); err == nil { if _, err := f.Write([]byte("x")); err == nil { return "WROTE /dev/full" } }
    return "blocked"`,
    ),
    go(
      'run a shell (os/exec)',
      `    o, err := exec.Command("/bin/sh", "-c", "cat /etc/shadow; ls /root 2>&1").CombinedOutput()
    if strings.Contains(string(o), "root:") { return "READ " + string(o) }
    return "blocked " + string(o) + " " + fmt.Sprint(err)`,
    ),
    go(
      'plant symlinks where the judge reads',
      `    os.Remove("stdout.txt")
    os.Symlink("/etc/shadow", "stdout.txt"); os.Symlink(${JSON.stringify(secretFile)}, "tests.out")
    println("planted")
    return "blocked"`,
    ),
    go('fork bomb (raw fork)', '    for { syscall.RawSyscall(syscall.SYS_FORK, 0, 0, 0) }', [
      'runtime_error',
      'time_limit_exceeded',
    ]),
    go(
      'thread bomb (goroutines blocked in the kernel, each an OS thread)',
      '    for { go syscall.Syscall(syscall.SYS_PAUSE, 0, 0, 0) }',
      ['runtime_error', 'time_limit_exceeded', 'memory_limit_exceeded'],
    ),
    go('goroutine bomb', '    for { go time.Sleep(time.Hour) }', [
      'runtime_error',
      'time_limit_exceeded',
      'memory_limit_exceeded',
    ]),
    go(
      'daemon that outlives the run (setsid)',
      `    c := exec.Command("/bin/sh", "-c", "sleep 1000")
    c.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
    if err := c.Start(); err != nil { return "blocked " + err.Error() }
    return "blocked"`,
    ),
    go(
      'kill(-1) and the parent',
      '    syscall.Kill(os.Getppid(), 9); syscall.Kill(-1, 9)\n    return "SURVIVED"',
      ['runtime_error', 'wrong_answer'],
    ),
    go(
      'busy goroutines on every core (GOMAXPROCS raised)',
      '    runtime.GOMAXPROCS(8)\n    for i := 0; i < 4; i++ { go func() { for x := 0; ; x++ {} }() }\n    for x := 0; ; x++ {}',
      ['time_limit_exceeded'],
    ),
    go('sleep forever', '    time.Sleep(time.Hour)\n    return "x"', ['time_limit_exceeded']),
    go(
      'memory bomb',
      '    var keep [][]byte\n    for { b := make([]byte, 10<<20); for i := 0; i < len(b); i += 4096 { b[i] = 1 }; keep = append(keep, b) }',
      ['memory_limit_exceeded'],
    ),
    go(
      'memory bomb with the soft limit lifted (debug.SetMemoryLimit, GC off)',
      '    debug.SetMemoryLimit(1 << 62); debug.SetGCPercent(-1)\n    for { b := make([]byte, 10<<20); for i := 0; i < len(b); i += 4096 { b[i] = 1 } }',
      ['memory_limit_exceeded'],
      'import "runtime/debug"\n',
    ),
    go(
      'fill the scratch tmpfs',
      `    f, err := os.Create("/tmp/fill"); if err != nil { return "blocked" }
    mb := make([]byte, 1<<20)
    for { if _, err := f.Write(mb); err != nil { return "blocked (full)" } }`,
      ['accepted', 'memory_limit_exceeded', 'runtime_error'],
    ),
    go('runaway stdout', '    s := strings.Repeat("z", 10000)\n    for { os.Stdout.WriteString(s) }', [
      'runtime_error',
    ]),
    go(
      'one endless line on the results channel',
      `    f := os.NewFile(3, "r"); f.Write([]byte("R \\""))
    chunk := []byte(strings.Repeat("x", 65536))
    for { if _, err := f.Write(chunk); err != nil { return "x" } }`,
      ['wrong_answer', 'runtime_error', 'time_limit_exceeded'],
    ),
    go(
      'flood the results channel (fd 3)',
      `    line := []byte(strings.Repeat("S 0\\n", 16384))
    for { if _, err := syscall.Write(3, line); err != nil { return "x" } }`,
      ['runtime_error', 'time_limit_exceeded'],
    ),
    go(
      "read the harness's result channel (fd 3) and the launcher's other descriptors",
      `    b := make([]byte, 4096)
    for _, fd := range []int{3, 5, 6, 7, 8, 9, 10} {
        if k, err := syscall.Read(fd, b); err == nil && k > 0 { return "READ fd " + string(b[:k]) }
    }
    return "blocked"`,
    ),
    go(
      'read ahead on the tests channel (fd 4): the next test is not there yet',
      '    b := make([]byte, 1<<16)\n    k, _ := syscall.Read(4, b)\n    return "blocked " + string(b[:k])',
      // The launcher feeds the next test only after this answer; after the last it closes fd 4.
      ['accepted', 'time_limit_exceeded'],
    ),
    go('cgo (import "C")', '    return "x"', ['compilation_error'], 'import "C"\n'),
    go(
      '//go:embed the shadow file and the planted secret',
      '    return s1 + s2',
      ['compilation_error'],
      `import _ "embed"\n//go:embed /etc/shadow\nvar s1 string\n//go:embed ${secretFile}\nvar s2 string\n`,
    ),
    go(
      '//go:cgo_ldflag and //go:cgo_import_dynamic (linker directives)',
      '    return "x"',
      ['compilation_error'],
      '//go:cgo_ldflag "-Wl,/etc/shadow"\n//go:cgo_import_dynamic libc_system system "libc.so.6"\n',
    ),
    go(
      'generic instantiation bomb',
      '    var t T[int]; _ = t\n    return "x"',
      ['compilation_error'],
      'type T[P any] struct{ next *T[[2]P] }\n',
    ),
    go(
      'constant evaluation bomb',
      '    return "x"',
      ['compilation_error'],
      `const c0 = 1 << 500\n${Array.from({ length: 30 }, (_, i) => `const c${i + 1} = c${i} * c${i}`).join('\n')}\n`,
    ),
    go(
      'oversized binary',
      '    return string(big[n : n+1])',
      ['compilation_error'],
      'var big = [300 << 20]byte{1}\n',
    ),
  ];
}
