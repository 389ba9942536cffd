/**
 * Generate AI Problem bench (npm run generate -w @codecoach/bench -- [--requests=N] [--reprove=M]):
 * N built-in generations over all topics and difficulties (fresh seeds), each through the full
 * proof in the sandbox; success rate, p50/p95 time; M of the published problems re-proved from
 * scratch (same family, seed and request, drafted and proved again); and, for every published
 * problem, the three planted solutions the proof ran (a constant, the family's off-by-one, the
 * brute force at maximum size) and whether each was rejected with its verdict.
 */
import { CATEGORIES, DIFFICULTIES } from '@codecoach/contracts';
import { familyById, generateProblem, proveDraft } from '@codecoach/generator';
import { draftFromFamily } from '@codecoach/generator/internal';
import { createJudge } from '@codecoach/judge';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const requests = arg('requests', 100);
const reprove = arg('reprove', 10);
const judge = await createJudge({ slots: 2 });
const times: number[] = [];
const published: Array<{
  family: string;
  seed: number;
  difficulty: (typeof DIFFICULTIES)[number];
  features: string[];
}> = [];
let ok = 0;
const plants: Record<'constant' | 'offByOne' | 'brute', [number, number]> = {
  constant: [0, 0],
  offByOne: [0, 0],
  brute: [0, 0],
};
const started = Date.now();
try {
  for (let i = 0; i < requests; i++) {
    const topic = CATEGORIES[i % CATEGORIES.length] ?? 'array';
    const difficulty = DIFFICULTIES[Math.floor(i / CATEGORIES.length) % 3] ?? 'medium';
    const seed = Math.floor(Math.random() * 2 ** 31);
    const r = await generateProblem({ topic, difficulty }, { judge, seed, engine: 'builtin' });
    times.push(r.ms);
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${topic} ${difficulty} ${r.family ?? '-'} seed ${seed} ${r.ms} ms${r.ok ? '' : ` ${r.reason.split('\n')[0]}`}`,
    );
    if (!r.ok) continue;
    ok++;
    published.push({ family: r.family ?? '', seed, difficulty: r.problem.meta.difficulty, features: [] });
    for (const c of r.checks) {
      const kind = /^wrong\/constant\./.test(c.name)
        ? 'constant'
        : /^wrong\/brute-force\./.test(c.name)
          ? 'brute'
          : /^wrong\//.test(c.name)
            ? 'offByOne'
            : undefined;
      if (!kind) continue;
      const [passed, seen] = plants[kind];
      plants[kind] = [passed + (c.ok ? 1 : 0), seen + 1];
    }
  }
  let reproved = 0;
  let reprovedOk = 0;
  for (const p of published.slice(0, reprove)) {
    const family = familyById(p.family);
    if (!family) continue;
    const draft = draftFromFamily(family, { difficulty: p.difficulty, features: new Set(), seed: p.seed });
    const r = await proveDraft(draft, judge);
    reproved++;
    if (r.ok) reprovedOk++;
    else console.log(`re-proof FAILED ${p.family} seed ${p.seed}: ${r.reason}`);
  }
  times.sort((a, b) => a - b);
  const q = (x: number) => times[Math.min(times.length - 1, Math.floor(x * times.length))] ?? 0;
  console.log(
    `\nGenerate AI Problem, built-in engine, ${new Date().toISOString()} (machine shared with other work)`,
  );
  console.log(`requests: ${requests}, succeeded ${ok} (${((100 * ok) / requests).toFixed(1)}%)`);
  console.log(`time per request: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${times.at(-1)} ms`);
  console.log(`published problems re-proved from scratch: ${reprovedOk}/${reproved}`);
  const fmt = ([a, b]: number[]) => `${a}/${b} rejected`;
  console.log(
    `planted: constant ${fmt(plants.constant)}, off by one ${fmt(plants.offByOne)}, brute force at max size ${fmt(plants.brute)}`,
  );
  console.log(`total ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await judge.close();
}
