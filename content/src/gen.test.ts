import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { GeneratorError, generate } from './gen.ts';

let dir: string;
const python = readConfig().python;

async function script(name: string, body: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, body);
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-gen-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('generate', () => {
  it('passes mode, seed and count, and parses one argument list per line', async () => {
    const gen = await script(
      'echo.py',
      'import json, sys\nfor i in range(int(sys.argv[3])):\n    print(json.dumps([sys.argv[1], int(sys.argv[2]) + i]))\n\n',
    );
    expect(await generate(python, gen, 'small', 40, 3)).toEqual([
      ['small', 40],
      ['small', 41],
      ['small', 42],
    ]);
  });

  it('calls large without a count and takes every line it prints', async () => {
    const gen = await script('large.py', 'import json, sys\nprint(json.dumps([sys.argv[1:]]))\nprint([2])\n');
    expect(await generate(python, gen, 'large', 7)).toEqual([[['large', '7']], [2]]);
  });

  it('refuses a line that is not an argument list', async () => {
    const gen = await script('scalar.py', 'print(3)\n');
    await expect(generate(python, gen, 'random', 1, 1)).rejects.toThrow(
      'line 1 is not a JSON array of arguments',
    );
  });

  it('names the line that is not JSON', async () => {
    const gen = await script('bad.py', 'print("[1]")\nprint("[2,")\n');
    await expect(generate(python, gen, 'random', 1, 2)).rejects.toThrow(
      /random 1 2: line 2 is not JSON: \[2,/,
    );
  });

  it('refuses a count other than the one asked for', async () => {
    const gen = await script('short.py', 'print("[1]")\n');
    await expect(generate(python, gen, 'random', 1, 2)).rejects.toThrow('printed 1 inputs, expected 2');
  });

  it('reports a crash with the end of its stderr', async () => {
    const gen = await script('crash.py', 'raise SystemExit("unknown mode")\n');
    const error = await generate(python, gen, 'small', 1, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeneratorError);
    expect((error as Error).message).toMatch(/exit code 1\nunknown mode/);
  });
});
