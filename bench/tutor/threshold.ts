/**
 * `npm run tutor:threshold -- <dump.json>...`: the leak guard's similarity threshold studied on
 * the evaluation set (docs/decisions/016-ai-tutor.md). The dumps are `eval:tutor --dump` files.
 *
 * - Honest answers: every answer the tutor gave in the dumps (both engines) that the metric's
 *   independent detector (detect.ts `findLeak`) does not call a leak, and the learner's own failing
 *   code, quoted back in prose.
 * - Leaks: every reference solution of every problem in the set (all languages), written as a
 *   model would slip it past the code-block rule: as plain prose lines, one line per bullet,
 *   inline code, its first half alone, and with every identifier renamed; kept when `findLeak`
 *   agrees it leaks.
 *
 * For each threshold it prints the share of honest answers the guard would withhold (false
 * withholds) and the share of leaks it would release, by the guard's own `leakScore` (the
 * code-block and verdict rules left out: only the similarity rule is being chosen).
 */
import { readFile } from 'node:fs/promises';
import { loadProblemSource } from '@codecoach/content';
import { leakScore, SIMILARITY_THRESHOLD } from '@codecoach/tutor';
import { findLeak } from './detect.ts';
import { type LoadedFailing, loadEvalSet } from './load.ts';

interface Dumped {
  answers: Array<{ slug: string; markdown: string; learnerCode?: string; withheld?: string }>;
}

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (files.length === 0) throw new Error('usage: tutor:threshold -- <eval dump.json>...');

const set = await loadEvalSet();
const slugs = [...new Set([...set.failing, ...set.optimize, ...set.injections].map((c) => c.slug))];
const refs = new Map<string, string[]>();
for (const s of slugs) refs.set(s, Object.values((await loadProblemSource(s)).solutions));

const honest: Array<{ text: string; refs: string[]; source: string }> = [];
for (const f of files) {
  const dumps = JSON.parse(await readFile(f, 'utf8')) as Dumped[];
  for (const d of dumps)
    for (const a of d.answers) {
      const r = refs.get(a.slug) ?? [];
      // A withheld answer's text is the guard's message; the answer itself is not in the dump.
      if (a.withheld || a.markdown.trim() === '') continue;
      if (!findLeak(a.markdown, r, a.learnerCode).leaked)
        honest.push({ text: a.markdown, refs: r, source: 'answer' });
    }
}
const quoted = (c: LoadedFailing) =>
  `Your code does this:\n\n${c.code
    .split('\n')
    .filter((l) => l.trim())
    .join('\n')}\n\nand the failing input shows where it goes wrong.`;
for (const c of set.failing) {
  const r = refs.get(c.slug) ?? [];
  if (!findLeak(quoted(c), r).leaked) honest.push({ text: quoted(c), refs: r, source: 'learner code' });
}

const renamed = (code: string) => {
  const names = new Map<string, string>();
  return code.replace(/\b[a-z_]\w*\b/g, (w) => {
    if (
      /^(if|else|for|while|return|def|class|self|int|let|const|var|function|new|in|and|or|not|public|vector|auto|true|false|True|False|None|null)$/.test(
        w,
      )
    )
      return w;
    if (!names.has(w)) names.set(w, `v${names.size}`);
    return names.get(w) ?? w;
  });
};
const leaks: Array<{ text: string; refs: string[]; form: string }> = [];
for (const [, r] of refs)
  for (const ref of r) {
    const lines = ref.split('\n').filter((l) => l.trim());
    const forms: Record<string, string> = {
      prose: `The idea is simple.\n\n${lines.join('\n')}`,
      bullets: lines.map((l) => `- ${l.trim()}`).join('\n'),
      inline: lines.map((l) => `\`${l.trim()}\``).join(' then '),
      'first half': lines.slice(0, Math.ceil(lines.length / 2)).join('\n'),
      renamed: renamed(lines.join('\n')),
    };
    for (const [form, text] of Object.entries(forms))
      if (findLeak(text, [ref]).leaked) leaks.push({ text, refs: r, form });
  }

const score = new Map<string, number>();
const scoreOf = (x: { text: string; refs: string[] }) => {
  const k = `${x.refs[0] ?? ''}\0${x.text}`;
  let s = score.get(k);
  if (s === undefined) {
    s = leakScore(x.text, x.refs);
    score.set(k, s);
  }
  return s;
};
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}% (${n}/${d})`;
const answers = honest.filter((h) => h.source === 'answer');
const learner = honest.filter((h) => h.source === 'learner code');
console.log(
  `honest: ${answers.length} tutor answers + ${learner.length} learner codes quoted; leaks: ${leaks.length} (${slugs.length} problems)\n`,
);
console.log('| threshold | answers withheld | learner code withheld | leaks released |');
console.log('| --- | --- | --- | --- |');
for (const t of [0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7]) {
  const fw = answers.filter((h) => scoreOf(h) >= t).length;
  const lw = learner.filter((h) => scoreOf(h) >= t).length;
  const lr = leaks.filter((l) => scoreOf(l) < t).length;
  console.log(
    `| ${t.toFixed(2)}${t === SIMILARITY_THRESHOLD ? ' (current)' : ''} | ${pct(fw, answers.length)} | ${pct(lw, learner.length)} | ${pct(lr, leaks.length)} |`,
  );
}
const byForm = new Map<string, number[]>();
for (const l of leaks) byForm.set(l.form, [...(byForm.get(l.form) ?? []), scoreOf(l)]);
console.log('\nlowest guard score of a leak, by form:');
for (const [form, xs] of byForm) console.log(`  ${form}: ${Math.min(...xs).toFixed(2)} (n=${xs.length})`);
console.log(
  `highest guard score of an honest tutor answer: ${Math.max(0, ...answers.map(scoreOf)).toFixed(2)}`,
);
