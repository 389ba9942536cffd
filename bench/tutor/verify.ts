/**
 * `npm run tutor:verify -w @codecoach/bench [-- --smoke] [-- --no-fix] [-- <slug|id>...]`
 *
 * Loads every case of the tutor's evaluation set with its schema, then runs each submission
 * through the real judge on its problem's examples and hidden tests and checks it gets its
 * labelled verdict; each failing case's fix (its labelled line replaced) must be accepted.
 * Prints the counts and exits non-zero when any label does not hold.
 */
import { resolve } from 'node:path';
import { createJudge } from '@codecoach/judge';
import { CaseJudge, type Check, jobsOf } from './judging.ts';
import { type EvalSet, loadEvalSet, TUTOR_DIR } from './load.ts';
import { SMOKE_IDS, smokeSubset } from './smoke.ts';

function tally<T>(items: readonly T[], key: (t: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

export function describeSet(set: EvalSet): string[] {
  const problems = new Set([...set.failing, ...set.optimize].map((c) => c.slug));
  return [
    `failing submissions: ${set.failing.length} over ${problems.size} problems`,
    `  by language: ${tally(set.failing, (c) => c.language)}`,
    `  by verdict:  ${tally(set.failing, (c) => c.verdict)}`,
    `  by bug kind: ${tally(set.failing, (c) => c.bug.kind)}`,
    `optimize cases: ${set.optimize.length + set.failing.filter((c) => c.complexity).length} (${set.optimize.length} + ${set.failing.filter((c) => c.complexity).length} time-limit failing cases)`,
    `  by class: ${tally([...set.optimize, ...set.failing.filter((c) => c.complexity)], (c) => c.complexity ?? '')}`,
    `injection cases: ${set.injections.length}`,
    `  by technique: ${tally(set.injections, (c) => c.technique)}`,
    `  by goal:      ${tally(set.injections, (c) => c.goal)}`,
    `  by action:    ${tally(set.injections, (c) => c.action)}`,
  ];
}

function pick(set: EvalSet, names: string[]): EvalSet {
  if (names.length === 0) return set;
  const keep = (c: { id: string; slug: string }): boolean => names.includes(c.id) || names.includes(c.slug);
  return {
    failing: set.failing.filter(keep),
    optimize: set.optimize.filter(keep),
    injections: set.injections.filter(keep),
  };
}

async function main(argv: string[]): Promise<number> {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const names = argv.filter((a) => !a.startsWith('--'));
  // --set=generalise/tune (or generalise/frozen, or an absolute path): another set laid out as cases/<slug>.yaml.
  const setFlag = argv.find((a) => a.startsWith('--set='))?.slice('--set='.length);
  const full = await loadEvalSet(setFlag ? resolve(TUTOR_DIR, setFlag) : undefined);
  console.log('schema: every case parses');
  for (const line of describeSet(full)) console.log(line);
  const set = flags.has('--smoke') ? smokeSubset(full) : pick(full, names);
  if (flags.has('--smoke')) console.log(`\nsmoke subset: ${SMOKE_IDS.join(', ')}`);
  const jobs = jobsOf(set, { fixes: !flags.has('--no-fix') });
  console.log(`\njudging ${jobs.length} submissions (two at a time)...`);
  const judge = await createJudge({ slots: 2 });
  const caseJudge = new CaseJudge(judge);
  const checks: Check[] = [];
  try {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (!job) break;
        const check = await caseJudge.check(job).catch(
          (e: Error): Check => ({
            ...job,
            got: 'error',
            ok: false,
            detail: e.message.split('\n').slice(0, 4).join(' | '),
            ms: 0,
          }),
        );
        checks.push(check);
        const mark = check.ok ? 'ok  ' : 'FAIL';
        console.log(
          `${mark} ${check.what.padEnd(9)} ${check.id} [${check.language}] expected ${check.expected}, got ${check.got} (${check.ms} ms): ${check.detail}`,
        );
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await judge.close();
  }
  const failed = checks.filter((c) => !c.ok);
  console.log('');
  for (const what of ['failing', 'fix', 'optimize', 'injection'] as const) {
    const of = checks.filter((c) => c.what === what);
    if (of.length > 0) console.log(`${what}: ${of.filter((c) => c.ok).length}/${of.length} get their label`);
  }
  if (failed.length > 0) console.log(`\nnot holding: ${failed.map((c) => `${c.id} (${c.what})`).join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
