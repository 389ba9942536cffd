import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureFiles } from './fixture.test-util.ts';
import { contentHash, listSlugs, loadProblemSource } from './load.ts';
import { ContentError, referenceLanguages } from './schema.ts';

let root: string;

async function writeProblem(slug: string, files: Map<string, string>): Promise<void> {
  for (const [path, text] of files) {
    const full = join(root, slug, path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, text);
  }
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'content-load-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('contentHash', () => {
  it('does not depend on insertion order and changes with any byte or path', () => {
    const a = new Map([
      ['x.txt', 'one'],
      ['y/z.txt', 'two'],
    ]);
    const b = new Map([
      ['y/z.txt', 'two'],
      ['x.txt', 'one'],
    ]);
    expect(contentHash(a)).toBe(contentHash(b));
    expect(contentHash(a)).not.toBe(contentHash(new Map([...a, ['x.txt', 'one ']])));
    // Moving bytes between a path and its content must not collide.
    expect(contentHash(new Map([['ab', 'c']]))).not.toBe(contentHash(new Map([['a', 'bc']])));
  });
});

describe('loadProblemSource', () => {
  it('reads a folder into a typed source with its version', async () => {
    await writeProblem('add-two', fixtureFiles());
    const source = await loadProblemSource('add-two', root);
    expect(source.meta.title).toBe('Add Two');
    expect(source.solutions.cpp).toContain('int addTwo');
    expect(source.wrong).toEqual([
      expect.objectContaining({ file: 'wrong/minus.py', language: 'python', expect: 'wrong_answer' }),
    ]);
    expect(source.edge).toHaveLength(1);
    expect(source.genPath).toBe(join(root, 'add-two', 'gen.py'));
    expect(source.version).toBe(contentHash(fixtureFiles()));
    expect(source.customChecker).toBeUndefined();
  });

  it('reads the optional references (C, C#, TypeScript, Go, Rust, Ruby) where the folder has them, and proves them after the four', async () => {
    await writeProblem('add-two', fixtureFiles());
    const four = await loadProblemSource('add-two', root);
    expect(Object.keys(four.solutions).sort()).toEqual(['cpp', 'java', 'javascript', 'python']);
    expect(referenceLanguages(four)).toEqual(['javascript', 'python', 'java', 'cpp']);
    await writeProblem(
      'add-two',
      new Map([
        ['solutions/solution.c', 'int addTwo(int a, int b) { return a + b; }\n'],
        [
          'solutions/solution.cs',
          'public class Solution { public int AddTwo(int a, int b) { return a + b; } }\n',
        ],
        ['solutions/solution.rb', 'def add_two(a, b)\n    a + b\nend\n'],
        ['solutions/solution.go', 'func addTwo(a int, b int) int {\n    return a + b\n}\n'],
        ['solutions/solution.ts', 'function addTwo(a: number, b: number): number {\n    return a + b;\n};\n'],
      ]),
    );
    const nine = await loadProblemSource('add-two', root);
    expect(nine.solutions.c).toContain('int addTwo');
    expect(nine.solutions.csharp).toContain('AddTwo');
    expect(nine.solutions.typescript).toContain('function addTwo(a: number');
    expect(nine.solutions.go).toContain('func addTwo');
    expect(nine.solutions.ruby).toContain('def add_two');
    expect(referenceLanguages(nine)).toEqual([
      'javascript',
      'python',
      'java',
      'cpp',
      'c',
      'csharp',
      'typescript',
      'go',
      'ruby',
    ]);
  });

  it('ignores interpreter and editor droppings when hashing', async () => {
    await writeProblem('add-two', fixtureFiles());
    const before = (await loadProblemSource('add-two', root)).version;
    await writeProblem(
      'add-two',
      new Map([
        ['__pycache__/gen.cpython-311.pyc', 'x'],
        ['.DS_Store', 'y'],
      ]),
    );
    expect((await loadProblemSource('add-two', root)).version).toBe(before);
  });

  it('throws a ContentError listing every issue', async () => {
    await writeProblem('add-two', fixtureFiles({ 'gen.py': undefined, 'editorial.md': 'none' }));
    const error = await loadProblemSource('add-two', root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message.split('\n')).toEqual([
      'add-two/gen.py: missing (see content/FORMAT.md)',
      'add-two/editorial.md: states no complexity: give each approach its time and space, e.g. O(n)',
    ]);
  });

  it('reports a folder that does not exist', async () => {
    await expect(loadProblemSource('nope', root)).rejects.toThrow(/nope\/\.: cannot read the folder/);
  });
});

describe('listSlugs', () => {
  it('lists problem folders only, sorted', async () => {
    await writeProblem('b-two', fixtureFiles());
    await writeProblem('a-one', fixtureFiles());
    await writeFile(join(root, 'README.md'), 'not a problem');
    await mkdir(join(root, '.hidden'));
    expect(await listSlugs(root)).toEqual(['a-one', 'b-two']);
  });
});
