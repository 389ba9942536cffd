import { argsError, valueError } from '@codecoach/contracts';
import { check, type Judge, type JudgeResult } from '@codecoach/judge';
import { cacheKey, DiskCache, judgeVersion } from './cache.ts';
import { type ContentConfig, readConfig } from './config.ts';
import { type GenerateInputs, GeneratorError, generate } from './gen.ts';
import type { ProblemSource } from './load.ts';
import { ContentError, MIN_HIDDEN_TESTS, MIN_LARGE_TESTS, type ProblemMeta } from './schema.ts';
import type { ProblemValidator } from './validator.ts';

/**
 * Materialises a problem's tests: visible = the examples, hidden = edge.json + `gen.py random` +
 * `gen.py large`; every expected output is the JavaScript reference's answer, run through the
 * real judge (FORMAT.md "Hidden tests").
 */

/** Bump when the shape or meaning of a built problem changes, so old cache entries are ignored. */
// 2: the built problem carries its validator as {language, code} (a first shape had the code alone).
const BUILD_FORMAT = '2';

export interface BuiltTest {
  input: unknown[];
  expected: unknown;
  hidden: boolean;
  /** Where it came from, for messages: `example 1`, `edge "two elements"`, `random 3`, `large 1`. */
  origin: string;
}

/** A problem ready to be seeded: what the server stores, with `version` = content hash. */
export interface BuiltProblem {
  slug: string;
  version: string;
  meta: ProblemMeta;
  statement: string;
  editorial: string;
  solutions: ProblemSource['solutions'];
  /** checker.mjs source when the checker is `custom` (default export `(input, expected, actual) => boolean`). */
  customChecker?: string;
  /** Its input validator (validator.ts): the bank's validator.py, or a generated problem's own. */
  validator?: ProblemValidator;
  tests: BuiltTest[];
}

/** The judge is only created when something must actually run (a warm cache needs none). */
export type JudgeProvider = () => Promise<Judge>;

export interface BuildOptions {
  judge: JudgeProvider;
  config?: ContentConfig;
  /** false: ignore and do not write the cache (content:check). */
  cache?: boolean;
  /**
   * Where gen.py's inputs come from: by default the bank's reviewed gen.py run on the host; an
   * admin's problem passes `sandboxedInputs` (author.ts), so its generator runs only in the sandbox.
   */
  inputs?: GenerateInputs;
}

/** The bank's gen.py, run on the host (FORMAT.md "gen.py"). */
export function hostInputs(source: ProblemSource, config: ContentConfig): GenerateInputs {
  return (mode, seed, count) => generate(config.python, source.genPath, mode, seed, count);
}

interface PendingTest {
  input: unknown[];
  hidden: boolean;
  origin: string;
  handExpected?: unknown;
}

async function collectTests(source: ProblemSource, inputs: GenerateInputs): Promise<PendingTest[]> {
  const { meta } = source;
  const tests: PendingTest[] = meta.examples.map((ex, i) => ({
    input: ex.args,
    hidden: false,
    origin: `example ${i + 1}`,
  }));
  for (const t of source.edge) {
    const test: PendingTest = { input: t.input, hidden: true, origin: `edge "${t.name}"` };
    if (t.expected !== undefined) test.handExpected = t.expected;
    tests.push(test);
  }
  // Independent processes: run both at once, so one's start-up overlaps the other's work.
  const [random, large] = await Promise.all([
    inputs('random', meta.tests.seed, meta.tests.random),
    inputs('large', meta.tests.seed),
  ]);
  const issues: string[] = [];
  for (const [mode, inputs] of [
    ['random', random],
    ['large', large],
  ] as const) {
    for (const [i, input] of inputs.entries()) {
      const err = argsError(meta.signature, input);
      if (err) issues.push(`gen.py ${mode} input ${i + 1}: ${err}`);
      tests.push({ input, hidden: true, origin: `${mode} ${i + 1}` });
    }
  }
  if (large.length < MIN_LARGE_TESTS) {
    issues.push(
      `gen.py large printed ${large.length} inputs; at least ${MIN_LARGE_TESTS} at the top of the constraints`,
    );
  }
  const hidden = tests.filter((t) => t.hidden).length;
  if (hidden < MIN_HIDDEN_TESTS) {
    issues.push(
      `${hidden} hidden tests (edge ${source.edge.length} + random ${random.length} + large ${large.length}); at least ${MIN_HIDDEN_TESTS}`,
    );
  }
  if (issues.length > 0)
    throw new ContentError(
      source.slug,
      issues.map((message) => ({ file: 'gen.py', message })),
    );
  return tests;
}

/** Runs the JavaScript reference on inputs and returns its answers, or throws naming the test. */
export async function referenceAnswers(
  judge: Judge,
  source: ProblemSource,
  tests: readonly { input: unknown[]; origin: string }[],
): Promise<unknown[]> {
  const { meta } = source;
  const result: JudgeResult = await judge.run({
    language: 'javascript',
    code: source.solutions.javascript,
    signature: meta.signature,
    checker: meta.checker,
    tests: tests.map((t) => ({ input: t.input })),
    timeLimitMs: meta.timeLimitMs,
    memoryLimitMb: meta.memoryLimitMb,
    stopOnFirstFailure: true,
    // The answers are data here (expected outputs, brute-force agreement): never cut.
    answers: 'whole',
  });
  const answers: unknown[] = [];
  for (const [i, t] of tests.entries()) {
    const r = result.tests[i];
    if (r?.verdict !== 'accepted' || r.actual === undefined) {
      const why = r
        ? `${r.verdict}${r.error ? `: ${r.error.message}` : ''}`
        : `${result.verdict}${result.error ? `: ${result.error.message}` : ''}`;
      throw new ContentError(source.slug, [
        {
          file: 'solutions/solution.js',
          message: `the reference failed on ${t.origin}: ${why}${result.compileOutput ? `\n${result.compileOutput}` : ''}`,
        },
      ]);
    }
    answers.push(r.actual);
  }
  return answers;
}

/**
 * Which hand-written expected outputs (edge.json) the problem's custom checker rejects for the
 * reference's answers: it runs in the judge's checker box, like the server's (never here).
 */
async function customRejects(
  judge: Judge,
  source: ProblemSource,
  tests: PendingTest[],
): Promise<Map<number, string>> {
  const rejected = new Map<number, string>();
  const hand = tests.flatMap((t, i) =>
    'handExpected' in t ? [{ i, input: t.input, expected: t.handExpected }] : [],
  );
  if (!source.customChecker || hand.length === 0) return rejected;
  const { meta } = source;
  const result = await judge.run({
    language: 'javascript',
    code: source.solutions.javascript,
    signature: meta.signature,
    checker: 'custom',
    customChecker: source.customChecker.source,
    tests: hand.map((h) => ({ input: h.input, expected: h.expected })),
    timeLimitMs: meta.timeLimitMs,
    memoryLimitMb: meta.memoryLimitMb,
    stopOnFirstFailure: false,
    answers: 'whole',
  });
  if (result.verdict === 'internal_error' || result.tests.length !== hand.length) {
    const why = result.error ? `${result.error.type}: ${result.error.message}` : result.verdict;
    throw new ContentError(source.slug, [
      { file: 'checker.mjs', message: `the checker could not judge edge.json: ${why}` },
    ]);
  }
  for (const r of result.tests) {
    const h = hand[r.index];
    if (h && !r.passed) rejected.set(h.i, r.error?.message ?? r.verdict);
  }
  return rejected;
}

function verifyAnswers(
  source: ProblemSource,
  tests: PendingTest[],
  answers: unknown[],
  rejectedByChecker: Map<number, string>,
): void {
  const { meta } = source;
  const issues: string[] = [];
  for (const [i, t] of tests.entries()) {
    const err = valueError(meta.signature.returns, answers[i], 'answer');
    if (err) issues.push(`the reference's answer to ${t.origin} does not match the return type: ${err}`);
    if (!('handExpected' in t)) continue;
    const ok =
      meta.checker === 'custom' ? !rejectedByChecker.has(i) : check(meta.checker, t.handExpected, answers[i]);
    if (!ok) {
      issues.push(
        `${t.origin}: edge.json expects ${JSON.stringify(t.handExpected)} but the reference answers ${JSON.stringify(answers[i])}`,
      );
    }
  }
  if (issues.length > 0)
    throw new ContentError(
      source.slug,
      issues.map((message) => ({ file: 'tests/edge.json', message })),
    );
}

async function buildUncached(
  source: ProblemSource,
  opts: BuildOptions,
  config: ContentConfig,
): Promise<BuiltProblem> {
  let pending: PendingTest[];
  try {
    pending = await collectTests(source, opts.inputs ?? hostInputs(source, config));
  } catch (e) {
    if (e instanceof GeneratorError)
      throw new ContentError(source.slug, [{ file: 'gen.py', message: e.message }]);
    throw e;
  }
  const judge = await opts.judge();
  const answers = await referenceAnswers(judge, source, pending);
  verifyAnswers(source, pending, answers, await customRejects(judge, source, pending));
  const built: BuiltProblem = {
    slug: source.slug,
    version: source.version,
    meta: source.meta,
    statement: source.statement,
    editorial: source.editorial,
    solutions: source.solutions,
    tests: pending.map((t, i) => ({
      input: t.input,
      expected: answers[i],
      hidden: t.hidden,
      origin: t.origin,
    })),
  };
  if (source.customChecker) built.customChecker = source.customChecker.source;
  if (source.validator) built.validator = { language: 'python', code: source.validator };
  return built;
}

/** Builds one problem, from the cache when its content and the judge are unchanged. */
export async function buildProblem(source: ProblemSource, opts: BuildOptions): Promise<BuiltProblem> {
  const config = opts.config ?? readConfig();
  if (opts.cache === false) return buildUncached(source, opts, config);
  const cache = new DiskCache<BuiltProblem>(config.cacheDir, 'build');
  const key = cacheKey(source.version, await judgeVersion(), BUILD_FORMAT);
  const hit = await cache.get(source.slug, key);
  if (hit) return hit;
  const built = await buildUncached(source, opts, config);
  await cache.set(source.slug, key, built);
  return built;
}
