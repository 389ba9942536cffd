import { argsError } from '@codecoach/contracts';
import type { Judge, JudgeResult, JudgeTest } from '@codecoach/judge';
import { type BuiltProblem, type BuiltTest, referenceAnswers } from './build.ts';
import { cacheKey, DiskCache, judgeVersion } from './cache.ts';
import { type ContentConfig, readConfig } from './config.ts';
import { generate } from './gen.ts';
import { languageTimeLimitMs } from './limits.ts';
import type { ProblemSource } from './load.ts';
import { type ReferenceLanguage, referenceLanguages } from './schema.ts';
import { validateInputs } from './validator.ts';

/**
 * The proof of a problem (FORMAT.md "Proof"), through the real judge and sandbox:
 * - each reference is accepted in all four languages, its slowest test within half the limit;
 * - the brute force agrees with the reference on `tests.small` generated inputs;
 * - each planted wrong solution gets exactly the verdict it was planted for; a `time_limit_exceeded`
 *   plant gets it at TLE_MARGIN times the limit, so the verdict still holds on a machine that much faster;
 * - each example's `output` is what the reference answers (by the checker).
 * One judge run per solution: each is compiled once and runs all its tests in one harness.
 */

/** Bump when what a proof establishes changes, so cached proofs are redone. */
const PROOF_FORMAT = '2';
/** How many runs a reference gets to show it is within half the limit (see reference()). */
const TIMING_RUNS = 3;
/**
 * A `time_limit_exceeded` plant runs with the limit multiplied by this and must still exceed it.
 * One run at 2x replaces the run at 1x (over 2x the limit is over the limit), and the verdict then
 * holds on a CPU up to 2x faster than the one that proved it, instead of depending on the machine.
 */
export const TLE_MARGIN = 2;

export interface ProofCheck {
  name: string;
  ok: boolean;
  detail: string;
  ms: number;
}

export interface ProofReport {
  slug: string;
  version: string;
  ok: boolean;
  checks: ProofCheck[];
  ms: number;
  /** true when this report came from the cache (a proof of the same content and judge). */
  cached: boolean;
}

export interface ProveOptions {
  judge: () => Promise<Judge>;
  config?: ContentConfig;
  cache?: boolean;
}

/**
 * Where the brute force's small inputs come from: by default the problem's `gen.py small` on the
 * host (the reviewed bank); a generated problem passes its own, produced inside the sandbox.
 */
export type SmallInputs = (seed: number, count: number) => Promise<unknown[][]>;

const short = (v: unknown, max = 120): string => {
  const text = JSON.stringify(v) ?? 'undefined';
  return text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
};

function failureText(result: JudgeResult, origins: readonly string[]): string {
  const f = result.firstFailure;
  const where = f ? ` on ${origins[f.index] ?? `test ${f.index + 1}`}` : '';
  const error = result.error ? `: ${result.error.message}` : '';
  const compile = result.compileOutput ? `\n${result.compileOutput.slice(0, 2000)}` : '';
  const io =
    f && result.verdict === 'wrong_answer'
      ? ` (input ${short(f.input)}, expected ${short(f.expected)}, got ${short(f.actual)})`
      : '';
  return `${result.verdict}${where}${error}${io}${compile}`;
}

/**
 * The checks of a proof, one method each, so that a caller can run them in its own order and
 * report progress between them (the problem generator proves language by language).
 */
export class Prover {
  readonly checks: ProofCheck[] = [];
  constructor(
    private readonly source: ProblemSource,
    private readonly built: BuiltProblem,
    private readonly judge: Judge,
    config: ContentConfig,
    private readonly smallInputs: SmallInputs = (seed, count) =>
      generate(config.python, source.genPath, 'small', seed, count),
  ) {}

  private async run(
    language: ReferenceLanguage,
    code: string,
    tests: JudgeTest[],
    timeLimitMs = this.source.meta.timeLimitMs,
  ): Promise<JudgeResult> {
    const { meta } = this.source;
    // A custom checker runs where the server's does: in the judge's checker box (never here).
    const custom = this.source.customChecker?.source;
    return this.judge.run({
      language,
      code,
      signature: meta.signature,
      checker: meta.checker,
      ...(custom ? { customChecker: custom } : {}),
      tests,
      timeLimitMs,
      memoryLimitMb: meta.memoryLimitMb,
      stopOnFirstFailure: true,
      // The answers are data here (expected outputs, brute-force agreement): never cut.
      answers: 'whole',
    });
  }

  private async step(name: string, fn: () => Promise<{ ok: boolean; detail: string }>): Promise<void> {
    const start = performance.now();
    let outcome: { ok: boolean; detail: string };
    try {
      outcome = await fn();
    } catch (e) {
      outcome = { ok: false, detail: (e as Error).message };
    }
    this.checks.push({ name, ...outcome, ms: Math.round(performance.now() - start) });
  }

  private get tests(): BuiltTest[] {
    return this.built.tests;
  }

  async examples(): Promise<void> {
    await this.step('examples match the reference', async () => {
      const examples = this.source.meta.examples;
      const result = await this.run(
        'javascript',
        this.source.solutions.javascript,
        examples.map((ex) => ({ input: ex.args, expected: JSON.parse(ex.output) as unknown })),
      );
      const origins = examples.map((_, i) => `example ${i + 1}`);
      if (result.verdict === 'accepted') return { ok: true, detail: `${examples.length} example(s)` };
      return {
        ok: false,
        detail: `problem.yaml examples: the reference disagrees: ${failureText(result, origins)}`,
      };
    });
  }

  async reference(language: ReferenceLanguage): Promise<void> {
    await this.step(`reference ${language}`, async () => {
      const tests = this.tests.map((t) => ({ input: t.input, expected: t.expected }));
      const origins = this.tests.map((t) => t.origin);
      const limit = languageTimeLimitMs(language, this.source.meta.timeLimitMs);
      // Per-test times are wall-clock: a busy machine only ever inflates them. So a run over half
      // the limit is repeated, and each test keeps its fastest time, before the check fails.
      let best: number[] = [];
      let runs = 0;
      let memoryMb = 0;
      while (runs < TIMING_RUNS) {
        const result = await this.run(language, this.source.solutions[language] ?? '', tests);
        runs++;
        if (result.verdict !== 'accepted') return { ok: false, detail: failureText(result, origins) };
        memoryMb = Math.max(memoryMb, result.memoryMb);
        best = result.tests.map((t, i) => Math.min(t.runtimeMs, best[i] ?? Number.POSITIVE_INFINITY));
        if (Math.max(...best) * 2 <= limit) break;
      }
      const slowestMs = Math.max(...best);
      const slowest = best.indexOf(slowestMs);
      const ok = slowestMs * 2 <= limit;
      const share = Math.round((100 * slowestMs) / limit);
      const tries = runs > 1 ? ` (fastest of ${runs} runs)` : '';
      const detail = `${tests.length} tests, slowest ${slowestMs} ms on ${origins[slowest]} = ${share}% of the ${limit} ms limit${tries}${ok ? '' : ' (must be at most 50%)'}, ${memoryMb} MB`;
      return { ok, detail };
    });
  }

  /**
   * `known`: the JavaScript reference's answers to exactly the small inputs, when the caller has
   * them already (the generator gets them in the same run as the tests' expected outputs);
   * otherwise the reference is run on them here.
   */
  async brute(known?: readonly unknown[]): Promise<void> {
    await this.step('brute force agrees', async () => {
      const { meta } = this.source;
      const inputs = await this.smallInputs(meta.tests.seed, meta.tests.small);
      for (const [i, input] of inputs.entries()) {
        const err = argsError(meta.signature, input);
        if (err) return { ok: false, detail: `gen.py small input ${i + 1}: ${err}` };
      }
      const origins = inputs.map((_, i) => `small ${i + 1}`);
      const pending = inputs.map((input, i) => ({ input, origin: origins[i] ?? '' }));
      if (known && known.length !== inputs.length)
        return { ok: false, detail: `${known.length} known answers for ${inputs.length} small inputs` };
      const answers = known ?? (await referenceAnswers(this.judge, this.source, pending));
      const result = await this.run(
        'python',
        this.source.brute,
        inputs.map((input, i) => ({ input, expected: answers[i] })),
      );
      if (result.verdict === 'accepted') return { ok: true, detail: `${inputs.length} small inputs` };
      const f = result.firstFailure;
      const disagreement = f
        ? ` (input ${short(f.input)}: reference ${short(f.expected)}, brute ${short(f.actual)})`
        : '';
      return {
        ok: false,
        detail: `brute.py: ${result.verdict}${f ? ` on ${origins[f.index]}` : ''}${disagreement}${result.error ? `: ${result.error.message}` : ''}`,
      };
    });
  }

  /**
   * validator.py (validator.ts), in the sandbox: it accepts every input the problem uses (the
   * examples, every hidden test, the brute force's small inputs) and rejects every planted invalid
   * input with a message that names its rule. A problem without one is reported, not failed, until
   * the whole bank has them (issue 23).
   */
  async validator(): Promise<void> {
    const { meta, validator } = this.source;
    if (!validator) return;
    await this.step('validator accepts every test and rejects every planted invalid input', async () => {
      const small = await this.smallInputs(meta.tests.seed, meta.tests.small);
      const valid = [
        ...meta.examples.map((e, i) => ({ input: e.args, origin: `example ${i + 1}` })),
        ...this.tests.map((t) => ({ input: t.input, origin: t.origin })),
        ...small.map((input, i) => ({ input, origin: `small ${i + 1}` })),
      ];
      const invalid = meta.invalid ?? [];
      const v = await validateInputs(this.judge, { language: 'python', code: validator }, meta.signature, [
        ...valid.map((x) => x.input),
        ...invalid.map((x) => x.args),
      ]);
      if (!v.ok) return { ok: false, detail: v.error };
      for (const [i, x] of valid.entries()) {
        const message = v.messages[i];
        if (message)
          return { ok: false, detail: `validator.py rejects ${x.origin} (${short(x.input)}): ${message}` };
      }
      for (const [k, bad] of invalid.entries()) {
        const message = v.messages[valid.length + k] ?? '';
        if (!message)
          return {
            ok: false,
            detail: `validator.py accepts planted invalid input ${k + 1} (${short(bad.args)})`,
          };
        if (!message.toLowerCase().includes(bad.rule.toLowerCase()))
          return {
            ok: false,
            detail: `validator.py rejects planted invalid input ${k + 1} with "${message}", which does not name "${bad.rule}"`,
          };
      }
      return {
        ok: true,
        detail: `${valid.length} inputs accepted, ${invalid.length} planted invalid inputs rejected`,
      };
    });
  }

  async wrong(index: number): Promise<void> {
    const planted = this.source.wrong[index];
    if (!planted) return;
    // A slow plant must be slow with room to spare, not just over the limit on this machine.
    const margin = planted.expect === 'time_limit_exceeded' ? TLE_MARGIN : 1;
    const at = margin === 1 ? '' : ` (at ${margin}x the limit)`;
    await this.step(`${planted.file} gets ${planted.expect}${at}`, async () => {
      const result = await this.run(
        planted.language,
        planted.code,
        this.tests.map((t) => ({ input: t.input, expected: t.expected })),
        this.source.meta.timeLimitMs * margin,
      );
      const origins = this.tests.map((t) => t.origin);
      const ok = result.verdict === planted.expect;
      const limit = languageTimeLimitMs(planted.language, this.source.meta.timeLimitMs);
      const scaled =
        margin === 1
          ? ''
          : ` with ${limit * margin} ms per test (${margin}x the ${limit} ms ${planted.language} limit)`;
      // A slow plant that was not slow enough: say how close it came, so the author sees the gap.
      const slowest = result.tests.reduce<JudgeResult['tests'][number] | undefined>(
        (s, t) => (s && s.runtimeMs >= t.runtimeMs ? s : t),
        undefined,
      );
      const closest =
        margin !== 1 && slowest
          ? `; its slowest test took ${slowest.runtimeMs} ms on ${origins[slowest.index]}`
          : '';
      return {
        ok,
        detail: ok
          ? `${failureText(result, origins).split('\n')[0] ?? ''}${scaled}`
          : `planted for ${planted.expect}${at}, got ${failureText(result, origins)}${scaled}${closest}`,
      };
    });
  }
}

async function proveUncached(
  source: ProblemSource,
  built: BuiltProblem,
  opts: ProveOptions,
  config: ContentConfig,
): Promise<ProofReport> {
  const start = performance.now();
  const prover = new Prover(source, built, await opts.judge(), config);
  await prover.examples();
  for (const language of referenceLanguages(source)) await prover.reference(language);
  await prover.brute();
  await prover.validator();
  for (let i = 0; i < source.wrong.length; i++) await prover.wrong(i);
  const checks = prover.checks;
  return {
    slug: source.slug,
    version: source.version,
    ok: checks.every((c) => c.ok),
    checks,
    ms: Math.round(performance.now() - start),
    cached: false,
  };
}

/**
 * Proves one problem; a successful proof of the same content and judge is reused. The built
 * tests are asked for only when the proof must actually run, so a cached proof reads nothing else.
 */
export async function proveProblem(
  source: ProblemSource,
  build: () => Promise<BuiltProblem>,
  opts: ProveOptions,
): Promise<ProofReport> {
  const config = opts.config ?? readConfig();
  if (opts.cache === false) return proveUncached(source, await build(), opts, config);
  const cache = new DiskCache<ProofReport>(config.cacheDir, 'proof');
  const key = cacheKey(source.version, await judgeVersion(), PROOF_FORMAT);
  const hit = await cache.get(source.slug, key);
  if (hit?.ok) return { ...hit, cached: true };
  const report = await proveUncached(source, await build(), opts, config);
  // Only successes are cached: a failing problem is re-proven until it is fixed.
  if (report.ok) await cache.set(source.slug, key, report);
  return report;
}
