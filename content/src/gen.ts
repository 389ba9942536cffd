import { spawn } from 'node:child_process';
import { dirname } from 'node:path';

/** Runs a problem's seeded generator (FORMAT.md "gen.py") and parses its lines. */

export type GenMode = 'small' | 'random' | 'large';

const GEN_TIMEOUT_MS = 60_000;

export class GeneratorError extends Error {
  override name = 'GeneratorError';
}

function runPython(python: string, script: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // -I: isolated (no user site, no env vars) so a generator sees only the standard library.
    const child = spawn(python, ['-I', script, ...args], {
      cwd: dirname(script),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), GEN_TIMEOUT_MS);
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new GeneratorError(`cannot start ${python}: ${e.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(Buffer.concat(out).toString('utf8'));
      const why = signal ? `killed by ${signal} (timeout ${GEN_TIMEOUT_MS} ms?)` : `exit code ${code}`;
      const stderr = Buffer.concat(err).toString('utf8').trim().split('\n').slice(-8).join('\n');
      reject(new GeneratorError(`gen.py ${args.join(' ')}: ${why}\n${stderr}`));
    });
  });
}

/** Where a problem's generated inputs come from: `gen.py <mode> <seed> [count]`, parsed. */
export type GenerateInputs = (mode: GenMode, seed: number, count?: number) => Promise<unknown[][]>;

/** The arguments gen.py is called with. */
export function genArgs(mode: GenMode, seed: number, count?: number): string[] {
  const args = [mode, String(seed)];
  if (mode !== 'large') args.push(String(count ?? 0));
  return args;
}

/** gen.py's printed lines, one JSON array of arguments each, checked against the count asked for. */
export function parseGenOutput(text: string, args: readonly string[], count?: number): unknown[][] {
  const inputs: unknown[][] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new GeneratorError(`gen.py ${args.join(' ')}: line ${i + 1} is not JSON: ${line.slice(0, 80)}`);
    }
    if (!Array.isArray(value)) {
      throw new GeneratorError(`gen.py ${args.join(' ')}: line ${i + 1} is not a JSON array of arguments`);
    }
    inputs.push(value);
  }
  if (count !== undefined && args[0] !== 'large' && inputs.length !== count) {
    throw new GeneratorError(`gen.py ${args.join(' ')}: printed ${inputs.length} inputs, expected ${count}`);
  }
  return inputs;
}

/** `python gen.py <mode> <seed> [count]` on the host: the reviewed bank's generators (never an admin's). */
export async function generate(
  python: string,
  genPath: string,
  mode: GenMode,
  seed: number,
  count?: number,
): Promise<unknown[][]> {
  const args = genArgs(mode, seed, count);
  return parseGenOutput(await runPython(python, genPath, args), args, count);
}
