import { createJudge, type Judge } from '@codecoach/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem } from '../../../test/builders.ts';
import { build, type TestApp } from '../../../test/helper.ts';
import { warmChatContent } from './chat-learn.ts';

/**
 * The chat through real HTTP, the real judge and the real Learn content: each intent answered by
 * its capability (docs/decisions/016-ai-tutor.md, "The chat"), with the latency of each answer.
 */
let t: TestApp;
let judge: Judge;
let problemId: string;
const latencies: Array<{ question: string; ms: number; judge: boolean }> = [];

beforeAll(async () => {
  judge = await createJudge({ allowUnsandboxed: process.env.JUDGE_ALLOW_UNSANDBOXED === 'true', slots: 2 });
  t = await build({ TUTOR_QUOTA_PER_HOUR: 100 }, { judge });
  await createProblem(t.ctx.database.db, {
    slug: 'chat-two-sum',
    constraints: ['2 <= nums.length <= 10^4', '-10^9 <= nums[i] <= 10^9'],
    hints: [
      'What does the inner loop search for?',
      'Which value completes the pair?',
      'Keep a map from value to index.',
    ],
  });
  problemId = (await t.sql<{ id: string }>(`select id from problems where slug = 'chat-two-sum'`))[0]
    ?.id as string;
  // One large hidden test (the pair at the very end): Optimize measures growth on it.
  const n = 16_000;
  const nums = Array.from({ length: n }, (_, i) => 3 * i + 10);
  nums[n - 2] = 2;
  nums[n - 1] = 4;
  await t.sql(
    `insert into problem_tests (problem_id, ordinal, input, expected, hidden) values ($1, 99, $2::jsonb, $3::jsonb, true)`,
    [problemId, JSON.stringify([nums, 6]), JSON.stringify([n - 2, n - 1])],
  );
  // As the server does at start (runtime.ts): the tutorials' index and the Learn catalog.
  await warmChatContent();
}, 120_000);

afterAll(async () => {
  await judge?.close();
  if (latencies.length > 0)
    console.log(
      `chat latencies (ms):\n${latencies.map((l) => `  ${l.judge ? 'judge' : 'plain'}  ${Math.round(l.ms)}  ${l.question}`).join('\n')}`,
    );
});

// Skips the last element: fails whenever the pair ends at the last index (line 4).
const OFF_BY_ONE_PY = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i in range(len(nums) - 1):
            if target - nums[i] in seen:
                return [seen[target - nums[i]], i]
            seen[nums[i]] = i
        return []
`;
const QUADRATIC_JS = `var twoSum = function(nums, target) {
  for (let i = 0; i < nums.length; i++)
    for (let j = i + 1; j < nums.length; j++)
      if (nums[i] + nums[j] === target) return [i, j];
  return [];
};`;

interface Asked {
  text: string;
  types: string[];
}

/** One chat turn (earlier turns as history), answered over SSE; its latency recorded. */
async function ask(
  token: string,
  turns: string[],
  opts: { problem?: boolean; language?: string; code?: string; judge?: boolean } = {},
): Promise<Asked> {
  const messages = turns.flatMap((content, i) => [
    { role: 'user', content },
    ...(i < turns.length - 1 ? [{ role: 'assistant', content: '(the earlier answer)' }] : []),
  ]);
  const started = performance.now();
  const r = await t.injectAs(token, {
    method: 'POST',
    url: '/api/tutor/chat',
    payload: {
      ...(opts.problem === false ? {} : { problemId }),
      ...(opts.language ? { language: opts.language } : {}),
      ...(opts.code !== undefined ? { code: opts.code } : {}),
      messages,
    },
  });
  latencies.push({
    question: turns.join(' / '),
    ms: performance.now() - started,
    judge: opts.judge ?? false,
  });
  expect(r.statusCode, r.body).toBe(200);
  const events = r.body
    .split('\n\n')
    .filter((b) => b.includes('data: '))
    .map((b) => JSON.parse(b.slice(b.indexOf('data: ') + 6)) as { type: string; text?: string });
  return { text: events.map((e) => e.text ?? '').join(''), types: events.map((e) => e.type) };
}

const last = () => latencies[latencies.length - 1]?.ms ?? Number.POSITIVE_INFINITY;

describe('the chat answers each intent with the matching capability', () => {
  it('why-wrong on wrong code in the editor: the failing input (checked by the judge) and the line', async () => {
    const u = await t.register();
    const a = await ask(u.token, ['why is my code wrong?'], {
      language: 'python',
      code: OFF_BY_ONE_PY,
      judge: true,
    });
    expect(a.types[a.types.length - 1]).toBe('done');
    const input = a.text.match(/Failing input[^`]*`(nums = \[[^\]]*\], target = -?\d+)`/)?.[1];
    expect(input, a.text).toBeDefined();
    expect(a.text).toMatch(/line 4/i);
    expect(last()).toBeLessThan(5000);
    // The input really fails: Run Code on it (expected output from the reference) disagrees.
    const nums = JSON.parse(input?.match(/\[[^\]]*\]/)?.[0] ?? '[]') as number[];
    const target = Number(input?.match(/target = (-?\d+)/)?.[1]);
    const run = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/run',
      payload: {
        problemId,
        language: 'python',
        code: OFF_BY_ONE_PY,
        customInput: JSON.stringify([nums, target]),
      },
    });
    expect(run.json().data.results.find((x: { custom: boolean }) => x.custom).passed).toBe(false);
  });

  it('which-test with no code in the editor says so and how', async () => {
    const u = await t.register();
    const a = await ask(u.token, ['which test am i failing'], { language: 'python', code: '' });
    expect(a.text).toMatch(/no code in your editor.*Run Code/s);
    expect(last()).toBeLessThan(1000);
  });

  it("complexity of the editor's code answers a class, measured by the judge; it is not a solution request", async () => {
    const u = await t.register();
    const a = await ask(u.token, ['what is the time complexity of my solution?'], {
      language: 'javascript',
      code: QUADRATIC_JS,
      judge: true,
    });
    // A class is named (measured: O(n^2) on a quiet machine; the fit itself is Optimize's, tested there).
    expect(a.text).toMatch(/(grows like|time complexity is) \*\*O\([^)]+\)\*\*/);
    expect(a.text).toMatch(/Line 3: a loop inside a loop/);
    expect(a.text).not.toMatch(/will not write the solution/);
    expect(last()).toBeLessThan(5000);
  });

  it('a concept question answers from a Learn tutorial with a link to it', async () => {
    const u = await t.register();
    const a = await ask(u.token, ['how does a stack work?'], { language: 'java', code: QUADRATIC_JS });
    expect(a.text).toContain('(/learn?tutorial=stacks)');
    expect(a.text).toMatch(/push an item and pop the most recent one/);
    expect(last()).toBeLessThan(1000);
    const java = await ask(u.token, ['how does a stack work?', 'and in Java?']);
    expect(java.text).toMatch(/ArrayDeque/);
  });

  it('a solution request before a solve shows no code: refused, with the next hint', async () => {
    const u = await t.register();
    const a = await ask(u.token, ['just give me the full working code'], {
      language: 'javascript',
      code: QUADRATIC_JS,
    });
    expect(a.text).toMatch(/will not write the solution/);
    expect(a.text).toMatch(/\*\*Concept\.\*\*/);
    expect(a.text).not.toMatch(/```/);
    expect(a.text).not.toMatch(/new Map\(\)|m\.set\(/);
    expect(last()).toBeLessThan(1000);
  });

  it('approach: the pattern and the first hint, with the tutorial of its pattern', async () => {
    const u = await t.register();
    const a = await ask(u.token, ['how should i approach this problem?']);
    expect(a.text).toMatch(/hash map/i);
    expect(a.text).toContain('What does the inner loop search for?');
    expect(a.text).toMatch(/\]\(\/learn\?tutorial=[a-z-]+\)/);
    expect(a.text).not.toMatch(/```/);
  });

  it('edge cases from the signature and the constraints', async () => {
    const u = await t.register();
    const a = await ask(u.token, ['what edge cases should i test?']);
    expect(a.text).toMatch(/smallest array: 2 elements/i);
    expect(a.text).toMatch(/10,000/);
  });

  it('interview preparation: the roadmap in order and a link to Learn, never only "no submissions yet"', async () => {
    const u = await t.register();
    const a = await ask(u.token, ['Which data structures should I know for interviews?'], { problem: false });
    expect(a.text).toMatch(/Interview roadmap.*Interview Essentials/);
    expect(a.text).toMatch(/1\. \*\*Array Scans and Running Totals\*\* \(next\)/);
    expect(a.text).toContain('[Learn](/learn)');
    expect(last()).toBeLessThan(1000);
  });
});
