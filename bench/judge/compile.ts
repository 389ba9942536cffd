import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createJudge } from '@codecoach/judge';
import {
  buildPch,
  CPP_PCH_FLAGS,
  detectToolchains,
  LANGUAGE_DEFS,
  prepareWorkDir,
} from '@codecoach/judge/internal';
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
    (await detectToolchains(['cpp'])).get('cpp')?.compile?.(undefined).argv[0] ?? '/usr/bin/g++';
  const pch = await buildPch(prepareWorkDir(undefined), gxxPath, CPP_PCH_FLAGS);
  const src = LANGUAGE_DEFS.cpp.sources(TWO_SUM_CODE.cpp, TWO_SUM)['main.cpp'] as string;
  const dir = folder({ 'main.cpp': src }, 0o644);
  const gxx = (extra: string[]) => () =>
    execFileSync('g++', [...CPP_PCH_FLAGS, ...extra, '-o', join(dir, 'main'), join(dir, 'main.cpp')]);
  const plain = Array.from({ length: n }, () => timeIt(gxx([])));
  const withPch = pch ? Array.from({ length: n }, () => timeIt(gxx(['-I', pch]))) : [];
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
  await judge.close();
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
