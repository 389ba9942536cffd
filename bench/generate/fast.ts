/**
 * Where a generation's proof spends its time, and the current proof against the old one
 * (npm run generate:fast -w @codecoach/bench -- [--requests=8]): the same N requests (fixed seeds,
 * spread over topics and difficulties), each drafted once and proved by the old sequential path
 * (`proveDraftSequential`) and by `proveDraft`, alternately first, side by side in one process on
 * one judge (2 slots). Prints each request's times and their ratio, and a breakdown of the judge
 * runs per phase (draft, tests, per-language compile and runs, brute force, plants).
 */
import os from 'node:os';
import { CATEGORIES, DIFFICULTIES } from '@codecoach/contracts';
import { createRng, proveDraft } from '@codecoach/generator';
import {
  draftFromFamily,
  hashString,
  proveDraftSequential,
  selectFamily,
} from '@codecoach/generator/internal';
import { createJudge, type Judge, type JudgeRequest } from '@codecoach/judge';

type Draft = ReturnType<typeof draftFromFamily>;
const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const requests = arg('requests', 8);

/** What a judge run is for, from its code: the proof's phases. */
function roleOf(d: Draft, req: JudgeRequest): string {
  if (req.code === d.generatorCode) return 'tests: generator';
  if (req.code === d.validatorCode) return 'tests: validator';
  if (req.code === d.brute) return 'python: brute force agrees';
  for (const [lang, code] of Object.entries(d.solutions)) {
    if (req.code !== code) continue;
    if (lang === 'javascript' && req.tests.every((t) => t.expected === undefined))
      return 'tests: reference answers';
    return `${lang}: reference`;
  }
  const plant = d.plants.find((p) => p.code === req.code);
  return plant ? `${plant.language}: plant ${plant.name} (${plant.expect})` : 'other';
}

interface Phase {
  runs: number;
  wallMs: number;
  compileMs: number;
}
/** The judge, timing each run (wall clock from the request to the result, compile included). */
function timed(judge: Judge, draft: () => Draft, phases: Map<string, Phase>): Judge {
  return {
    async run(req) {
      const role = roleOf(draft(), req);
      const t0 = performance.now();
      let compileFrom: number | undefined;
      let compileMs = 0;
      const r = await judge.run({
        ...req,
        onProgress: (e) => {
          if (e.phase === 'compiling') compileFrom ??= performance.now();
          else if (compileFrom !== undefined && compileMs === 0) compileMs = performance.now() - compileFrom;
          req.onProgress?.(e);
        },
      });
      const p = phases.get(role) ?? { runs: 0, wallMs: 0, compileMs: 0 };
      phases.set(role, {
        runs: p.runs + 1,
        wallMs: p.wallMs + performance.now() - t0,
        compileMs: p.compileMs + compileMs,
      });
      return r;
    },
    status: () => judge.status(),
    close: () => judge.close(),
  };
}

const judge = await createJudge({ slots: 2 });
let current: Draft | undefined;
const phases = { old: new Map<string, Phase>(), new: new Map<string, Phase>() };
const judges = {
  old: timed(judge, () => current as Draft, phases.old),
  new: timed(judge, () => current as Draft, phases.new),
};
const rows: Array<{ what: string; old: number; new: number }> = [];
const draftMs: number[] = [];
const load0 = os.loadavg()[0] ?? 0;
try {
  // Warm-up: the judge's own start (PCH, toolchains) is not any request's.
  await judge.run({
    language: 'cpp',
    code: 'class Solution { public: int f(int x) { return x; } };',
    signature: { function: 'f', params: [{ name: 'x', type: 'int' }], returns: 'int' },
    checker: 'exact',
    tests: [{ input: [1], expected: 1 }],
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    stopOnFirstFailure: true,
  });
  for (let i = 0; i < requests; i++) {
    // Spread over the topics (every other one) and the three difficulties; fixed seeds.
    const topic = CATEGORIES[(2 * i) % CATEGORIES.length] ?? 'array';
    const difficulty = DIFFICULTIES[i % 3] ?? 'medium';
    const seed = 1000 + i;
    const t0 = performance.now();
    const rng = createRng(seed ^ hashString(`${topic}|${difficulty}|`));
    const sel = selectFamily({ topic, difficulty }, rng);
    const draft = draftFromFamily(sel.family, { difficulty: sel.difficulty, features: sel.features, seed });
    draftMs.push(performance.now() - t0);
    current = draft;
    const times = { old: 0, new: 0 };
    const names = { old: '', new: '' };
    // Alternate which path goes first, so that neither always gets the warmer caches.
    const order: Array<'old' | 'new'> = i % 2 === 0 ? ['old', 'new'] : ['new', 'old'];
    for (const path of order) {
      const s = performance.now();
      const r =
        path === 'old' ? await proveDraftSequential(draft, judges.old) : await proveDraft(draft, judges.new);
      times[path] = performance.now() - s;
      if (!r.ok) console.log(`  ${path} path FAILED: ${r.reason.split('\n')[0]}`);
      names[path] = r.checks
        .map((c) => c.name)
        .sort()
        .join('|');
    }
    if (names.old !== names.new)
      console.log(`  the two paths ran different checks:\n  ${names.old}\n  ${names.new}`);
    const what = `${topic} ${difficulty} ${draft.family} seed ${seed}`;
    rows.push({ what, ...times });
    console.log(
      `${what.padEnd(58)} old ${(times.old / 1000).toFixed(1).padStart(5)} s  new ${(times.new / 1000).toFixed(1).padStart(5)} s  ratio ${(times.new / times.old).toFixed(2)}`,
    );
  }
  const sum = (k: 'old' | 'new') => rows.reduce((n, r) => n + r[k], 0);
  const sorted = (k: 'old' | 'new') => rows.map((r) => r[k]).sort((a, b) => a - b);
  const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
  const ratios = rows.map((r) => r.new / r.old).sort((a, b) => a - b);
  console.log(
    `\n${rows.length} requests, load average ${load0.toFixed(1)} at start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at end`,
  );
  for (const k of ['old', 'new'] as const)
    console.log(
      `${k}: p50 ${(q(sorted(k), 0.5) / 1000).toFixed(1)} s, p95 ${(q(sorted(k), 0.95) / 1000).toFixed(1)} s, total ${(sum(k) / 1000).toFixed(0)} s`,
    );
  console.log(
    `ratio new/old: median ${q(ratios, 0.5).toFixed(2)}, total ${(sum('new') / sum('old')).toFixed(2)}`,
  );
  console.log(
    `draft (host, both paths): ${(draftMs.reduce((a, b) => a + b, 0) / draftMs.length).toFixed(1)} ms per request`,
  );
  for (const k of ['old', 'new'] as const) {
    console.log(`\njudge runs of the ${k} path, summed over the requests (wall ms; the new path's overlap):`);
    const entries = [...phases[k].entries()].sort((a, b) => b[1].wallMs - a[1].wallMs);
    for (const [role, p] of entries)
      console.log(
        `  ${role.padEnd(58)} ${String(p.runs).padStart(4)} runs ${String(Math.round(p.wallMs)).padStart(8)} ms  compile ${String(Math.round(p.compileMs)).padStart(6)} ms`,
      );
  }
} finally {
  await judge.close();
}
