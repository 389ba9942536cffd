import { describe, expect, it } from 'vitest';
import type { ChatTurn, ProblemFacts } from '../engine.ts';
import { staticComplexity, staticSignals } from '../signals.ts';
import { compositionNotes, problemComplexityAnswer } from './chat-complexity.ts';

const problem: ProblemFacts = {
  id: 'p',
  slug: 'p',
  title: 'Product Except Self',
  difficulty: 'medium',
  category: 'array',
  tags: ['prefix-sum'],
  statement:
    'Return the product of all other elements for each index.\n\nYour algorithm must run in `O(n)` time and must not use division.\n\nFollow-up: can you use only `O(1)` extra space?',
  signature: { function: 'f', params: [{ name: 'nums', type: 'int[]' }], returns: 'int[]' },
  constraints: ['2 <= nums.length <= 10^5'],
  hints: [],
  examples: [],
  targetComplexity: 'O(n)',
};
const turn = (question: string): ChatTurn => ({ intent: 'complexity', guessed: false, score: 5, question });

describe('complexity answers from the problem and from how the code combines', () => {
  it('without code: the target, the budget and what the statement says on time and space', () => {
    const text = problemComplexityAnswer(problem, turn('is the O(1) space required?'), false, 'No code yet.');
    expect(text).toMatch(/runs in `O\(n\)`/);
    expect(text).toMatch(/must not use division/);
    expect(text).toMatch(/Follow-up.*optional/s);
    expect(text.endsWith('No code yet.')).toBe(true);
  });

  it('asked about "my code" with none: says so first', () => {
    expect(problemComplexityAnswer(problem, turn('big o of my code?'), false, 'No code yet.')).toMatch(
      /^No code yet\./,
    );
  });

  it('a sort before the loops adds, it does not multiply', () => {
    const code = 'nums.sort()\nfor i in range(n):\n    for j in range(n):\n        pass';
    const notes = compositionNotes(
      problem,
      { language: 'python', code, solved: false },
      'O(n^2)',
      'read',
      [],
    );
    expect(notes.join(' ')).toMatch(/added to the loops' O\(n\^2\), not multiplied/);
  });

  it("loops over a node's edges in a graph problem run once per edge in total", () => {
    const graph = { ...problem, category: 'graph' as const, targetComplexity: 'O(V + E)' };
    const notes = compositionNotes(
      graph,
      { language: 'python', code: 'x', solved: false },
      'O(n^2)',
      'read',
      [{ kind: 'nested-loops', line: 3, detail: '' }],
    );
    expect(notes.join(' ')).toMatch(/once per edge in total/);
  });
});

describe('hidden loops read from the code (signals.ts)', () => {
  it('a shift and a some() inside a loop make it quadratic; max of two values does not', () => {
    const js =
      'function f(q) {\n  const out = [];\n  while (q.length > 0) {\n    const x = q.shift();\n    if (q.some((y) => y > x)) q.push(x);\n    else out.push(x);\n  }\n  return out;\n}';
    expect(staticComplexity(js, 'javascript')).toBe('O(n^2)');
    const py = 'def f(nums):\n    best = 0\n    for x in nums:\n        best = max(best, x)\n    return best';
    expect(staticComplexity(py, 'python')).toBe('O(n)');
    const popFront = 'def f(q):\n    while q:\n        x = q.pop(0)\n    return 0';
    expect(staticSignals(popFront, 'python').map((s) => s.kind)).toContain('linear-search-in-loop');
  });
});

describe('a conversion to binary inside a loop', () => {
  it('is a log factor the timings hide', () => {
    const code = 'def f(n):\n    return [bin(i).count("1") for i in range(n + 1)]';
    const notes = compositionNotes(
      problem,
      { language: 'python', code, solved: false },
      'O(n)',
      'measured',
      [],
    );
    expect(notes.join(' ')).toMatch(/O\(n log n\) in all/);
  });
});
