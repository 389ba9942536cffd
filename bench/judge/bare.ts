import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A scratch folder holding the given files. */
export function folder(files: Record<string, string | Buffer>, mode = 0o755): string {
  const dir = mkdtempSync(join(tmpdir(), 'judge-bench-'));
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), data, { mode });
  }
  return dir;
}

/**
 * Runs a program with no sandbox at all: spawned straight from Node, stdout to a file and the
 * harness results (fd 3) to another file. Returns wall ms and what the harness wrote on fd 3.
 */
export function runBare(
  argv: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ ms: number; results: string }> {
  const out = openSync(join(cwd, 'bare-out.txt'), 'w');
  const res = openSync(join(cwd, 'bare-res.txt'), 'w');
  const t0 = performance.now();
  const child = spawn(argv[0] as string, argv.slice(1), { cwd, env, stdio: ['ignore', out, out, res] });
  closeSync(out);
  closeSync(res);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => {
      const ms = performance.now() - t0;
      resolve({ ms, results: readFileSync(join(cwd, 'bare-res.txt'), 'utf8') });
    });
  });
}
