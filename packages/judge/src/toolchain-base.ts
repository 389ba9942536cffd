import { execFile } from 'node:child_process';
import { closeSync, existsSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LANGUAGE_LABELS, type Language } from '@codecoach/contracts';

/**
 * What every toolchain detector shares (toolchains.ts, toolchains-more.ts): the Toolchain shape,
 * the boxes' base environment, and finding a real binary a box may run.
 */
export interface Command {
  argv: string[];
  env: Record<string, string>;
}

export interface RunContext {
  memoryMb: number;
  /** Stack given to the learner's code (a thread of this size, or the main stack). */
  stackMb: number;
}

export interface Toolchain {
  id: Language;
  name: string;
  version: string;
  available: boolean;
  reason?: string;
  /** Host folders (outside /usr) the sandbox must show read-only for this language. */
  binds: string[];
  /**
   * Host folders shown read-only at another path in the boxes (box path -> host path): a package
   * of the judge's own, whose host path would show the boxes where the judge is installed.
   */
  mounts?: Record<string, string>;
  /** Compile into `out/`; absent for interpreted languages. `pchDir` when a PCH is ready. */
  compile?: (pchDir: string | undefined) => Command;
  /** Compile the language's prebuilt part (LanguageDef.prebuilt) into `obj/`, for `compile` to link. */
  compileObject?: (pchDir: string | undefined) => Command;
  run: (ctx: RunContext) => Command & { stackBytes?: number };
  /** Changes whenever the compiler or its flags change, so cached binaries are never stale. */
  cacheSalt: string;
  /** The prebuilt object's, where `compileObject` is another build's (a quick build links the judged one's). */
  objectSalt?: string;
  /**
   * The same language built for the compiler's speed rather than the program's
   * (JudgeRequest.quickBuild); absent where the two are one.
   */
  quick?: Toolchain;
}

export const BASE_ENV = { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: '/tmp', TMPDIR: '/tmp' };
export const DEFAULT_TOOL_PATH = '/usr/local/bin:/usr/bin:/bin';
/** The C++ harness as an object, compiled once per signature (compile.ts). */
export const CPP_HARNESS_OBJECT = 'harness.o';
/** Where the boxes see the typescript package (Toolchain.mounts). */
export const TS_BOX_DIR = '/judge/typescript';

export function sh(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(cmd, args, { timeout: 15000, env: { PATH: '/usr/bin:/bin' } }, (err, out, errOut) => {
      resolve(err && !out && !errOut ? '' : `${out}${errOut}`);
    });
  });
}

export function isElf(path: string): boolean {
  try {
    const fd = openSync(path, 'r');
    const b = Buffer.alloc(4);
    readSync(fd, b, 0, 4, 0);
    closeSync(fd);
    return b.toString('latin1') === '\x7fELF';
  } catch {
    return false;
  }
}

/** The real binary behind a name, skipping version-manager shims (scripts). */
export function resolveBinary(candidates: string[]): string | undefined {
  for (const c of candidates) {
    if (!existsSync(c)) continue;
    const real = realpathSync(c);
    if (isElf(real)) return real;
  }
  return undefined;
}

/** True when any user may reach and run `file`, as the boxes' unprivileged uids must (bwrap.ts). */
export function othersMayRun(file: string): boolean {
  try {
    if ((statSync(file).mode & 0o005) !== 0o005) return false;
    for (let d = dirname(file); ; d = dirname(d)) {
      if ((statSync(d).mode & 0o001) === 0) return false;
      if (d === dirname(d)) return true;
    }
  } catch {
    return false;
  }
}

/** Where a tool of this name could be, in the folders of `toolPath` (JudgeConfig.toolPath). */
export type OnPath = (name: string) => string[];
export const searchIn =
  (toolPath: string): OnPath =>
  (name) =>
    toolPath
      .split(':')
      .filter(Boolean)
      .map((d) => join(d, name));

/**
 * Folders that must be shown in the boxes for a binary living there: the boxes see /usr but not
 * /usr/local (bwrap.ts), so a toolchain outside /usr, or in /usr/local, brings its own folder.
 */
export function bindsFor(real: string, levels: number): string[] {
  if (real.startsWith('/usr/') && !real.startsWith('/usr/local/')) return [];
  let d = real;
  for (let i = 0; i < levels; i++) d = dirname(d);
  return [d];
}

export const missing = (id: Language, reason: string): Toolchain => ({
  id,
  name: LANGUAGE_LABELS[id],
  version: '',
  available: false,
  reason,
  binds: [],
  run: () => ({ argv: [], env: {} }),
  cacheSalt: '',
});
