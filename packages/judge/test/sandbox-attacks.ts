import type { Language, Verdict } from '@codecoach/contracts';
import { withFill } from './host-memory.ts';
import { cAndCsharpAttacks } from './sandbox-attacks-c.ts';
import { goAttacks } from './sandbox-attacks-go.ts';
import { rubyAttacks } from './sandbox-attacks-ruby.ts';
import { rustAttacks } from './sandbox-attacks-rust.ts';
import { typescriptAttacks } from './sandbox-attacks-ts.ts';

/**
 * Attacks on the sandbox (src/security.test.ts): programs that try to read secrets, reach the
 * network, escape or outlive the box, exhaust its processes, memory, disk or output, or break the
 * compiler. Each answers a string starting with "blocked" when the box held, or must get one of
 * its acceptable verdicts.
 */

/** A root-only file the suite plants: no answer may ever contain its content. */
export const SECRET_FILE = '/var/tmp/codecoach-judge-secret.txt';

export interface Hostile {
  name: string;
  language: Language;
  code: string;
  /** Acceptable verdicts: `accepted` means the program returned a string starting with "blocked". */
  verdicts: Verdict[];
  /** Default 500 ms. */
  timeLimitMs?: number;
  /**
   * It fills the box's memory before its verdict (a memory bomb, a fork bomb of interpreters, a
   * huge source): its time limit gets this host's time to fill 256 MB on top (host-memory.ts).
   * Implied by a `memory_limit_exceeded` verdict.
   */
  fillsMemory?: boolean;
}

/** The time limit a hostile program runs with on this host. */
export const hostileTimeLimit = (h: Hostile): number => {
  const base = h.timeLimitMs ?? 500;
  return h.fillsMemory || h.verdicts.includes('memory_limit_exceeded') ? withFill(base, 256) : base;
};

const py = (name: string, body: string, verdicts: Verdict[] = ['accepted']): Hostile => ({
  name,
  language: 'python',
  verdicts,
  code: `import os, sys, socket, time, ctypes, signal, resource
class Solution:
    def attack(self, n: int) -> str:
${body
  .split('\n')
  .map((l) => `        ${l}`)
  .join('\n')}
`,
});

const cpp = (name: string, body: string, verdicts: Verdict[] = ['accepted'], head = ''): Hostile => ({
  name,
  language: 'cpp',
  verdicts,
  code: `${head}#include <sys/socket.h>
#include <sys/syscall.h>
class Solution {
public:
    string attack(int n) {
${body}
    }
};`,
});

const java = (name: string, body: string, verdicts: Verdict[] = ['accepted']): Hostile => ({
  name,
  language: 'java',
  verdicts,
  code: `import java.io.*; import java.nio.file.*; import java.net.*;
class Solution {
    public String attack(int n) throws Exception {
${body}
    }
}`,
});

const js = (name: string, body: string, verdicts: Verdict[] = ['accepted']): Hostile => ({
  name,
  language: 'javascript',
  verdicts,
  code: `const fs = require('fs'); const cp = require('child_process');
var attack = function(n) {
${body}
};`,
});

const tryRead = (path: string) => `try:
    return open(${JSON.stringify(path)}, 'rb').read().decode('latin1')
except Exception as e:
    return 'blocked ' + type(e).__name__`;

export const HOSTILE: Hostile[] = [
  py(
    "the host's own /proc files (cmdline, stat, meminfo, kallsyms, sysctls)",
    "seen = []\nfor p in ['/proc/cmdline', '/proc/stat', '/proc/meminfo', '/proc/kallsyms', '/proc/sys/kernel/hostname', '/proc/modules']:\n    try:\n        open(p).read(1)\n        seen.append(p)\n    except OSError:\n        pass\nreturn 'blocked' if not seen else 'READ ' + ' '.join(seen)",
  ),
  py(
    'change the resource limits of the launcher (pid 1)',
    "try:\n    resource.prlimit(1, resource.RLIMIT_NOFILE, (1, 1))\n    return 'CHANGED'\nexcept OSError as e:\n    return 'blocked ' + str(e.errno)",
  ),
  py(
    'system calls the allowlist does not list (kcmp, lookup_dcookie, vhangup, modify_ldt, iopl, uselib, sysfs)',
    "libc = ctypes.CDLL(None, use_errno=True)\nok = []\nfor nr in (312, 212, 153, 154, 172, 134, 139):\n    if libc.syscall(nr, 0, 0, 0, 0, 0) != -1 or ctypes.get_errno() != 38:\n        ok.append(nr)\nreturn 'blocked' if not ok else 'ALLOWED %r' % ok",
  ),
  py(
    'what the machine keeps in /usr/local and /usr/src',
    "found = []\nfor d in ['/usr/local', '/usr/src']:\n    try:\n        found += [d + '/' + e for e in os.listdir(d)]\n    except OSError:\n        pass\nreturn 'blocked' if not found else 'SEEN ' + ' '.join(found)",
  ),
  py('read /etc/shadow', tryRead('/etc/shadow')),
  py('read the planted root-only secret', tryRead(SECRET_FILE)),
  py('read /proc/1/environ (the sandbox init)', tryRead('/proc/1/environ')),
  py(
    'list /root and the judge work folder',
    "out = []\nfor d in ['/root', '/tmp/..', '/var/tmp', '/sys/fs/cgroup', '/home', '/work']:\n    try:\n        out.append(d + ':' + ','.join(os.listdir(d)))\n    except Exception as e:\n        out.append(d + ':' + type(e).__name__)\nreturn 'blocked ' + ' '.join(out)",
  ),
  py('dump its environment', "return 'blocked ' + repr(dict(os.environ))"),
  py(
    'see other processes in /proc',
    "pids = [p for p in os.listdir('/proc') if p.isdigit()]\ncmds = [open('/proc/%s/cmdline' % p, 'rb').read().decode('latin1') for p in pids]\nreturn ('blocked ' if len(pids) <= 3 else 'SEEN ') + repr(cmds)",
  ),
  py(
    'TCP connection to the internet',
    "try:\n    socket.create_connection(('1.1.1.1', 53), timeout=2)\n    return 'CONNECTED'\nexcept Exception as e:\n    return 'blocked ' + type(e).__name__",
  ),
  py(
    'DNS lookup',
    "try:\n    return 'RESOLVED ' + repr(socket.getaddrinfo('example.com', 80))\nexcept Exception as e:\n    return 'blocked ' + type(e).__name__",
  ),
  py(
    'unusual socket families (packet, netlink, vsock, bluetooth)',
    "ok = []\nfor fam in [17, 16, 40, 31, 38]:\n    try:\n        socket.socket(fam, socket.SOCK_RAW if fam != 40 else socket.SOCK_STREAM)\n        ok.append(fam)\n    except Exception:\n        pass\nreturn 'blocked' if not ok else 'OPENED %r' % ok",
  ),
  py(
    'nested user namespace',
    "libc = ctypes.CDLL(None, use_errno=True)\nr = libc.unshare(0x10000000)\nreturn 'blocked %d' % ctypes.get_errno() if r != 0 else 'UNSHARED'",
  ),
  py(
    'ptrace the sandbox init',
    "libc = ctypes.CDLL(None, use_errno=True)\nr = libc.ptrace(16, 1, 0, 0)\nreturn 'blocked %d' % ctypes.get_errno() if r != 0 else 'ATTACHED'",
  ),
  py(
    'io_uring, bpf, perf_event_open, keyctl, userfaultfd',
    "libc = ctypes.CDLL(None, use_errno=True)\nopened = [nr for nr in (425, 321, 298, 250, 323) if libc.syscall(nr, 0, 0, 0, 0, 0) >= 0]\nreturn 'blocked' if not opened else 'ALLOWED %r' % opened",
  ),
  py(
    'write into /usr',
    "try:\n    open('/usr/lib/pwned', 'w').write('x')\n    return 'WROTE'\nexcept Exception as e:\n    return 'blocked ' + type(e).__name__",
  ),
  py('fork bomb', 'while True:\n    os.fork()', ['runtime_error', 'time_limit_exceeded']),
  py(
    'daemon that outlives the run (setsid)',
    "if os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n        time.sleep(1000)\n    os._exit(0)\nreturn 'blocked'",
  ),
  py('kill(-1) and the parent', "os.kill(os.getppid(), 9)\nos.kill(-1, 9)\nreturn 'SURVIVED'", [
    'runtime_error',
    'wrong_answer',
  ]),
  py(
    'busy loop spread over processes',
    'for i in range(3):\n    if os.fork() == 0:\n        break\nwhile True:\n    pass',
    ['time_limit_exceeded'],
  ),
  py('sleep forever', 'time.sleep(1000)', ['time_limit_exceeded']),
  py('memory bomb', "x = []\nwhile True:\n    x.append(b'x' * 10**7 + bytes([len(x) % 256]))", [
    'memory_limit_exceeded',
  ]),
  py(
    'fill the scratch tmpfs',
    "try:\n    with open('/tmp/fill', 'wb') as f:\n        while True:\n            f.write(b'x' * (1 << 20)); f.flush()\nexcept OSError as e:\n    return 'blocked ' + type(e).__name__",
    ['accepted', 'memory_limit_exceeded'],
  ),
  py('runaway stdout', "while True:\n    print('y' * 1000)", ['runtime_error']),
  // The results channel itself: the host stops reading an answer past its cap (results.ts
  // answerCapBytes) and the launcher at 96 MB, and the program is killed.
  py(
    'one endless line on the results channel',
    "os.write(3, b'R 0 1 0 \"')\nchunk = b'x' * 65536\nwhile True:\n    os.write(3, chunk)",
    // The judge stops reading an answer far longer than the expected one: a wrong answer.
    ['wrong_answer', 'runtime_error', 'time_limit_exceeded'],
  ),
  py('flood the results channel (fd 3)', "line = b'S 0\\n' * 16384\nwhile True:\n    os.write(3, line)", [
    'runtime_error',
    'time_limit_exceeded',
  ]),
  py(
    'write to /dev/full',
    "try:\n    with open('/dev/full', 'w') as f:\n        f.write('x')\n    return 'WROTE'\nexcept OSError as e:\n    return 'blocked ' + type(e).__name__",
  ),
  py(
    'plant symlinks where the judge reads',
    `os.remove('stdout.txt')\nos.symlink('/etc/shadow', 'stdout.txt')\nos.symlink(${JSON.stringify(SECRET_FILE)}, 'tests.out')\nos.symlink('/proc/self/environ', 'compile.txt')\nprint('planted')\nreturn 'blocked'`,
  ),
  py(
    'hard link to a secret',
    `try:\n    os.link(${JSON.stringify(SECRET_FILE)}, '/tmp/s')\n    return open('/tmp/s').read()\nexcept OSError as e:\n    return 'blocked ' + type(e).__name__`,
  ),
  cpp('fork bomb', '        while (true) fork();', ['runtime_error', 'time_limit_exceeded']),
  cpp(
    'thread bomb',
    '        vector<thread> t;\n        while (true) t.emplace_back([] { this_thread::sleep_for(chrono::hours(1)); });',
    ['runtime_error', 'time_limit_exceeded', 'memory_limit_exceeded'],
  ),
  cpp(
    '#include "/dev/zero" (compiler bomb)',
    '        return "x";',
    ['compilation_error'],
    '#include "/dev/zero"\n',
  ),
  cpp('#include "/etc/shadow"', '        return "x";', ['compilation_error'], '#include "/etc/shadow"\n'),
  cpp(
    '#include the planted secret',
    '        return "x";',
    ['compilation_error'],
    `#include "${SECRET_FILE}"\n`,
  ),
  cpp(
    'oversized binary',
    '        return string(1, big[n]);',
    ['compilation_error'],
    'static char big[300 << 20] = {1};\n',
  ),
  // Under the 64 MB cap: 50 MB travel out of the compile box and into the run box (this once
  // took the judge 15-24 s, copying the frame again at every 64 KB that arrived).
  cpp(
    'large binary under the cap',
    '        return big[n] ? "blocked (large binary ran)" : "x";',
    ['accepted'],
    'static char big[50 << 20] = {1};\n',
  ),
  cpp(
    '32-bit system call (int 0x80)',
    '        long r; asm volatile("int $0x80" : "=a"(r) : "a"(20)); return "SURVIVED " + to_string(r);',
    ['runtime_error'],
  ),
  cpp('kill(-1) and the parent', '        kill(getppid(), SIGKILL); kill(-1, SIGKILL); return "SURVIVED";', [
    'runtime_error',
    'wrong_answer',
  ]),
  cpp('runaway stdout', '        while (true) printf("%0999d\\n", 7);', ['runtime_error']),
  cpp(
    'raw packet socket and /proc/1/environ',
    '        int s = socket(17, SOCK_RAW, 0);\n        ifstream f("/proc/1/environ"); string env((istreambuf_iterator<char>(f)), {});\n        return s < 0 && env.empty() ? "blocked" : "OPENED " + env;',
  ),
  cpp(
    'daemon that outlives the run',
    '        if (fork() == 0) { setsid(); if (fork() == 0) sleep(1000); _exit(0); }\n        return "blocked";',
  ),
  java(
    'run a shell',
    '        Process p = new ProcessBuilder("/bin/sh", "-c", "cat /etc/shadow; ls /root").redirectErrorStream(true).start();\n        String out = new String(p.getInputStream().readAllBytes());\n        p.waitFor();\n        return out.contains("root:") ? "READ " + out : "blocked " + out;',
  ),
  java(
    'read the planted secret',
    `        try { return Files.readString(Path.of("${SECRET_FILE}")); } catch (IOException e) { return "blocked " + e.getClass().getName(); }`,
  ),
  java(
    'TCP connection',
    '        try (Socket s = new Socket()) { s.connect(new InetSocketAddress("1.1.1.1", 53), 2000); return "CONNECTED"; } catch (IOException e) { return "blocked " + e.getClass().getName(); }',
  ),
  java(
    'dump environment and processes',
    '        return "blocked " + System.getenv() + " " + ProcessHandle.allProcesses().map(h -> h.info().commandLine().orElse("?")).toList();',
  ),
  java(
    'thread bomb',
    '        while (true) { Thread t = new Thread(() -> { try { Thread.sleep(1000000); } catch (InterruptedException e) { } }); t.start(); }',
    ['runtime_error', 'memory_limit_exceeded', 'time_limit_exceeded'],
  ),
  js(
    'run a shell',
    "    try { return 'READ ' + cp.execSync('cat /etc/shadow /root/* 2>&1').toString(); } catch (e) { return 'blocked ' + String(e.stdout); }",
  ),
  js(
    'read the planted secret',
    `    try { return fs.readFileSync(${JSON.stringify(SECRET_FILE)}, 'utf8'); } catch (e) { return 'blocked ' + e.code; }`,
  ),
  js(
    'network from a child process',
    "    const r = cp.spawnSync(process.execPath, ['-e', \"require('net').connect(53, '1.1.1.1').on('connect', () => console.log('CONNECTED')).on('error', (e) => console.log(e.code))\"], { timeout: 3000 });\n    const out = String(r.stdout);\n    return out.includes('CONNECTED') ? out : 'blocked ' + out;",
  ),
  js('dump environment', "    return 'blocked ' + JSON.stringify(process.env);"),
  js(
    'kill(-1) and the parent',
    "    try { process.kill(process.ppid, 'SIGKILL'); process.kill(-1, 'SIGKILL'); } catch (e) {} return 'SURVIVED';",
    ['runtime_error', 'wrong_answer'],
  ),
  {
    // Filling 64 MB buffers is slow where page faults are (a VM): 500 ms of CPU ran out at
    // 360 MB, before the limit. The time limit is raised so the memory limit is what stops it.
    ...js('memory outside the V8 heap', '    const b = []; while (true) b.push(Buffer.alloc(1 << 26, 1));', [
      'memory_limit_exceeded',
    ]),
    timeLimitMs: 5000,
  },
  js('runaway stdout', "    const s = 'z'.repeat(10000); while (true) process.stdout.write(s);", [
    'runtime_error',
  ]),
  ...cAndCsharpAttacks(SECRET_FILE),
  ...rubyAttacks(SECRET_FILE),
  ...rustAttacks(SECRET_FILE),
  ...goAttacks(SECRET_FILE),
];
HOSTILE.push(...typescriptAttacks(HOSTILE, SECRET_FILE));
