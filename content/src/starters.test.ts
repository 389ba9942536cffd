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
 * every problem's starter, each in a namespace of its own, Go as one
 * `go build` over a GOPATH holding the harness's package and each problem as a main package, Rust as
 * one rustc type check (`--emit=metadata`) of one crate with each problem as a module. Ruby,
 * interpreted, as one Ruby process that parses the harness and every starter (the judge's own
 * compile step), evaluates each, and finds the method the harness would call, with its arity.
 */
const run = promisify(execFile);
const MCS = '/usr/lib/mono/4.5/mcs.exe';
const RUBY = '/usr/bin/ruby';
/** Debian's rustc, as the judge finds it first (never a rustup proxy a fresh host lacks). */
const RUSTC = '/usr/bin/rustc';

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

  it('Ruby: every problem parses, and defines the method the harness calls, in one ruby run', async () => {
    expect(existsSync(RUBY), 'ruby (apt-get install ruby)').toBe(true);
    expect(problems.length).toBeGreaterThan(100);
    const harness = LANGUAGE_DEFS.ruby.sources('', problems[0]?.signature as Signature)['main.rb'] as string;
    await writeFile(join(dir, 'main.rb'), harness);
    // The harness's own name rule (CodeCoachHarness.snake), taken from its source, so the test
    // checks that the starter's def is the name the harness looks for.
    const snake = /^ {2}def self\.snake\(name\)\n.*?\n {2}end$/ms.exec(harness)?.[0];
    expect(snake, 'snake in the harness').toBeDefined();
    const manifest = problems.map((p, i) => {
      const file = `p${i}.rb`;
      return { slug: p.slug, file, function: p.signature.function, arity: p.signature.params.length };
    });
    for (const [i, p] of problems.entries())
      await writeFile(join(dir, `p${i}.rb`), starterCode(p.signature, 'ruby'));
    await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
    await writeFile(
      join(dir, 'check.rb'),
      `require 'json'
module Names
${snake}
end
bad = []
begin
  RubyVM::InstructionSequence.compile(File.read('main.rb'), 'main.rb')
rescue SyntaxError => e
  bad << "harness: #{e.message}"
end
JSON.parse(File.read('manifest.json')).each do |p|
  src = File.read(p['file'])
  begin
    RubyVM::InstructionSequence.compile(src, p['file'], p['file'], 1).eval
  rescue SyntaxError => e
    bad << "#{p['slug']}: #{e.message}"
    next
  end
  name = Names.snake(p['function'])
  m = (method(name) rescue nil)
  if m.nil? || m.owner != Object
    bad << "#{p['slug']}: no top-level def #{name}"
  elsif m.arity != p['arity']
    bad << "#{p['slug']}: #{name} takes #{m.arity} arguments, the signature #{p['arity']}"
  end
end
puts bad.first(40)
exit(bad.empty? ? 0 : 1)
`,
    );
    const out = await run(RUBY, ['--disable=all', 'check.rb'], { cwd: dir, maxBuffer: 64 << 20 }).then(
      (r) => ({ ok: true, text: `${r.stdout}${r.stderr}` }),
      (e: { stdout?: string; stderr?: string; message: string }) => ({
        ok: false,
        text: `${e.stdout ?? ''}${e.stderr ?? e.message}`,
      }),
    );
    expect(out.ok, out.text).toBe(true);
    expect(out.text.trim()).toBe('');
  }, 120_000);
  it('Rust: every problem, in one rustc run', async () => {
    expect(existsSync(RUSTC), 'rustc (apt-get install rustc)').toBe(true);
    expect(problems.length).toBeGreaterThan(100);
    const MARK = "// This signature's arguments";
    let lib = '';
    const parts: string[] = [];
    for (const [i, p] of problems.entries()) {
      const starter = starterCode(p.signature, 'rust');
      // LeetCode's Rust starter has an empty body, which rustc refuses (mismatched types) as
      // LeetCode's does: the learner's first line of code goes there.
      const body = /\{\n {8}\n {4}\}/g;
      expect(starter.match(body), p.slug).toHaveLength(1);
      const code = starter.replace(body, '{\n        todo!()\n    }');
      const sources = LANGUAGE_DEFS.rust.sources(code, p.signature);
      const harness = sources['harness.rs'] ?? '';
      lib = harness.slice(harness.indexOf('\n') + 1, harness.indexOf(MARK));
      const tail = harness.slice(harness.indexOf(MARK));
      // The program's crate as a module: the harness crate is the module __h, the learner's file inline.
      const main = (sources['main.rs'] ?? '')
        .replace(/^#!\[.*\n/, '')
        .replace(/extern crate \w+ as __cc;/, 'use self::__h as __cc;')
        .replace('include!("solution.rs");', () => code)
        .replace('fn main()', 'pub fn main()');
      parts.push(
        `// problem ${i}\nmod p${i} {\nmod __h {\npub use crate::cc_harness::*;\nuse crate::cc_harness::nodes::*;\nuse std::cell::RefCell;\nuse std::rc::Rc;\n${tail}}\n${main}}\n`,
      );
    }
    const crate = `#![allow(warnings)]\nmod cc_harness {\n${lib}}\n${parts.join('')}`;
    await writeFile(join(dir, 'all.rs'), crate);
    const lines = crate.split('\n');
    /** The problem an error's line falls in (the last `// problem i` above it). */
    const slugAt = (line: number) => {
      for (let l = line - 1; l >= 0; l--) {
        const m = /^\/\/ problem (\d+)$/.exec(lines[l] ?? '');
        if (m) return problems[Number(m[1])]?.slug;
      }
      return 'harness';
    };
    const out = await run(
      RUSTC,
      [
        '--edition',
        '2021',
        '--crate-type',
        'lib',
        '--emit=metadata',
        '--error-format=short',
        '-o',
        'all.rmeta',
        'all.rs',
      ],
      { cwd: dir, maxBuffer: 64 << 20 },
    ).then(
      (r) => ({ ok: true, text: r.stderr }),
      (e: { stderr?: string; message: string }) => ({ ok: false, text: e.stderr ?? e.message }),
    );
    const errors = out.text
      .split('\n')
      .filter((l) => /error/.test(l))
      .map((l) => l.replace(/^all\.rs:(\d+)/, (m, n: string) => `${slugAt(Number(n))}: ${m}`))
      .slice(0, 40)
      .join('\n');
    expect(out.ok, errors).toBe(true);
  }, 180_000);

  it('Go: every problem, in one go build', async () => {
    expect(existsSync('/usr/bin/go'), 'go (apt-get install golang-go)').toBe(true);
    expect(problems.length).toBeGreaterThan(100);
    // GOPATH mode: the harness's package cc once (src/cc), each problem a main package of its own.
    const root = join(dir, 'go', 'src');
    await mkdir(join(root, 'cc'), { recursive: true });
    for (const [i, p] of problems.entries()) {
      const starter = starterCode(p.signature, 'go');
      // LeetCode's Go starter has an empty body, which Go refuses (missing return), as
      // LeetCode's compiler does: the learner's first line of code goes there.
      const body = /\{\n {4}\n\}/g;
      expect(starter.match(body), p.slug).toHaveLength(1);
      const code = starter.replace(body, '{\n    panic("")\n}');
      await mkdir(join(root, `p${i}`));
      for (const [name, text] of Object.entries(LANGUAGE_DEFS.go.sources(code, p.signature)))
        await writeFile(name === 'cc.go' ? join(root, 'cc', name) : join(root, `p${i}`, name), text);
    }
    // Several packages at once: compiled and type-checked, nothing linked.
    const out = await run('go', ['build', './...'], {
      cwd: root,
      maxBuffer: 64 << 20,
      env: {
        PATH: '/usr/bin:/bin',
        HOME: dir,
        GOPATH: join(dir, 'go'),
        GO111MODULE: 'off',
        GOCACHE: join(dir, 'gocache'),
        CGO_ENABLED: '0',
      },
    }).then(
      (r) => ({ ok: true, text: r.stderr }),
      (e: { stderr?: string; message: string }) => ({ ok: false, text: e.stderr ?? e.message }),
    );
    const named = out.text.replace(/\bp(\d+)\//g, (_m, i: string) => `${problems[Number(i)]?.slug}/`);
    expect(out.ok, named.slice(0, 4000)).toBe(true);
  }, 300_000);

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
    // A folder of its own: the harness's files (its `go` among them) are not the other languages'.
    const ts = join(dir, 'typescript');
    await mkdir(join(ts, 'out'), { recursive: true });
    for (const [name, text] of Object.entries(sources)) await writeFile(join(ts, name), text);
    const tsLib = createRequire(import.meta.url).resolve('typescript');
    const out = await run(process.execPath, ['check.cjs', tsLib], { cwd: ts, maxBuffer: 64 << 20 }).then(
      (r) => ({ ok: true, text: r.stdout }),
      (e: { stdout?: string; message: string }) => ({ ok: false, text: e.stdout ?? e.message }),
    );
    const named = out.text.replace(/solution\.ts\((\d+),/g, (m, l: string) => {
      const at = starts.findLastIndex((s) => s <= Number(l));
      return `${problems[at]?.slug}: ${m}`;
    });
    expect(out.ok, named.slice(0, 4000)).toBe(true);
    expect(existsSync(join(ts, 'out/solution.js'))).toBe(true);
  }, 120_000);
});
