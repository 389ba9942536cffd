import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The workspace's environment, read in this one place.
 * - CODECOACH_CACHE_DIR: where built tests and proofs are cached (default ~/.cache/codecoach).
 * - CODECOACH_PYTHON: the interpreter that runs gen.py. The default avoids pyenv's shim, which
 *   costs ~120 ms per start (docs/sandbox-notes.md), in favour of Debian's python3.11.
 */
export interface ContentConfig {
  cacheDir: string;
  python: string;
}

function pickPython(env: NodeJS.ProcessEnv): string {
  if (env.CODECOACH_PYTHON) return env.CODECOACH_PYTHON;
  for (const candidate of ['/usr/bin/python3.11', '/usr/bin/python3']) {
    if (existsSync(candidate)) return candidate;
  }
  return 'python3';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const root = env.CODECOACH_CACHE_DIR || join(homedir(), '.cache', 'codecoach');
  return { cacheDir: join(root, 'content'), python: pickPython(env) };
}
