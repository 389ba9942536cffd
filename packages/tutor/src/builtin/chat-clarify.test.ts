import { describe, expect, it } from 'vitest';
import type { ChatInput, ChatTurn, ProblemFacts } from '../engine.ts';
import { builtinChatText } from './chat.ts';

const problem: ProblemFacts = {
  id: 'p1',
  slug: 'contains-duplicate',
  title: 'Contains Duplicate',
  difficulty: 'easy',
  category: 'array',
  tags: ['array', 'hash-table'],
  statement: 'Given an integer array `nums`, return `true` if any value appears at least twice.',
  signature: { function: 'containsDuplicate', params: [{ name: 'nums', type: 'int[]' }], returns: 'boolean' },
  constraints: ['1 <= nums.length <= 10^5'],
  hints: ['What lets you ask "have I seen this value?" in constant time?'],
  examples: [{ input: 'nums = [1,2,3,1]', output: 'true' }],
  targetComplexity: 'O(n)',
};

const ask = (turn: ChatTurn): string => {
  const input: ChatInput = {
    messages: [{ role: 'user', content: turn.question }],
    problem,
    learner: { language: 'python', solved: false },
    facts: { turn },
  };
  return builtinChatText(input);
};

describe('an unsure turn asks whether the runner-up was meant', () => {
  it('answers the likeliest intent and names the alternative', () => {
    const text = ask({
      intent: 'approach',
      guessed: false,
      unsure: true,
      alternative: 'hint',
      score: 0.3,
      question: 'so what now with this',
    });
    expect(text).toContain('How to approach');
    expect(text).toMatch(/asking for how to approach the problem\. Did you mean a hint\?/);
  });

  it('offers the menu when there is no close alternative', () => {
    const text = ask({
      intent: 'edge-cases',
      guessed: false,
      unsure: true,
      score: 0.3,
      question: 'what about weird stuff',
    });
    expect(text).toMatch(/the edge cases to test; if you meant something else, say what/);
  });

  it('asks nothing when the classifier was sure', () => {
    const text = ask({ intent: 'approach', guessed: false, score: 0.9, question: 'how do i approach this' });
    expect(text).not.toMatch(/I read your question as/);
  });
});
