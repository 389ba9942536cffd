import { describe, expect, it } from 'vitest';
import type { ProblemFacts } from '../engine.ts';
import { statementPassages } from './capabilities.ts';
import { createConceptIndex, excerpt, sectionsOf, tutorialLink } from './concepts.ts';
import { edgeCases, readBounds } from './edge-cases.ts';
import { glossaryEntry, patternEntry } from './glossary.ts';
import { inputTraits } from './input-traits.ts';

const tutorials = [
  {
    id: 'heaps',
    title: 'Heaps and Priority Queues',
    tags: ['heap', 'priority-queue'],
    content:
      '## What a heap gives you\n\nA heap returns the smallest item in O(1) and removes it in O(log n).\n\n```py\nimport heapq\n```\n\n## Top k\n\nKeep a heap of size k.\n\n## Try it\n\nRun the example.',
  },
  {
    id: 'dynamic-programming',
    title: 'Dynamic Programming from Scratch',
    tags: ['dynamic-programming', 'memoization'],
    content:
      '## Overlapping subproblems\n\nA recursion that asks the same question many times is slow: memoization stores each answer.\n\n## Four steps\n\nState, recurrence, base cases, order.',
  },
];

describe('concept search over tutorial sections (MiniSearch)', () => {
  it('splits a tutorial at its headings, without code blocks or the "Try it" section', () => {
    const s = sectionsOf(tutorials[0] as (typeof tutorials)[number]);
    expect(s.map((x) => x.heading)).toEqual(['What a heap gives you', 'Top k']);
    expect(s[0]?.text).not.toContain('import heapq');
  });

  it('finds the section for a question, typos included, with a link to the tutorial page', () => {
    const idx = createConceptIndex(tutorials);
    const [best] = idx.search('what is memoizaton');
    expect(best).toMatchObject({ tutorialId: 'dynamic-programming', heading: 'Overlapping subproblems' });
    expect(best?.link).toBe('/learn?tutorial=dynamic-programming');
    expect(idx.search('priority queue', { topic: glossaryEntry('heap') })[0]?.tutorialId).toBe('heaps');
  });

  it('trims a long section to a short excerpt ending at a sentence', () => {
    const long = `${'A sentence that goes on. '.repeat(40)}\n\nAnother paragraph.`;
    const e = excerpt(long, 200);
    expect(e.length).toBeLessThanOrEqual(400);
    expect(e.endsWith('.')).toBe(true);
    expect(tutorialLink('a b')).toBe('/learn?tutorial=a%20b');
  });
});

const base: Omit<ProblemFacts, 'signature' | 'constraints'> = {
  id: 'x',
  slug: 'x',
  title: 'X',
  difficulty: 'easy',
  category: 'linkedlist',
  tags: [],
  statement: 'Return the middle node. If there is no node, return null.',
  hints: [],
  examples: [],
};

describe('edge cases from the signature and the constraints', () => {
  it('reads bounds written as ranges and as inequalities', () => {
    const b = readBounds([
      'The number of nodes in the list is in the range [0, 5 * 10^4].',
      '1 <= k <= n',
      '0 <= s.length <= 100',
    ]);
    expect(b.get('nodes')).toEqual({ min: 0, max: 50_000 });
    expect(b.get('s.length')).toEqual({ min: 0, max: 100 });
  });

  it('a linked list: the empty list, one node, odd and even lengths, the no-answer case', () => {
    const cases = edgeCases({
      ...base,
      signature: { function: 'middle', params: [{ name: 'head', type: 'ListNode' }], returns: 'ListNode' },
      constraints: ['The number of nodes in the list is in the range [0, 100].'],
    });
    const titles = cases.map((c) => c.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Empty list',
        'One element in `head`',
        'Odd and even lengths',
        'No valid answer',
      ]),
    );
  });

  it('a tree: empty, single node, skewed; a string: empty, one character, all the same', () => {
    const tree = edgeCases({
      ...base,
      signature: { function: 'depth', params: [{ name: 'root', type: 'TreeNode' }], returns: 'int' },
      constraints: [],
    }).map((c) => c.title);
    expect(tree).toEqual(expect.arrayContaining(['Empty tree', 'A skewed tree']));
    const str = edgeCases({
      ...base,
      signature: { function: 'f', params: [{ name: 's', type: 'string' }], returns: 'int' },
      constraints: [
        '0 <= s.length <= 5 * 10^4',
        's consists of English letters, digits, symbols and spaces.',
      ],
    }).map((c) => c.title);
    expect(str).toEqual(
      expect.arrayContaining([
        'Empty string',
        'One character in `s`',
        'All the same character',
        'Other characters',
      ]),
    );
  });

  it('distinct values are not told to test duplicates; sorted input is not told to test unsorted', () => {
    const titles = edgeCases({
      ...base,
      signature: { function: 'f', params: [{ name: 'nums', type: 'int[]' }], returns: 'int' },
      constraints: [
        '1 <= nums.length <= 10',
        'All values are distinct.',
        'nums is sorted in ascending order.',
      ],
    }).map((c) => c.title);
    expect(titles).not.toContain('Duplicates');
    expect(titles).not.toContain('Sorted and reverse-sorted input');
  });
});

describe('what is special about a failing input', () => {
  it('names one element, negatives, equal values, bounds and equal parameters', () => {
    const sig = {
      function: 'f',
      params: [
        { name: 'nums', type: 'int[]' as const },
        { name: 'k', type: 'int' as const },
        { name: 'm', type: 'int' as const },
      ],
      returns: 'int' as const,
    };
    expect(inputTraits(sig, [[-5], 1, 1], ['1 <= k <= 10'])).toEqual([
      '`nums` has one element',
      'every value of `nums` is negative',
      '`k` = 1, the smallest the constraints allow',
      '`k` and `m` are equal',
    ]);
    expect(inputTraits(sig, [[2, 2, 2], 5, 6], [])).toEqual(['all values of `nums` are equal']);
  });

  it("picks a problem's pattern by its specific tags before the broad ones", () => {
    expect(patternEntry('array', ['array', 'two-pointers'])?.id).toBe('two-pointers');
    expect(patternEntry('dp', ['array', 'dynamic-programming'])?.id).toBe('dynamic-programming');
    expect(patternEntry('array', ['array'])?.id).toBe('hash-map');
  });
});

describe('statement retrieval reads the values a question writes', () => {
  it('"for x = 8 do I return 2 or 3?" finds the example whose input is x = 8', () => {
    const p: ProblemFacts = {
      ...base,
      statement: 'Return the integer square root of x, rounded down.',
      signature: { function: 'mySqrt', params: [{ name: 'x', type: 'int' }], returns: 'int' },
      constraints: ['0 <= x <= 2^31 - 1'],
      examples: [
        { input: 'x = 4', output: '2' },
        { input: 'x = 8', output: '2', explanation: 'The root is 2.83, rounded down to 2.' },
      ],
    };
    const turn = {
      intent: 'statement' as const,
      guessed: false,
      score: 3,
      question: 'so for x = 8 do i return 2 or 3?',
    };
    const found = statementPassages(p, turn, false).map((x) => x.from);
    expect(found).toContain('example 2');
    expect(found).not.toContain('example 1');
  });
});
