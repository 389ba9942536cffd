import type { Forgery } from './measurement-forgeries.ts';

/**
 * The forgeries of measurement-forgeries.ts in C and C# (issue 29). Each is judged on
 * `solve(n) = 2n` and must get the verdict the host measured, on the test the host fed.
 */
const SOLVE = {
  c: (body: string, head = '') => `${head}\nint solve(int n) {\n${body}\n}\n`,
  csharp: (body: string, head = '') =>
    `using System.Threading; using System.Runtime.InteropServices;
public class Solution {
    [DllImport("libc")] static extern IntPtr write(int fd, byte[] buf, IntPtr n);
    [DllImport("libc")] static extern IntPtr clock();
    static void Out(string s) { var b = Encoding.ASCII.GetBytes(s); write(3, b, (IntPtr)b.Length); }
    /** libc's clock(): the process's CPU time in microseconds; nothing here can replace it. */
    static void Burn(long ms) { long t0 = (long)clock(); while ((long)clock() - t0 < ms * 1000) { } }
${head}
    public int Solve(int n) {
${body}
    }
}
`,
};

/** clock() is glibc's own (not interposed by a clock_gettime the learner defines). */
const C_BURN = (ms: number) =>
  `    clock_t t0 = clock(); while (clock() - t0 < ${ms} * (CLOCKS_PER_SEC / 1000)) { }`;
const C_FAKE_CLOCK =
  'int clock_gettime(clockid_t c, struct timespec *ts) { (void)c; ts->tv_sec = 0; ts->tv_nsec = 0; return 0; }';

const forged = (
  name: string,
  language: 'c' | 'csharp',
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

/**
 * Threads left spinning after test 1's answer while test 2 only sleeps (1.2 s of wall, no CPU of
 * its own, under its wall limit): the box's CPU is what is charged, so test 2 runs out of time.
 */
const AFTER_ANSWER = { verdict: 'time_limit_exceeded' as const, blamed: 1, minRuntimeMs: 50, maxSeconds: 5 };

export const C_CSHARP_FORGERIES: Forgery[] = [
  // 1. Result lines the program writes itself, and the clocks a harness would keep time with.
  forged(
    'a forged answer line, then a burn',
    'c',
    SOLVE.c(`    if (write(3, "R 2\\n", 4) < 0) return 0;\n${C_BURN(3000)}\n    return n * 2;`),
    TLE_ON(1, 50),
  ),
  forged(
    'a forged answer line, then a burn',
    'csharp',
    SOLVE.csharp('        Out("R 2\\n");\n        Burn(3000);\n        return n * 2;'),
    TLE_ON(1, 100),
  ),
  forged(
    'clock_gettime defined in its own translation unit, then a burn',
    'c',
    SOLVE.c(`${C_BURN(3000)}\n    return n * 2;`, C_FAKE_CLOCK),
    TLE_ON(0, 50),
  ),
  forged(
    'the work in a helper thread',
    'c',
    SOLVE.c(
      `    pthread_t t; pthread_create(&t, NULL, work, NULL); pthread_join(t, NULL);\n    return n * 2;`,
      `static void *work(void *a) { (void)a;\n${C_BURN(3000)}\n    return NULL; }`,
    ),
    TLE_ON(0, 50),
  ),
  forged(
    'the work in a helper thread',
    'csharp',
    SOLVE.csharp('        var t = new Thread(() => Burn(3000)); t.Start(); t.Join();\n        return n * 2;'),
    TLE_ON(0, 100),
  ),
  forged(
    'threads burning CPU after the answer',
    'c',
    SOLVE.c(
      '    if (n == 1) for (int i = 0; i < 4; i++) { pthread_t t; pthread_create(&t, NULL, spin, NULL); }\n    if (n == 2) usleep(1200000);\n    return n * 2;',
      'static void *spin(void *a) { (void)a; for (volatile long x = 0;; x = x + 1) {} return NULL; }',
    ),
    AFTER_ANSWER,
  ),
  forged(
    'threads burning CPU after the answer',
    'csharp',
    SOLVE.csharp(
      '        if (n == 1) for (int i = 0; i < 4; i++) new Thread(() => { while (true) { } }) { IsBackground = true }.Start();\n        if (n == 2) Thread.Sleep(1200);\n        return n * 2;',
    ),
    AFTER_ANSWER,
  ),
  forged(
    'real work under a replaced clock_gettime shows its real runtime',
    'c',
    SOLVE.c(`${C_BURN(120)}\n    return n * 2;`, C_FAKE_CLOCK),
    { verdict: 'accepted', minTotalMs: 300, maxSeconds: 10 },
    { tests: 3, timeLimitMs: 1000 },
  ),
  forged(
    'real work in a helper thread shows its real runtime',
    'csharp',
    SOLVE.csharp('        var t = new Thread(() => Burn(120)); t.Start(); t.Join();\n        return n * 2;'),
    { verdict: 'accepted', minTotalMs: 300, maxSeconds: 10 },
    { tests: 3, timeLimitMs: 1000 },
  ),

  // 2. An overall deadline nothing moves.
  forged(
    "a sleep in every test, under each test's wall limit",
    'c',
    SOLVE.c('    usleep(1200000);\n    return n * 2;'),
    { verdict: 'time_limit_exceeded', maxSeconds: 9 },
    { tests: 10 },
  ),
  forged(
    "a sleep in every test, under each test's wall limit",
    'csharp',
    SOLVE.csharp('        Thread.Sleep(1200);\n        return n * 2;'),
    { verdict: 'time_limit_exceeded', maxSeconds: 11 },
    { tests: 10 },
  ),

  // 3. The blamed test is the one the host fed.
  forged(
    'announces test 4, then crashes',
    'c',
    SOLVE.c('    if (write(3, "S 4\\n", 4) < 0) return 0;\n    abort();'),
    { verdict: 'runtime_error', blamed: 0, errorType: 'ProtocolViolation', maxSeconds: 3 },
  ),
  forged(
    'announces test 4, then crashes',
    'csharp',
    SOLVE.csharp('        Out("S 4\\n"); Environment.Exit(1); return 0;'),
    { verdict: 'runtime_error', blamed: 0, errorType: 'ProtocolViolation', maxSeconds: 5 },
  ),

  // 4. internal_error cannot be forced.
  forged(
    'a forged passing line before the real one',
    'c',
    SOLVE.c(
      '    char s[32]; int k = snprintf(s, sizeof s, "R %d\\n", 2 * n); if (write(3, s, k) < 0) return 0;\n    return n * 2;',
    ),
    { verdict: 'wrong_answer', blamed: 1, maxSeconds: 3 },
  ),
  forged(
    'a forged passing line before the real one',
    'csharp',
    SOLVE.csharp('        Out("R " + 2 * n + "\\n");\n        return n * 2;'),
    { verdict: 'wrong_answer', blamed: 1, maxSeconds: 5 },
  ),
  forged('ready twice', 'c', SOLVE.c('    if (write(3, "K\\n", 2) < 0) return 0;\n    return n * 2;'), {
    verdict: 'runtime_error',
    blamed: 0,
    errorType: 'ProtocolViolation',
    maxSeconds: 3,
  }),

  // 6. CPU before the first test is limited too.
  forged(
    '4 s of CPU in a constructor function',
    'c',
    SOLVE.c(
      '    return n * 2;',
      '__attribute__((constructor)) static void burn(void) { clock_t t0 = clock(); while (clock() - t0 < 4 * CLOCKS_PER_SEC) { } }',
    ),
    { verdict: 'time_limit_exceeded', blamed: 0, maxSeconds: 3 },
  ),
  forged(
    '4 s of CPU in a static constructor',
    'csharp',
    SOLVE.csharp('        return n * 2;', '    static Solution() { Burn(4000); }'),
    { verdict: 'time_limit_exceeded', blamed: 0, maxSeconds: 5 },
  ),
];
