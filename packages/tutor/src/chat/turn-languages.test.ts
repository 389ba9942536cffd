import type { Language } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { builtinChatText } from '../builtin/chat.ts';
import { conceptAnswer } from '../builtin/chat-general.ts';
import type { ChatInput, FailureFacts } from '../engine.ts';
import { chatSystemPrompt } from '../openai/chat-prompt.ts';
import { resolveTurn } from './turn.ts';

/**
 * "And in Go?": the follow-ups that ask for the previous answer in another language, for the ten
 * languages (issue 29), and the words that only look like a language name ("go on").
 */
const chat = (...texts: string[]) =>
  texts.flatMap((content, i) => [
    { role: 'user' as const, content },
    ...(i < texts.length - 1 ? [{ role: 'assistant' as const, content: 'an answer' }] : []),
  ]);
const ctx = { hasProblem: true };

describe('language follow-ups in the four new languages', () => {
  it.each([
    ['and in Go?', 'go'],
    ['in golang', 'go'],
    ['in Rust', 'rust'],
    ['what about TypeScript?', 'typescript'],
    ['and in ts?', 'typescript'],
    ['ruby version?', 'ruby'],
    ['how about in Ruby', 'ruby'],
  ] as const)('"%s" after a concept keeps the concept and names %s', (text, language) => {
    expect(resolveTurn(chat('how does a stack work?', text), ctx)).toMatchObject({
      intent: 'concept',
      topic: 'stack',
      followUp: 'language',
      language,
    });
  });

  it('the languages named before keep their names; C# and C++ are not C', () => {
    for (const [text, language] of [
      ['and in Java?', 'java'],
      ['and in JavaScript?', 'javascript'],
      ['and in python?', 'python'],
      ['and in C?', 'c'],
      ['and in C#?', 'csharp'],
      ['and in C++?', 'cpp'],
    ] as const)
      expect(resolveTurn(chat('how does a stack work?', text), ctx)).toMatchObject({
        followUp: 'language',
        language,
      });
  });

  it('"go on" and "let us go through it" are not Go', () => {
    expect(resolveTurn(chat('what is a heap?', 'go on'), ctx)).toMatchObject({ followUp: 'more' });
    expect(resolveTurn(chat('what is a heap?', 'go on'), ctx).language).toBeUndefined();
    expect(resolveTurn(chat('what is a heap?', 'can we go through it again'), ctx).language).toBeUndefined();
  });

  it('the answer names the language asked about', () => {
    const turn = resolveTurn(chat('how does a stack work?', 'and in Rust?'), ctx);
    expect(conceptAnswer(turn, undefined)).toMatch(/Rust/);
    const ts = resolveTurn(chat('how does a stack work?', 'what about TypeScript?'), ctx);
    expect(conceptAnswer(ts, undefined)).toMatch(
      /In TypeScript, as in JavaScript \(with types\): an array: `stack.push/,
    );
  });
});

describe("a concept's spelling in Go, Rust and Ruby", () => {
  it.each([
    ['how does a stack work?', 'and in Go?', /In Go: a slice: `stack = append\(stack, x\)`/],
    ['what is a heap', 'and in Rust?', /In Rust: `std::collections::BinaryHeap`/],
    ['explain memoization', 'ruby version?', /In Ruby: `@memo \|\|= \{\}`/],
    ['how do i sort an array', 'what about go', /In Go: `sort.Ints\(a\)`/],
  ])('"%s" then "%s"', (first, then, answer) => {
    const turn = resolveTurn(chat(first, then), ctx);
    expect(conceptAnswer(turn, undefined)).toMatch(answer);
  });
});

describe('why-wrong in a language whose lines are not localised yet', () => {
  const problem = {
    id: 'p1',
    slug: 'two-sum',
    title: 'Two Sum',
    difficulty: 'easy' as const,
    category: 'array' as const,
    tags: [],
    statement: 'Return the indices of the two numbers that add up to target.',
    signature: {
      function: 'twoSum',
      params: [{ name: 'nums', type: 'int[]' as const }],
      returns: 'int[]' as const,
    },
    constraints: [],
    hints: [],
    examples: [],
  };
  const failure: FailureFacts = {
    verdict: 'wrong_answer',
    test: {
      input: [[3, 3]],
      readable: 'nums = [3,3]',
      expected: [0, 1],
      actual: [0, 0],
      minimised: true,
      originalSize: 9,
      size: 9,
    },
    causes: [],
    suspect: { line: 4, confidence: 0.3, sure: 'low', evidence: ['a guess'] },
  };
  const input = (language: Language): ChatInput => {
    const messages = [{ role: 'user' as const, content: 'why is my code wrong' }];
    return {
      messages,
      problem,
      learner: { language, solved: false, code: 'code' },
      facts: { turn: resolveTurn(messages, ctx), failure },
    };
  };
  it('the built-in answer gives the input and the note, and no guessed line', () => {
    const text = builtinChatText(input('go'));
    expect(text).toContain('`nums = [3,3]`');
    expect(text).toContain('Line-level localisation is not available yet for Go');
    expect(text).not.toMatch(/Line 4\*\* is the likeliest/);
    expect(builtinChatText(input('python'))).toMatch(/Line 4\*\* is the likeliest/);
  });
  it("the model's facts leave the guess out and carry the note", () => {
    const prompt = chatSystemPrompt('T1', input('rust'));
    expect(prompt).toContain('not available yet for Rust');
    expect(prompt).not.toContain('"suspect"');
    expect(chatSystemPrompt('T1', input('java'))).toContain('"suspect"');
  });
});
