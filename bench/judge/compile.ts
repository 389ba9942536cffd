import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createJudge } from '@codecoach/judge';
import {
  buildPch,
  CPP_PCH_FLAGS,
  detectToolchains,
  LANGUAGE_DEFS,
  prepareWorkDir,
} from '@codecoach/judge/internal';
import { mutants, variantProgram } from '@codecoach/tutor';
import { folder } from './bare.ts';
import { addRow, median, ms } from './stats.ts';
import { TWO_SUM, TWO_SUM_CODE, twoSumTests } from './workloads.ts';

function timeIt(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** C++: g++ alone, with the precompiled bits/stdc++.h, and through the judge's cache. */
export async function compile(quick: boolean): Promise<void> {
  const n = quick ? 3 : 5;
  const gxxPath =
    (await detectToolchains({ only: ['cpp'] })).get('cpp')?.compile?.(undefined).argv[0] ?? '/usr/bin/g++';
  const pch = await buildPch(prepareWorkDir(undefined), gxxPath, CPP_PCH_FLAGS);
  // What a learner compiles at home: their solution, <bits/stdc++.h> and a small main.
  const own = `#include <bits/stdc++.h>\nusing namespace std;\n${TWO_SUM_CODE.cpp}\nint main() { int n, t; cin >> n; vector<int> v(n); for (auto &x : v) cin >> x; cin >> t; for (int x : Solution().twoSum(v, t)) cout << x << ' '; }\n`;
  const dir = folder({ 'own.cpp': own, ...LANGUAGE_DEFS.cpp.sources(TWO_SUM_CODE.cpp, TWO_SUM) }, 0o644);
  const gxx = (args: string[]) => () => execFileSync('g++', [...CPP_PCH_FLAGS, ...args], { cwd: dir });
  const plain = Array.from({ length: n }, () => timeIt(gxx(['-o', 'own', 'own.cpp'])));
  const withPch = pch
    ? Array.from({ length: n }, () => timeIt(gxx(['-I', pch, '-o', 'own', 'own.cpp'])))
    : [];
  // The judge's two translation units: the harness (once per signature) and the learner's code.
  const harnessObject = pch
    ? Array.from({ length: n }, () => timeIt(gxx(['-I', pch, '-c', '-o', 'h.o', 'harness.cpp'])))
    : [];
  const learnerOnly = pch
    ? Array.from({ length: n }, () => timeIt(gxx(['-I', pch, '-o', 'main', 'unit.cpp', 'h.o', '-lpthread'])))
    : [];
  rmSync(dir, { recursive: true, force: true });

  const judge = await createJudge({ slots: 1 });
  const tests = twoSumTests(1);
  const req = (code: string) => ({
    language: 'cpp' as const,
    code,
    signature: TWO_SUM,
    checker: 'unordered' as const,
    tests,
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    stopOnFirstFailure: true,
  });
  // Let the pre-forked boxes made before the header existed be used up.
  for (let i = 0; i < 3; i++) await judge.run(req(`${TWO_SUM_CODE.cpp}\n// warm ${i} ${Date.now()}`));
  const miss: number[] = [];
  const hit: number[] = [];
  for (let i = 0; i < n; i++) {
    const code = `${TWO_SUM_CODE.cpp}\n// variant ${i} ${Date.now()}`;
    let t0 = performance.now();
    const r = await judge.run(req(code));
    miss.push(performance.now() - t0);
    if (r.verdict !== 'accepted') throw new Error(`cpp: ${r.verdict} ${r.compileOutput ?? ''}`);
    t0 = performance.now();
    await judge.run(req(code));
    hit.push(performance.now() - t0);
  }
  // The tutor's program of 20 variants of the learner's code (decision 022), built as judged and
  // quick (JudgeRequest.quickBuild, -Og), one after the other, each with new text (no cache hit).
  const codes = mutants(TWO_SUM_CODE.cpp, 'cpp', 20).map((m) => m.code);
  const program = (i: number) =>
    `${variantProgram('cpp', [TWO_SUM_CODE.cpp, ...codes], tests.length, { method: TWO_SUM.function })}\n// ${i} ${Date.now()}`;
  const asJudged: number[] = [];
  const quickly: number[] = [];
  for (let i = 0; i < n; i++) {
    for (const quickBuild of [false, true]) {
      const t0 = performance.now();
      const each = Array.from({ length: codes.length + 1 }, () => tests).flat();
      const r = await judge.run({ ...req(program(i)), tests: each, stopOnFirstFailure: false, quickBuild });
      (quickBuild ? quickly : asJudged).push(performance.now() - t0);
      if (r.verdict === 'compilation_error') throw new Error(`variants: ${r.compileOutput ?? ''}`);
    }
  }
  await judge.close();
  addRow({
    section: 'C++ compile (median)',
    case: `the tutor's program of ${codes.length + 1} variants through judge.run: judged build (-O2) vs quick build (-Og)`,
    bare: ms(median(asJudged)),
    judged: ms(median(quickly)),
    result: `${(median(quickly) / median(asJudged)).toFixed(2)}x`,
    target: 'report',
    ok: undefined,
  });
  addRow({
    section: 'C++ compile (median)',
    case: 'new code, judged vs g++ -O2 of the file a learner compiles (<bits/stdc++.h>, no PCH)',
    bare: ms(median(plain)),
    judged: ms(median(miss)),
    result: `${(median(miss) / median(plain)).toFixed(2)}x`,
    target: '<= 0.5x',
    ok: median(miss) / median(plain) <= 0.5,
  });
  if (pch) {
    addRow({
      section: 'C++ compile (median)',
      case: "the judge's units with the PCH: harness object (once per signature) / learner's code + link",
      bare: ms(median(harnessObject)),
      judged: ms(median(learnerOnly)),
      result: `${(median(harnessObject) / median(learnerOnly)).toFixed(1)}x`,
      target: 'report',
      ok: undefined,
    });
  }
  addRow({
    section: 'C++ compile (median)',
    case: 'g++ -O2, no PCH vs PCH (bare)',
    bare: ms(median(plain)),
    judged: withPch.length ? ms(median(withPch)) : 'no PCH',
    result: withPch.length ? `${(median(plain) / median(withPch)).toFixed(1)}x faster` : '-',
    target: 'report',
    ok: undefined,
  });
  addRow({
    section: 'C++ compile (median)',
    case: 'judge.run: new code vs cached',
    bare: ms(median(miss)),
    judged: ms(median(hit)),
    result: `cache hit ${(median(miss) / median(hit)).toFixed(0)}x faster`,
    target: 'report',
    ok: undefined,
  });
}
