/**
 * `npm run content:check -- <slug> [<slug>...]` or `-- --all`: schema, build and proof of problems,
 * without the cache (an author wants the truth about the files as they are now).
 * Flags: `--cache` reuses cached builds and proofs; `--schema` stops after validation (no judge);
 * `--validator` builds (from the cache when it can) and runs only validator.py's check, for
 * writing a validator quickly (the full proof still decides).
 */
import { lazyJudge } from './bank.ts';
import { buildProblem } from './build.ts';
import { readConfig } from './config.ts';
import { listSlugs, loadProblemSource } from './load.ts';
import { mapLimit } from './pool.ts';
import { type ProofReport, Prover, proveProblem } from './proof.ts';
import { ContentError } from './schema.ts';

const USAGE = 'usage: npm run content:check -- <slug>... | --all  [--cache] [--schema | --validator]';

function printReport(report: ProofReport): void {
  for (const c of report.checks) {
    console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.ms} ms): ${c.detail}`);
  }
}

async function checkOne(
  slug: string,
  opts: { cache: boolean; schemaOnly: boolean; validatorOnly: boolean; judge: ReturnType<typeof lazyJudge> },
): Promise<boolean> {
  const started = performance.now();
  const lines: string[] = [];
  try {
    const source = await loadProblemSource(slug);
    if (opts.schemaOnly) {
      console.log(
        `ok   ${slug}: schema (${source.meta.examples.length} examples, ${source.edge.length} edge tests, ${source.wrong.length} planted)`,
      );
      return true;
    }
    const config = readConfig();
    const built = await buildProblem(source, { judge: opts.judge.get, config, cache: opts.cache });
    const hidden = built.tests.filter((t) => t.hidden).length;
    lines.push(`  ok   schema and build: ${built.tests.length - hidden} visible + ${hidden} hidden tests`);
    if (opts.validatorOnly) {
      if (!source.validator) throw new Error('no validator.py');
      const prover = new Prover(source, built, await opts.judge.get(), config);
      await prover.validator();
      const ok = prover.checks.every((c) => c.ok);
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${slug} (validator only)`);
      for (const l of lines) console.log(l);
      for (const c of prover.checks)
        console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.ms} ms): ${c.detail}`);
      return ok;
    }
    const report = await proveProblem(source, async () => built, {
      judge: opts.judge.get,
      config,
      cache: opts.cache,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${report.ok ? 'ok  ' : 'FAIL'} ${slug} (${seconds} s${report.cached ? ', proof cached' : ''})`,
    );
    for (const l of lines) console.log(l);
    printReport(report);
    return report.ok;
  } catch (e) {
    console.log(`FAIL ${slug}`);
    for (const l of lines) console.log(l);
    if (e instanceof ContentError) for (const line of e.message.split('\n')) console.log(`  ${line}`);
    else console.log(`  ${(e as Error).stack ?? String(e)}`);
    return false;
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'check') {
    console.error(USAGE);
    return 2;
  }
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const unknown = [...flags].filter((f) => !['--all', '--cache', '--schema', '--validator'].includes(f));
  const named = rest.filter((a) => !a.startsWith('--'));
  if (unknown.length > 0 || flags.has('--all') === named.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const slugs = flags.has('--all') ? await listSlugs() : named;
  const judge = lazyJudge();
  const opts = {
    // --validator builds from the cache: the check needs the tests, not a fresh build.
    cache: flags.has('--cache') || flags.has('--validator'),
    schemaOnly: flags.has('--schema'),
    validatorOnly: flags.has('--validator'),
    judge,
  };
  try {
    // Two at a time at most: two cores, shared with whatever else runs.
    const results = await mapLimit(slugs, flags.has('--all') ? 2 : 1, (slug) => checkOne(slug, opts));
    const failed = slugs.filter((_, i) => !results[i]);
    console.log(
      `\n${slugs.length - failed.length}/${slugs.length} problem(s) pass${failed.length ? `; failing: ${failed.join(', ')}` : ''}`,
    );
    return failed.length === 0 ? 0 : 1;
  } finally {
    await judge.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
