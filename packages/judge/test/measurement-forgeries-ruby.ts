import type { Forgery } from './measurement-forgeries.ts';

/**
 * The forgeries of measurement-forgeries.ts in Ruby (issue 29), and Ruby's own: the clocks and
 * the harness's writer and encoder redefined (`Process.clock_gettime`, `IO#write`,
 * `JSON.generate`), `at_exit`, `ObjectSpace` searched for the result channel, threads and forked
 * children left burning CPU. Each is judged on `solve(n) = 2n` and must get the verdict the host
 * measured, on the test the host fed.
 */
const solve = (body: string, head = '') =>
  `${head}\ndef solve(n)\n${body
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n')}\nend\n`;

/**
 * Burns `ms` of the process's CPU on a clock kept before anything is replaced (CPU is the
 * Method object, which a later redefinition of Process.clock_gettime does not change).
 */
const HEAD =
  'CPU = Process.method(:clock_gettime)\ndef burn(ms) = (t0 = CPU.(Process::CLOCK_PROCESS_CPUTIME_ID, :millisecond); nil while CPU.(Process::CLOCK_PROCESS_CPUTIME_ID, :millisecond) - t0 < ms)\nRESULT = IO.for_fd(3, autoclose: false)';

const forged = (
  name: string,
  code: string,
  expect: Forgery['expect'],
  more: Partial<Omit<Forgery, 'name' | 'language' | 'code' | 'expect'>> = {},
  // 300 ms per test at Ruby's 5x, as Python's 100 ms at 3x.
): Forgery => ({ name, language: 'ruby', code, tests: 5, timeLimitMs: 60, mode: 'submit', expect, ...more });

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

export const RUBY_FORGERIES: Forgery[] = [
  // 1. Result lines the program writes itself, and the clocks a harness would keep time with.
  forged(
    'a forged answer line, then a burn',
    solve('RESULT.syswrite("R 2\\n")\nburn(3000)\nn * 2', HEAD),
    TLE_ON(1, 50),
  ),
  forged(
    'the result channel found through ObjectSpace, a forged line, then a burn',
    solve(
      'io = ObjectSpace.each_object(IO).find { |i| (i.fileno rescue nil) == 3 }\nio.syswrite("R 2\\n")\nburn(3000)\nn * 2',
      HEAD,
    ),
    TLE_ON(1, 50),
  ),
  forged(
    'Process.clock_gettime and Time.now replaced, then a burn',
    solve(
      'burn(3000)\nn * 2',
      `${HEAD}\nProcess.singleton_class.define_method(:clock_gettime) { |*_| 0 }\nTime.singleton_class.define_method(:now) { Time.at(0) }`,
    ),
    TLE_ON(0, 50),
  ),
  forged(
    "the harness's writer and encoder redefined (IO#write, IO#syswrite, JSON.generate)",
    solve(
      'n * 3',
      "class IO\n  def write(*a) = syswrite(a.join.sub(/\\AR \\d+/) { 'R 4' })\nend\nJSON.singleton_class.define_method(:generate) { |v, *_| (v / 3 * 2).to_s }",
    ),
    { verdict: 'wrong_answer', blamed: 0, maxSeconds: 5 },
  ),
  forged('the work in a helper thread', solve('Thread.new { burn(3000) }.join\nn * 2', HEAD), TLE_ON(0, 50)),
  forged(
    'the work in a forked child',
    solve('Process.wait(fork { burn(3000) })\nn * 2', HEAD),
    TLE_ON(0, 50),
  ),
  forged(
    'threads burning CPU after the answer',
    solve('4.times { Thread.new { nil while true } } if n == 1\nsleep 1.2 if n == 2\nn * 2'),
    AFTER_ANSWER,
  ),
  forged(
    'a forked child burning CPU after the answer',
    solve('fork { nil while true } if n == 1\nsleep 1.2 if n == 2\nn * 2'),
    AFTER_ANSWER,
  ),
  forged(
    'real work under a replaced clock shows its real runtime',
    solve('burn(120)\nn * 2', `${HEAD}\nProcess.singleton_class.define_method(:clock_gettime) { |*_| 0 }`),
    { verdict: 'accepted', minTotalMs: 300, maxSeconds: 10 },
    { tests: 3, timeLimitMs: 1000 },
  ),

  // 2. An overall deadline nothing moves.
  forged(
    "a sleep in every test, under each test's wall limit",
    solve('sleep 1.2\nn * 2'),
    // 300 ms per test, as Python's: the run's deadline is about 9.5 s for 10 tests.
    { verdict: 'time_limit_exceeded', maxSeconds: 13 },
    { tests: 10 },
  ),

  // 3. The blamed test is the one the host fed.
  forged('announces test 4, then exits at once', solve('RESULT.syswrite("S 4\\n")\nexit!(1)', HEAD), {
    verdict: 'runtime_error',
    blamed: 0,
    errorType: 'ProtocolViolation',
    maxSeconds: 3,
  }),
  forged(
    'an error line for test 4, then Kernel#exit',
    solve('RESULT.syswrite("E 4 0 0 {\\"type\\":\\"IndexError\\",\\"message\\":\\"x\\"}\\n")\nexit(1)', HEAD),
    { verdict: 'runtime_error', blamed: 0, maxSeconds: 3 },
  ),

  // 4. internal_error cannot be forced.
  forged(
    'a forged passing line before the real one',
    solve('RESULT.syswrite("R #{2 * n}\\n")\nn * 2', HEAD),
    { verdict: 'wrong_answer', blamed: 1, maxSeconds: 3 },
  ),
  forged(
    'passing lines written by at_exit after a wrong answer',
    solve('n * 3', `${HEAD}\nat_exit { 5.times { |i| RESULT.syswrite("R #{2 * (i + 1)}\\n") } }`),
    { verdict: 'wrong_answer', blamed: 0, maxSeconds: 3 },
  ),
  forged('ready twice', solve('RESULT.syswrite("K\\n")\nn * 2', HEAD), {
    verdict: 'runtime_error',
    blamed: 0,
    errorType: 'ProtocolViolation',
    maxSeconds: 3,
  }),

  // 6. CPU before the first test is limited too.
  forged('4 s of CPU at the top level', solve('n * 2', `${HEAD}\nburn(4000)`), {
    verdict: 'time_limit_exceeded',
    blamed: 0,
    maxSeconds: 3,
  }),
];
