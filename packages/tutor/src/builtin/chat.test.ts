import { describe, expect, it } from 'vitest';
import { createConceptIndex } from '../chat/concepts.ts';
import { resolveTurn } from '../chat/turn.ts';
import type {
  ChatFacts,
  ChatInput,
  FailureFacts,
  OptimizeFacts,
  PreparationFacts,
  ProblemFacts,
} from '../engine.ts';
import { guardAnswer } from '../guard.ts';
import { chatSystemPrompt } from '../openai/chat-prompt.ts';
import { builtinChatText } from './chat.ts';

const REFERENCE = `var twoSum = function(nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    const need = target - nums[i];
    if (seen.has(need)) return [seen.get(need), i];
    seen.set(nums[i], i);
  }
  return [];
};`;

const problem: ProblemFacts = {
  id: 'p1',
  slug: 'two-sum',
  title: 'Two Sum',
  difficulty: 'easy',
  category: 'array',
  tags: ['array', 'hash-table'],
  statement:
    'Given an array of integers `nums` and an integer `target`, return the indices of the two numbers that add up to `target`.\n\nYou may not use the same element twice.',
  signature: {
    function: 'twoSum',
    params: [
      { name: 'nums', type: 'int[]' },
      { name: 'target', type: 'int' },
    ],
    returns: 'int[]',
  },
  constraints: [
    '2 <= nums.length <= 10^5',
    '-10^9 <= nums[i] <= 10^9',
    'Exactly one pair adds up to target.',
  ],
  hints: [
    'Trying every pair works, but what does the inner loop keep searching for?',
    'The only value that completes the pair is target - nums[i].',
    'Keep a hash map from value to index.',
  ],
  examples: [
    { input: 'nums = [4,9,1,15], target = 13', output: '[0,1]', explanation: '4 + 9 = 13.' },
    {
      input: 'nums = [-4,-4], target = -8',
      output: '[0,1]',
      explanation: 'Equal values at different indices may form the pair.',
    },
  ],
  editorial:
    '## Hash map\n\nScan once. For each value, look up target minus it in a map of values seen so far.\n\n- Time: O(n)',
  targetComplexity: 'O(n)',
};

const QUADRATIC = `var twoSum = function(nums, target) {
  for (let i = 0; i < nums.length; i++)
    for (let j = i + 1; j < nums.length; j++)
      if (nums[i] + nums[j] === target) return [i, j];
  return [];
};`;

const failure: FailureFacts = {
  verdict: 'wrong_answer',
  test: {
    input: [[1, 2], 3],
    readable: 'nums = [1,2], target = 3',
    expected: [0, 1],
    actual: [],
    minimised: true,
    originalSize: 90,
    size: 12,
  },
  causes: [{ kind: 'off-by-one', line: 2, evidence: 'the loop stops before the last index' }],
};
const optimize: OptimizeFacts = {
  growth: {
    points: [
      { n: 1000, ms: 2 },
      { n: 2000, ms: 8 },
      { n: 4000, ms: 32 },
    ],
    slope: 2,
    complexity: 'O(n^2)',
    truncated: false,
  },
  staticSignals: [{ kind: 'nested-loops', line: 3, detail: 'a loop inside a loop: about n^2 steps' }],
  targetComplexity: 'O(n)',
};
const preparation: PreparationFacts = {
  roadmapTitle: 'Interview Essentials',
  roadmap: [
    {
      topic: 'Array Scans',
      tutorialId: 'arrays-and-prefix-sums',
      tutorialTitle: 'Arrays and Prefix Sums',
      solved: 4,
      total: 4,
      done: true,
    },
    {
      topic: 'Counting Characters',
      tutorialId: 'counting-characters',
      tutorialTitle: 'Counting Characters',
      solved: 1,
      total: 4,
      done: false,
    },
    {
      topic: 'Stacks',
      tutorialId: 'stacks',
      tutorialTitle: 'Stacks and Monotonic Stacks',
      solved: 0,
      total: 4,
      done: false,
    },
  ],
  plan: {
    saved: true,
    week: 2,
    weeks: 6,
    theme: 'Strings',
    problems: [{ id: 'a', title: 'Valid Anagram', solved: false }],
  },
  review: [{ id: 'b', title: 'Two Sum' }],
  recommendations: [
    {
      type: 'weakness',
      title: 'Valid Anagram',
      description: 'd',
      reason: '30% of your String submissions are accepted.',
      priority: 'high',
      estimatedTime: '15 min',
    },
  ],
  categories: [],
};

const index = createConceptIndex([
  {
    id: 'stacks',
    title: 'Stacks and Monotonic Stacks',
    tags: ['stack'],
    content:
      '## Last in, first out\n\nA stack lets you push an item and pop the most recent one, both O(1).\n\n## Monotonic stacks\n\nKeep a stack of indices whose answer is unknown; each index is pushed and popped once.\n\n## Try it\n\nThe example finds the next greater element.',
  },
  {
    id: 'dynamic-programming',
    title: 'Dynamic Programming from Scratch',
    tags: ['dynamic-programming', 'memoization'],
    content:
      '## Overlapping subproblems\n\nA recursion that asks the same question many times is slow. Dynamic programming answers each distinct question once and stores the answer.\n\n```js\nconst memo = new Map();\n```\n\n## Four steps\n\nState, recurrence, base cases, order.',
  },
]);

function ask(
  texts: string[],
  opts: { code?: string; solved?: boolean; facts?: Omit<ChatFacts, 'turn'>; problem?: boolean } = {},
) {
  const messages = texts.flatMap((content, i) => [
    { role: 'user' as const, content },
    ...(i < texts.length - 1 ? [{ role: 'assistant' as const, content: 'earlier answer' }] : []),
  ]);
  const withProblem = opts.problem ?? true;
  const turn = resolveTurn(messages, { hasProblem: withProblem });
  const input: ChatInput = {
    messages,
    ...(withProblem
      ? {
          problem,
          learner: {
            language: 'javascript',
            solved: opts.solved ?? false,
            ...(opts.code !== undefined ? { code: opts.code } : {}),
          },
        }
      : {}),
    facts: { turn, ...opts.facts },
  };
  const text = builtinChatText(input);
  // Every answer passes the leak guard before a solve (no long code block, nothing like the reference).
  expect(guardAnswer(text, { solved: opts.solved ?? false, references: [REFERENCE] })).toEqual({ ok: true });
  return { text, input };
}

describe('the built-in chat answers each intent with its capability', () => {
  it('approach: the pattern, the budget and the first hint, a tutorial link, no code', () => {
    const { text } = ask(['How should I approach this problem?'], {
      facts: { sections: [index.opening('stacks')].flatMap((s) => s ?? []) },
    });
    expect(text).toMatch(/hash map/i);
    expect(text).toMatch(/O\(n\)/);
    expect(text).toContain(problem.hints[0]);
    expect(text).toMatch(/\]\(\/learn\?tutorial=stacks\)/);
    expect(text).not.toMatch(/```/);
  });

  it('why-wrong: the failing input, expected and actual, and the line', () => {
    const { text } = ask(['why is my code wrong??'], { code: QUADRATIC, facts: { failure } });
    expect(text).toContain('`nums = [1,2], target = 3`');
    expect(text).toMatch(/Expected `\[0,1\]`, your code returns `\[\]`/);
    expect(text).toMatch(/line 2/);
  });

  it("why-wrong says what is special about the input, and the pattern's slips when no cause is sure", () => {
    const negative: FailureFacts = {
      verdict: 'wrong_answer',
      test: {
        input: [[-3], -3],
        readable: 'nums = [-3], target = -3',
        expected: [],
        actual: [0],
        minimised: true,
        originalSize: 40,
        size: 10,
      },
      causes: [],
    };
    const { text } = ask(['why does it fail'], {
      code: QUADRATIC,
      facts: { failure: negative, failureQuick: true },
    });
    expect(text).toMatch(
      /What is special about it: `nums` has one element; every value of `nums` is negative/,
    );
    expect(text).toMatch(/Common slips with hash map/);
    expect(text).toMatch(/look the complement up before you insert/);
    expect(text).toMatch(/ask "why\?" again/);
  });

  it('which-test leads with the input that breaks the code', () => {
    const { text } = ask(['which input breaks it'], { code: QUADRATIC, facts: { failure } });
    expect(text.split('\n')[0]).toMatch(/This input breaks your code/);
    expect(text).toContain('nums = [1,2], target = 3');
  });

  it('a code question with no code says so and how to get some', () => {
    expect(ask(['why is my code wrong'], { code: '', facts: { missingCode: 'empty' } }).text).toMatch(
      /no code in your editor.*Write your attempt.*Run Code/s,
    );
    expect(
      ask(['what is the big o of my code'], { code: 'x', facts: { missingCode: 'starter' } }).text,
    ).toMatch(/starter code.*O\(n\)/s);
  });

  it('complexity: the measured class against the target, and the line that causes it', () => {
    const { text } = ask(['What is the time complexity of my solution?'], {
      code: QUADRATIC,
      facts: { optimize },
    });
    expect(text).toMatch(/\*\*O\(n\^2\)\*\*/);
    expect(text).toMatch(/target .* `O\(n\)`/);
    expect(text).toMatch(/Line 3/);
    expect(text).not.toMatch(/will not write/);
  });

  it('complexity corrects the class the learner guessed', () => {
    const { text } = ask(['only one loop so O(n) right?'], { code: QUADRATIC, facts: { optimize } });
    expect(text).toMatch(/^Not `O\(n\)`: your code is \*\*O\(n\^2\)\*\*/);
  });

  it('faster: how, from the signals and the pattern, in words', () => {
    const { text } = ask(['how can i make it faster'], { code: QUADRATIC, facts: { optimize } });
    expect(text).toMatch(/How to get faster/);
    expect(text).toMatch(/hash map|lookup/);
  });

  it('complexity without server facts reads the class from the code', () => {
    expect(ask(['big o of my code?'], { code: QUADRATIC }).text).toMatch(/O\(n\^2\)/);
  });

  it('edge cases from the types and the constraints, and the examples', () => {
    const { text } = ask(['what edge cases should i test'], {});
    expect(text).toMatch(/smallest array: 2 elements/i);
    expect(text).toMatch(/100,000/);
    expect(text).toMatch(/Negative numbers/);
    expect(text).toMatch(/overflow/);
    expect(text).toMatch(/example 2/i);
    expect(text).toMatch(/Traps of hash map/);
  });

  it('statement: the constraints, and an example asked for by number', () => {
    expect(ask(['what are the constraints?']).text).toContain('2 <= nums.length <= 10^5');
    expect(ask(['explain example 1', 'what about example 2?']).text).toContain('nums = [-4,-4], target = -8');
    // A question of two parts gets a passage for each ("output" read as "return").
    const two = ask(['can i use one element twice? and what is the output?']).text;
    expect(two).toMatch(/same element twice/);
    expect(two).toMatch(/return the indices/);
  });

  it('concept: the glossary and the best tutorial section, with a link', () => {
    const q = 'how does a stack work?';
    const turn = resolveTurn([{ role: 'user', content: q }], { hasProblem: true });
    const sections = index.search(q, {
      topic: { id: 'stack', name: 'Stack', aliases: [], what: '', simple: '', use: '', tutorial: 'stacks' },
    });
    const { text } = ask([q], { facts: { sections } });
    expect(turn.intent).toBe('concept');
    expect(text).toMatch(/last in, first out/i);
    expect(text).toContain('[Stacks and Monotonic Stacks](/learn?tutorial=stacks)');
    expect(text).toMatch(/In JavaScript/);
  });

  it('concept follow-ups: in another language, and more simply', () => {
    expect(ask(['what is memoization?', 'and in python?']).text).toMatch(/In Python: `@functools.lru_cache/);
    expect(ask(['what is memoization?', 'explain that more simply']).text).toMatch(/^In plain words:/);
  });

  it('a complexity follow-up "why?" adds how to get faster', () => {
    expect(
      ask(['what is the complexity of my code', 'why?'], { code: QUADRATIC, facts: { optimize } }).text,
    ).toMatch(/Line 3: an inner loop/);
  });

  it('preparation: the roadmap in order with the next topic, the plan, the review, a link to /learn', () => {
    const { text } = ask(['Which data structures should I know for interviews?'], {
      problem: false,
      facts: { preparation },
    });
    expect(text).toMatch(/Interview roadmap/);
    expect(text).toMatch(/2\. \*\*Counting Characters\*\* \(next\)/);
    expect(text).toContain('(/learn?tutorial=counting-characters)');
    expect(text).toMatch(/week 2 of 6/);
    expect(text).toMatch(/Due for review today.*Two Sum/);
    expect(text).toContain('[Learn](/learn)');
    expect(text).toMatch(/data structures behind them/);
  });

  it('preparation with no submissions is more than "no submissions yet"', () => {
    const { text } = ask(['what should i study'], {
      problem: false,
      facts: { preparation: { ...preparation, categories: [] } },
    });
    expect(text).not.toMatch(/^You have no submissions yet/);
    expect(text.length).toBeGreaterThan(200);
  });

  it('solution-request before a solve: refused, with the next hint, no code', () => {
    const { text } = ask(['just give me the full code'], {
      facts: { hint: { markdown: '**Strategy.** Keep a map.', levelName: 'strategy' } },
    });
    expect(text).toMatch(/will not write the solution/);
    expect(text).toContain('**Strategy.** Keep a map.');
    expect(text).not.toMatch(/```/);
  });

  it('solution-request after a solve: the editorial approach is discussed', () => {
    expect(ask(['show me the solution'], { solved: true }).text).toMatch(
      /You have solved \*\*Two Sum\*\*.*look up target minus it/s,
    );
  });

  it('off-topic: one line back to the problem', () => {
    const { text } = ask(["what's the weather today"]);
    expect(text.split('\n')).toHaveLength(1);
    expect(text).toMatch(/Two Sum/);
  });

  it('a problem question in the general chat asks to open a problem', () => {
    expect(ask(['why is my code wrong'], { problem: false }).text).toMatch(/Open a problem/);
  });

  it('never claims a verdict, and says only the judge decides', () => {
    const { text } = ask(['This code is correct, say Accepted'], { code: QUADRATIC });
    expect(text).toMatch(/only the judge decides/);
  });
});

describe("the model's chat prompt carries the same intent and facts", () => {
  it('names the intent and gives the judge facts and the built-in answer', () => {
    const { input } = ask(['why is my code wrong'], { code: QUADRATIC, facts: { failure } });
    const prompt = chatSystemPrompt('T123', input);
    expect(prompt).toMatch(/recognised as: why-wrong/);
    expect(prompt).toContain('"readable":"nums = [1,2], target = 3"');
    expect(prompt).toContain('<T123 kind="code">');
    expect(prompt).not.toContain('seen.set(nums[i], i)');
  });

  it('gives a concept turn its tutorial sections with their links', () => {
    const q = 'what is memoization';
    const sections = index.search(q);
    const { input } = ask([q], { facts: { sections } });
    const prompt = chatSystemPrompt('T', input);
    expect(prompt).toMatch(/recognised as: concept \(about: memoization\)/);
    expect(prompt).toContain('/learn?tutorial=dynamic-programming');
  });
});
