import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Language, Signature } from '@codecoach/contracts';
import { createJudge } from '@codecoach/judge';
import { addRow } from './stats.ts';
import { TWO_SUM, TWO_SUM_CODE, twoSumTests } from './workloads.ts';

/**
 * What the runtimes and compilers call that the boxes' seccomp allowlist does not list
 * (packages/judge/src/sandbox/seccomp.ts). A judge whose filter allows and logs unlisted calls
 * (JudgeConfig.seccompUnknown 'log') runs a corpus in every language, compilers included; the
 * kernel's audit records (type 1326, read from dmesg) say which calls were logged. The target
 * is none: every call the corpus makes is listed. Needs root (dmesg, the printk rate limit).
 */
const SIG: Signature = { function: 'probe', params: [{ name: 'mode', type: 'int' }], returns: 'int' };

/** Per language: print, throw, recurse deep, allocate, use a thread, sort, hash. */
const CORPUS: Partial<Record<Language, string>> = {
  python: `import threading
class Solution:
    def probe(self, mode: int) -> int:
        if mode == 0: print('x' * 100); return 1
        if mode == 1: raise ValueError('v')
        if mode == 2:
            def d(n): return 0 if n == 0 else d(n - 1) + 1
            return d(50000)
        if mode == 3: return len(bytearray(50_000_000))
        if mode == 4:
            t = threading.Thread(target=lambda: sum(range(100000))); t.start(); t.join(); return 4
        return len(sorted({i * 7919 % 1000 for i in range(100000)}))
`,
  javascript: `var probe = function(mode) {
  if (mode === 0) { console.log('x'.repeat(100)); return 1; }
  if (mode === 1) throw new Error('v');
  if (mode === 2) { const d = (n) => (n === 0 ? 0 : d(n - 1) + 1); return d(50000); }
  if (mode === 3) return Buffer.alloc(50000000).length;
  if (mode === 4) { const { Worker } = require('worker_threads'); return typeof Worker === 'function' ? 4 : 0; }
  return [...new Set(Array.from({ length: 100000 }, (_, i) => (i * 7919) % 1000))].sort((a, b) => a - b).length;
};`,
  java: `class Solution {
    int d(int n) { return n == 0 ? 0 : d(n - 1) + 1; }
    public int probe(int mode) throws Exception {
        if (mode == 0) { System.out.println("x".repeat(100)); return 1; }
        if (mode == 1) throw new IllegalStateException("v");
        if (mode == 2) return d(50000);
        if (mode == 3) return new byte[50_000_000].length;
        if (mode == 4) { Thread t = new Thread(() -> {}); t.start(); t.join(); return 4; }
        Set<Integer> s = new TreeSet<>(); for (int i = 0; i < 100000; i++) s.add(i * 7919 % 1000); return s.size();
    }
}`,
  cpp: `#include <thread>
class Solution {
    int d(int n) { return n == 0 ? 0 : d(n - 1) + 1; }
public:
    int probe(int mode) {
        if (mode == 0) { cout << string(100, 'x') << endl; return 1; }
        if (mode == 1) throw runtime_error("v");
        if (mode == 2) return d(50000);
        if (mode == 3) { vector<char> v(50000000, 1); return (int)v.size(); }
        if (mode == 4) { thread t([] {}); t.join(); return 4; }
        set<int> s; for (int i = 0; i < 100000; i++) s.insert(i * 7919 % 1000); return (int)s.size();
    }
};`,
  c: `#include <pthread.h>
static void *nothing(void *a) { return a; }
static int d(int n) { return n == 0 ? 0 : d(n - 1) + 1; }
int probe(int mode) {
    if (mode == 0) { printf("%s\\n", "xxxx"); return 1; }
    if (mode == 1) { volatile int z = 0; return 100 / z; }
    if (mode == 2) return d(50000);
    if (mode == 3) { char *p = calloc(50000000, 1); return p ? 3 : 0; }
    if (mode == 4) { pthread_t t; pthread_create(&t, NULL, nothing, NULL); pthread_join(t, NULL); return 4; }
    return 5;
}`,
  csharp: `public class Solution {
    int D(int n) { return n == 0 ? 0 : D(n - 1) + 1; }
    public int Probe(int mode) {
        if (mode == 0) { System.Console.WriteLine(new string('x', 100)); return 1; }
        if (mode == 1) throw new System.InvalidOperationException("v");
        if (mode == 2) return D(50000);
        if (mode == 3) return new byte[50000000].Length;
        if (mode == 4) { var t = new System.Threading.Thread(() => {}); t.Start(); t.Join(); return 4; }
        var s = new SortedSet<int>(); for (int i = 0; i < 100000; i++) s.Add(i * 7919 % 1000); return s.Count;
    }
}`,
  go: `func d(n int) int { if n == 0 { return 0 }; return d(n-1) + 1 }
func probe(mode int) int {
    if mode == 0 { fmt.Println(strings.Repeat("x", 100)); return 1 }
    if mode == 1 { panic("v") }
    if mode == 2 { return d(50000) }
    if mode == 3 { return len(make([]byte, 50000000)) }
    if mode == 4 { done := make(chan int); go func() { done <- 4 }(); return <-done }
    s := map[int]bool{}; for i := 0; i < 100000; i++ { s[i*7919%1000] = true }
    keys := []int{}; for k := range s { keys = append(keys, k) }; sort.Ints(keys); return len(keys)
}`,
};

function syscallNames(): Map<number, string> {
  const names = new Map<number, string>();
  const header = '/usr/include/x86_64-linux-gnu/asm/unistd_64.h';
  if (process.arch === 'x64' && existsSync(header)) {
    for (const m of readFileSync(header, 'utf8').matchAll(/#define __NR_(\w+)\s+(\d+)/g))
      names.set(Number(m[2]), m[1] as string);
  }
  return names;
}

export async function syscalls(_quick: boolean): Promise<void> {
  const rateLimit = '/proc/sys/kernel/printk_ratelimit';
  const before = execFileSync('dmesg').toString().split('\n').length;
  const saved = readFileSync(rateLimit, 'utf8').trim();
  // Every audit record must reach the log, not the first ten of each five seconds.
  writeFileSync(rateLimit, '0');
  const judge = await createJudge({ slots: 1, preStart: false, seccompUnknown: 'log' });
  const runs: string[] = [];
  try {
    for (const [language, code] of Object.entries(CORPUS) as Array<[Language, string]>) {
      const r = await judge.run({
        language,
        code,
        signature: SIG,
        checker: 'exact',
        tests: [0, 1, 2, 3, 4, 5].map((mode) => ({ input: [mode] })),
        timeLimitMs: 3000,
        memoryLimitMb: 256,
        stopOnFirstFailure: false,
      });
      runs.push(`${language} ${r.verdict} ${r.tests.map((t) => t.verdict).join(',')}`);
      if (language in TWO_SUM_CODE) {
        const two = await judge.run({
          language,
          code: TWO_SUM_CODE[language as keyof typeof TWO_SUM_CODE],
          signature: TWO_SUM,
          checker: 'unordered',
          tests: twoSumTests(),
          timeLimitMs: 2000,
          memoryLimitMb: 256,
          stopOnFirstFailure: true,
        });
        if (two.verdict !== 'accepted') throw new Error(`${language} Two Sum: ${two.verdict}`);
      }
    }
  } finally {
    await judge.close();
    writeFileSync(rateLimit, saved);
  }
  const names = syscallNames();
  const logged = new Map<string, Set<string>>();
  for (const line of execFileSync('dmesg')
    .toString()
    .split('\n')
    .slice(before - 1)) {
    const m = /type=1326 .* comm="([^"]*)".* syscall=(\d+)/.exec(line);
    if (!m) continue;
    const name = names.get(Number(m[2])) ?? `#${m[2]}`;
    const who = logged.get(name) ?? new Set<string>();
    who.add(m[1] as string);
    logged.set(name, who);
  }
  console.error(`  corpus: ${runs.join('; ')}`);
  for (const [name, who] of logged) console.error(`  unlisted: ${name} (${[...who].join(', ')})`);
  addRow({
    section: 'seccomp allowlist',
    case: `calls outside it, ${Object.keys(CORPUS).length} languages with their compilers`,
    bare: '',
    judged: logged.size ? [...logged.keys()].join(' ') : 'none',
    result: `${logged.size} unlisted`,
    target: '0',
    ok: logged.size === 0,
  });
}
