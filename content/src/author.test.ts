/**
 * An admin's problem (author.ts): the bank's folder format and proof, with gen.py run in the
 * sandbox instead of on the host. Real judge, real sandbox.
 */
import { existsSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { fileIssues, proveFiles, sandboxedInputs } from './author.ts';
import { lazyJudge } from './bank.ts';
import { buildProblem } from './build.ts';
import { contentHash, loadProblemSource, readProblemFiles } from './load.ts';
import { ContentError } from './schema.ts';

const judge = lazyJudge();
afterAll(() => judge.close());

/**
 * Two Sum with four times its time limit, so that a reference's timing on a busy machine is not
 * what these tests measure; without its Java O(n^2) plant, which that limit would let through
 * (the C++ one is still over it at 2x).
 */
function roomy(files: Map<string, string>): Map<string, string> {
  const copy = new Map(files);
  copy.delete('wrong/quadratic.java');
  const yaml = (copy.get('problem.yaml') ?? '')
    .replace(/^timeLimitMs: (\d+)/m, (_, ms: string) => `timeLimitMs: ${Number(ms) * 4}`)
    .replace(/ {2}- file: wrong\/quadratic\.java\n(?: {4}.*\n)+/, '');
  copy.set('problem.yaml', yaml);
  return copy;
}

describe('an authored problem', () => {
  it('is proven with every program in the sandbox, and its gen.py there makes the tests the host makes', {
    timeout: 300_000,
  }, async () => {
    // A roomier limit than the bank's: a reference's timing on a busy machine is not what this tests.
    const files = roomy(await readProblemFiles('two-sum'));
    const heard: string[] = [];
    const proof = await proveFiles('two-sum', files, {
      judge: await judge.get(),
      onCheck: (c) => {
        heard.push(c.name);
      },
    });
    expect(proof.checks.filter((c) => !c.ok)).toEqual([]);
    expect(proof.ok).toBe(true);
    // Each check was heard as it ended, in the bank's order, the build first.
    expect(heard).toEqual(proof.checks.map((c) => c.name));
    expect(heard.slice(0, 3)).toEqual([
      'tests built from the examples, edge.json and gen.py',
      'examples match the reference',
      'reference javascript',
    ]);
    expect(heard).toContain('wrong/quadratic.cpp gets time_limit_exceeded (at 2x the limit)');
    const source = await loadProblemSource('two-sum');
    expect(proof.version).toBe(contentHash(files));
    const host = await buildProblem(source, { judge: judge.get, cache: false });
    expect(proof.built?.tests.map((t) => t.input)).toEqual(host.tests.map((t) => t.input));
    expect(proof.built?.tests.map((t) => t.expected)).toEqual(host.tests.map((t) => t.expected));
  });

  it('fails on what is wrong, naming it, and publishes nothing', { timeout: 120_000 }, async () => {
    const files = new Map(await readProblemFiles('two-sum'));
    files.set(
      'solutions/solution.py',
      files.get('solutions/solution.py')?.replace('return [', 'return [0, ') ?? '',
    );
    const proof = await proveFiles('two-sum', files, { judge: await judge.get() });
    expect(proof.ok).toBe(false);
    expect(proof.built).toBeUndefined();
    const failed = proof.checks.filter((c) => !c.ok);
    expect(failed.map((c) => c.name)).toContain('reference python');
  });

  it("runs a hostile gen.py only in the sandbox: the host's files stay out of reach", {
    timeout: 60_000,
  }, async () => {
    const marker = `/tmp/codecoach-author-gen-${process.pid}`;
    rmSync(marker, { force: true });
    const hostile = [
      'import os, sys',
      `open(${JSON.stringify(marker)}, "w").write("escaped")`,
      'print(open("/etc/shadow").read())',
    ].join('\n');
    const inputs = sandboxedInputs(await judge.get(), hostile);
    await expect(inputs('random', 1, 3)).rejects.toThrow(/gen\.py random 1 3 failed in the sandbox/);
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a folder that breaks the rules before anything runs', async () => {
    const files = new Map(await readProblemFiles('two-sum'));
    files.set('../escape.py', 'print(1)');
    files.delete('validator.py');
    expect(fileIssues(files).map((i) => i.file)).toEqual(['../escape.py']);
    const proof = proveFiles('two-sum', files, { judge: await judge.get() });
    await expect(proof).rejects.toBeInstanceOf(ContentError);
    files.delete('../escape.py');
    await expect(proveFiles('two-sum', files, { judge: await judge.get() })).rejects.toThrow(/validator\.py/);
  });
});
