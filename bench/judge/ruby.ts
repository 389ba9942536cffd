import { spawn } from 'node:child_process';
import { closeSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJudge } from '@codecoach/judge';
import { detectToolchains, encodeTests, LANGUAGE_DEFS } from '@codecoach/judge/internal';
import { bareHarness, folder } from './bare.ts';
import { runtimeOf, stabilityRow } from './per-language.ts';
import { addRow, median, ms } from './stats.ts';
import { TWO_SUM, twoSumTests } from './workloads.ts';

/**
 * Ruby (issue 29, decision 036): its time multiplier, measured through the judge against C++
 * and against Python (whose 3 is the interpreted languages' convention) on the same algorithms;
 * submit-to-verdict of new Two Sum code against a bare `ruby` run of the same program; the
 * runtime's CV over 10 identical submissions.
 */

/** Each workload in C++, Python and Ruby: the same algorithm, on n from the argument. */
const WORKLOADS: Record<string, { n: number; cpp: string; python: string; ruby: string }> = {
  'collatz (integer loop)': {
    n: 30_000,
    cpp: 'class Solution { public: long long work(int n) { long long t = 0; for (long long i = 1; i < n; i++) { long long x = i; while (x != 1) { x = (x & 1) ? 3 * x + 1 : x >> 1; t++; } } return t; } };',
    python:
      'class Solution:\n    def work(self, n: int) -> int:\n        t = 0\n        for i in range(1, n):\n            x = i\n            while x != 1:\n                x = 3 * x + 1 if x & 1 else x >> 1\n                t += 1\n        return t\n',
    ruby: 'def work(n)\n    t = 0\n    i = 1\n    while i < n\n        x = i\n        while x != 1\n            x = x.odd? ? 3 * x + 1 : x >> 1\n            t += 1\n        end\n        i += 1\n    end\n    t\nend\n',
  },
  'hash map, 2x10^5 inserts and lookups': {
    n: 200_000,
    cpp: 'class Solution { public: long long work(int n) { unordered_map<int, int> m; long long s = 0, x = 1; for (int i = 0; i < n; i++) { x = x * 48271 % 2147483647; m[(int)(x % n)] = i; } for (int i = 0; i < n; i++) { auto it = m.find(i); if (it != m.end()) s += it->second; } return s; } };',
    python:
      'class Solution:\n    def work(self, n: int) -> int:\n        m = {}\n        s, x = 0, 1\n        for i in range(n):\n            x = x * 48271 % 2147483647\n            m[x % n] = i\n        for i in range(n):\n            v = m.get(i)\n            if v is not None:\n                s += v\n        return s\n',
    ruby: 'def work(n)\n    m = {}\n    s = 0\n    x = 1\n    n.times do |i|\n        x = x * 48271 % 2147483647\n        m[x % n] = i\n    end\n    n.times do |i|\n        v = m[i]\n        s += v unless v.nil?\n    end\n    s\nend\n',
  },
  'sort 5x10^5 ints (the library sort)': {
    n: 500_000,
    cpp: 'class Solution { public: long long work(int n) { vector<int> a(n); long long x = 1; for (auto &v : a) { x = x * 48271 % 2147483647; v = (int)x; } sort(a.begin(), a.end()); return a[n / 2]; } };',
    python:
      'class Solution:\n    def work(self, n: int) -> int:\n        a = []\n        x = 1\n        for _ in range(n):\n            x = x * 48271 % 2147483647\n            a.append(x)\n        a.sort()\n        return a[n // 2]\n',
    ruby: 'def work(n)\n    x = 1\n    a = Array.new(n) { x = x * 48271 % 2147483647 }\n    a.sort!\n    a[n / 2]\nend\n',
  },
  'binary tree of 2x10^5 nodes, built and walked recursively': {
    n: 200_000,
    cpp: 'struct N { N *l, *r; int v; }; static N *build(int lo, int hi) { if (lo > hi) return nullptr; int m = (lo + hi) / 2; return new N{build(lo, m - 1), build(m + 1, hi), m}; } static long long walk(N *t) { return t ? t->v + walk(t->l) + walk(t->r) : 0; } class Solution { public: long long work(int n) { return walk(build(1, n)); } };',
    python:
      'class Solution:\n    def work(self, n: int) -> int:\n        def build(lo, hi):\n            if lo > hi:\n                return None\n            m = (lo + hi) // 2\n            return TreeNode(m, build(lo, m - 1), build(m + 1, hi))\n        def walk(t):\n            return t.val + walk(t.left) + walk(t.right) if t else 0\n        return walk(build(1, n))\n',
    ruby: 'def build(lo, hi)\n    return nil if lo > hi\n    m = (lo + hi) / 2\n    TreeNode.new(m, build(lo, m - 1), build(m + 1, hi))\nend\ndef walk(t) = t ? t.val + walk(t.left) + walk(t.right) : 0\ndef work(n)\n    walk(build(1, n))\nend\n',
  },
  'dynamic programming over a 2-D table (LCS of 1,500 x 1,500)': {
    n: 1500,
    cpp: 'class Solution { public: long long work(int n) { vector<int> a(n), b(n); long long x = 1; for (int i = 0; i < n; i++) { x = x * 48271 % 2147483647; a[i] = x % 4; x = x * 48271 % 2147483647; b[i] = x % 4; } vector<vector<int>> d(n + 1, vector<int>(n + 1)); for (int i = 1; i <= n; i++) for (int j = 1; j <= n; j++) d[i][j] = a[i - 1] == b[j - 1] ? d[i - 1][j - 1] + 1 : max(d[i - 1][j], d[i][j - 1]); return d[n][n]; } };',
    python:
      'class Solution:\n    def work(self, n: int) -> int:\n        a, b, x = [], [], 1\n        for _ in range(n):\n            x = x * 48271 % 2147483647\n            a.append(x % 4)\n            x = x * 48271 % 2147483647\n            b.append(x % 4)\n        prev = [0] * (n + 1)\n        for i in range(1, n + 1):\n            cur = [0] * (n + 1)\n            ai = a[i - 1]\n            for j in range(1, n + 1):\n                cur[j] = prev[j - 1] + 1 if ai == b[j - 1] else max(prev[j], cur[j - 1])\n            prev = cur\n        return prev[n]\n',
    ruby: 'def work(n)\n    a = []\n    b = []\n    x = 1\n    n.times do\n        x = x * 48271 % 2147483647\n        a << x % 4\n        x = x * 48271 % 2147483647\n        b << x % 4\n    end\n    prev = Array.new(n + 1, 0)\n    (1..n).each do |i|\n        cur = Array.new(n + 1, 0)\n        ai = a[i - 1]\n        (1..n).each do |j|\n            cur[j] = ai == b[j - 1] ? prev[j - 1] + 1 : [prev[j], cur[j - 1]].max\n        end\n        prev = cur\n    end\n    prev[n]\nend\n',
  },
  'strings: bracket matching over 6x10^5 characters': {
    n: 600_000,
    cpp: "class Solution { public: long long work(int n) { string s; for (int i = 0; i < n / 6; i++) s += \"([{}])\"; string st; long long bad = 0; for (char c : s) { if (c == '(' || c == '[' || c == '{') st.push_back(c); else { char o = c == ')' ? '(' : c == ']' ? '[' : '{'; if (!st.empty() && st.back() == o) st.pop_back(); else bad++; } } return bad + (long long)st.size(); } };",
    python:
      "class Solution:\n    def work(self, n: int) -> int:\n        s = '([{}])' * (n // 6)\n        opener = {')': '(', ']': '[', '}': '{'}\n        st = []\n        bad = 0\n        for c in s:\n            if c in opener:\n                if st and st[-1] == opener[c]:\n                    st.pop()\n                else:\n                    bad += 1\n            else:\n                st.append(c)\n        return bad + len(st)\n",
    ruby: "def work(n)\n    s = '([{}])' * (n / 6)\n    opener = { ')' => '(', ']' => '[', '}' => '{' }\n    st = []\n    bad = 0\n    s.each_char do |c|\n        o = opener[c]\n        if o.nil?\n            st << c\n        elsif !st.empty? && st[-1] == o\n            st.pop\n        else\n            bad += 1\n        end\n    end\n    bad + st.length\nend\n",
  },
  'strings: 10^5 words keyed by their sorted letters': {
    n: 100_000,
    cpp: "class Solution { public: long long work(int n) { unordered_map<string, int> g; long long x = 1; for (int i = 0; i < n; i++) { string w(8, 'a'); for (auto &ch : w) { x = x * 48271 % 2147483647; ch = 'a' + x % 4; } sort(w.begin(), w.end()); g[w]++; } return g.size(); } };",
    python:
      "class Solution:\n    def work(self, n: int) -> int:\n        g = {}\n        x = 1\n        for _ in range(n):\n            cs = []\n            for _ in range(8):\n                x = x * 48271 % 2147483647\n                cs.append('abcd'[x % 4])\n            k = ''.join(sorted(cs))\n            g[k] = g.get(k, 0) + 1\n        return len(g)\n",
    ruby: "def work(n)\n    g = Hash.new(0)\n    x = 1\n    n.times do\n        cs = []\n        8.times do\n            x = x * 48271 % 2147483647\n            cs << 'abcd'[x % 4]\n        end\n        g[cs.sort.join] += 1\n    end\n    g.size\nend\n",
  },
};

export const RUBY_TWO_SUM = `# @param {Integer[]} nums
# @param {Integer} target
# @return {Integer[]}
def two_sum(nums, target)
    seen = {}
    nums.each_with_index do |x, i|
        j = seen[target - x]
        return [j, i] unless j.nil?
        seen[x] = i
    end
    []
end
`;

/**
 * The same program run by a plain `ruby` with no judge at all: the harness and the solution in a
 * folder, the tests in a file on fd 4, the answers to /dev/null on fd 3. Resolves with its wall ms.
 */
async function plainRuby(dir: string, ruby: string): Promise<number> {
  const tests = openSync(join(dir, 'tests.jsonl'), 'r');
  const results = openSync('/dev/null', 'w');
  const out = openSync(join(dir, 'out.txt'), 'w');
  const t0 = performance.now();
  const child = spawn(ruby, ['--disable=all', 'main.rb'], {
    cwd: dir,
    env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' },
    stdio: ['ignore', out, out, results, tests],
  });
  for (const fd of [tests, results, out]) closeSync(fd);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`plain ruby exited with ${code}`);
  return performance.now() - t0;
}

export async function ruby(quick: boolean): Promise<void> {
  const judge = await createJudge({ slots: 1 });
  const runs = quick ? 3 : 5;

  // 1. The multiplier: judged CPU of Ruby over C++'s and over Python's on each workload.
  const overPython: number[] = [];
  for (const [name, w] of Object.entries(WORKLOADS)) {
    const langs = ['cpp', 'python', 'ruby'] as const;
    for (const l of langs) await runtimeOf(judge, l, w[l], w.n);
    const t: Record<string, number[]> = { cpp: [], python: [], ruby: [] };
    for (let i = 0; i < runs; i++) for (const l of langs) t[l]?.push(await runtimeOf(judge, l, w[l], w.n));
    const [cpp, py, rb] = langs.map((l) => median(t[l] as number[])) as [number, number, number];
    overPython.push(rb / py);
    addRow({
      section: 'Ruby time multiplier (judged CPU, median)',
      case: name,
      bare: `C++ ${ms(cpp)}, Python ${ms(py)}`,
      judged: `Ruby ${ms(rb)}`,
      result: `${(rb / cpp).toFixed(1)}x C++ (Python ${(py / cpp).toFixed(1)}x), ${(rb / py).toFixed(2)}x Python`,
      target: 'report',
      ok: undefined,
    });
  }
  // The bank proves each reference within half its limit (content/src/proof.ts): Python's, then,
  // within 1.5x the base limit. A Ruby port of the same algorithm needs the worst Ruby/Python
  // ratio times that; the multiplier must hold it with a quarter to spare (at most 80% of it).
  const worst = Math.max(...overPython);
  const needed = (LANGUAGE_DEFS.python.timeMultiplier / 2) * worst;
  const multiplier = LANGUAGE_DEFS.ruby.timeMultiplier;
  addRow({
    section: 'Ruby time multiplier (judged CPU, median)',
    case: "the multiplier: a Ruby port of a reference that uses half of Python's 3x, at the worst ratio",
    bare: '',
    judged: '',
    result: `${worst.toFixed(2)}x Python -> needs ${needed.toFixed(2)}x, ${((needed / multiplier) * 100).toFixed(0)}% of ${multiplier}x`,
    target: `TIME_MULTIPLIER.ruby = ${multiplier}, <= 80% of it`,
    ok: needed <= 0.8 * multiplier,
  });

  // 2. New code, submit to verdict (the interpreter started ahead, as the judge runs it), against
  // a plain `ruby` running the very same program: the harness, the solution, the 50 tests.
  const tests = twoSumTests();
  const rubyBin = (await detectToolchains({ only: ['ruby'] })).get('ruby');
  if (!rubyBin?.available) throw new Error(`ruby unavailable: ${rubyBin?.reason}`);
  const argv0 = rubyBin.run({ memoryMb: 256, stackMb: 64 }).argv[0] as string;
  const dir = folder(LANGUAGE_DEFS.ruby.sources(RUBY_TWO_SUM, TWO_SUM), 0o644);
  const enc = encodeTests(
    TWO_SUM,
    'json',
    tests.map((t) => t.input),
  );
  // The launcher's framing off: fd 4 carries the JSON lines alone.
  const lines = enc.blob
    .toString('utf8')
    .split('\n')
    .filter((_, i) => i % 2 === 1);
  writeFileSync(join(dir, 'tests.jsonl'), `${lines.join('\n')}\n`);
  const bareRun = await bareHarness('ruby', TWO_SUM, RUBY_TWO_SUM, tests);
  const n = quick ? 5 : 11;
  const req = (code: string) => ({
    language: 'ruby' as const,
    code,
    signature: TWO_SUM,
    checker: 'unordered' as const,
    tests,
    timeLimitMs: 2000,
    memoryLimitMb: 256,
    stopOnFirstFailure: true,
  });
  await judge.run(req(`${RUBY_TWO_SUM}# warm\n`));
  await plainRuby(dir, argv0);
  await bareRun.once();
  const plain: number[] = [];
  const launcherBare: number[] = [];
  const judged: number[] = [];
  for (let i = 0; i < n; i++) {
    plain.push(await plainRuby(dir, argv0));
    launcherBare.push(await bareRun.once());
    const t0 = performance.now();
    const r = await judge.run(req(`${RUBY_TWO_SUM}# variant ${i} ${Date.now()}\n`));
    judged.push(performance.now() - t0);
    if (r.verdict !== 'accepted') throw new Error(`ruby: ${r.verdict} ${JSON.stringify(r.error ?? '')}`);
    if (!r.preStarted) throw new Error('ruby: the interpreter started ahead was not used');
    // Let the used box be replaced before the next bare run, so it does not slow that one.
    await new Promise((res) => setTimeout(res, 150));
  }
  bareRun.close();
  rmSync(dir, { recursive: true, force: true });
  const ratio = median(judged) / median(plain);
  addRow({
    section: 'Two Sum, 50 tests (median)',
    case: 'ruby: new code, submit to verdict (interpreter started ahead) vs plain `ruby` of the same program',
    bare: ms(median(plain)),
    judged: ms(median(judged)),
    result: `${ratio.toFixed(2)}x`,
    target: '<= 1.3x',
    ok: ratio <= 1.3,
  });
  addRow({
    section: 'Two Sum, 50 tests (median)',
    case: "ruby: the same, vs the judge's launcher feeding it with no sandbox (bareHarness)",
    bare: ms(median(launcherBare)),
    judged: ms(median(judged)),
    result: `${(median(judged) / median(launcherBare)).toFixed(2)}x`,
    target: 'report',
    ok: undefined,
  });

  // 3. Stability: 10 identical submissions (collatz), each paired with a bare run of the harness.
  const w = WORKLOADS['collatz (integer loop)'] as { n: number; ruby: string };
  await stabilityRow(judge, 'ruby', w.ruby, w.n);
  await judge.close();
}
