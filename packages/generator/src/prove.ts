import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  type BuiltProblem,
  type BuiltTest,
  MIN_HIDDEN_TESTS,
  ProblemMeta,
  type ProblemSource,
  type ProofCheck,
  Prover,
  readConfig,
  referenceAnswers,
  type SourceLanguage,
} from '@codecoach/content';
import { formatReadableInput, valueError } from '@codecoach/contracts';
import type { Judge } from '@codecoach/judge';
import type { ProblemDraft } from './draft.ts';
import { LARGE_COUNT } from './prelude.ts';
import { runGenerator, runValidator } from './sandbox.ts';

/**
 * The gate: a draft becomes a problem only through the bank's own proof (content/src/proof.ts,
 * the same Prover, not a copy) plus the checks the bank leaves to review: the validator accepts
 * every input, and the problem's metadata passes the bank's schema.
 */

export type ProofStep = 'tests' | 'prove-javascript' | 'prove-python' | 'prove-java' | 'prove-cpp';
export const LANGUAGE_STEPS: Array<[SourceLanguage, ProofStep]> = [
  ['javascript', 'prove-javascript'],
  ['python', 'prove-python'],
  ['java', 'prove-java'],
  ['cpp', 'prove-cpp'],
];
const EXT: Record<SourceLanguage, string> = { javascript: 'js', python: 'py', java: 'java', cpp: 'cpp' };
export const SMALL_TESTS = 200;
export const EXAMPLES = 3;

export type ProofOutcome =
  | { ok: true; problem: BuiltProblem; checks: ProofCheck[] }
  | { ok: false; reason: string; checks: ProofCheck[] };

export class ProofFailure extends Error {
  override name = 'ProofFailure';
}

function versionOf(draft: ProblemDraft): string {
  return createHash('sha256')
    .update(
      JSON.stringify([draft.statement, draft.solutions, draft.brute, draft.plants, draft.generatorCode]),
    )
    .update(JSON.stringify([draft.validatorCode, draft.edge, draft.signature, draft.seed, draft.constraints]))
    .digest('hex');
}

/** The draft as a bank problem's source, so the bank's proof applies unchanged. */
export function toSource(draft: ProblemDraft, meta: ProblemMeta): ProblemSource {
  return {
    slug: draft.slug,
    dir: '',
    version: versionOf(draft),
    meta,
    statement: draft.statement,
    editorial: draft.editorial,
    solutions: draft.solutions,
    brute: draft.brute,
    wrong: draft.plants.map((p) => ({
      file: `wrong/${p.name}.${EXT[p.language]}`,
      language: p.language,
      code: p.code,
      expect: p.expect,
      why: p.why,
    })),
    edge: [],
    genPath: '',
  };
}

/** The judge, with every run also ended by `signal` (an abandoned proof stops its runs at once). */
function withSignal(judge: Judge, signal: AbortSignal): Judge {
  return {
    run: (req) => judge.run({ ...req, signal: req.signal ? AbortSignal.any([req.signal, signal]) : signal }),
    status: () => judge.status(),
    close: () => judge.close(),
  };
}

/**
 * The order of the checks in a report (and of the judge runs: the slots take runs first come,
 * first served, so the ones that take longest go first): per language, its reference, then (in
 * Python) the brute force, then its planted solutions.
 */
function checkRank(name: string): number {
  if (name === 'validator accepts every input') return -2;
  if (name === 'examples match the reference') return -1;
  if (name === 'brute force agrees') return 150;
  for (const [i, [l]] of LANGUAGE_STEPS.entries()) {
    if (name === `reference ${l}`) return 100 * i + 10;
    if (name.includes(`.${EXT[l]} gets `)) return 100 * i + 60;
  }
  return 1000;
}

export interface ProveOptions {
  /** Stops the proof: its judge runs are killed and it rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * The gate: a draft becomes a problem only through the bank's own proof (content/src/proof.ts,
 * the same Prover, not a copy) plus the checks the bank leaves to review: the validator accepts
 * every input, and the problem's metadata passes the bank's schema.
 *
 * Fast, without skipping a check: each program is compiled once and runs all its tests in one
 * judge run; the tests' expected outputs and the brute force's small answers come from one
 * reference run, beside the validator's run; then every reference, the brute force and every
 * planted solution are handed to the judge at once, the longest first, so its slots overlap a
 * Java or C++ compile with a Python run. The examples are the first tests of every reference run,
 * so they are checked by those runs (and their stored text against the tests here). The first
 * failing check stops the others. Steps are reported language by language as each one's checks end.
 */
export async function proveDraft(
  draft: ProblemDraft,
  baseJudge: Judge,
  onStep: (step: ProofStep) => void = () => {},
  opts: ProveOptions = {},
): Promise<ProofOutcome> {
  const stop = new AbortController();
  const abandon = () => stop.abort(opts.signal?.reason);
  if (opts.signal?.aborted) abandon();
  opts.signal?.addEventListener('abort', abandon, { once: true });
  try {
    const outcome = await proveWith(draft, withSignal(baseJudge, stop.signal), onStep, stop);
    opts.signal?.throwIfAborted();
    return outcome;
  } finally {
    opts.signal?.removeEventListener('abort', abandon);
    // Whatever is still running (a compilation started ahead for a draft refused early) is not needed.
    if (!stop.signal.aborted) stop.abort(new ProofFailure('the proof has ended'));
  }
}

async function proveWith(
  draft: ProblemDraft,
  judge: Judge,
  onStep: (step: ProofStep) => void,
  stop: AbortController,
): Promise<ProofOutcome> {
  const checks: ProofCheck[] = [];
  const fail = (reason: string): ProofOutcome => ({ ok: false, reason, checks });
  onStep('tests');
  const t0 = performance.now();
  const randomCount = Math.max(10, MIN_HIDDEN_TESTS - draft.edge.length - LARGE_COUNT);
  // The compiled programs are compiled while the tests are made (a run without tests only
  // compiles, into the judge's cache): Java now beside the generator, C++ beside the validator.
  const compiled = new Map<string, Promise<unknown>>();
  const compile = (language: SourceLanguage) => {
    const programs = [
      draft.solutions[language],
      ...draft.plants.filter((p) => p.language === language).map((p) => p.code),
    ];
    for (const code of programs)
      compiled.set(
        code,
        judge
          .run({
            language,
            code,
            signature: draft.signature,
            checker: draft.checker,
            tests: [],
            timeLimitMs: draft.timeLimitMs,
            memoryLimitMb: draft.memoryLimitMb,
            stopOnFirstFailure: true,
          })
          .catch(() => {}), // its own run reports whatever went wrong
      );
  };
  const inputsMade = runGenerator(judge, draft.generatorCode, draft.signature, draft.seed, {
    example: EXAMPLES,
    small: SMALL_TESTS,
    random: randomCount,
  });
  compile('java');
  const inputs = await inputsMade;
  const labelled = [
    ...inputs.example.map((input, i) => ({ input, origin: `example ${i + 1}`, hidden: false })),
    ...draft.edge.map((input, i) => ({ input, origin: `edge ${i + 1}`, hidden: true })),
    ...inputs.random.map((input, i) => ({ input, origin: `random ${i + 1}`, hidden: true })),
    ...inputs.large.map((input, i) => ({ input, origin: `large ${i + 1}`, hidden: true })),
  ];
  const small = inputs.small.map((input, i) => ({ input, origin: `small ${i + 1}` }));
  const all = [...labelled, ...small];
  const provisional = buildMeta(draft, [], randomCount);
  // The validator and the reference at once: an input the validator refuses discards the answers.
  const running = [
    runValidator(judge, draft.validatorCode, draft.signature, all),
    referenceAnswers(judge, toSource(draft, provisional), all),
  ] as const;
  compile('cpp');
  const [validated, answered] = await Promise.allSettled(running);
  const testsMs = () => Math.round(performance.now() - t0);
  if (validated.status === 'rejected') throw validated.reason;
  if (validated.value) {
    checks.push({ name: 'validator accepts every input', ok: false, detail: validated.value, ms: testsMs() });
    return fail(validated.value);
  }
  if (answered.status === 'rejected') throw answered.reason;
  const answers = answered.value.slice(0, labelled.length);
  const smallAnswers = answered.value.slice(labelled.length);
  for (const [i, t] of labelled.entries()) {
    const err = valueError(draft.signature.returns, answers[i], 'answer');
    if (err) return fail(`the reference's answer to ${t.origin} does not match the return type: ${err}`);
  }
  const examples = inputs.example.map((args, i) => ({
    input: formatReadableInput(draft.signature, args),
    args,
    output: JSON.stringify(answers[i]),
  }));
  const parsed = ProblemMeta.safeParse(buildMeta(draft, examples, randomCount));
  if (!parsed.success) return fail(`the problem is not in the bank's format: ${parsed.error.message}`);
  const hidden = labelled.filter((t) => t.hidden).length;
  checks.push({
    name: 'validator accepts every input',
    ok: true,
    detail: `${all.length} inputs (${hidden} hidden tests, ${small.length} small)`,
    ms: testsMs(),
  });
  const source = toSource(draft, parsed.data);
  const tests: BuiltTest[] = labelled.map((t, i) => ({ ...t, expected: answers[i] }));
  const problem: BuiltProblem = {
    slug: draft.slug,
    version: source.version,
    meta: parsed.data,
    statement: draft.statement,
    editorial: draft.editorial,
    solutions: draft.solutions,
    // Its family's validator, proven above: Run with a custom input and the tutor use it too.
    validator: { language: 'javascript', code: draft.validatorCode },
    tests,
  };
  // The examples as stored are the first tests, with the same answers: every reference run
  // (below) checks them.
  const stored = parsed.data.examples.every(
    (ex, i) =>
      isDeepStrictEqual(ex.args, tests[i]?.input) &&
      isDeepStrictEqual(JSON.parse(ex.output), tests[i]?.expected),
  );
  checks.push({
    name: 'examples match the reference',
    ok: stored,
    detail: stored
      ? `${examples.length} example(s): tests 1-${examples.length} of every reference run`
      : 'the stored examples differ from the first tests',
    ms: 0,
  });
  if (!stored) return fail('examples match the reference: the stored examples differ from the first tests');

  const prover = new Prover(source, problem, judge, readConfig(), async (_seed, count) => {
    if (count !== small.length)
      throw new ProofFailure(`asked for ${count} small inputs, ${small.length} made`);
    return small.map((s) => s.input);
  });
  // A failing check stops the runs still going once every check before it (in the report's
  // order, the order the checks once ran in one after another) has ended: the reason given is
  // then the one the sequential proof gave. What the stopped runs report is not kept.
  const pending: Array<{ rank: number; done: boolean }> = [];
  let stoppedAt: number | undefined;
  const settle = () => {
    if (stoppedAt !== undefined) return;
    const failed = prover.checks.filter((c) => !c.ok).map((c) => checkRank(c.name));
    if (failed.length === 0) return;
    const first = Math.min(...failed);
    if (pending.every((p) => p.done || p.rank > first)) {
      stoppedAt = prover.checks.length;
      stop.abort(new ProofFailure('an earlier check failed'));
    }
  };
  const byLanguage = new Map<SourceLanguage, Array<Promise<void>>>(LANGUAGE_STEPS.map(([l]) => [l, []]));
  /** Runs `check` once its program's compilation (if one is going) has ended. */
  const add = (language: SourceLanguage, name: string, code: string, check: () => Promise<void>) => {
    const p = { rank: checkRank(name), done: false };
    pending.push(p);
    const run = (compiled.get(code) ?? Promise.resolve()).then(check).finally(() => {
      p.done = true;
      settle();
    });
    byLanguage.get(language)?.push(run);
  };
  const plant = (i: number, w: (typeof source.wrong)[number]) =>
    add(w.language, `${w.file} gets `, w.code, () => prover.wrong(i));
  // Longest first (measured: bench/generate/RESULTS.md): the brute force planted for a time limit
  // at twice the limit (6 s of CPU in Python), the compiled references, then the rest.
  const slow = (w: (typeof source.wrong)[number]) => w.expect === 'time_limit_exceeded';
  for (const [i, w] of source.wrong.entries()) if (slow(w)) plant(i, w);
  for (const language of ['java', 'cpp', 'python', 'javascript'] as const) {
    add(language, `reference ${language}`, draft.solutions[language], () => prover.reference(language));
    if (language === 'python')
      add('python', 'brute force agrees', draft.brute, () => prover.brute(smallAnswers));
  }
  for (const [i, w] of source.wrong.entries()) if (!slow(w)) plant(i, w);
  for (const [language, step] of LANGUAGE_STEPS) {
    onStep(step);
    await Promise.all(byLanguage.get(language) ?? []);
    if (stoppedAt !== undefined) break;
  }
  await Promise.all([...byLanguage.values()].flat());
  const kept = prover.checks.filter((c, i) => c.ok || stoppedAt === undefined || i < stoppedAt);
  checks.push(...kept.sort((a, b) => checkRank(a.name) - checkRank(b.name)));
  const failed = kept.find((c) => !c.ok);
  if (failed) return fail(`${failed.name}: ${failed.detail}`);
  return { ok: true, problem, checks };
}

/**
 * The complexity the tutor's Optimize compares against: the first big-O the editorial names (the
 * intended approach comes first in every family's editorial). An editorial naming none fails the
 * meta schema, so such a draft is refused with that reason.
 */
function targetComplexityOf(editorial: string): string {
  return /O\([^()]*(?:\([^()]*\)[^()]*)*\)/.exec(editorial)?.[0] ?? '';
}

export function buildMeta(
  draft: ProblemDraft,
  examples: ProblemMeta['examples'],
  random: number,
): ProblemMeta {
  return {
    title: draft.title,
    slug: draft.slug,
    difficulty: draft.difficulty,
    category: draft.category,
    tags: draft.tags,
    estimatedMinutes: draft.difficulty === 'easy' ? 15 : draft.difficulty === 'medium' ? 30 : 45,
    targetComplexity: targetComplexityOf(draft.editorial),
    timeLimitMs: draft.timeLimitMs,
    memoryLimitMb: draft.memoryLimitMb,
    signature: draft.signature,
    checker: draft.checker,
    constraints: draft.constraints,
    hints: draft.hints,
    examples,
    tests: { seed: draft.seed, random, small: SMALL_TESTS },
    wrong: draft.plants.map((p) => ({
      file: `wrong/${p.name}.${EXT[p.language]}`,
      expect: p.expect,
      why: p.why,
    })),
  };
}
