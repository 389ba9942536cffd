/**
 * The programs of src/integrity-two.test.ts in Ruby (issue 29), by the same names. Ruby, like
 * Python, returns the 10,000-deep answer itself: its harness encodes without a nesting limit, so
 * the judge's own bound is what refuses it.
 */
type Maker = (at: number, body: string, head?: string) => string;

const indent = (body: string, pad: string) =>
  body
    .split('\n')
    .map((l) => `${pad}${l.trimStart()}`)
    .join('\n');

const BURN_3S =
  '    t0 = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)\n    nil while Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - t0 < 3\n';
const deep = (before: string) =>
  `def grid(n)\n${before}    a = []\n    10_000.times { a = [a] }\n    a\nend\n`;

export const DEEP_RB = { ruby: deep('') };
export const SLOW_THEN_DEEP_RB = { ruby: deep(BURN_3S) };
export const HUGE_RB = { ruby: "def solve(n)\n    'y' * 90_000_000\nend\n" };
export const ECHO_RB = (N: number) => ({
  ruby: (off: number) =>
    `def echo(n)\n    Array.new(${N}) { |i| i * 5 - 1_000_000 + (i == ${N - 1} ? ${off} : 0) }\nend\n`,
});

export const SOLVE_RB: Record<string, Maker> = {
  ruby: (at, body, head = '') =>
    `require 'socket'\n${head}\n$keep = []\ndef solve(n)\n    if n == ${at}\n${indent(body, '        ')}\n    end\n    2 * n\nend\n`,
};

export const FILES_RB = {
  ruby: "100.times do |k|\n  File.open((k.odd? ? '/tmp/fill' : '/dev/shm/fill') + k.to_s, 'wb') { |f| f.write('x' * (4 << 20)) }\nend",
};

export const SOCKETS_RB = {
  ruby: "50.times { |k| File.open(\"/dev/shm/fill#{k}\", 'wb') { |f| f.write('x' * (4 << 20)) } }\nchunk = 'x' * 65536\n120.times do\n  a, b = UNIXSocket.pair\n  $keep << a << b\n  loop { a.write_nonblock(chunk) }\nrescue IO::WaitWritable\nend",
};

export const HOLD_RB = (mb: number) => ({ ruby: `$keep << ('x' * (${mb} << 20))` });
export const SPIN_RB = { ruby: 'nil while $keep' };
