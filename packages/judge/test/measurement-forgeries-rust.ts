import type { Forgery } from './measurement-forgeries.ts';

/**
 * The forgeries of measurement-forgeries.ts in Rust (issue 29), judged on `solve(n) = 2n`: each
 * must get the verdict the host measured, on the test the host fed. `burn` spends the process's
 * CPU by glibc's clock(), which nothing the learner defines replaces.
 */
const SOLVE = (body: string, head = '') => `use std::io::Write;
use std::os::unix::io::FromRawFd;
extern "C" { fn clock() -> i64; }
fn burn(ms: i64) { let t0 = unsafe { clock() }; while unsafe { clock() } - t0 < ms * 1000 {} }
/** fd 3, the result channel, written by the learner's code itself. */
fn out(s: &str) { let mut f = std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(3) }); let _ = f.write_all(s.as_bytes()); }
${head}
impl Solution {
    pub fn solve(n: i32) -> i32 {
${body}
    }
}
`;

const forged = (
  name: string,
  code: string,
  expect: Forgery['expect'],
  more: Partial<Omit<Forgery, 'name' | 'language' | 'code' | 'expect'>> = {},
): Forgery => ({
  name,
  language: 'rust',
  code,
  tests: 5,
  timeLimitMs: 100,
  mode: 'submit',
  expect,
  ...more,
});

const TLE_ON = (blamed: number, minRuntimeMs: number, maxSeconds = 5) => ({
  verdict: 'time_limit_exceeded' as const,
  blamed,
  minRuntimeMs,
  maxSeconds,
});

export const RUST_FORGERIES: Forgery[] = [
  forged(
    'a forged answer line, then a burn',
    SOLVE('        out("R 2\\n");\n        burn(3000);\n        n * 2'),
    TLE_ON(1, 50),
  ),
  forged(
    'clock_gettime defined #[no_mangle] in its own code, then a burn',
    SOLVE(
      '        burn(3000);\n        n * 2',
      '#[no_mangle] pub extern "C" fn clock_gettime(_c: i32, ts: *mut [i64; 2]) -> i32 { unsafe { *ts = [0, 0]; } 0 }',
    ),
    TLE_ON(0, 50),
  ),
  forged(
    'the work in a helper thread (std::thread)',
    SOLVE('        std::thread::spawn(|| burn(3000)).join().unwrap();\n        n * 2'),
    TLE_ON(0, 50),
  ),
  forged(
    'threads burning CPU after the answer',
    SOLVE(
      '        if n == 1 { for _ in 0..4 { std::thread::spawn(|| { let mut x = 0u64; loop { x = x.wrapping_add(1); unsafe { std::ptr::read_volatile(&x); } } }); } }\n        if n == 2 { std::thread::sleep(std::time::Duration::from_millis(1200)); }\n        n * 2',
    ),
    { verdict: 'time_limit_exceeded', blamed: 1, minRuntimeMs: 50, maxSeconds: 5 },
  ),
  forged(
    'real work in a helper thread shows its real runtime',
    SOLVE('        std::thread::spawn(|| burn(120)).join().unwrap();\n        n * 2'),
    { verdict: 'accepted', minTotalMs: 300, maxSeconds: 10 },
    { tests: 3, timeLimitMs: 1000 },
  ),
  forged(
    "a sleep in every test, under each test's wall limit",
    SOLVE('        std::thread::sleep(std::time::Duration::from_millis(1200));\n        n * 2'),
    { verdict: 'time_limit_exceeded', maxSeconds: 9 },
    { tests: 10 },
  ),
  forged('announces test 4, then aborts', SOLVE('        out("S 4\\n");\n        std::process::abort()'), {
    verdict: 'runtime_error',
    blamed: 0,
    errorType: 'ProtocolViolation',
    maxSeconds: 3,
  }),
  forged(
    'a forged passing line before the real one',
    SOLVE('        out(&format!("R {}\\n", 2 * n));\n        n * 2'),
    {
      verdict: 'wrong_answer',
      blamed: 1,
      maxSeconds: 3,
    },
  ),
  forged('ready twice', SOLVE('        out("K\\n");\n        n * 2'), {
    verdict: 'runtime_error',
    blamed: 0,
    errorType: 'ProtocolViolation',
    maxSeconds: 3,
  }),
  // Rust has no code before main, except a function placed in .init_array by hand.
  forged(
    '4 s of CPU before main (a function in .init_array)',
    SOLVE(
      '        n * 2',
      'extern "C" fn early() { burn(4000); }\n#[used]\n#[link_section = ".init_array"]\nstatic EARLY: extern "C" fn() = early;',
    ),
    { verdict: 'time_limit_exceeded', blamed: 0, maxSeconds: 3 },
  ),
  forged(
    '4 s of CPU in a lazy thread_local initialiser, on first use',
    SOLVE('        SLOW.with(|s| *s) + n * 2', 'thread_local!(static SLOW: i32 = { burn(4000); 0 });'),
    TLE_ON(0, 50),
  ),
];
