import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Signature } from '@codecoach/contracts';
import { LANGUAGE_DEFS, starterCode } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSlugs, loadProblemSource } from './load.ts';

/**
 * Every problem's starter code in C and C# compiles with the judge's own harness for its
 * signature (issue 29): the types the starter declares are the ones the harness passes and
 * expects back. One compiler run per language for the whole bank: C as one gcc invocation of
 * every problem's translation unit (syntax and types only: nothing to link but the unit itself),
 * C# as one mcs compilation with each problem's two files in a namespace of their own,
 * TypeScript as one run of the judge's own checker (its flags, its ListNode and TreeNode) over
 * every problem's starter, each in a namespace of its own.
 */
const run = promisify(execFile);
const MCS = '/usr/lib/mono/4.5/mcs.exe';

let dir: string;
let problems: Array<{ slug: string; signature: Signature }>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'starters-'));
  const slugs = await listSlugs();
  problems = await Promise.all(
    slugs.map(async (slug) => ({ slug, signature: (await loadProblemSource(slug)).meta.signature })),
  );
  // Reading and validating 150 folders takes well over the default 10 s on a busy machine.
}, 120_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The compiler's error lines, each with the problem it came from (files are named p<index>.*). */
function failures(out: string): string {
  return out
    .split('\n')
    .filter((l) => /error/i.test(l))
    .map((l) => l.replace(/\bp(\d+)\./, (m, i: string) => `${problems[Number(i)]?.slug}: ${m}`))
    .slice(0, 40)
    .join('\n');
}

describe("the bank's starter code compiles with the judge's harness", () => {
  it('C: every problem, in one gcc run', async () => {
    expect(problems.length).toBeGreaterThan(100);
    const files: string[] = [];
    for (const [i, p] of problems.entries()) {
      const code = starterCode(p.signature, 'c');
      const sources = LANGUAGE_DEFS.c.sources(code, p.signature);
      const file = `p${i}.c`;
      await writeFile(join(dir, file), sources['main.c'] as string);
      files.push(file);
    }
    // C only warns where the types disagree: those warnings are errors here (a starter whose
    // parameters differ from what the harness passes must fail), the empty body's missing
    // return is not.
    const out = await run(
      'gcc',
      [
        '-std=gnu11',
        '-fsyntax-only',
        '-Werror=implicit-function-declaration',
        '-Werror=incompatible-pointer-types',
        '-Werror=int-conversion',
        '-Werror=implicit-int',
        '-Wno-return-type',
        ...files,
      ],
      { cwd: dir, maxBuffer: 64 << 20 },
    ).then(
      (r) => ({ ok: true, text: r.stderr }),
      (e: { stderr?: string; message: string }) => ({ ok: false, text: e.stderr ?? e.message }),
    );
    expect(out.ok, failures(out.text)).toBe(true);
    expect(out.text).not.toMatch(/error/);
  }, 120_000);

  it('C#: every problem, in one mcs run', async () => {
    expect(existsSync(MCS), 'mcs (apt-get install mono-mcs)').toBe(true);
    expect(problems.length).toBeGreaterThan(100);
    const files: string[] = [];
    for (const [i, p] of problems.entries()) {
      const starter = starterCode(p.signature, 'csharp');
      // LeetCode's C# starter has an empty body, which mcs refuses (CS0161, not all code paths
      // return a value) as LeetCode's compiler does: the learner's first line of code goes there.
      const body = /\{\n {8}\n {4}\}/g;
      expect(starter.match(body), p.slug).toHaveLength(1);
      const code = starter.replace(body, '{\n        throw new NotImplementedException();\n    }');
      const sources = LANGUAGE_DEFS.csharp.sources(code, p.signature);
      // Each problem's classes in a namespace of their own; the using directives stay in front.
      for (const [name, text] of Object.entries(sources)) {
        const lines = text.split('\n');
        const usings = name === 'solution.cs' ? 0 : lines.findIndex((l) => !l.startsWith('using '));
        const head = name === 'solution.cs' ? (/^(using [^;]+; )+/.exec(text)?.[0] ?? '') : '';
        const rest = name === 'solution.cs' ? text.slice(head.length) : lines.slice(usings).join('\n');
        const pre = name === 'solution.cs' ? head : `${lines.slice(0, usings).join('\n')}\n`;
        const file = `p${i}.${name}`;
        await writeFile(join(dir, file), `${pre}namespace P${i} { ${rest}\n}\n`);
        files.push(file);
      }
    }
    const out = await run('mono', [MCS, '-nologo', '-target:library', '-out:all.dll', ...files], {
      cwd: dir,
      maxBuffer: 64 << 20,
    }).then(
      (r) => ({ ok: true, text: r.stdout }),
      (e: { stdout?: string; stderr?: string; message: string }) => ({
        ok: false,
        text: `${e.stdout ?? ''}${e.stderr ?? e.message}`,
      }),
    );
    expect(out.ok, failures(out.text)).toBe(true);
    expect(out.text).not.toMatch(/error CS/);
  }, 120_000);

  it("TypeScript: every problem, in one run of the judge's checker", async () => {
    expect(problems.length).toBeGreaterThan(100);
    const parts: string[] = [];
    /** The first line of each problem's namespace, to name the problem of an error's line. */
    const starts: number[] = [];
    let line = 1;
    for (const [i, p] of problems.entries()) {
      const starter = starterCode(p.signature, 'typescript');
      // LeetCode's TypeScript starter has an empty body, which tsc refuses (TS2355, a function
      // whose declared type is not void must return a value): the learner's first line goes there.
      const body = /\{\n {4}\n\};\n$/;
      expect(body.test(starter), p.slug).toBe(true);
      const code = `namespace p${i} {\n${starter.replace(body, "{\n    throw new Error('unimplemented');\n};\n")}}\n`;
      starts.push(line);
      line += code.split('\n').length - 1;
      parts.push(code);
    }
    const sources = LANGUAGE_DEFS.typescript.sources(parts.join(''), problems[0]?.signature as Signature);
    for (const [name, text] of Object.entries(sources)) await writeFile(join(dir, name), text);
    await mkdir(join(dir, 'out'), { recursive: true });
    const tsLib = createRequire(import.meta.url).resolve('typescript');
    const out = await run(process.execPath, ['check.cjs', tsLib], { cwd: dir, maxBuffer: 64 << 20 }).then(
      (r) => ({ ok: true, text: r.stdout }),
      (e: { stdout?: string; message: string }) => ({ ok: false, text: e.stdout ?? e.message }),
    );
    const named = out.text.replace(/solution\.ts\((\d+),/g, (m, l: string) => {
      const at = starts.findLastIndex((s) => s <= Number(l));
      return `${problems[at]?.slug}: ${m}`;
    });
    expect(out.ok, named.slice(0, 4000)).toBe(true);
    expect(existsSync(join(dir, 'out/solution.js'))).toBe(true);
  }, 120_000);
});
