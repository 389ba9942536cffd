import { describe, expect, it } from 'vitest';
import type { ProblemFacts } from '../engine.ts';
import { edgeCases } from './edge-cases.ts';
import {
  caveatsFor,
  complexityClauses,
  rangeFacts,
  sentencesOf,
  statementCaveats,
  tagNames,
} from './problem-facts.ts';

const problem = (over: Partial<ProblemFacts>): ProblemFacts => ({
  id: 'p',
  slug: 'p',
  title: 'Lamps',
  difficulty: 'medium',
  category: 'greedy',
  tags: ['array', 'greedy', 'two-pointers'],
  statement:
    'Houses stand along a road (several houses may share a position). A lamp lights every point within its radius, inclusive.\n\nReturn the fewest lamps that light every house.',
  signature: {
    function: 'lamps',
    params: [
      { name: 'houses', type: 'int[]' },
      { name: 'radius', type: 'int' },
    ],
    returns: 'int',
  },
  constraints: ['1 <= houses.length <= 10^5', '0 <= houses[i] <= 10^9', '0 <= radius <= 10^9'],
  hints: [],
  examples: [],
  ...over,
});

describe("facts read from the problem's own text", () => {
  it('splits sentences and keeps asides, without markdown', () => {
    const s = sentencesOf('A **bold** claim here. Then (an aside worth reading) follows.');
    expect(s).toContain('A bold claim here.');
    expect(s).toContain('an aside worth reading');
  });

  it("quotes the statement's caveats, the aside first", () => {
    const c = statementCaveats(problem({}));
    expect(c[0]).toBe('several houses may share a position');
    expect(c.some((x) => /inclusive/.test(x))).toBe(true);
  });

  it('reads negatives and magnitudes past 32 bits from the constraints', () => {
    const r = rangeFacts(
      problem({
        constraints: ['Each token is an integer between -10^9 and 10^9.', 'every value is at most 10^15'],
      }),
    );
    expect(r.negative).toBe(true);
    expect(r.largest).toBe(10 ** 15);
    expect(rangeFacts(problem({})).negative).toBe(false);
  });

  it('finds what the statement says about time and space', () => {
    const p = problem({
      statement:
        'Return it. Your algorithm must run in `O(n)` time.\n\nFollow-up: can you use `O(1)` extra space?',
    });
    expect(complexityClauses(p)).toHaveLength(2);
  });

  it('names the tags in words, the broad ones last', () => {
    expect(tagNames(problem({}))).toEqual(['greedy', 'two pointers', 'array']);
  });

  it("puts the problem's own cases first among the edge cases", () => {
    const cases = edgeCases(
      problem({
        signature: { function: 'f', params: [{ name: 'tokens', type: 'string[]' }], returns: 'long' },
        statement: 'Each token is an operator or an integer (possibly negative, like "-8").',
        constraints: ['1 <= tokens.length <= 10^5', 'every subexpression is at most 10^15 in absolute value'],
      }),
    );
    expect(cases[0]?.detail).toMatch(/possibly negative/);
    expect(cases.some((c) => c.title === 'Values past 32 bits')).toBe(true);
    expect(cases.some((c) => /Negative/.test(c.title))).toBe(true);
  });
});

describe('the statement caveats a failing input tests', () => {
  it('meets "if several tie" with an input whose values are all equal', () => {
    const p = problem({
      statement: 'Return the best stretch. If several stretches tie, return the earliest one.',
    });
    expect(caveatsFor(p, ['all values of `a` are equal'])).toEqual([
      'If several stretches tie, return the earliest one.',
    ]);
    expect(caveatsFor(p, ['`a` has one element'])).toEqual([]);
  });
});
