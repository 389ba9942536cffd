import type { Forgery } from './measurement-forgeries.ts';

/**
 * The forgeries of measurement-forgeries.ts in Go (issue 29). Each is judged on `solve(n) = 2n`
 * and must get the verdict the host measured, on the test the host fed. Go's own ways: the
 * runtime's clock reached through `//go:linkname`, goroutines (and GOMAXPROCS raised), `init()`
 * and package-level initialisers before the first test.
 */
const SOLVE = (body: string, head = '') => `import (
    "os"
    "runtime"
    "syscall"
    "time"
    _ "unsafe"
)
var _, _, _ = os.Exit, runtime.GOMAXPROCS, time.Sleep
/** The process's CPU (every thread) from the kernel: nothing in the program can replace it. */
func burn(ms int64) {
    var ru syscall.Rusage
    cpu := func() int64 { syscall.Getrusage(syscall.RUSAGE_SELF, &ru); return ru.Utime.Nano() + ru.Stime.Nano() }
    for t0 := cpu(); cpu()-t0 < ms*1000000; {}
}
func out(s string) { os.NewFile(3, "results").Write([]byte(s)) }
${head}
func solve(n int) int {
${body}
}
`;

/** The runtime's own monotonic clock, named through //go:linkname (it cannot be replaced). */
const NANOTIME = '//go:linkname nanotime runtime.nanotime\nfunc nanotime() int64\n';

const forged = (
  name: string,
  code: string,
  expect: Forgery['expect'],
  more: Partial<Omit<Forgery, 'name' | 'language' | 'code' | 'expect'>> = {},
): Forgery => ({ name, language: 'go', code, tests: 5, timeLimitMs: 100, mode: 'submit', expect, ...more });

const TLE_ON = (blamed: number, minRuntimeMs: number, maxSeconds = 5) => ({
  verdict: 'time_limit_exceeded' as const,
  blamed,
  minRuntimeMs,
  maxSeconds,
});

export const GO_FORGERIES: Forgery[] = [
  forged(
    'a forged answer line, then a burn',
    SOLVE('    out("R 2\\n")\n    burn(3000)\n    return n * 2'),
    TLE_ON(1, 50),
  ),
  forged(
    "the runtime's clock named by //go:linkname, then a burn",
    SOLVE('    t0 := nanotime(); burn(3000); _ = nanotime() - t0\n    return n * 2', NANOTIME),
    TLE_ON(0, 50),
  ),
  forged(
    'the work in goroutines on every core',
    SOLVE(
      '    runtime.GOMAXPROCS(4); done := make(chan bool)\n    for i := 0; i < 4; i++ { go func() { burn(3000); done <- true }() }\n    for i := 0; i < 4; i++ { <-done }\n    return n * 2',
    ),
    TLE_ON(0, 50),
  ),
  forged(
    'goroutines burning CPU after the answer',
    SOLVE(
      '    if n == 1 { runtime.GOMAXPROCS(4); for i := 0; i < 4; i++ { go func() { for x := 0; ; x++ {} }() } }\n    if n == 2 { time.Sleep(1200 * time.Millisecond) }\n    return n * 2',
    ),
    { verdict: 'time_limit_exceeded', blamed: 1, minRuntimeMs: 50, maxSeconds: 5 },
  ),
  forged(
    'real work beside a linknamed runtime clock shows its real runtime',
    SOLVE('    _ = nanotime(); burn(120)\n    return n * 2', NANOTIME),
    { verdict: 'accepted', minTotalMs: 300, maxSeconds: 10 },
    { tests: 3, timeLimitMs: 1000 },
  ),
  forged(
    "a sleep in every test, under each test's wall limit",
    SOLVE('    time.Sleep(1200 * time.Millisecond)\n    return n * 2'),
    { verdict: 'time_limit_exceeded', maxSeconds: 9 },
    { tests: 10 },
  ),
  forged('announces test 4, then crashes', SOLVE('    out("S 4\\n"); os.Exit(1)\n    return 0'), {
    verdict: 'runtime_error',
    blamed: 0,
    errorType: 'ProtocolViolation',
    maxSeconds: 3,
  }),
  forged(
    'a forged passing line before the real one',
    SOLVE('    out("R " + strconv.Itoa(2*n) + "\\n")\n    return n * 2'),
    { verdict: 'wrong_answer', blamed: 1, maxSeconds: 3 },
  ),
  forged('ready twice', SOLVE('    out("K\\n")\n    return n * 2'), {
    verdict: 'runtime_error',
    blamed: 0,
    errorType: 'ProtocolViolation',
    maxSeconds: 3,
  }),
  forged('4 s of CPU in init()', SOLVE('    return n * 2', 'func init() { burn(4000) }'), {
    verdict: 'time_limit_exceeded',
    blamed: 0,
    maxSeconds: 3,
  }),
  forged(
    '4 s of CPU in a package-level initialiser',
    SOLVE('    return n * 2', 'var warm = func() int { burn(4000); return 1 }()'),
    { verdict: 'time_limit_exceeded', blamed: 0, maxSeconds: 3 },
  ),
];
