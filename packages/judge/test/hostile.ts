import type { Language, Verdict } from '@codecoach/contracts';

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
}

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
];

/**
 * Attacks on the measurement (issue 11): a program that writes its own result lines, replaces
 * the clocks a harness would keep time with, works in other threads or before the first test,
 * sleeps, names a test of its choice, or answers without end. Each is judged on `solve(n) = 2n`
 * for n = 1, 2, ... and must get the verdict the host measured, on the test the host fed.
 */
export interface Forgery {
  name: string;
  language: Language;
  code: string;
  /** How many tests (n = 1..tests, expected 2n). */
  tests: number;
  timeLimitMs: number;
  /** Submit stops at the first failure; Run gives every test a verdict. */
  mode: 'submit' | 'run';
  expect: {
    verdict: Verdict;
    /** The failing test the verdict must name: the one the host fed. */
    blamed?: number;
    /**
     * The blamed test's runtime (ms) must show at least this much real CPU: half its limit, as
     * a busy machine may stop it at its wall limit before its CPU limit (a forged runtime was 0).
     */
    minRuntimeMs?: number;
    /** Or, for an accepted run, the total runtime. */
    minTotalMs?: number;
    errorType?: string;
    /** The whole run, start to verdict, in seconds. */
    maxSeconds: number;
  };
}

const SOLVE = {
  python: (body: string, head = '') =>
    `import os, sys, time, threading, ctypes, resource\n${head}\nclass Solution:\n    def solve(self, n: int) -> int:\n${body
      .split('\n')
      .map((l) => `        ${l}`)
      .join('\n')}\n`,
  javascript: (body: string, head = '') =>
    `const fs = require('fs');\nconst cpuUsage = process.cpuUsage.bind(process);\nconst CPU = () => { const u = cpuUsage(); return u.user + u.system; };\n${head}\nvar solve = function(n) {\n${body}\n};\n`,
  java: (body: string, head = '') =>
    `import java.io.*;\nclass Solution {\n${head}\n    public int solve(int n) throws Exception {\n${body}\n    }\n}\n`,
  cpp: (body: string, head = '') =>
    `#include <unistd.h>\n#include <time.h>\n${head}\nclass Solution {\npublic:\n    int solve(int n) {\n${body}\n    }\n};\n`,
};

/** Burns `ms` of the process's CPU (Python: process_time, immune to the clocks replaced below). */
const PY_BURN = (ms: number) =>
  `t0 = time.process_time()\nwhile time.process_time() - t0 < ${ms / 1000}:\n    pass`;
/** JavaScript: Node's own CPU clock, kept before the program replaces it. */
const JS_BURN = (ms: number) => `    const c0 = CPU(); while (CPU() - c0 < ${ms * 1000});`;
const JAVA_BURN = (ms: number) =>
  `long t0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime(); while (java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - t0 < ${ms}_000_000L) { }`;
/** clock() is glibc's own (not interposed by a clock_gettime the learner defines). */
const CPP_BURN = (ms: number) =>
  `        clock_t t0 = clock(); while (clock() - t0 < ${ms} * (CLOCKS_PER_SEC / 1000)) { }`;

const forged = (
  name: string,
  language: Forgery['language'],
  code: string,
  expect: Forgery['expect'],
  more: Partial<Omit<Forgery, 'name' | 'language' | 'code' | 'expect'>> = {},
): Forgery => ({ name, language, code, tests: 5, timeLimitMs: 100, mode: 'submit', expect, ...more });

const TLE_ON = (blamed: number, minRuntimeMs: number, maxSeconds = 5) => ({
  verdict: 'time_limit_exceeded' as const,
  blamed,
  minRuntimeMs,
  maxSeconds,
});

export const FORGERIES: Forgery[] = [
  // 1. Result lines the program writes itself, and the clocks a harness would keep time with.
  //    A line is only ever the answer to the test the host fed: the CPU watch never stops, and
  //    the CPU burnt after a forged answer belongs to the next test.
  forged(
    'a forged answer line, then a burn',
    'python',
    SOLVE.python(`os.write(3, b'R 2\\n')\n${PY_BURN(3000)}\nreturn n * 2`),
    TLE_ON(1, 150),
  ),
  forged(
    'a forged answer line, then a burn',
    'javascript',
    SOLVE.javascript(`    fs.writeSync(3, 'R 2\\n');\n${JS_BURN(3000)}\n    return n * 2;`),
    TLE_ON(1, 100),
  ),
  forged(
    'a forged answer line, then a burn',
    'java',
    SOLVE.java(
      `        FileOutputStream f = new FileOutputStream("/dev/fd/3"); f.write("R 2\\n".getBytes()); f.flush();\n        ${JAVA_BURN(3000)}\n        return n * 2;`,
    ),
    TLE_ON(1, 100),
  ),
  forged(
    'a forged answer line, then a burn',
    'cpp',
    SOLVE.cpp(`        if (write(3, "R 2\\n", 4) < 0) return 0;\n${CPP_BURN(3000)}\n        return n * 2;`),
    TLE_ON(1, 50),
  ),
  forged(
    'the old harness format with an out-of-range test, then a burn',
    'python',
    SOLVE.python(`os.write(3, b'S 99\\nR 99 0 0 2\\n')\n${PY_BURN(3000)}\nreturn n * 2`),
    { verdict: 'runtime_error', blamed: 0, errorType: 'ProtocolViolation', maxSeconds: 3 },
  ),
  forged(
    'its own CPU clocks replaced, then a burn',
    'python',
    SOLVE.python(
      `time.thread_time_ns = lambda: 0\ntime.thread_time = lambda: 0.0\ntime.perf_counter = lambda: 0.0\n${PY_BURN(3000)}\nreturn n * 2`,
    ),
    TLE_ON(0, 150),
  ),
  forged(
    'process.cpuUsage and hrtime replaced, then a burn',
    'javascript',
    SOLVE.javascript(
      `    process.cpuUsage = () => ({ user: 0, system: 0 }); process.hrtime.bigint = () => 0n; performance.now = () => 0;\n${JS_BURN(3000)}\n    return n * 2;`,
    ),
    TLE_ON(0, 100),
  ),
  forged(
    'clock_gettime defined in its own translation unit, then a burn',
    'cpp',
    SOLVE.cpp(
      `${CPP_BURN(3000)}\n        return n * 2;`,
      'extern "C" int clock_gettime(clockid_t, struct timespec *ts) { ts->tv_sec = 0; ts->tv_nsec = 0; return 0; }',
    ),
    TLE_ON(0, 50),
  ),
  forged(
    'the work in a helper thread',
    'java',
    SOLVE.java(
      `        Thread t = new Thread(() -> { ${JAVA_BURN(3000)} }); t.start(); t.join();\n        return n * 2;`,
    ),
    TLE_ON(0, 100),
  ),
  forged(
    'the work in a helper thread',
    'cpp',
    SOLVE.cpp(
      `        std::thread t([] { clock_t t0 = clock(); while (clock() - t0 < 3 * CLOCKS_PER_SEC) { } }); t.join();\n        return n * 2;`,
      '#include <thread>',
    ),
    TLE_ON(0, 50),
  ),
  forged(
    'the work in a helper thread',
    'python',
    SOLVE.python(
      `def work():\n${PY_BURN(3000)
        .split('\n')
        .map((l) => `    ${l}`)
        .join('\n')}\nt = threading.Thread(target=work); t.start(); t.join()\nreturn n * 2`,
    ),
    TLE_ON(0, 150),
  ),
  // The runtime shown is the CPU really spent: 120 ms per test under a 1 s limit, with the
  // clocks replaced or the work in another thread, shows at least 3 x 120 ms.
  forged(
    'real work under replaced clocks shows its real runtime',
    'python',
    SOLVE.python(`time.thread_time_ns = lambda: 0\n${PY_BURN(120)}\nreturn n * 2`),
    { verdict: 'accepted', minTotalMs: 300, maxSeconds: 10 },
    { tests: 3, timeLimitMs: 1000 },
  ),
  forged(
    'real work under replaced clocks shows its real runtime',
    'javascript',
    SOLVE.javascript(
      `    process.cpuUsage = () => ({ user: 0, system: 0 });\n${JS_BURN(120)}\n    return n * 2;`,
    ),
    { verdict: 'accepted', minTotalMs: 300, maxSeconds: 10 },
    { tests: 3, timeLimitMs: 1000 },
  ),
  forged(
    'real work in a helper thread shows its real runtime',
    'java',
    SOLVE.java(
      `        Thread t = new Thread(() -> { ${JAVA_BURN(120)} }); t.start(); t.join();\n        return n * 2;`,
    ),
    { verdict: 'accepted', minTotalMs: 300, maxSeconds: 10 },
    { tests: 3, timeLimitMs: 1000 },
  ),
  forged(
    'real work under a replaced clock_gettime shows its real runtime',
    'cpp',
    SOLVE.cpp(
      `${CPP_BURN(120)}\n        return n * 2;`,
      'extern "C" int clock_gettime(clockid_t, struct timespec *ts) { ts->tv_sec = 0; ts->tv_nsec = 0; return 0; }',
    ),
    { verdict: 'accepted', minTotalMs: 300, maxSeconds: 10 },
    { tests: 3, timeLimitMs: 1000 },
  ),

  // 2. An overall deadline nothing moves: 1.2 s of sleep in every test stays under each test's
  //    wall limit (3 x 100 ms + 1 s) but not under the run's (about 5.5 s for 10 C++ tests).
  forged(
    "a sleep in every test, under each test's wall limit",
    'cpp',
    SOLVE.cpp('        usleep(1200000);\n        return n * 2;'),
    { verdict: 'time_limit_exceeded', maxSeconds: 9 },
    { tests: 10 },
  ),
  forged(
    "a sleep in every test, under each test's wall limit",
    'python',
    SOLVE.python('time.sleep(1.2)\nreturn n * 2'),
    { verdict: 'time_limit_exceeded', maxSeconds: 13 },
    { tests: 10 },
  ),
  forged(
    "a sleep in every test, under each test's wall limit",
    'javascript',
    SOLVE.javascript(
      '    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1200);\n    return n * 2;',
    ),
    { verdict: 'time_limit_exceeded', maxSeconds: 11 },
    { tests: 10 },
  ),

  // 3. The blamed test is the one the host fed: announcing a later test and crashing blames
  //    the test that was running, and shows its input and expected output, nothing else.
  forged('announces test 4, then crashes', 'python', SOLVE.python("os.write(3, b'S 4\\n')\nos._exit(1)"), {
    verdict: 'runtime_error',
    blamed: 0,
    errorType: 'ProtocolViolation',
    maxSeconds: 3,
  }),
  forged(
    'announces test 4, then crashes',
    'javascript',
    SOLVE.javascript("    fs.writeSync(3, 'S 4\\n'); process.exit(1);"),
    { verdict: 'runtime_error', blamed: 0, errorType: 'ProtocolViolation', maxSeconds: 3 },
  ),
  forged(
    'announces test 4, then crashes',
    'java',
    SOLVE.java(
      '        FileOutputStream f = new FileOutputStream("/dev/fd/3"); f.write("S 4\\n".getBytes()); f.flush(); System.exit(1); return 0;',
    ),
    { verdict: 'runtime_error', blamed: 0, errorType: 'ProtocolViolation', maxSeconds: 5 },
  ),
  forged(
    'announces test 4, then crashes',
    'cpp',
    SOLVE.cpp('        if (write(3, "S 4\\n", 4) < 0) return 0;\n        abort();'),
    { verdict: 'runtime_error', blamed: 0, errorType: 'ProtocolViolation', maxSeconds: 3 },
  ),
  forged(
    'an error naming test 4',
    'python',
    SOLVE.python('os.write(3, b\'E 4 0 0 {"type":"IndexError","message":"x"}\\n\')\nos._exit(1)'),
    { verdict: 'runtime_error', blamed: 0, maxSeconds: 3 },
  ),

  // 4. internal_error cannot be forced: a forged passing line followed by the harness's own
  //    makes the harness's line the answer to the next test, a wrong answer of the learner's.
  forged(
    'a forged passing line before the real one',
    'python',
    SOLVE.python("os.write(3, b'R %d\\n' % (2 * n))\nreturn n * 2"),
    { verdict: 'wrong_answer', blamed: 1, maxSeconds: 3 },
  ),
  forged(
    'a forged passing line before the real one',
    'javascript',
    SOLVE.javascript("    fs.writeSync(3, 'R ' + 2 * n + '\\n');\n    return n * 2;"),
    { verdict: 'wrong_answer', blamed: 1, maxSeconds: 3 },
  ),
  forged(
    'a forged passing line before the real one',
    'java',
    SOLVE.java(
      '        FileOutputStream f = new FileOutputStream("/dev/fd/3"); f.write(("R " + 2 * n + "\\n").getBytes()); f.flush();\n        return n * 2;',
    ),
    { verdict: 'wrong_answer', blamed: 1, maxSeconds: 5 },
  ),
  forged(
    'a forged passing line before the real one',
    'cpp',
    SOLVE.cpp(
      '        std::string s = "R " + std::to_string(2 * n) + "\\n"; if (write(3, s.data(), s.size()) < 0) return 0;\n        return n * 2;',
    ),
    { verdict: 'wrong_answer', blamed: 1, maxSeconds: 3 },
  ),
  forged('ready twice', 'python', SOLVE.python("os.write(3, b'K\\n')\nreturn n * 2"), {
    verdict: 'runtime_error',
    blamed: 0,
    errorType: 'ProtocolViolation',
    maxSeconds: 3,
  }),
  forged(
    'a compile error after the tests started',
    'javascript',
    SOLVE.javascript(
      '    fs.writeSync(3, \'C {"type":"SyntaxError","message":"x"}\\n\');\n    return n * 2;',
    ),
    { verdict: 'runtime_error', blamed: 0, errorType: 'ProtocolViolation', maxSeconds: 3 },
  ),

  // 6. CPU before the first test is limited too (setup: the runtime's own start plus one test).
  forged(
    '4 s of CPU at the top level',
    'python',
    `import time\nt0 = time.process_time()\nwhile time.process_time() - t0 < 4:\n    pass\n${SOLVE.python('return n * 2')}`,
    { verdict: 'time_limit_exceeded', blamed: 0, maxSeconds: 3 },
  ),
  forged(
    '4 s of CPU at the top level',
    'javascript',
    `const t0 = Date.now(); while (Date.now() - t0 < 4000);\n${SOLVE.javascript('    return n * 2;')}`,
    { verdict: 'time_limit_exceeded', blamed: 0, maxSeconds: 3 },
  ),
  forged(
    '4 s of CPU in a static initializer',
    'java',
    SOLVE.java(
      '        return n * 2;',
      `    static { long t0 = System.nanoTime(); while (System.nanoTime() - t0 < 4_000_000_000L) { } }`,
    ),
    { verdict: 'time_limit_exceeded', blamed: 0, maxSeconds: 4 },
  ),
  forged(
    '4 s of CPU in a global constructor',
    'cpp',
    SOLVE.cpp(
      '        return n * 2;',
      'struct Burn { Burn() { clock_t t0 = clock(); while (clock() - t0 < 4 * CLOCKS_PER_SEC) { } } } burn_;',
    ),
    { verdict: 'time_limit_exceeded', blamed: 0, maxSeconds: 3 },
  ),
];
