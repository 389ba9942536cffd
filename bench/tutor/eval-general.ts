/**
 * `npm run eval:tutor -- --set generalise/tune` (issue 24): Explain on a labelled set that was not
 * used while tuning, through the real server, and issue 24's metrics (metrics.ts generalReport):
 * localisation within one line, line named, cause kind right, shown failing inputs valid and
 * verified by Run, explain latency p95 and max. The set's Optimize and injection cases run too
 * when it has any (the usual table). README.md "Generalisation (issue 24)".
 *
 *   npm run eval:tutor -- --set generalise/tune --engine builtin
 *   npm run eval:tutor -- --set generalise/tune --engine builtin --only <slug or id>,<...>
 *   npm run eval:tutor -- --set /abs/path/to/a/set     # any folder laid out as cases/<slug>.yaml
 */
import { writeFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { validateInputs } from '@codecoach/content';
import { type CaseRecords, runCases, summarise } from './eval-cases.ts';
import { type EngineRun, frozenBanner, withEvalServer } from './eval-server.ts';
import { type EvalSet, loadEvalSet, TUTOR_DIR } from './load.ts';
import { type GeneralReport, generalReport } from './metrics.ts';
import { formatTable, generalRows, metricRows } from './table.ts';

export interface ModeOptions {
  engine?: string | undefined;
  trace?: boolean;
  onlyIds?: readonly string[] | undefined;
  dump?: string | undefined;
}

/** A shown failing input checked by the problem's validator (undefined `valid`: the problem has none). */
export interface ShownInput {
  id: string;
  input: unknown[];
  valid?: boolean;
  why?: string;
}

/** Whether each shown failing input passes the problem's input validator, as the tutor's minimiser asks it. */
async function validateShown(run: EngineRun, records: CaseRecords): Promise<ShownInput[]> {
  const out: ShownInput[] = [];
  for (const r of records.located) {
    if (!r.shown) continue;
    const { built } = await run.cases.problem(r.slug);
    if (!built.validator) {
      out.push({ id: r.id, input: r.shown, why: 'the problem has no validator' });
      continue;
    }
    const v = await validateInputs(run.judge, built.validator, built.meta.signature, [r.shown]);
    const message = v.ok ? (v.messages[0] ?? '') : `the validator failed: ${v.error}`;
    out.push({
      id: r.id,
      input: r.shown,
      valid: v.ok && message === '',
      ...(message ? { why: message } : {}),
    });
  }
  return out;
}

const show = (v: unknown): string => {
  const t = JSON.stringify(v) ?? 'undefined';
  return t.length > 100 ? `${t.slice(0, 100)}...` : t;
};

export async function runGeneralEval(setArg: string, opts: ModeOptions & { cold?: boolean }): Promise<void> {
  const root = isAbsolute(setArg) ? setArg : resolve(TUTOR_DIR, setArg);
  const name = relative(TUTOR_DIR, root) || root;
  const all = await loadEvalSet(root);
  const keep = (c: { slug: string; id: string }) =>
    !opts.onlyIds || opts.onlyIds.includes(c.slug) || opts.onlyIds.includes(c.id);
  const set: EvalSet = {
    failing: all.failing.filter(keep),
    optimize: all.optimize.filter(keep),
    injections: all.injections.filter(keep),
  };
  const header = `Generalisation (issue 24), set ${name}${frozenBanner(root)}: ${set.failing.length} failing, ${set.optimize.length} Optimize, ${set.injections.length} injection cases; ${opts.cold ? 'code never submitted (--cold)' : 'each case submitted and judged first, then Explain asked'}`;
  console.log(header);
  if (set.failing.length + set.optimize.length + set.injections.length === 0)
    throw new Error(
      `no case to run in ${root}${opts.onlyIds ? ` for --only ${opts.onlyIds.join(',')}` : ''}`,
    );
  const slugs = [...new Set([...set.failing, ...set.optimize, ...set.injections].map((c) => c.slug))];
  const results: Array<{ records: CaseRecords; shown: ShownInput[]; report: GeneralReport }> = [];
  const { loads } = await withEvalServer(
    { slugs, engine: opts.engine, trace: opts.trace ?? false },
    async (run) => {
      const records = await runCases(run.app, run.name, set, {
        cases: run.cases,
        references: run.references,
        judge: run.judge,
        fast: true,
        ...(opts.cold ? {} : { judgeSubmission: run.judgeSubmission }),
      });
      const shown = await validateShown(run, records);
      const checked = shown.flatMap((s) => (s.valid === undefined ? [] : [{ valid: s.valid }]));
      results.push({ records, shown, report: generalReport(records.located, checked, records.grounding) });
    },
  );

  console.log(`\n${header}\n`);
  console.log(formatTable(results.flatMap((r) => generalRows(r.records.engine, r.report))));
  const usual = results.map((r) => summarise(r.records)).flatMap(metricRows);
  const others = usual.filter(
    (row) => !/^(grounding|localisation|latency p95 explainFailure)/.test(row.metric),
  );
  if (others.length > 0)
    console.log(`\nThe set's other metrics (issue 14's table):\n\n${formatTable(others)}`);
  for (const { records, shown, report } of results) {
    console.log(`\n${records.engine}: ${report.misses.length} misses (label kind@line, named kind@line):`);
    for (const m of report.misses)
      console.log(`  ${m.id}: label ${m.label}, named ${m.named} (missed ${m.missed.join(' and ')})`);
    for (const s of shown.filter((x) => x.valid !== true))
      console.log(`  input not valid: ${s.id} ${show(s.input)}: ${s.why ?? 'rejected'}`);
    for (const g of records.grounding.filter((x) => !(x.learnerFails && x.referencePasses)))
      console.log(
        `  input not verified: ${g.id}${g.learnerFails ? '' : ' (the learner passes it)'}${g.referencePasses ? '' : ' (the reference fails it)'}`,
      );
    const none = records.located.filter((r) => !r.shown).map((r) => r.id);
    if (none.length > 0) console.log(`  no failing input shown: ${none.join(', ')}`);
  }
  console.log(
    `\nload average (1 min) at start/end of each engine: ${loads.map((l) => l.toFixed(1)).join(', ')}`,
  );
  if (opts.dump) await writeFile(opts.dump, JSON.stringify(results, null, 1));
}
