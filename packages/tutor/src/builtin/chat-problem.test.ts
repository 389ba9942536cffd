import { describe, expect, it } from 'vitest';
import type { ChatTurn, ProblemFacts } from '../engine.ts';
import { approachAnswer, edgeCasesAnswer } from './chat-problem.ts';

const coins: ProblemFacts = {
  id: 'c',
  slug: 'coins',
  title: 'Coins',
  difficulty: 'medium',
  category: 'dp',
  tags: ['dynamic-programming', 'array'],
  statement:
    'Return the fewest coins that make up `amount`, or -1 if no combination does (each coin may be used any number of times).',
  signature: {
    function: 'f',
    params: [
      { name: 'coins', type: 'int[]' },
      { name: 'amount', type: 'int' },
    ],
    returns: 'int',
  },
  constraints: ['1 <= coins.length <= 12', '0 <= amount <= 10^4'],
  hints: [
    'Taking the largest coin first is not always optimal.',
    'Solve every smaller amount first.',
    'The key idea.',
  ],
  examples: [],
  targetComplexity: 'O(amount * k)',
};
const turn = (question: string, topic?: string): ChatTurn => ({
  intent: 'approach',
  guessed: false,
  score: 5,
  question,
  ...(topic ? { topic } : {}),
});

describe("approach and edge-case answers from the problem's own facts", () => {
  it('answers "is this greedy?" on a DP problem with its own pattern, naming its tags', () => {
    const text = approachAnswer({
      problem: coins,
      learner: undefined,
      turn: turn('is this greedy?', 'greedy'),
      facts: undefined,
    });
    expect(text).toMatch(/Greedy algorithm\? Not by this problem's tags/);
    expect(text).toMatch(/Its tags: dynamic programming, array/);
    expect(text).toMatch(/Why dynamic programming/);
    expect(text).not.toMatch(/The key idea/);
  });

  it('does not contradict a concept the pattern itself uses', () => {
    const graph = { ...coins, category: 'graph' as const, tags: ['graph'] };
    const text = approachAnswer({
      problem: graph,
      learner: undefined,
      turn: turn('bfs here?', 'bfs'),
      facts: undefined,
    });
    expect(text).not.toMatch(/Not by this problem's tags/);
  });

  it('starts the edge cases with what the statement allows', () => {
    const text = edgeCasesAnswer({
      problem: coins,
      learner: undefined,
      turn: turn('edge cases?'),
      facts: undefined,
    });
    expect(text).toMatch(/The statement says\*\*: "each coin may be used any number of times"/);
    expect(text).toMatch(/No valid answer/);
  });
});
