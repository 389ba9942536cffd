import { spawn } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Language, Signature } from '@codecoach/contracts';
import type { JudgeTest } from '@codecoach/judge';
import {
  BareProvider,
  buildLauncher,
  detectToolchains,
  encodeTests,
  execSpec,
  LANGUAGE_DEFS,
  prepareWorkDir,
  trialLimits,
} from '@codecoach/judge/internal';

/** A scratch folder holding the given files. */
export function folder(files: Record<string, string | Buffer>, mode = 0o755): string {
  const dir = mkdtempSync(join(tmpdir(), 'judge-bench-'));
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), data, { mode });
  }
  return dir;
}

/** Runs a program with no sandbox at all, spawned straight from Node; returns its wall ms. */
export function runBare(argv: string[], cwd: string, env: Record<string, string>): Promise<{ ms: number }> {
  const out = openSync(join(cwd, 'bare-out.txt'), 'w');
  const t0 = performance.now();
  const child = spawn(argv[0] as string, argv.slice(1), { cwd, env, stdio: ['ignore', out, out] });
  closeSync(out);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve({ ms: performance.now() - t0 }));
  });
}

/**
 * The judge's own harness for `code`, run bare: the same launcher feeding the same tests one at
 * a time (launcher/run.c), with no sandbox, no cgroup and no server. The launcher is started
 * before the clock, as a box is. The baseline every judged figure of this bench is compared with.
 */
export async function bareHarness(lang: Language, signature: Signature, code: string, tests: JudgeTest[]) {
  const workDir = prepareWorkDir(undefined);
  const [toolchains, launcher] = await Promise.all([
    detectToolchains({ only: [lang] }),
    buildLauncher(workDir),
  ]);
  const tc = toolchains.get(lang);
  if (!tc?.available || !launcher.path)
    throw new Error(`${lang} unavailable: ${tc?.reason ?? launcher.reason}`);
  const def = LANGUAGE_DEFS[lang];
  const sources = def.sources(code, signature);
  let files: Record<string, string | Buffer> = sources;
  if (tc.compile) {
    const dir = folder(sources, 0o644);
    mkdirSync(join(dir, 'out'));
    if (tc.compileObject) {
      // C++: the harness as its own object first, as the judge compiles it (once per signature).
      mkdirSync(join(dir, 'obj'));
      const o = tc.compileObject(undefined);
      await runBare(o.argv, dir, o.env);
    }
    const c = tc.compile(undefined);
    const r = await runBare(c.argv, dir, c.env);
    files = Object.fromEntries(
      readdirSync(join(dir, 'out')).map((n) => [`out/${n}`, readFileSync(join(dir, 'out', n))]),
    );
    rmSync(dir, { recursive: true, force: true });
    if (!Object.keys(files).length) throw new Error(`${lang}: the bare compile failed (${r.ms} ms)`);
  }
  const enc = encodeTests(
    signature,
    def.testFormat,
    tests.map((t) => t.input),
  );
  const limits = trialLimits(lang, 10_000, tests.length);
  const cmd = tc.run({ memoryMb: 256, stackMb: 128 });
  const scratch = folder({});
  const provider = new BareProvider(launcher.path, scratch, () => undefined);
  return {
    /** One run; resolves with its wall ms from the first command to the exit report. */
    async once(): Promise<number> {
      const box = await provider.acquire();
      const t0 = performance.now();
      for (const [name, data] of Object.entries(files)) {
        if (name !== 'go') box.client.writeFile(name, data, name.startsWith('out/') ? 0o755 : 0o644);
      }
      box.client.sendTests(enc.blob, tests.length, limits);
      if (files.go !== undefined) box.client.writeFile('go', files.go);
      let answers = 0;
      const r = await box.client.exec(execSpec(cmd, 60), { onLine: () => answers++ });
      const ms = performance.now() - t0;
      await box.destroy();
      if (answers !== tests.length)
        throw new Error(`${lang} bare run: ${answers} answers, ${r.output.toString().slice(0, 300)}`);
      return ms;
    },
    close: () => rmSync(scratch, { recursive: true, force: true }),
  };
}
