import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

// Resolved through the package name rather than this module's URL, so the assets are found
// when this code is bundled into the server (apps/server/dist) as well as from source.
const here = dirname(createRequire(import.meta.url).resolve('@codecoach/judge'));

function run(cmd: string, args: string[], timeout = 120_000): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { timeout, maxBuffer: 4 * 1024 * 1024 }, (err, out, errOut) =>
      resolve({ ok: !err, output: `${out}${errOut}` }),
    );
  });
}

/** The judge's own folder must belong to us and be writable only by us: it holds executables. */
export function prepareWorkDir(dir: string | undefined): string {
  const d = dir ?? join(tmpdir(), `codecoach-judge-${process.getuid?.() ?? 0}`);
  mkdirSync(d, { recursive: true, mode: 0o755 });
  const st = statSync(d);
  if (st.uid !== process.getuid?.()) throw new Error(`${d} belongs to uid ${st.uid}, not to the judge`);
  if (st.mode & 0o022) chmodSync(d, st.mode & ~0o022 & 0o7777);
  return d;
}

/** A temporary name next to `path` that no other build, in this process or another, uses. */
const tmpName = (path: string) => `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;

/**
 * Moves a finished build into place. Two builds of the same file may race (two judges starting
 * at once, in one process or two): both produce the same bytes, so the first one in wins.
 */
function publish(tmp: string, path: string): void {
  try {
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    if (!existsSync(path)) throw e;
  }
}

const launcherBuilds = new Map<string, Promise<{ path?: string; reason?: string }>>();

/** Compiles the launcher once per source version (cached by hash in the work folder). */
export function buildLauncher(workDir: string): Promise<{ path?: string; reason?: string }> {
  // Judges created together in one process share the build in progress.
  let p = launcherBuilds.get(workDir);
  if (!p) {
    p = buildLauncherOnce(workDir);
    launcherBuilds.set(workDir, p);
    const forget = () => launcherBuilds.delete(workDir);
    p.then(forget, forget);
  }
  return p;
}

/** The launcher's C sources (sandbox/launcher/*.c and its header), in a stable order. */
export function launcherSources(): string[] {
  const dir = join(here, 'sandbox', 'launcher');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.c') || f.endsWith('.h'))
    .sort()
    .map((f) => join(dir, f));
}

async function buildLauncherOnce(workDir: string): Promise<{ path?: string; reason?: string }> {
  const files = launcherSources();
  const h = createHash('sha256');
  for (const f of files)
    h.update(`${basename(f)}\0`)
      .update(readFileSync(f))
      .update('\0');
  const hash = h.digest('hex').slice(0, 16);
  const path = join(workDir, 'bin', `launcher-${hash}`);
  if (existsSync(path)) return { path };
  mkdirSync(dirname(path), { recursive: true });
  const tmp = tmpName(path);
  const sources = files.filter((f) => f.endsWith('.c'));
  // Static, so it runs in a sandbox that shows nothing but the toolchains.
  let r = await run('gcc', ['-O2', '-static', '-o', tmp, ...sources]);
  if (!r.ok) r = await run('gcc', ['-O2', '-o', tmp, ...sources]);
  if (!r.ok) {
    rmSync(tmp, { force: true });
    return { reason: `cannot build the judge launcher with gcc: ${r.output.slice(0, 500)}` };
  }
  publish(tmp, path);
  return { path };
}

/** The folder holding every precompiled header, one subfolder per compiler and flags. */
export function pchRoot(workDir: string): string {
  const root = join(workDir, 'pch');
  mkdirSync(root, { recursive: true, mode: 0o755 });
  return root;
}

/**
 * Precompiles <bits/stdc++.h> with the exact C++ flags the judge compiles with (~3 s, once per
 * compiler version), in a subfolder of pchRoot(workDir). Returns the folder to put first on the
 * include path, or undefined.
 */
export async function buildPch(workDir: string, gxx: string, flags: string[]): Promise<string | undefined> {
  const probe = await run('sh', [
    '-c',
    `echo '#include <bits/stdc++.h>' | ${gxx} ${flags.join(' ')} -H -E -x c++ - 2>&1 >/dev/null | head -1`,
  ]);
  const header = /^\.\s+(\S+)/.exec(probe.output)?.[1];
  if (!header || !existsSync(gxx)) return undefined;
  const hash = createHash('sha256')
    .update(`${gxx}\0${flags.join(' ')}\0${header}\0${statSync(header).mtimeMs}\0${statSync(gxx).mtimeMs}`)
    .digest('hex')
    .slice(0, 16);
  const dir = join(pchRoot(workDir), hash);
  const gch = join(dir, 'bits', 'stdc++.h.gch');
  if (existsSync(gch)) return dir;
  mkdirSync(join(dir, 'bits'), { recursive: true });
  const tmp = tmpName(gch);
  const r = await run(gxx, [...flags, '-x', 'c++-header', header, '-o', tmp]);
  if (!r.ok) {
    rmSync(tmp, { force: true });
    return undefined;
  }
  publish(tmp, gch);
  return dir;
}
