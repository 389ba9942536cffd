import type { BankEntry, LearnContent } from '@codecoach/content';
import { describe, expect, it } from 'vitest';
import { indexCatalog } from './content.ts';
import { buildPaths, percent } from './paths.ts';

const bank = new Map<string, BankEntry>(
  ['p1', 'p2', 'p3', 'p4'].map((slug) => [
    slug,
    { slug, title: slug.toUpperCase(), category: 'array', difficulty: 'easy', estimatedMinutes: 15 },
  ]),
);
const content = (problems: string[]): LearnContent => ({
  paths: [
    {
      id: 'array',
      title: 'Arrays',
      icon: 'A',
      difficulty: 'Beginner',
      description: 'x'.repeat(30),
      topics: ['t1'],
    },
  ],
  topics: [{ id: 't1', name: 'Topic one', tutorial: 'tut', problems, prerequisites: [] }],
  tutorials: [],
});
const facts = (solved: string[]) => ({
  solved: new Set(solved),
  completedTutorials: new Set<string>(),
  ids: new Map([...bank.keys()].map((s) => [s, `id-${s}`])),
});

describe('path progress', () => {
  it('is always 0-100 and 100 only when everything is solved', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 3)).toBe(100);
    expect(percent(2, 3)).toBe(66);
    expect(percent(-1, 3)).toBe(0);
  });

  it('counts only the problems in the topic now: removing a solved problem never goes past 100%', () => {
    const before = buildPaths(
      indexCatalog(content(['p1', 'p2', 'p3']), bank),
      facts(['p1', 'p2', 'p3', 'p4']),
    )[0];
    expect(before?.progress).toBe(100);
    const removed = buildPaths(indexCatalog(content(['p1', 'p2']), bank), facts(['p1', 'p2', 'p3', 'p4']))[0];
    expect(removed?.progress).toBe(100);
    expect(removed?.topics[0]?.solvedProblems).toBe(2);
    const added = buildPaths(indexCatalog(content(['p1', 'p2', 'p3', 'p4']), bank), facts(['p1', 'p2']))[0];
    expect(added?.progress).toBe(50);
    expect(added?.topics[0]).toMatchObject({ problems: 4, solvedProblems: 2, completed: false });
    expect(added?.duration).toBe('About 1 hour');
    expect(added?.practiceCategory).toBe('array');
  });
});
