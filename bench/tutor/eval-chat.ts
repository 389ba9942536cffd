/**
 * `npm run eval:tutor -- --chat tune` (issue 24): each labelled chat question (chat/<half>.yaml,
 * schema.ts ChatCase) asked through the server's real chat route, `POST /api/tutor/chat` (SSE),
 * as a fresh signed-in learner, turn by turn: each turn sends the history so far (the learner's
 * turns and the tutor's real answers) with the editor's code and language. A `solved` question's
 * learner first gets the problem's reference accepted. The last answer is scored by the rubric
 * (metrics.ts chatUseful); an input it shows is re-run in the judge. README.md "Generalisation".
 *
 *   npm run eval:tutor -- --chat tune --engine builtin
 *   npm run eval:tutor -- --chat tune --engine builtin --only <question id or slug>,<...>
 *   npm run eval:tutor -- --chat /abs/path/questions.yaml
 */
import { readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { validateInputs } from '@codecoach/content';
import { MAX_CHAT_MESSAGE_CHARS } from '@codecoach/contracts';
import { parse } from 'yaml';
import { type ChatRecord, chatReport } from './chat-report.ts';
import { findLeak } from './detect.ts';
import type { ModeOptions } from './eval-general.ts';
import { chatText, type EngineRun, frozenBanner, signIn, withEvalServer } from './eval-server.ts';
import { TUTOR_DIR } from './load.ts';
import { chatUseful } from './metrics.ts';
import { inputsInAnswer } from './rubric.ts';
import { type ChatCase, ChatFile, type EvalLanguage } from './schema.ts';
import { chatRows, formatTable } from './table.ts';

/** `tune` or `frozen` (chat/<half>.yaml), or a path to a questions file. */
export function chatFilePath(arg: string): string {
  if (!arg.endsWith('.yaml') && !arg.endsWith('.yml')) return join(TUTOR_DIR, 'chat', `${arg}.yaml`);
  return isAbsolute(arg) ? arg : resolve(TUTOR_DIR, arg);
}

export async function loadChatFile(path: string): Promise<ChatCase[]> {
  const result = ChatFile.safeParse(parse(await readFile(path, 'utf8')));
  if (!result.success)
    throw new Error(
      `${path}:\n${result.error.issues.map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`).join('\n')}`,
    );
  const ids = new Set<string>();
  for (const q of result.data.questions) {
    if (ids.has(q.id)) throw new Error(`${path}: id ${q.id} is used twice`);
    ids.add(q.id);
  }
  return result.data.questions;
}

/**
 * Whether `input` breaks the editor's code: valid for the problem (its validator, when it has one),
 * the reference answers it (no error, within the limit), and the code does not give an answer the
 * problem's checker accepts against the reference's.
 */
export async function failsEditor(
  run: EngineRun,
  slug: string,
  editor: { language: EvalLanguage; code: string },
  input: unknown[],
): Promise<{ ok: boolean; why: string }> {
  const { built, checker } = await run.cases.problem(slug);
  if (built.validator) {
    const v = await validateInputs(run.judge, built.validator, built.meta.signature, [input]);
    if (!v.ok || v.messages[0] !== '')
      return { ok: false, why: `not valid: ${v.ok ? v.messages[0] : v.error}` };
  }
  const base = {
    signature: built.meta.signature,
    checker: built.meta.checker,
    timeLimitMs: built.meta.timeLimitMs,
    memoryLimitMb: built.meta.memoryLimitMb,
    stopOnFirstFailure: false,
  };
  const ref = await run.judge.run({
    ...base,
    language: 'javascript',
    code: built.solutions.javascript,
    tests: [{ input }],
    answers: 'whole',
  });
  const answer = ref.tests[0];
  if (ref.verdict !== 'accepted' || !answer) return { ok: false, why: `the reference gets ${ref.verdict}` };
  const learner = await run.judge.run({
    ...base,
    ...(checker ? { customChecker: checker } : {}),
    language: editor.language,
    code: editor.code,
    tests: [{ input, expected: answer.actual }],
  });
  return learner.verdict === 'accepted'
    ? { ok: false, why: 'the editor code passes it' }
    : { ok: true, why: learner.verdict };
}

/** One question: the turns through the chat route, the last answer scored. */
async function ask(run: EngineRun, c: ChatCase): Promise<ChatRecord & { answer: string; note: string }> {
  const learner = await signIn(run.app, run.judgeSubmission);
  const { built } = await run.cases.problem(c.slug);
  const references = run.references[c.slug] ?? [];
  const notes: string[] = [];
  if (c.solved) {
    const language = c.editor?.language ?? 'javascript';
    const verdict = await learner.submit(
      c.slug,
      language,
      built.solutions[language] ?? built.solutions.javascript,
    );
    if (verdict !== 'accepted') notes.push(`the reference got ${verdict}: the learner has not solved it`);
  }
  const problemId = await learner.problemId(c.slug);
  const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  const answers: ChatRecord['answers'][number][] = [];
  let answer = '';
  for (const [t, turn] of c.turns.entries()) {
    messages.push({ role: 'user', content: turn });
    const start = performance.now();
    const r = await run.app.inject({
      method: 'POST',
      url: '/api/tutor/chat',
      payload: {
        problemId,
        messages,
        ...(c.editor ? { language: c.editor.language, code: c.editor.code } : {}),
      },
      headers: { authorization: `Bearer ${learner.token}` },
    });
    const ms = performance.now() - start;
    const got =
      r.statusCode === 200 ? chatText(r.body) : { text: '', error: `HTTP ${r.statusCode} ${r.body}` };
    if (got.error) notes.push(`turn ${t + 1}: ${got.error.slice(0, 200)}`);
    answer = got.text;
    answers.push({ ms, leaked: !c.solved && findLeak(answer, references, c.editor?.code).leaked });
    messages.push({
      role: 'assistant',
      content: (answer.trim() || '(no answer)').slice(0, MAX_CHAT_MESSAGE_CHARS),
    });
  }
  let failingInput: boolean | undefined;
  if (c.rubric.failingInput && c.editor) {
    const found = inputsInAnswer(
      built.meta.signature.params.map((p) => p.name),
      answer,
    );
    for (const input of found) {
      const f = await failsEditor(run, c.slug, c.editor, input);
      notes.push(`input ${JSON.stringify(input).slice(0, 80)}: ${f.ok ? 'fails the code' : f.why}`);
      failingInput = f.ok;
      if (f.ok) break;
    }
  }
  const score = chatUseful(c, answer, { references, failingInput });
  return { id: c.id, intent: c.intent, solved: c.solved, score, answers, answer, note: notes.join('; ') };
}

export async function runChatEval(arg: string, opts: ModeOptions): Promise<void> {
  const path = chatFilePath(arg);
  const name = relative(TUTOR_DIR, path) || path;
  const all = await loadChatFile(path);
  const questions = all.filter(
    (q) => !opts.onlyIds || opts.onlyIds.includes(q.id) || opts.onlyIds.includes(q.slug),
  );
  const header = `Chat (issue 24), ${name}${frozenBanner(path)}: ${questions.length} questions, ${new Set(questions.map((q) => q.intent)).size} intents`;
  console.log(header);
  if (questions.length === 0) throw new Error(`no question to run in ${path}`);
  const slugs = [...new Set(questions.map((q) => q.slug))];
  const results: Array<{ engine: string; records: Array<Awaited<ReturnType<typeof ask>>> }> = [];
  const { loads } = await withEvalServer(
    { slugs, engine: opts.engine, trace: opts.trace ?? false },
    async (run) => {
      const records: Array<Awaited<ReturnType<typeof ask>>> = [];
      for (const [i, q] of questions.entries()) {
        const r = await ask(run, q);
        records.push(r);
        const ms = r.answers.map((a) => Math.round(a.ms)).join('+');
        console.log(
          `  chat ${i + 1}/${questions.length}: ${q.id} (${q.intent}) -> ${r.score.useful ? 'useful' : `NOT useful: ${r.score.failed.join('; ')}`} ${ms} ms${r.note ? ` [${r.note}]` : ''}`,
        );
      }
      results.push({ engine: run.name, records });
    },
  );

  console.log(`\n${header}\n`);
  const reports = results.map((r) => ({ engine: r.engine, report: chatReport(r.records) }));
  console.log(formatTable(reports.flatMap((r) => chatRows(r.engine, r.report))));
  for (const { engine, report } of reports) {
    console.log(
      `\n${engine}: ${report.failed.length} questions not useful (id, intent: rubric parts failed):`,
    );
    for (const f of report.failed) console.log(`  ${f.id} (${f.intent}): ${f.failed.join('; ')}`);
  }
  console.log(
    `\nload average (1 min) at start/end of each engine: ${loads.map((l) => l.toFixed(1)).join(', ')}`,
  );
  if (opts.dump) await writeFile(opts.dump, JSON.stringify(results, null, 1));
}
