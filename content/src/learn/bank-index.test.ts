import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { listSlugs, PROBLEMS_DIR } from '../load.ts';
import { readBankIndex, topLevel } from './bank-index.ts';

it('reads the same four fields as a full parse of every problem.yaml in the bank', async () => {
  const index = await readBankIndex();
  const slugs = await listSlugs(PROBLEMS_DIR);
  expect(index.size).toBe(slugs.length);
  for (const slug of slugs) {
    const full = parse(await readFile(join(PROBLEMS_DIR, slug, 'problem.yaml'), 'utf8'));
    expect(index.get(slug), slug).toEqual({
      slug,
      title: full.title,
      category: full.category,
      difficulty: full.difficulty,
      estimatedMinutes: full.estimatedMinutes ?? 30,
    });
  }
}, 120_000); // the full parses are the slow part, and the reason for topLevel

it('keeps a wanted entry with the lines under it, and nothing of the entries around it', () => {
  const yaml = [
    'title: >-',
    '  A title folded',
    '  over two lines',
    'tests:',
    '  - { args: [1], expected: 2 }',
    '# a comment',
    'difficulty: easy # trailing',
    'hints:',
    '  - "title: not a key here"',
    'category: array',
  ].join('\n');
  expect(parse(topLevel(yaml, new Set(['title', 'difficulty', 'category'])))).toEqual({
    title: 'A title folded over two lines',
    difficulty: 'easy',
    category: 'array',
  });
});
