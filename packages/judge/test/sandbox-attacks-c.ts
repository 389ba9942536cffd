import type { Verdict } from '@codecoach/contracts';
import type { Hostile } from './sandbox-attacks.ts';

/**
 * The attacks of sandbox-attacks.ts in C and C# (issue 29: the editor offers them too). The
 * signature is `attack(int n) -> string`: C returns a `char*`, C# a `string` from `Attack`.
 */

/** Where C attacks keep their answer (a static buffer: the harness only reads it). */
const C_HEAD = `#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <sys/resource.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <netdb.h>
#include <dirent.h>
#include <fcntl.h>
#include <errno.h>
static char out[1 << 16];
static void add(const char *s) { strncat(out, s, sizeof out - strlen(out) - 1); }
`;

const c = (name: string, body: string, verdicts: Verdict[] = ['accepted'], head = ''): Hostile => ({
  name,
  language: 'c',
  verdicts,
  code: `${head}${C_HEAD}char* attack(int n) {
    out[0] = 0;
${body}
}`,
});

const cs = (name: string, body: string, verdicts: Verdict[] = ['accepted']): Hostile => ({
  name,
  language: 'csharp',
  verdicts,
  code: `using System.IO; using System.Net; using System.Net.Sockets; using System.Diagnostics; using System.Threading; using System.Runtime.InteropServices;
public class Solution {
    [DllImport("libc", SetLastError = true)] static extern int fork();
    [DllImport("libc", SetLastError = true)] static extern int setsid();
    [DllImport("libc", SetLastError = true)] static extern int kill(int pid, int sig);
    [DllImport("libc", SetLastError = true)] static extern int getppid();
    [DllImport("libc", SetLastError = true)] static extern int unshare(int flags);
    [DllImport("libc", SetLastError = true)] static extern uint sleep(uint s);
    [DllImport("libc", SetLastError = true)] static extern void _exit(int code);
    [DllImport("libc", SetLastError = true)] static extern IntPtr write(int fd, byte[] buf, IntPtr n);
    public string Attack(int n) {
${body}
    }
}`,
});

/** Reads each path; "READ ..." if any gave a byte, else "blocked". */
const cReadAny = (
  paths: string[],
) => `    const char *ps[] = {${paths.map((p) => JSON.stringify(p)).join(', ')}};
    for (unsigned i = 0; i < sizeof ps / sizeof *ps; i++) {
        FILE *f = fopen(ps[i], "rb"); if (!f) continue;
        char b[4096]; size_t k = fread(b, 1, sizeof b - 1, f); b[k] = 0; fclose(f);
        if (k) { add("READ "); add(ps[i]); add(" "); add(b); return out; }
    }
    return "blocked";`;

export function cAndCsharpAttacks(secretFile: string): Hostile[] {
  return [
    c(
      'read /etc/shadow, the planted secret and /proc/1/environ',
      cReadAny(['/etc/shadow', secretFile, '/proc/1/environ']),
    ),
    c(
      "the host's own /proc files (cmdline, kallsyms, sysctls)",
      cReadAny(['/proc/cmdline', '/proc/kallsyms', '/proc/sys/kernel/hostname', '/proc/modules']),
    ),
    c(
      'dump its environment',
      '    extern char **environ;\n    add("blocked ");\n    for (char **e = environ; *e; e++) { add(*e); add(" "); }\n    return out;',
    ),
    c(
      'list /root, /home, /work, /var/tmp and the cgroups',
      '    add("blocked");\n    const char *ds[] = {"/root", "/home", "/work", "/var/tmp", "/sys/fs/cgroup"};\n    for (int i = 0; i < 5; i++) { DIR *d = opendir(ds[i]); add(" "); add(ds[i]); add(":"); if (!d) continue; struct dirent *e; while ((e = readdir(d))) { add(e->d_name); add(","); } closedir(d); }\n    return out;',
    ),
    c(
      'see other processes in /proc',
      '    DIR *d = opendir("/proc"); int pids = 0; struct dirent *e;\n    while (d && (e = readdir(d))) if (e->d_name[0] >= \'0\' && e->d_name[0] <= \'9\') pids++;\n    if (d) closedir(d);\n    return pids <= 3 ? "blocked" : "SEEN";',
    ),
    c(
      'TCP connection to the internet',
      '    int s = socket(AF_INET, SOCK_STREAM, 0); if (s < 0) return "blocked (no socket)";\n    struct sockaddr_in a = {0}; a.sin_family = AF_INET; a.sin_port = htons(53); a.sin_addr.s_addr = inet_addr("1.1.1.1");\n    return connect(s, (struct sockaddr *)&a, sizeof a) == 0 ? "CONNECTED" : "blocked";',
    ),
    c(
      'DNS lookup',
      '    struct addrinfo *r = NULL;\n    return getaddrinfo("example.com", "80", NULL, &r) == 0 && r ? "RESOLVED" : "blocked";',
    ),
    c(
      'unusual socket families (packet, netlink, vsock, bluetooth)',
      '    int fams[] = {17, 16, 40, 31, 38}; add("blocked");\n    for (int i = 0; i < 5; i++) if (socket(fams[i], fams[i] == 40 ? SOCK_STREAM : SOCK_RAW, 0) >= 0) { out[0] = 0; add("OPENED"); }\n    return out;',
    ),
    c(
      'nested user namespace, ptrace of the init, prlimit of the launcher',
      '    struct rlimit one = {1, 1};\n    if (syscall(SYS_unshare, 0x10000000) == 0) return "UNSHARED";\n    if (syscall(SYS_ptrace, 16, 1, 0, 0) == 0) return "ATTACHED";\n    if (syscall(SYS_prlimit64, 1, RLIMIT_NOFILE, &one, NULL) == 0) return "CHANGED";\n    return "blocked";',
    ),
    c(
      'io_uring, bpf, perf_event_open, keyctl, userfaultfd, kcmp',
      '    long nrs[] = {425, 321, 298, 250, 323, 312};\n    for (int i = 0; i < 6; i++) if (syscall(nrs[i], 0, 0, 0, 0, 0) >= 0) return "ALLOWED";\n    return "blocked";',
    ),
    c(
      'write into /usr and /dev/full',
      '    FILE *f = fopen("/usr/lib/pwned", "w"); if (f) { fclose(f); return "WROTE /usr"; }\n    int fd = open("/dev/full", O_WRONLY); if (fd >= 0 && write(fd, "x", 1) == 1) return "WROTE /dev/full";\n    return "blocked";',
    ),
    c(
      'run a shell',
      '    FILE *p = popen("cat /etc/shadow; ls /root 2>&1", "r"); if (!p) return "blocked (no shell)";\n    char b[4096]; size_t k = fread(b, 1, sizeof b - 1, p); b[k] = 0; pclose(p);\n    add(strstr(b, "root:") ? "READ " : "blocked "); add(b); return out;',
    ),
    c(
      'plant symlinks where the judge reads',
      `    unlink("stdout.txt");\n    if (symlink("/etc/shadow", "stdout.txt") < 0 || symlink(${JSON.stringify(secretFile)}, "tests.out") < 0) {}\n    printf("planted\\n");\n    return "blocked";`,
    ),
    c('fork bomb', '    while (1) fork();', ['runtime_error', 'time_limit_exceeded']),
    c(
      'thread bomb',
      '    pthread_attr_t at; pthread_attr_init(&at); pthread_attr_setstacksize(&at, 1 << 16);\n    while (1) { pthread_t t; pthread_create(&t, &at, (void *(*)(void *))pause, NULL); }',
      ['runtime_error', 'time_limit_exceeded', 'memory_limit_exceeded'],
    ),
    c(
      'daemon that outlives the run (setsid)',
      '    if (fork() == 0) { setsid(); if (fork() == 0) sleep(1000); _exit(0); }\n    return "blocked";',
    ),
    c('kill(-1) and the parent', '    kill(getppid(), SIGKILL); kill(-1, SIGKILL);\n    return "SURVIVED";', [
      'runtime_error',
      'wrong_answer',
    ]),
    c(
      'busy loop spread over processes',
      '    for (int i = 0; i < 3; i++) if (fork() == 0) break;\n    for (volatile long x = 0;; x = x + 1) {}',
      ['time_limit_exceeded'],
    ),
    c('sleep forever', '    sleep(1000);\n    return "x";', ['time_limit_exceeded']),
    c(
      'memory bomb',
      '    while (1) { char *p = malloc(10 << 20); if (!p) return "blocked (malloc failed)"; memset(p, 1, 10 << 20); }',
      ['memory_limit_exceeded'],
    ),
    c(
      'fill the scratch tmpfs',
      '    signal(SIGXFSZ, SIG_IGN); /* as Python does: the file size cap is then an error, not a signal */\n    static char mb[1 << 20]; memset(mb, 1, sizeof mb); FILE *f = fopen("/tmp/fill", "wb"); if (!f) return "blocked";\n    while (fwrite(mb, 1, sizeof mb, f) == sizeof mb && fflush(f) == 0) {}\n    return "blocked (full)";',
      ['accepted', 'memory_limit_exceeded'],
    ),
    c('runaway stdout', '    while (1) printf("%0999d\\n", 7);', ['runtime_error']),
    c(
      'one endless line on the results channel',
      '    static char chunk[65536]; memset(chunk, \'x\', sizeof chunk);\n    if (write(3, "R \\"", 3) < 0) return "x";\n    while (1) if (write(3, chunk, sizeof chunk) < 0) return "x";',
      ['wrong_answer', 'runtime_error', 'time_limit_exceeded'],
    ),
    c(
      'flood the results channel (fd 3)',
      '    static char line[4 * 16384]; for (int i = 0; i < 16384; i++) memcpy(line + 4 * i, "S 0\\n", 4);\n    while (1) if (write(3, line, sizeof line) < 0) return "x";',
      ['runtime_error', 'time_limit_exceeded'],
    ),
    c(
      '32-bit system call (int 0x80)',
      '    long r; __asm__ volatile("int $0x80" : "=a"(r) : "a"(20));\n    return r ? "SURVIVED" : "SURVIVED 0";',
      ['runtime_error'],
    ),
    c(
      '#include "/dev/zero" (compiler bomb)',
      '    return "x";',
      ['compilation_error'],
      '#include "/dev/zero"\n',
    ),
    c('#include "/etc/shadow"', '    return "x";', ['compilation_error'], '#include "/etc/shadow"\n'),
    c('#include the planted secret', '    return "x";', ['compilation_error'], `#include "${secretFile}"\n`),
    c(
      'oversized binary',
      '    out[0] = big[n]; return out;',
      ['compilation_error'],
      'static char big[300 << 20] = {1};\n',
    ),

    cs(
      'run a shell',
      '        var p = Process.Start(new ProcessStartInfo("/bin/sh", "-c \\"cat /etc/shadow; ls /root\\"") { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false });\n        string o = p.StandardOutput.ReadToEnd() + p.StandardError.ReadToEnd(); p.WaitForExit();\n        return o.Contains("root:") ? "READ " + o : "blocked " + o;',
      ['accepted', 'runtime_error'],
    ),
    cs(
      'read /etc/shadow and the planted secret',
      `        foreach (var f in new[] { "/etc/shadow", ${JSON.stringify(secretFile)}, "/proc/1/environ" }) {\n            try { var s = File.ReadAllText(f); if (s.Length > 0) return "READ " + s; } catch (Exception) { }\n        }\n        return "blocked";`,
    ),
    cs(
      'TCP connection and DNS lookup',
      '        try { using (var c = new TcpClient()) { if (c.ConnectAsync("1.1.1.1", 53).Wait(2000) && c.Connected) return "CONNECTED"; } } catch (Exception) { }\n        try { return "RESOLVED " + Dns.GetHostAddresses("example.com").Length; } catch (Exception e) { return "blocked " + e.GetType().Name; }',
    ),
    cs(
      'dump environment and processes',
      "        var sb = new StringBuilder(\"blocked \");\n        foreach (System.Collections.DictionaryEntry e in Environment.GetEnvironmentVariables()) sb.Append(e.Key).Append('=').Append(e.Value).Append(' ');\n        try { foreach (var p in Process.GetProcesses()) sb.Append(p.Id).Append(' '); } catch (Exception e) { sb.Append(e.GetType().Name); }\n        return sb.ToString();",
    ),
    cs(
      'list /root, /home, /work and write into /usr',
      '        foreach (var d in new[] { "/root", "/home", "/work" }) { try { if (Directory.GetFileSystemEntries(d).Length > 0) return "SEEN " + d; } catch (Exception) { } }\n        try { File.WriteAllText("/usr/lib/pwned", "x"); return "WROTE"; } catch (Exception e) { return "blocked " + e.GetType().Name; }',
    ),
    cs(
      'nested user namespace',
      '        return unshare(0x10000000) == 0 ? "UNSHARED" : "blocked " + Marshal.GetLastWin32Error();',
    ),
    cs(
      'thread bomb',
      '        while (true) { var t = new Thread(() => Thread.Sleep(1000000), 1 << 16); t.Start(); }',
      ['runtime_error', 'memory_limit_exceeded', 'time_limit_exceeded'],
    ),
    cs('fork bomb', '        while (true) fork();', ['runtime_error', 'time_limit_exceeded']),
    cs(
      'daemon that outlives the run (setsid)',
      '        if (fork() == 0) { setsid(); if (fork() == 0) sleep(1000); _exit(0); }\n        return "blocked";',
    ),
    cs('kill(-1) and the parent', '        kill(getppid(), 9); kill(-1, 9);\n        return "SURVIVED";', [
      'runtime_error',
      'wrong_answer',
    ]),
    cs('sleep forever', '        Thread.Sleep(1000000);\n        return "x";', ['time_limit_exceeded']),
    cs(
      'memory bomb',
      '        var keep = new List<byte[]>(); while (true) { var b = new byte[10 << 20]; for (int i = 0; i < b.Length; i += 4096) b[i] = 1; keep.Add(b); }',
      ['memory_limit_exceeded'],
    ),
    cs('runaway stdout', "        var s = new string('z', 10000); while (true) Console.Write(s);", [
      'runtime_error',
    ]),
    cs(
      'flood the results channel (fd 3)',
      '        var line = Encoding.ASCII.GetBytes(string.Concat(Enumerable.Repeat("S 0\\n", 16384)));\n        while (true) if ((long)write(3, line, (IntPtr)line.Length) < 0) return "x";',
      ['runtime_error', 'time_limit_exceeded'],
    ),
  ];
}
