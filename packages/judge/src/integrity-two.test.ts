import { LANGUAGES, type Language, type Signature, type Verdict } from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFill } from '../test/host-memory.ts';
import {
  DEEP_C,
  ECHO_C,
  FILES_C,
  HOLD_C,
  HUGE_C,
  SLOW_THEN_DEEP_C,
  SOCKETS_C,
  SOCKETS_CS_HEAD,
  SOLVE_C,
} from '../test/integrity-two-c.ts';
import {
  DEEP_MORE,
  ECHO_MORE,
  FILES_MORE,
  HOLD_MORE,
  HUGE_MORE,
  SLOW_THEN_DEEP_MORE,
  SOCKETS_MORE,
  SOLVE_MORE,
  SPIN_RB,
} from '../test/integrity-two-more.ts';
import { sameBodyTs, withTs, withTsMaker } from '../test/integrity-two-ts.ts';
import { TESTED } from '../test/languages.ts';
import { createJudge, type Judge, type JudgeRequest, type JudgeResult } from './index.ts';

/**
 * Judge integrity, round two (issue 22), attacked as a hostile learner would, in every language
 * the judge runs: nothing a program does ends in `internal_error` (which is never charged and
 * was retried), the launcher survives whatever memory the program fills, an answer is read within
 * bounds (depth, size) and off the event loop, and the memory limit is the one stated.
 */
// Every language the judge runs (each brings its programs), not only those the editor offers.
const EDITOR: Language[] = LANGUAGES.filter((l) => TESTED.has(l));
const MB = 1024 * 1024;

let judge: Judge;
beforeAll(async () => {
  judge = await createJudge({ slots: 2, preStart: false });
  expect((await judge.status()).sandbox.ok).toBe(true);
});
afterAll(async () => {
  await judge?.close();
});

function shown(r: JudgeResult): string {
  return JSON.stringify({
    ...r,
    tests: r.tests.map((t) => ({
      ...t,
      stdout: t.stdout.slice(0, 300),
      actual: String(t.actual).slice(0, 100),
    })),
  }).slice(0, 1500);
}

/**
 * The run and its time from the moment it starts running (after its compile, and after waiting
 * for a slot: six languages' tests at once queue behind each two slots) to its verdict.
 */
async function timed(req: JudgeRequest): Promise<{ r: JudgeResult; seconds: number }> {
  const asked = performance.now();
  let t0 = 0;
  const r = await judge.run({
    ...req,
    onProgress: (e) => {
      if (e.phase === 'running' && t0 === 0) t0 = performance.now();
    },
  });
  return { r, seconds: (performance.now() - (t0 || asked)) / 1000 };
}

describe('class 1: an answer nested 10,000 deep is the learner runtime error, never an internal error', () => {
  const grid: Signature = { function: 'grid', params: [{ name: 'n', type: 'int' }], returns: 'int[][]' };
  const deepJava = (before: string) =>
    `class Solution {\n    public int[][] grid(int n) throws Exception {\n${before}        StringBuilder b = new StringBuilder("R ");\n        for (int i = 0; i < 10000; i++) b.append('[');\n        for (int i = 0; i < 10000; i++) b.append(']');\n        b.append('\\n');\n        java.io.FileOutputStream f = new java.io.FileOutputStream("/dev/fd/3"); f.write(b.toString().getBytes()); f.flush();\n        Thread.sleep(3000);\n        return new int[][] {{n}};\n    }\n}`;
  const deepCpp = (before: string) =>
    `#include <unistd.h>\n#include <time.h>\nclass Solution {\npublic:\n    vector<vector<int>> grid(int n) {\n${before}        string s = "R " + string(10000, '[') + string(10000, ']') + "\\n";\n        if (write(3, s.data(), s.size()) < 0) return {};\n        sleep(3);\n        return {{n}};\n    }\n};`;
  // Typed languages cannot return such a value: they write it on the result channel themselves.
  const DEEP: Record<string, string> = withTs({
    javascript: 'var grid = function(n) { let a = []; for (let i = 0; i < 10000; i++) a = [a]; return a; };',
    python:
      'class Solution:\n    def grid(self, n: int) -> List[List[int]]:\n        a = []\n        for _ in range(10000):\n            a = [a]\n        return a\n',
    java: deepJava(''),
    cpp: deepCpp(''),
    ...DEEP_C,
    ...DEEP_MORE,
  });
  // Slow in CPU time, not on the wall clock: on a busy machine 3 s of wall time may be less CPU
  // than the limit, and the deep answer would come first.
  const SLOW_THEN_DEEP: Record<string, string> = withTs({
    javascript:
      'var grid = function(n) { const c = process.cpuUsage(); while (process.cpuUsage(c).user < 3e6); let a = []; for (let i = 0; i < 10000; i++) a = [a]; return a; };',
    python:
      'import time\nclass Solution:\n    def grid(self, n: int) -> List[List[int]]:\n        t = time.process_time()\n        while time.process_time() - t < 3:\n            pass\n        a = []\n        for _ in range(10000):\n            a = [a]\n        return a\n',
    java: deepJava(
      '        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();\n        long t0 = cpu.getCurrentThreadCpuTime(); while (cpu.getCurrentThreadCpuTime() - t0 < 3_000_000_000L) { }\n',
    ),
    cpp: deepCpp('        clock_t t0 = clock(); while (clock() - t0 < 3 * CLOCKS_PER_SEC) { }\n'),
    ...SLOW_THEN_DEEP_C,
    ...SLOW_THEN_DEEP_MORE,
  });
  const base = (language: Language, code: string, checker: 'exact' | 'unordered' | 'unordered-deep') => ({
    language,
    code,
    signature: grid,
    checker,
    tests: [1, 2, 3].map((n) => ({ input: [n], expected: [[n]] })),
    timeLimitMs: 500,
    memoryLimitMb: 256,
    stopOnFirstFailure: true,
  });

  it.concurrent.each(
    EDITOR.flatMap((l) => (['unordered', 'exact', 'unordered-deep'] as const).map((c) => [l, c] as const)),
  )('%s, checker %s', async (language, checker) => {
    const { r, seconds } = await timed(base(language, DEEP[language] as string, checker));
    expect(r.verdict, shown(r)).toBe('runtime_error');
    expect(r.error?.type, shown(r)).toBe('InvalidOutput');
    expect(r.error?.message).toMatch(/too deeply nested/);
    expect(r.firstFailure?.index).toBe(0);
    expect(seconds, shown(r)).toBeLessThan(8);
  });

  it.concurrent.each(EDITOR)(
    '%s: slow on purpose, then deep: its time limit, charged (not an uncharged internal error)',
    async (language) => {
      const { r, seconds } = await timed(base(language, SLOW_THEN_DEEP[language] as string, 'unordered'));
      expect(r.verdict, shown(r)).toBe('time_limit_exceeded');
      expect(r.firstFailure?.index).toBe(0);
      expect(seconds, shown(r)).toBeLessThan(10);
    },
  );
});

describe('class 4: answers are read within bounds, off the event loop', () => {
  const text: Signature = { function: 'solve', params: [{ name: 'n', type: 'int' }], returns: 'string' };
  const HUGE: Record<string, string> = withTs({
    python: "class Solution:\n    def solve(self, n: int) -> str:\n        return 'y' * 90_000_000\n",
    javascript: "var solve = function(n) { return 'y'.repeat(90000000); };",
    java: 'class Solution { public String solve(int n) { return "y".repeat(90000000); } }',
    cpp: "class Solution { public: string solve(int n) { return string(90000000, 'y'); } };",
    ...HUGE_C,
    ...HUGE_MORE,
  });
  it.concurrent.each(EDITOR)(
    '%s: a 90 MB answer to a one-letter test is refused unread, a wrong answer',
    async (language) => {
      const { r, seconds } = await timed({
        language,
        code: HUGE[language] as string,
        signature: text,
        checker: 'exact',
        tests: [{ input: [1], expected: 'x' }],
        timeLimitMs: 2000,
        // Enough for the program to build its 90 MB answer (Java holds it twice or more).
        memoryLimitMb: 1024,
        stopOnFirstFailure: true,
      });
      expect(r.verdict, shown(r)).toBe('wrong_answer');
      expect(r.error?.type).toBe('AnswerTooLarge');
      expect(r.error?.message).toMatch(/larger than 1\.0 MB/);
      // Shown: its first 64 KB (in the test and in the first failure), nothing more.
      expect(String(r.tests[0]?.actual)).toMatch(/^"yyyy.*\(answer cut: larger than 1\.0 MB, not read\)$/s);
      expect(JSON.stringify(r).length).toBeLessThan(150 * 1024);
      expect(seconds, shown(r)).toBeLessThan(15);
    },
  );

  // 400,000 numbers: ~3 MB of JSON, read in the worker thread, compared both ways.
  const list: Signature = {
    function: 'echo',
    params: [{ name: 'n', type: 'int' }],
    returns: 'int[]',
  };
  const N = 400_000;
  const expected = Array.from({ length: N }, (_, i) => i * 5 - 1_000_000);
  const ECHO: Record<string, (off: number) => string> = withTsMaker({
    python: (off) =>
      `class Solution:\n    def echo(self, n: int) -> List[int]:\n        return [i * 5 - 1000000 + (${off} if i == ${N - 1} else 0) for i in range(${N})]\n`,
    javascript: (off) =>
      `var echo = function(n) { const a = []; for (let i = 0; i < ${N}; i++) a.push(i * 5 - 1000000 + (i === ${N - 1} ? ${off} : 0)); return a; };`,
    java: (off) =>
      `class Solution { public int[] echo(int n) { int[] a = new int[${N}]; for (int i = 0; i < ${N}; i++) a[i] = i * 5 - 1000000 + (i == ${N - 1} ? ${off} : 0); return a; } }`,
    cpp: (off) =>
      `class Solution { public: vector<int> echo(int n) { vector<int> a(${N}); for (int i = 0; i < ${N}; i++) a[i] = i * 5 - 1000000 + (i == ${N - 1} ? ${off} : 0); return a; } };`,
    ...ECHO_C(N),
    ...ECHO_MORE(N),
  });
  it.concurrent.each(EDITOR.flatMap((l) => [[l, 0, 'accepted'] as const, [l, 1, 'wrong_answer'] as const]))(
    '%s: a 3 MB answer off by %i is %s',
    async (language, off, verdict: Verdict) => {
      const { r } = await timed({
        language,
        code: (ECHO[language] as (o: number) => string)(off),
        signature: list,
        checker: 'exact',
        tests: [{ input: [1], expected }],
        timeLimitMs: 2000,
        memoryLimitMb: 256,
        stopOnFirstFailure: true,
      });
      expect(r.verdict, shown(r)).toBe(verdict);
      if (verdict === 'wrong_answer') {
        expect(r.tests[0]?.actualCut).toBe(true);
        expect(String(r.tests[0]?.actual)).toMatch(/^\[-1000000,-999995,/);
      }
    },
  );
});

/** `solve(n) = 2n` for n = 1..3; `hold` runs at test `n`, before the answer. */
const solve: Signature = { function: 'solve', params: [{ name: 'n', type: 'int' }], returns: 'int' };
type Maker = (at: number, body: string, head?: string) => string;
const SOLVE: Record<string, Maker> = withTsMaker({
  python: (at, body, head = '') =>
    `import os, socket, mmap\n${head}\nkeep = []\nclass Solution:\n    def solve(self, n: int) -> int:\n        if n == ${at}:\n${body
      .split('\n')
      .map((l) => `            ${l}`)
      .join('\n')}\n        return 2 * n\n`,
  javascript: (at, body, head = '') =>
    `const fs = require('fs');\n${head}\nconst keep = [];\nvar solve = function(n) {\n    if (n === ${at}) {\n${body}\n    }\n    return 2 * n;\n};`,
  java: (at, body, head = '') =>
    `import java.io.*;\nclass Solution {\n    static java.util.List<Object> keep = new java.util.ArrayList<>();\n${head}\n    public int solve(int n) throws Exception {\n        if (n == ${at}) {\n${body}\n        }\n        return 2 * n;\n    }\n}`,
  cpp: (at, body, head = '') =>
    `#include <fcntl.h>\n#include <unistd.h>\n#include <sys/socket.h>\n${head}\nstatic vector<vector<char>> keep;\nclass Solution {\npublic:\n    int solve(int n) {\n        if (n == ${at}) {\n${body}\n        }\n        return 2 * n;\n    }\n};`,
  ...SOLVE_C,
  ...SOLVE_MORE,
});
const memoryRequest = (
  language: Language,
  code: string,
  mode: 'submit' | 'run' = 'submit',
): JudgeRequest => ({
  language,
  code,
  signature: solve,
  checker: 'exact',
  tests: [1, 2, 3].map((n) => ({ input: [n], expected: 2 * n })),
  timeLimitMs: 3000,
  memoryLimitMb: 256,
  stopOnFirstFailure: mode === 'submit',
});

describe('class 2: memory that belongs to no process cannot take the launcher', () => {
  // 2 x 200 MB of files on the box's two tmpfs (/tmp and /dev/shm): pages of no process.
  const FILES: Record<string, string> = sameBodyTs({
    python:
      'for k in range(100):\n    fd = os.open(f\'/{"tmp" if k % 2 else "dev/shm"}/fill{k}\', os.O_CREAT | os.O_WRONLY)\n    os.posix_fallocate(fd, 0, 4 << 20)\n    os.close(fd)',
    javascript:
      "        const b = Buffer.alloc(4 << 20, 1); for (let k = 0; k < 100; k++) { const fd = fs.openSync((k % 2 ? '/tmp/fill' : '/dev/shm/fill') + k, 'w'); fs.writeSync(fd, b); fs.closeSync(fd); }",
    java: '            byte[] b = new byte[4 << 20];\n            for (int k = 0; k < 100; k++) { try (FileOutputStream o = new FileOutputStream((k % 2 == 1 ? "/tmp/fill" : "/dev/shm/fill") + k)) { o.write(b); } }',
    cpp: '            for (int k = 0; k < 100; k++) { string p = string(k % 2 ? "/tmp/fill" : "/dev/shm/fill") + to_string(k); int fd = open(p.c_str(), O_CREAT | O_WRONLY, 0600); if (fallocate(fd, 0, 0, 4 << 20) < 0) return -1; close(fd); }',
    ...FILES_C,
    ...FILES_MORE,
  });

  it.concurrent.each(EDITOR)(
    '%s: 400 MB of tmpfs files (100 of 4 MB) is its memory limit, on the test that wrote them',
    async (language) => {
      const { r } = await timed(
        memoryRequest(language, (SOLVE[language] as Maker)(2, FILES[language] as string)),
      );
      expect(r.verdict, shown(r)).toBe('memory_limit_exceeded');
      expect(r.firstFailure?.index, shown(r)).toBe(1);
    },
  );

  // Data queued in AF_UNIX socket pairs, never read, on top of 200 MB of files.
  const SOCKETS: Record<string, string> = sameBodyTs({
    python:
      "for k in range(50):\n    fd = os.open(f'/dev/shm/fill{k}', os.O_CREAT | os.O_WRONLY)\n    os.posix_fallocate(fd, 0, 4 << 20)\n    os.close(fd)\nfor _ in range(120):\n    a, b = socket.socketpair()\n    a.setblocking(False)\n    keep.append((a, b))\n    try:\n        while True:\n            a.send(b'x' * 65536)\n    except BlockingIOError:\n        pass",
    javascript:
      "        const b = Buffer.alloc(4 << 20, 1); for (let k = 0; k < 50; k++) { const fd = fs.openSync('/dev/shm/fill' + k, 'w'); fs.writeSync(fd, b); fs.closeSync(fd); }\n        const net = require('net'); const srv = net.createServer((s) => { s.pause(); keep.push(s); }); srv.listen('/tmp/s');\n        for (let i = 0; i < 100; i++) { const c = net.connect('/tmp/s'); keep.push(c); c.write(Buffer.alloc(8 << 20, 1)); }",
    java: '            byte[] b = new byte[4 << 20];\n            for (int k = 0; k < 50; k++) { try (FileOutputStream o = new FileOutputStream("/dev/shm/fill" + k)) { o.write(b); } }\n            for (int k = 0; k < 100; k++) { java.nio.channels.Pipe p = java.nio.channels.Pipe.open(); p.sink().configureBlocking(false); keep.add(p); java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(65536); while (p.sink().write(buf) > 0) buf.rewind(); }',
    cpp: '            for (int k = 0; k < 50; k++) { string p = "/dev/shm/fill" + to_string(k); int fd = open(p.c_str(), O_CREAT | O_WRONLY, 0600); if (fallocate(fd, 0, 0, 4 << 20) < 0) return -1; close(fd); }\n            static char buf[65536];\n            for (int k = 0; k < 120; k++) { int sv[2]; if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, sv) < 0) break; int big = 1 << 24; setsockopt(sv[0], SOL_SOCKET, SO_SNDBUF, &big, sizeof big); while (write(sv[0], buf, sizeof buf) > 0) {} }',
    ...SOCKETS_C,
    ...SOCKETS_MORE,
  });

  it.concurrent.each(EDITOR)(
    '%s: files and socket buffers: its own verdict, the launcher alive',
    async (language) => {
      const { r } = await timed(
        memoryRequest(
          language,
          (SOLVE[language] as Maker)(
            2,
            SOCKETS[language] as string,
            language === 'csharp' ? SOCKETS_CS_HEAD : '',
          ),
        ),
      );
      // Whether the queues alone reach the limit depends on the kernel's socket buffer sizes:
      // either it is the program's memory limit, or the program went on; never the judge's fault.
      expect(['memory_limit_exceeded', 'accepted'], shown(r)).toContain(r.verdict);
      if (r.verdict === 'memory_limit_exceeded') expect(r.firstFailure?.index).toBe(1);
      // The memory it queued is counted as its own.
      expect(r.memoryMb, shown(r)).toBeGreaterThan(200);
    },
  );

  it('python: a program may not lower its OOM score to shield itself (it is 1000)', async () => {
    const code =
      "class Solution:\n    def solve(self, n: int) -> int:\n        score = int(open('/proc/self/oom_score_adj').read())\n        try:\n            with open('/proc/self/oom_score_adj', 'w') as f:\n                f.write('-1000')\n            return -1\n        except OSError:\n            return 2 * n if score == 1000 else -score\n";
    const { r } = await timed({ ...memoryRequest('python', code), tests: [{ input: [1], expected: 2 }] });
    expect(r.verdict, shown(r)).toBe('accepted');
  });
});

describe('class 5: the memory limit is the one stated, and the failing test is the one that went past it', () => {
  const HOLD = (mb: number): Record<string, string> =>
    sameBodyTs({
      python: `keep.append(b'x' * (${mb} << 20))`,
      javascript: `        keep.push(Buffer.alloc(${mb} << 20, 1));`,
      java: `            keep.add(new byte[${mb} << 20]); byte[] b = (byte[]) keep.get(0); for (int i = 0; i < b.length; i += 4096) b[i] = 1;`,
      cpp: `            keep.emplace_back((size_t)${mb} << 20, 1);`,
      ...HOLD_C(mb),
      ...HOLD_MORE(mb),
    });
  it.concurrent.each(EDITOR)(
    '%s: holding 266 MB on a 256 MB problem is memory_limit_exceeded on test 2',
    async (language) => {
      const { r } = await timed(
        memoryRequest(language, (SOLVE[language] as Maker)(2, HOLD(266)[language] as string)),
      );
      expect(r.verdict, shown(r)).toBe('memory_limit_exceeded');
      expect(r.firstFailure?.index, shown(r)).toBe(1);
    },
  );
  it.concurrent.each(EDITOR)(
    '%s: holding 150 MB on a 256 MB problem is accepted, and shown as such',
    async (language) => {
      const { r } = await timed(
        memoryRequest(language, (SOLVE[language] as Maker)(2, HOLD(150)[language] as string)),
      );
      expect(r.verdict, shown(r)).toBe('accepted');
      expect(r.memoryMb).toBeGreaterThanOrEqual(150);
      expect(r.memoryMb).toBeLessThanOrEqual(256);
    },
  );
  // Which limit a program meets first once it is past its memory is timing (at its cgroup's limit
  // the kernel may reclaim for long before it kills); that it used more than allowed is not.
  const SPIN: Record<string, string> = {
    python: 'while keep:\n    pass',
    cpp: '            for (volatile long x = 0;; x = x + 1) {}',
    // Through the memory it holds: gcc drops a malloc and memset followed by a loop of no effect.
    c: '            for (volatile char *p = keep[0];;) p[0] = (char)(p[1] + 1);',
    ...SPIN_RB,
  };
  it.concurrent.each(['python', 'cpp', 'c', 'ruby'] as const)(
    '%s: holding 266 MB on a 256 MB problem, then running out of time, is memory_limit_exceeded',
    async (language) => {
      const body = `${HOLD(266)[language]}\n${SPIN[language]}`;
      const { r } = await timed({
        ...memoryRequest(language, (SOLVE[language] as Maker)(2, body)),
        // Time enough to fill 266 MB on this host first (a VM's page faults can take 1 s of it).
        timeLimitMs: withFill(300, 266),
      });
      expect(r.verdict, shown(r)).toBe('memory_limit_exceeded');
      expect(r.firstFailure?.index, shown(r)).toBe(1);
    },
  );
  it('cpp: on Run, each test is measured on its own (266 MB used and freed within test 2)', async () => {
    const body = '            { vector<char> v((size_t)266 << 20, 1); if (v[12345] != 1) return -1; }';
    const { r } = await timed(memoryRequest('cpp', (SOLVE.cpp as Maker)(2, body), 'run'));
    expect(
      r.tests.map((t) => t.verdict),
      shown(r),
    ).toEqual(['accepted', 'memory_limit_exceeded', 'accepted']);
    expect(r.memoryMb * MB).toBeGreaterThan(256 * MB);
  });
});
