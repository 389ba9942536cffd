/**
 * Proves every family at each difficulty it offers (npm run prove-families -w @codecoach/generator
 * [-- --family=<id>] [--seed=<n>]): one line per problem, then families, pass rate, and time per family.
 */
import { createJudge } from '@codecoach/judge';
import { FAMILIES } from './families/index.ts';
import { generateProblem } from './generate.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = arg('family')?.split(',');
const seed = Number(arg('seed') ?? 7);
const judge = await createJudge({ slots: 2 });
let passed = 0;
let total = 0;
const times: number[] = [];
try {
  for (const family of FAMILIES) {
    if (only && !only.includes(family.id)) continue;
    for (const difficulty of family.difficulties) {
      const r = await generateProblem(
        { topic: family.category, difficulty },
        { judge, seed, engine: 'builtin', family: family.id },
      );
      total++;
      times.push(r.ms);
      const which = r.family === family.id ? '' : ` (picked ${r.family})`;
      if (r.ok) passed++;
      console.log(
        `${r.ok ? 'ok  ' : 'FAIL'} ${family.category}/${family.id} ${difficulty}${which} ${r.ms} ms${r.ok ? '' : `\n     ${r.reason.split('\n').slice(0, 6).join('\n     ')}`}`,
      );
    }
  }
} finally {
  await judge.close();
}
times.sort((a, b) => a - b);
const pct = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(
  `\n${FAMILIES.length} families, ${total} problems proven from scratch: ${passed}/${total} passed; time per problem p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${times.at(-1)} ms`,
);
process.exitCode = passed === total ? 0 : 1;
