import {
  type BuiltProblem,
  type BuiltTest,
  MIN_HIDDEN_TESTS,
  ProblemMeta,
  type ProofCheck,
  Prover,
  readConfig,
  referenceAnswers,
} from '@codecoach/content';
import { formatReadableInput, valueError } from '@codecoach/contracts';
import type { Judge } from '@codecoach/judge';
import type { ProblemDraft } from './draft.ts';
import { LARGE_COUNT } from './prelude.ts';
import {
  buildMeta,
  EXAMPLES,
  LANGUAGE_STEPS,
  ProofFailure,
  type ProofOutcome,
  type ProofStep,
  SMALL_TESTS,
  toSource,
} from './prove.ts';
import { runGenerator, runValidator } from './sandbox.ts';

/**
 * The proof as it was before it ran its languages concurrently (one judge run after another), kept
 * only as the baseline `bench/generate/fast.ts` times `proveDraft` against, side by side in one
 * process. Not used by the product. The same checks as `proveDraft`, plus the bank's separate
 * examples run and the brute force's own reference run.
 */
export async function proveDraftSequential(
  draft: ProblemDraft,
  judge: Judge,
  onStep: (step: ProofStep) => void = () => {},
): Promise<ProofOutcome> {
  const checks: ProofCheck[] = [];
  const fail = (reason: string): ProofOutcome => ({ ok: false, reason, checks });
  onStep('tests');
  const t0 = performance.now();
  const randomCount = Math.max(10, MIN_HIDDEN_TESTS - draft.edge.length - LARGE_COUNT);
  const inputs = await runGenerator(judge, draft.generatorCode, draft.signature, draft.seed, {
    example: EXAMPLES,
    small: SMALL_TESTS,
    random: randomCount,
  });
  const labelled = [
    ...inputs.example.map((input, i) => ({ input, origin: `example ${i + 1}`, hidden: false })),
    ...draft.edge.map((input, i) => ({ input, origin: `edge ${i + 1}`, hidden: true })),
    ...inputs.random.map((input, i) => ({ input, origin: `random ${i + 1}`, hidden: true })),
    ...inputs.large.map((input, i) => ({ input, origin: `large ${i + 1}`, hidden: true })),
  ];
  const small = inputs.small.map((input, i) => ({ input, origin: `small ${i + 1}` }));
  const rejected = await runValidator(judge, draft.validatorCode, draft.signature, [...labelled, ...small]);
  const testsMs = () => Math.round(performance.now() - t0);
  if (rejected) {
    checks.push({ name: 'validator accepts every input', ok: false, detail: rejected, ms: testsMs() });
    return fail(rejected);
  }
  const provisional = buildMeta(draft, [], randomCount);
  const answers = await referenceAnswers(judge, toSource(draft, provisional), labelled);
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
    detail: `${labelled.length + small.length} inputs (${hidden} hidden tests, ${small.length} small)`,
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
  const prover = new Prover(source, problem, judge, readConfig(), async (_seed, count) => {
    if (count !== small.length)
      throw new ProofFailure(`asked for ${count} small inputs, ${small.length} made`);
    return small.map((s) => s.input);
  });
  for (const [language, step] of LANGUAGE_STEPS) {
    onStep(step);
    if (language === 'javascript') await prover.examples();
    await prover.reference(language);
    if (language === 'python') await prover.brute();
    for (const [i, w] of source.wrong.entries()) if (w.language === language) await prover.wrong(i);
    const failed = prover.checks.find((c) => !c.ok);
    if (failed) {
      checks.push(...prover.checks);
      return fail(`${failed.name}: ${failed.detail}`);
    }
  }
  checks.push(...prover.checks);
  return { ok: true, problem, checks };
}
