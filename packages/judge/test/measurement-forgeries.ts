import type { Language, Verdict } from '@codecoach/contracts';
import { C_CSHARP_FORGERIES } from './measurement-forgeries-c.ts';
import { GO_FORGERIES } from './measurement-forgeries-go.ts';
import { RUBY_FORGERIES } from './measurement-forgeries-ruby.ts';
import { RUST_FORGERIES } from './measurement-forgeries-rust.ts';
import { typescriptForgeries } from './measurement-forgeries-ts.ts';

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
  ...C_CSHARP_FORGERIES,
  ...RUBY_FORGERIES,
  ...RUST_FORGERIES,
  ...GO_FORGERIES,
];
FORGERIES.push(...typescriptForgeries(FORGERIES));
