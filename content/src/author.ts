import type { Signature } from '@codecoach/contracts';
import type { Judge, JudgeResult } from '@codecoach/judge';
import { type BuiltProblem, buildProblem } from './build.ts';
import { readConfig } from './config.ts';
import { type GenerateInputs, GeneratorError, type GenMode, genArgs, parseGenOutput } from './gen.ts';
import { type ProblemSource, sourceFromFiles } from './load.ts';
import { type ProofCheck, Prover } from './proof.ts';
import { ContentError, type Issue, referenceLanguages } from './schema.ts';

/**
 * A problem written by an admin in the browser (or imported as a zip): the same folder format and
 * the same proof as the bank's (FORMAT.md), with one difference: none of its programs runs on the
 * host. Its gen.py runs in the judge's Python sandbox through a small harness (below), like its
 * solutions, validator and checker, which the bank's proof already runs there.
 */

/** What an upload may hold: a problem folder is a few dozen small text files. */
export const AUTHOR_LIMITS = { files: 64, fileBytes: 512 * 1024, totalBytes: 2 * 1024 * 1024 } as const;
const PATH = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Every file name and size rule an upload breaks (before any content is read as a problem). */
export function fileIssues(files: ReadonlyMap<string, string>): Issue[] {
  const issues: Issue[] = [];
  if (files.size > AUTHOR_LIMITS.files)
    issues.push({ file: '.', message: `${files.size} files; at most ${AUTHOR_LIMITS.files}` });
  let total = 0;
  for (const [path, text] of files) {
    const bytes = Buffer.byteLength(text, 'utf8');
    total += bytes;
    if (!PATH.test(path) || path.split('/').length > 3)
      issues.push({
        file: path,
        message: 'not a file name a problem folder holds (letters, digits, . _ - and /)',
      });
    if (bytes > AUTHOR_LIMITS.fileBytes)
      issues.push({ file: path, message: `${bytes} bytes; at most ${AUTHOR_LIMITS.fileBytes} per file` });
  }
  if (total > AUTHOR_LIMITS.totalBytes)
    issues.push({ file: '.', message: `${total} bytes in all; at most ${AUTHOR_LIMITS.totalBytes}` });
  return issues;
}

/**
 * A generator as the judge runs it in the sandbox: `generate(mode, seed, count)` returns what it
 * printed. An admin's gen.py (below) and a generated problem's JavaScript generator
 * (packages/generator) share it.
 */
export const GEN_SIGNATURE: Signature = {
  function: 'generate',
  params: [
    { name: 'mode', type: 'string' },
    { name: 'seed', type: 'int' },
    { name: 'count', type: 'int' },
  ],
  returns: 'string',
};
/** Per mode: a generator of large inputs in Python takes a few seconds at most. */
const GEN_TIME_LIMIT_MS = 10_000;
const GEN_MEMORY_MB = 1024;

/**
 * gen.py as the judge's Python harness expects a program: `Solution.generate(mode, seed, count)`
 * runs the script as `__main__` with gen.py's own arguments and returns what it printed. A JSON
 * string literal is a Python string literal, so the script travels as data.
 */
function genHarness(genSource: string): string {
  return `import io as _io
import sys as _sys

_GEN_SOURCE = ${JSON.stringify(genSource)}

class Solution:
    def generate(self, mode: str, seed: int, count: int) -> str:
        argv = ["gen.py", mode, str(seed)] + ([] if mode == "large" else [str(count)])
        out = _io.StringIO()
        saved = (_sys.argv, _sys.stdout)
        _sys.argv, _sys.stdout = argv, out
        try:
            exec(compile(_GEN_SOURCE, "gen.py", "exec"), {"__name__": "__main__"})
        except SystemExit as e:
            if e.code not in (None, 0):
                raise RuntimeError("gen.py exited with " + str(e.code))
        finally:
            _sys.argv, _sys.stdout = saved
        return out.getvalue()
`;
}

function runFailure(result: JudgeResult): string {
  const t = result.tests.find((x) => !x.passed);
  const error = t?.error ?? result.error;
  return `${t?.verdict ?? result.verdict}${error ? `: ${error.message}` : ''}${result.compileOutput ? `\n${result.compileOutput.slice(0, 1000)}` : ''}`;
}

/**
 * gen.py's inputs, produced in the sandbox. Each (mode, seed, count) runs once: the brute force
 * and the validator ask for the same small inputs.
 */
export function sandboxedInputs(judge: Judge, genSource: string, signal?: AbortSignal): GenerateInputs {
  const code = genHarness(genSource);
  const runs = new Map<string, Promise<unknown[][]>>();
  const once = async (mode: GenMode, seed: number, count?: number): Promise<unknown[][]> => {
    const args = genArgs(mode, seed, count);
    const result = await judge.run({
      language: 'python',
      code,
      signature: GEN_SIGNATURE,
      checker: 'exact',
      tests: [{ input: [mode, seed, count ?? 0] }],
      timeLimitMs: GEN_TIME_LIMIT_MS,
      memoryLimitMb: GEN_MEMORY_MB,
      stopOnFirstFailure: true,
      answers: 'whole',
      ...(signal ? { signal } : {}),
    });
    const text = result.tests[0]?.actual;
    if (result.verdict !== 'accepted' || typeof text !== 'string')
      throw new GeneratorError(`gen.py ${args.join(' ')} failed in the sandbox: ${runFailure(result)}`);
    return parseGenOutput(text, args, count);
  };
  return (mode, seed, count) => {
    const key = `${mode} ${seed} ${count ?? ''}`;
    let run = runs.get(key);
    if (!run) {
      run = once(mode, seed, count);
      runs.set(key, run);
    }
    return run;
  };
}

export interface AuthoredProof {
  ok: boolean;
  /** The content hash of the files proven (the problem's version). */
  version: string;
  checks: ProofCheck[];
  /** The built problem (tests with the reference's answers), when every check passed. */
  built?: BuiltProblem;
}

/** The name of the check that stands for building the tests (the examples, edge.json and gen.py). */
export const BUILD_CHECK = 'tests built from the examples, edge.json and gen.py';

/**
 * Proves a problem's files with the bank's own Prover, every program in the sandbox: the folder's
 * rules first (a ContentError lists what is wrong), then the tests are built, then each check in
 * the bank's order. `onCheck` hears each check as it ends, for a live view.
 */
export async function proveFiles(
  slug: string,
  files: ReadonlyMap<string, string>,
  opts: { judge: Judge; onCheck?: (check: ProofCheck) => Promise<void> | void; signal?: AbortSignal },
): Promise<AuthoredProof> {
  const issues = fileIssues(files);
  if (issues.length > 0) throw new ContentError(slug, issues);
  const source: ProblemSource = sourceFromFiles(slug, files);
  const inputs = sandboxedInputs(opts.judge, files.get('gen.py') ?? '', opts.signal);
  const checks: ProofCheck[] = [];
  const report = async (check: ProofCheck) => {
    checks.push(check);
    await opts.onCheck?.(check);
  };
  const started = performance.now();
  let built: BuiltProblem;
  try {
    built = await buildProblem(source, { judge: async () => opts.judge, cache: false, inputs });
  } catch (e) {
    const detail =
      e instanceof ContentError
        ? e.issues.map((i) => `${i.file}${i.field ? ` ${i.field}` : ''}: ${i.message}`).join('\n')
        : (e as Error).message;
    await report({ name: BUILD_CHECK, ok: false, detail, ms: Math.round(performance.now() - started) });
    return { ok: false, version: source.version, checks };
  }
  const hidden = built.tests.filter((t) => t.hidden).length;
  await report({
    name: BUILD_CHECK,
    ok: true,
    detail: `${built.tests.length} tests (${hidden} hidden)`,
    ms: Math.round(performance.now() - started),
  });
  const prover = new Prover(source, built, opts.judge, readConfig(), (seed, count) =>
    inputs('small', seed, count),
  );
  const steps: Array<() => Promise<void>> = [
    () => prover.examples(),
    ...referenceLanguages(source).map((l) => () => prover.reference(l)),
    () => prover.brute(),
    () => prover.validator(),
    ...source.wrong.map((_, i) => () => prover.wrong(i)),
  ];
  for (const step of steps) {
    if (opts.signal?.aborted) throw opts.signal.reason;
    const before = prover.checks.length;
    await step();
    for (const check of prover.checks.slice(before)) await report(check);
  }
  const ok = checks.every((c) => c.ok);
  return { ok, version: source.version, checks, ...(ok ? { built } : {}) };
}
