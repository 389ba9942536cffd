import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Language, Signature } from '@codecoach/contracts';
import { createJudge, type Judge } from '@codecoach/judge';
import { detectToolchains, LANGUAGE_DEFS } from '@codecoach/judge/internal';
import { folder } from './bare.ts';
import { addRow, cv, median, ms } from './stats.ts';
import { TWO_SUM, twoSumTests } from './workloads.ts';

export const TWO_SUM_RUST = `use std::collections::HashMap;
impl Solution {
    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
        let mut seen = HashMap::new();
        for (i, &x) in nums.iter().enumerate() {
            if let Some(&j) = seen.get(&(target - x)) {
                return vec![j as i32, i as i32];
            }
            seen.insert(x, i);
        }
        vec![]
    }
}`;

/** The judge's program flags (toolchains.ts, detectRust), for the bare comparison. */
const JUDGE_FLAGS =
  '-O -C overflow-checks=on -C debuginfo=0 -C lto=off -C codegen-units=4 -C prefer-dynamic -C link-arg=-fuse-ld=gold'.split(
    ' ',
  );

const COLLATZ: Signature = {
  function: 'collatzSteps',
  params: [{ name: 'n', type: 'int' }],
  returns: 'long',
};
/** The same algorithm in C++ and Rust (stability.ts's C++ program): their runtimes give the multiplier. */
const COLLATZ_CODE: Record<'cpp' | 'rust', string> = {
  cpp: `class Solution {
public:
    long long collatzSteps(int n) {
        long long total = 0;
        for (long long i = 1; i < n; i++) {
            long long x = i;
            while (x != 1) { x = (x & 1) ? 3 * x + 1 : x >> 1; total++; }
        }
        return total;
    }
};`,
  rust: `impl Solution {
    pub fn collatz_steps(n: i32) -> i64 {
        let mut total: i64 = 0;
        for i in 1..n as i64 {
            let mut x = i;
            while x != 1 { x = if x & 1 == 1 { 3 * x + 1 } else { x >> 1 }; total += 1; }
        }
        total
    }
}`,
};

/** The program a learner would compile at home: the judge's harness as a module, main and solution, one file. */
function plainProgram(code: string): Record<string, string> {
  const s = LANGUAGE_DEFS.rust.sources(code, TWO_SUM);
  const lib = (s['harness.rs'] ?? '').split('\n').slice(1).join('\n');
  const main = (s['main.rs'] ?? '')
    .replace(/^#!\[.*\n/, '')
    .replace(/extern crate (\w+) as __cc;/, 'use crate::$1 as __cc;');
  return {
    'plain.rs': `#![allow(unused_imports, dead_code)]\nmod cc_harness {\n${lib}\n}\n${main}`,
    'solution.rs': code,
    'harness.rs': s['harness.rs'] ?? '',
    'main.rs': s['main.rs'] ?? '',
  };
}

function timeIt(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

const run = (judge: Judge, language: Language, code: string, signature: Signature, tests: unknown[][]) =>
  judge.run({
    language,
    code,
    signature,
    checker: language === 'rust' || language === 'cpp' ? 'unordered' : 'exact',
    tests: tests.map((input) => ({ input })),
    timeLimitMs: 5000,
    memoryLimitMb: 256,
    stopOnFirstFailure: true,
  });

/**
 * Rust (issue 29): rustc's options measured bare; new-code submit-to-verdict for Two Sum against
 * a plain `rustc -O` of the same program (target <= 0.5x); the runtime's CV over 10 identical
 * submissions (target <= 5%); the time multiplier against C++ on the same algorithms.
 */
export async function rust(quick: boolean): Promise<void> {
  const n = quick ? 3 : 7;
  const rustc = (await detectToolchains({ only: ['rust'] })).get('rust')?.compileObject?.(undefined).argv[0];
  if (!rustc) throw new Error('rust unavailable');
  const dir = folder(plainProgram(TWO_SUM_RUST), 0o644);
  const rc = (args: string[]) => () =>
    execFileSync(rustc, ['--edition', '2021', '-A', 'warnings', ...args], { cwd: dir, stdio: 'ignore' });
  execFileSync(
    rustc,
    ['--edition', '2021', '-A', 'warnings', '-O', '-C', 'overflow-checks=on'].concat([
      '--crate-type',
      'rlib',
      '--crate-name',
      'cc_harness',
      '-o',
      'libcc_harness.rlib',
      'harness.rs',
    ]),
    { cwd: dir },
  );
  const ext = ['--extern', 'cc_harness=libcc_harness.rlib', '-o', 'main', 'main.rs'];
  const variants: Array<[string, string[]]> = [
    ['-C opt-level=1', ['-C', 'opt-level=1']],
    ['-C opt-level=2 (-O)', ['-O']],
    ['-C opt-level=3', ['-C', 'opt-level=3']],
    ['-O -C codegen-units=1', ['-O', '-C', 'codegen-units=1']],
    ['-O -C debuginfo=0 -C lto=off', ['-O', '-C', 'debuginfo=0', '-C', 'lto=off']],
    ['-O -C lto=off -C prefer-dynamic', ['-O', '-C', 'lto=off', '-C', 'prefer-dynamic']],
    ["the judge's: -O overflow checks, lto=off, codegen-units=4, prefer-dynamic, gold", JUDGE_FLAGS],
  ];
  // The machine is shared and its speed drifts: each round times the baseline next to each
  // variant, and a figure is the median of the rounds' ratios.
  const plainArgs = ['-O', '-o', 'plain', 'plain.rs'];
  const plainTimes: number[] = [];
  const taken = variants.map(() => [] as number[]);
  const paired = variants.map(() => [] as number[]);
  for (let i = 0; i < n; i++) {
    variants.forEach(([, args], k) => {
      const p = timeIt(rc(plainArgs));
      const t = timeIt(rc([...args, ...ext]));
      plainTimes.push(p);
      taken[k]?.push(t);
      paired[k]?.push(t / p);
    });
  }
  const plain = median(plainTimes);
  const row = { section: 'Rust compile (median, bare)', target: 'report', ok: undefined };
  addRow({
    ...row,
    case: 'plain rustc -O, harness + solution in one file',
    bare: ms(plain),
    judged: '-',
    result: '-',
    target: 'baseline',
  });
  variants.forEach(([name], k) => {
    const r = median(paired[k] ?? []);
    addRow({
      ...row,
      case: `rlib harness + ${name}`,
      bare: ms(plain),
      judged: ms(median(taken[k] ?? [])),
      result: `${r.toFixed(2)}x`,
    });
  });

  const judge = await createJudge({ slots: 1 });
  const tests = twoSumTests().map((t) => t.input);
  // The first submission compiles the signature's harness rlib, kept from then on.
  const first = performance.now();
  const w = await run(judge, 'rust', TWO_SUM_RUST, TWO_SUM, tests);
  const firstMs = performance.now() - first;
  if (w.verdict !== 'accepted') throw new Error(`rust: ${w.verdict} ${w.compileOutput ?? ''}`);
  const fresh: number[] = [];
  const bases: number[] = [];
  const pairs: number[] = [];
  for (let i = 0; i < n + 2; i++) {
    // Let the judge replace its used boxes first, so that their making does not slow the baseline.
    await new Promise((res) => setTimeout(res, 500));
    const p = timeIt(rc(plainArgs));
    const t0 = performance.now();
    const r = await run(judge, 'rust', `${TWO_SUM_RUST}\n// variant ${i} ${Date.now()}`, TWO_SUM, tests);
    const t = performance.now() - t0;
    if (r.verdict !== 'accepted') throw new Error(`rust: ${r.verdict}`);
    fresh.push(t);
    bases.push(p);
    pairs.push(t / p);
  }
  rmSync(dir, { recursive: true, force: true });
  const ratio = median(pairs);
  addRow({
    section: 'Rust submit-to-verdict (median)',
    case: 'Two Sum, 50 tests, new code vs plain rustc -O (median of paired ratios)',
    bare: ms(median(bases)),
    judged: ms(median(fresh)),
    result: `${ratio.toFixed(2)}x`,
    target: '<= 0.5x',
    ok: ratio <= 0.5,
  });
  addRow({
    section: 'Rust submit-to-verdict (median)',
    case: "first submission of a signature (compiles the harness's rlib)",
    bare: '-',
    judged: ms(firstMs),
    result: '-',
    target: 'report',
    ok: undefined,
  });

  // Runtime CV over 10 identical submissions (cached compile).
  const cz = [[1_000_000]];
  const rt: number[] = [];
  await run(judge, 'rust', COLLATZ_CODE.rust, COLLATZ, cz);
  for (let i = 0; i < 10; i++) rt.push((await run(judge, 'rust', COLLATZ_CODE.rust, COLLATZ, cz)).runtimeMs);
  addRow({
    section: 'Rust runtime',
    case: 'Collatz 10^6, 10 identical submissions: CV of the runtime',
    bare: '-',
    judged: ms(median(rt)),
    result: `${(cv(rt) * 100).toFixed(1)}%`,
    target: '<= 5%',
    ok: cv(rt) <= 0.05,
  });

  // The multiplier: Rust's runtime over C++'s, same algorithms, interleaved.
  const ratios: Record<string, number[]> = { collatz: [], twosum: [] };
  const twoSumCpp = (await import('./workloads.ts')).TWO_SUM_CODE.cpp;
  for (let i = 0; i < n; i++) {
    const c = await run(judge, 'cpp', COLLATZ_CODE.cpp, COLLATZ, cz);
    const r = await run(judge, 'rust', COLLATZ_CODE.rust, COLLATZ, cz);
    ratios.collatz?.push(r.runtimeMs / c.runtimeMs);
    const tc = await run(judge, 'cpp', twoSumCpp, TWO_SUM, tests);
    const tr = await run(judge, 'rust', TWO_SUM_RUST, TWO_SUM, tests);
    const sum = (x: typeof tc) => x.tests.reduce((s, t) => s + t.runtimeMs, 0);
    ratios.twosum?.push(sum(tr) / sum(tc));
  }
  for (const [k, v] of Object.entries(ratios))
    addRow({
      section: 'Rust time multiplier',
      case: `${k}: Rust runtime / C++ runtime`,
      bare: '-',
      judged: '-',
      result: `${median(v).toFixed(2)}x`,
      target: 'report',
      ok: undefined,
    });
  await judge.close();
}
