import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkArchitecture,
  cyclesOf,
  longFiles,
  MAX_FILE_LINES,
} from '../../../scripts/check-architecture.mjs';

// docs/ARCHITECTURE.md's package map and dependency lists, held to the workspaces and the imports
// (scripts/check-architecture.mjs; `node scripts/check-architecture.mjs --print` prints the lists).
const DOC = fileURLToPath(new URL('../../../docs/ARCHITECTURE.md', import.meta.url));

/** The problems found with `edit` applied to the document. */
function problemsWith(edit: (doc: string) => string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-'));
  try {
    const file = path.join(dir, 'ARCHITECTURE.md');
    const text = fs.readFileSync(DOC, 'utf8');
    const edited = edit(text);
    expect(edited).not.toBe(text);
    fs.writeFileSync(file, edited);
    return checkArchitecture({ doc: file }).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('docs/ARCHITECTURE.md', () => {
  it('states the workspaces and the dependencies between workspaces and between modules as they are', () => {
    expect(checkArchitecture().problems).toEqual([]);
  });

  it('is caught when its package map or its lists drift from the code', () => {
    const problems = problemsWith((doc) =>
      doc
        .replace(/^packages\/generator .*\n/m, 'packages/nope        not a workspace\n')
        .replace(/^(\s*)- stats -> problems\n/m, '$1- problems -> progress\n')
        .replace(/^- web -> contracts$/m, '- web -> contracts, judge'),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'package map: workspace packages/generator is not listed',
        'package map: packages/nope is not a workspace',
        'workspace dependencies: web -> judge is stated but not imported',
        'module dependencies: stats -> problems is imported but not stated',
        'module dependencies: problems -> progress is stated but not imported',
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  it('finds cycles', () => {
    expect(cyclesOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] })).toEqual(['a -> b -> c -> a']);
    expect(cyclesOf({ a: ['a'] })).toEqual(['a -> a']);
    expect(cyclesOf({ a: ['b'], b: [] })).toEqual([]);
  });

  it(`has no source file over ${MAX_FILE_LINES} lines (one file, one thing)`, () => {
    expect(longFiles()).toEqual([]);
    // The check sees a long file: this one, held to a tenth of its length.
    expect(longFiles(undefined, 10).map((f) => f.file)).toContain('apps/server/src/architecture.test.ts');
  });
});
