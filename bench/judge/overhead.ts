import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@codecoach/contracts';
import { DEFAULT_JUDGE_CONFIG } from '@codecoach/judge';
import {
  BareProvider,
  type BoxProvider,
  buildLauncher,
  createSandbox,
  detectToolchains,
  pchRoot,
  prepareWorkDir,
} from '@codecoach/judge/internal';
import { folder, runBare } from './bare.ts';
import { addRow, median, ms, sleep } from './stats.ts';

interface Trivial {
  files: Record<string, string | Buffer>;
  argv: string[];
}

/** The same do-nothing program per language, with the flags the judge itself uses. */
function trivials(tc: Awaited<ReturnType<typeof detectToolchains>>): Partial<Record<Language, Trivial>> {
  const build = folder({
    'm.cpp': 'int main() { return 0; }\n',
    'm.c': 'int main(void) { return 0; }\n',
    'Main.java': 'public class Main { public static void main(String[] a) { } }\n',
    'm.cs': 'class P { static void Main() { } }\n',
  });
  const t: Partial<Record<Language, Trivial>> = {};
  const run = (id: Language) => tc.get(id)?.available;
  if (run('cpp')) {
    execFileSync('g++', ['-O2', '-o', join(build, 'main'), join(build, 'm.cpp')]);
    t.cpp = { files: { main: readFileSync(join(build, 'main')) }, argv: ['./main'] };
  }
  if (run('c')) {
    execFileSync('gcc', ['-O2', '-o', join(build, 'cmain'), join(build, 'm.c')]);
    t.c = { files: { main: readFileSync(join(build, 'cmain')) }, argv: ['./main'] };
  }
  const py = tc.get('python')?.run({ memoryMb: 256, stackMb: 64 }).argv[0];
  if (py) t.python = { files: { 'main.py': '' }, argv: [py, '-I', '-S', '-B', 'main.py'] };
  const node = tc.get('javascript')?.run({ memoryMb: 256, stackMb: 64 }).argv[0];
  if (node) t.javascript = { files: { 'main.js': '' }, argv: [node, 'main.js'] };
  const java = tc.get('java')?.run({ memoryMb: 256, stackMb: 64 }).argv[0];
  if (java) {
    execFileSync('javac', ['-d', build, join(build, 'Main.java')]);
    t.java = {
      files: { 'Main.class': readFileSync(join(build, 'Main.class')) },
      argv: [java, '-Xmx256m', '-XX:+UseSerialGC', '-XX:-UsePerfData', '-Xshare:auto', '-cp', '.', 'Main'],
    };
  }
  const mono = tc.get('csharp')?.run({ memoryMb: 256, stackMb: 64 }).argv[0];
  if (mono) {
    execFileSync('mono', [
      '/usr/lib/mono/4.5/mcs.exe',
      '-nologo',
      `-out:${join(build, 'm.exe')}`,
      join(build, 'm.cs'),
    ]);
    t.csharp = { files: { 'm.exe': readFileSync(join(build, 'm.exe')) }, argv: [mono, 'm.exe'] };
  }
  rmSync(build, { recursive: true, force: true });
  return t;
}

/**
 * One run on the judge's hot path: take a ready box, set limits, write, run, read the cgroup.
 * With the bare provider the launcher is started before the clock, as the sandbox's is.
 */
async function boxedOnce(provider: BoxProvider, t: Trivial, prestarted: boolean): Promise<number> {
  const pre = prestarted ? await provider.acquire(0, 'run') : undefined;
  const t0 = performance.now();
  const box = pre ?? (await provider.acquire(0, 'run'));
  box.setLimits(512 * 1024 * 1024, 64);
  for (const [name, data] of Object.entries(t.files)) box.client.writeFile(name, data, 0o755);
  const r = await box.client.exec({ argv: t.argv, env: { PATH: '/usr/bin:/bin' }, outCap: 65536 }, {});
  box.cpuUs();
  box.memoryPeak();
  const elapsed = performance.now() - t0;
  if (r.exit !== 0) throw new Error(`trivial program failed: ${r.output.toString()}`);
  await box.destroy();
  return elapsed;
}

export async function overhead(quick: boolean): Promise<void> {
  const workDir = prepareWorkDir(undefined);
  const [toolchains, launcher] = await Promise.all([detectToolchains(), buildLauncher(workDir)]);
  if (!launcher.path) throw new Error(launcher.reason);
  const s = await createSandbox({
    config: { ...DEFAULT_JUDGE_CONFIG, slots: 1 },
    launcher: launcher.path,
    workDir,
    slots: 1,
    toolchains,
    pchRoot: pchRoot(workDir),
    pchDir: () => undefined,
  });
  if (!s.provider) throw new Error(`no sandbox: ${s.reason}`);
  const provider = s.provider;
  const scratch = folder({});
  const bareLauncher = new BareProvider(launcher.path, scratch, () => undefined);
  const progs = trivials(toolchains);
  for (const [lang, t] of Object.entries(progs) as Array<[Language, Trivial]>) {
    const n = quick ? 11 : lang === 'java' || lang === 'csharp' ? 21 : 41;
    const dir = folder(t.files);
    const spawned: number[] = [];
    const launched: number[] = [];
    const boxed: number[] = [];
    await runBare(t.argv, dir, { PATH: '/usr/bin:/bin' });
    await boxedOnce(provider, t, false);
    for (let i = 0; i < n; i++) {
      // Interleaved; and the used box is replaced between runs, as between two submissions.
      spawned.push((await runBare(t.argv, dir, { PATH: '/usr/bin:/bin' })).ms);
      launched.push(await boxedOnce(bareLauncher, t, true));
      boxed.push(await boxedOnce(provider, t, false));
      await sleep(150);
    }
    rmSync(dir, { recursive: true, force: true });
    // Against the stricter baseline: the same launcher, same protocol, no sandbox at all.
    const d = median(boxed) - median(launched);
    addRow({
      section: 'startup overhead (median)',
      case: `${lang} trivial program`,
      bare: `${ms(median(spawned))} spawn / ${ms(median(launched))} launcher`,
      judged: ms(median(boxed)),
      result: `${d >= 0 ? '+' : ''}${d.toFixed(2)} ms`,
      target: lang === 'cpp' ? '<= +3.5 ms' : 'report',
      ok: lang === 'cpp' ? d <= 3.5 : undefined,
    });
  }
  await provider.close();
  rmSync(scratch, { recursive: true, force: true });
}
