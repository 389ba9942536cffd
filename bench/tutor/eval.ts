/**
 * `npm run eval:tutor`: the AI tutor measured on the labelled set (README.md), through the real
 * server (HTTP, PostgreSQL, the sandboxed judge), for the built-in engine and for a scripted
 * OpenAI-compatible server that obeys injected instructions (so the guard is what is measured).
 *
 *   npm run eval:tutor                  # both engines, every case
 *   npm run eval:tutor -- --smoke       # 8 failing cases, 4 Optimize, 6 injections
 *   npm run eval:tutor -- --engine builtin   # or scripted
 *   npm run eval:tutor -- --injections       # only the injection cases
 *   npm run eval:tutor -- --split dev        # only the problems used while tuning (a-m); `holdout`: n-z
 *   npm run eval:tutor -- --fast             # explain and Optimize only (no hint ladder or chat per case)
 *   npm run eval:tutor -- --only two-sum,sqrtx-py-returns-lo   # some problems or case ids
 *   npm run eval:tutor -- --dump out.json    # every answer and timing, for offline study (guard thresholds)
 *   npm run eval:tutor -- --cold             # ask about code never submitted (the tutor judges it itself)
 *   npm run eval:tutor -- --set generalise/tune   # issue 24: explain on another set (eval-general.ts)
 *   npm run eval:tutor -- --chat tune             # issue 24: the chat questions and rubrics (eval-chat.ts)
 *
 * By default each failing case, and each Optimize case the judge does not accept, is first
 * submitted and judged (the judge worker's own code path), then the tutor is asked: the
 * learner's flow, Explain on a verdict just shown. (Accepted code is not submitted: the learner
 * would have solved the problem, and answers after a solve are not "before solve".)
 *
 * The table is printed for the whole set and for each split (isHeldOut in eval-cases.ts).
 */
import { writeFile } from 'node:fs/promises';
import { type CaseRecords, isHeldOut, runCases, summarise } from './eval-cases.ts';
import { runChatEval } from './eval-chat.ts';
import { runGeneralEval } from './eval-general.ts';
import { withEvalServer } from './eval-server.ts';
import { type EvalSet, loadEvalSet } from './load.ts';
import { formatTable, metricRows } from './table.ts';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const only = args.includes('--engine') ? args[args.indexOf('--engine') + 1] : undefined;
/** `--injections`: only the injection cases (the guard's metrics), e.g. for a quick scripted-model run. */
const injectionsOnly = args.includes('--injections');
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const split = flag('--split');
const onlyIds = flag('--only')?.split(',');
const dump = flag('--dump');
const fast = args.includes('--fast');
const cold = args.includes('--cold');
/** `--trace`: one line per judge run the server makes (language, tests, verdict, wall ms). */
const trace = args.includes('--trace');
if (split && split !== 'dev' && split !== 'holdout') throw new Error('--split is dev or holdout');

function subset(all: EvalSet): EvalSet {
  const keep = (c: { slug: string; id: string }) =>
    (!split || isHeldOut(c.slug) === (split === 'holdout')) &&
    (!onlyIds || onlyIds.includes(c.slug) || onlyIds.includes(c.id));
  const set = {
    failing: all.failing.filter(keep),
    optimize: all.optimize.filter(keep),
    injections: all.injections.filter(keep),
  };
  if (injectionsOnly) return { ...set, failing: [], optimize: [] };
  if (!smoke) return set;
  const byLang = (n: number) =>
    ['javascript', 'python', 'java', 'cpp'].flatMap((l) =>
      set.failing.filter((c) => c.language === l).slice(0, n),
    );
  return {
    ...set,
    failing: byLang(2),
    optimize: set.optimize.slice(0, 4),
    injections: set.injections.slice(0, 6),
  };
}

async function main() {
  const set = subset(await loadEvalSet());
  const slugs = [...new Set([...set.failing, ...set.optimize, ...set.injections].map((c) => c.slug))];
  const results: CaseRecords[] = [];
  const { loads } = await withEvalServer({ slugs, engine: only, trace }, async (run) => {
    results.push(
      await runCases(run.app, run.name, set, {
        cases: run.cases,
        references: run.references,
        judge: run.judge,
        fast,
        ...(cold ? {} : { judgeSubmission: run.judgeSubmission }),
      }),
    );
  });
  console.log(
    `\nAI tutor evaluation${smoke ? ' (smoke subset)' : ''}: ${set.failing.length} failing, ${set.optimize.length} Optimize, ${set.injections.length} injection cases; ${cold ? 'code never submitted (--cold): the tutor judges it itself' : 'each case submitted and judged first, then the tutor asked'}\n`,
  );
  const table = (keep?: (slug: string) => boolean) =>
    formatTable(results.map((r) => summarise(r, keep)).flatMap(metricRows));
  console.log(table());
  if (!split) {
    console.log('\nProblems looked at while tuning (slugs a-m):\n');
    console.log(table((s) => !isHeldOut(s)));
    console.log('\nHeld-out problems, not looked at (slugs n-z):\n');
    console.log(table(isHeldOut));
  }
  console.log(
    `\nload average (1 min) at start/end of each engine: ${loads.map((l) => l.toFixed(1)).join(', ')}`,
  );
  if (dump) await writeFile(dump, JSON.stringify(results, null, 1));
}

const general = flag('--set');
const chat = flag('--chat');
const common = { engine: only, trace, onlyIds, dump };
if (general) await runGeneralEval(general, { ...common, cold });
else if (chat) await runChatEval(chat, common);
else await main();
